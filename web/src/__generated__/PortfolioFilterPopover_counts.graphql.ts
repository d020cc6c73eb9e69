/**
 * @generated SignedSource<<92985f7beac8e5e3df23f69e1e73f0ce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PortfolioFilterPopover_counts$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PortfolioFilterPanel_counts">;
  readonly " $fragmentType": "PortfolioFilterPopover_counts";
};
export type PortfolioFilterPopover_counts$key = {
  readonly " $data"?: PortfolioFilterPopover_counts$data;
  readonly " $fragmentSpreads": FragmentRefs<"PortfolioFilterPopover_counts">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PortfolioFilterPopover_counts",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PortfolioFilterPanel_counts"
    }
  ],
  "type": "PortfolioCounts",
  "abstractKey": null
};

(node as any).hash = "036c1d410b3a6fbb68eb9e703c8b1e6f";

export default node;
