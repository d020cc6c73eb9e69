/**
 * @generated SignedSource<<c6a30715e2fd560a801d24e77dc7c51b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ExternalIdsRow_viewer$data = {
  readonly externalSystems: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "ExternalIdsRow_viewer";
};
export type ExternalIdsRow_viewer$key = {
  readonly " $data"?: ExternalIdsRow_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExternalIdsRow_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExternalIdsRow_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ExternalSystem",
      "kind": "LinkedField",
      "name": "externalSystems",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "94fbc632d6dbc7c58ba9d609302084af";

export default node;
