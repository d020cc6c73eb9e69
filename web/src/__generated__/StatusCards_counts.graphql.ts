/**
 * @generated SignedSource<<b93091c1f62e3c966be337b50f15d246>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StatusCards_counts$data = {
  readonly statuses: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly value: string;
  }>;
  readonly " $fragmentType": "StatusCards_counts";
};
export type StatusCards_counts$key = {
  readonly " $data"?: StatusCards_counts$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatusCards_counts">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StatusCards_counts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "StatusCount",
      "kind": "LinkedField",
      "name": "statuses",
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PortfolioCounts",
  "abstractKey": null
};

(node as any).hash = "9e2d047de2ccd8b4aab232340e75c1bd";

export default node;
