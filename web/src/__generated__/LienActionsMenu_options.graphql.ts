/**
 * @generated SignedSource<<762d47891a7e2eabb36a564aff3ae726>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LienActionsMenu_options$data = {
  readonly lienResolutionStatus: ReadonlyArray<{
    readonly label: string;
    readonly value: string;
  }>;
  readonly " $fragmentType": "LienActionsMenu_options";
};
export type LienActionsMenu_options$key = {
  readonly " $data"?: LienActionsMenu_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"LienActionsMenu_options">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LienActionsMenu_options",
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

(node as any).hash = "1daa07975c692b712c2a85fb0e427544";

export default node;
