/**
 * @generated SignedSource<<ecd8b235864021bd00e955335420f362>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FacetOptions_values$data = ReadonlyArray<{
  readonly count: number;
  readonly internalID: string;
  readonly name: string;
  readonly " $fragmentType": "FacetOptions_values";
}>;
export type FacetOptions_values$key = ReadonlyArray<{
  readonly " $data"?: FacetOptions_values$data;
  readonly " $fragmentSpreads": FragmentRefs<"FacetOptions_values">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "FacetOptions_values",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "internalID",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    }
  ],
  "type": "FacetValue",
  "abstractKey": null
};

(node as any).hash = "bdef0f0d05af9aabe77b149a56ca5b54";

export default node;
