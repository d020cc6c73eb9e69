/**
 * @generated SignedSource<<ee0b9555ff5615c921d748b99307f9a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ManualMergeSource = "CANONICAL" | "DUPLICATE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ManualMergePreviewTable_preview$data = {
  readonly fields: ReadonlyArray<{
    readonly label: string;
    readonly name: string;
    readonly source: ManualMergeSource;
    readonly value: string | null | undefined;
  }>;
  readonly " $fragmentType": "ManualMergePreviewTable_preview";
};
export type ManualMergePreviewTable_preview$key = {
  readonly " $data"?: ManualMergePreviewTable_preview$data;
  readonly " $fragmentSpreads": FragmentRefs<"ManualMergePreviewTable_preview">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ManualMergePreviewTable_preview",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ManualCaseMergePreviewField",
      "kind": "LinkedField",
      "name": "fields",
      "plural": true,
      "selections": [
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
          "name": "label",
          "storageKey": null
        },
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
          "name": "source",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ManualCaseMergePreview",
  "abstractKey": null
};

(node as any).hash = "653b7bc4befea6b62237f11aa381903d";

export default node;
