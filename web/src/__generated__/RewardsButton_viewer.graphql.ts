/**
 * @generated SignedSource<<b0de98187190386db7c390c6b3e0acfa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RewardsButton_viewer$data = {
  readonly rewards: {
    readonly cardPoints: number;
    readonly percent: number;
    readonly pointsToCard: number;
    readonly rule: string;
    readonly totalPoints: number;
  } | null | undefined;
  readonly " $fragmentType": "RewardsButton_viewer";
};
export type RewardsButton_viewer$key = {
  readonly " $data"?: RewardsButton_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"RewardsButton_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RewardsButton_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Rewards",
      "kind": "LinkedField",
      "name": "rewards",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalPoints",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pointsToCard",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "percent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cardPoints",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rule",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "57b004b3ee9c259bc00d4523936441d8";

export default node;
