/**
 * @generated SignedSource<<ce198b026e1e480309538f8e77ce5be6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ResolveLienDialog_options$data = {
  readonly lienResolutionStatus: ReadonlyArray<{
    readonly label: string;
    readonly value: string;
  }>;
  readonly " $fragmentType": "ResolveLienDialog_options";
};
export type ResolveLienDialog_options$key = {
  readonly " $data"?: ResolveLienDialog_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResolveLienDialog_options">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResolveLienDialog_options",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Option",
      "kind": "LinkedField",
      "name": "lienResolutionStatus",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Options",
  "abstractKey": null
};

(node as any).hash = "78633f99a9c02bd1016560fa7668d9b6";

export default node;
