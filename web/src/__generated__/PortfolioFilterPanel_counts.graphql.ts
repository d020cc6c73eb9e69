/**
 * @generated SignedSource<<d4041acb130ec95e7a39c876838c812f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PortfolioFilterPanel_counts$data = {
  readonly facets: {
    readonly lawFirms: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"FacetOptions_values">;
    }>;
    readonly lienholders: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"FacetOptions_values">;
    }>;
    readonly tags: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"FacetOptions_values">;
    }>;
    readonly totals: {
      readonly lawFirms: number;
      readonly lienholders: number;
      readonly tags: number;
    };
    readonly treatmentStatuses: ReadonlyArray<{
      readonly count: number;
      readonly label: string;
      readonly value: string;
    }>;
  };
  readonly outOfDate: number;
  readonly statuses: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly value: string;
  }>;
  readonly " $fragmentType": "PortfolioFilterPanel_counts";
};
export type PortfolioFilterPanel_counts$key = {
  readonly " $data"?: PortfolioFilterPanel_counts$data;
  readonly " $fragmentSpreads": FragmentRefs<"PortfolioFilterPanel_counts">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
v1 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "FacetOptions_values"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PortfolioFilterPanel_counts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "outOfDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StatusCount",
      "kind": "LinkedField",
      "name": "statuses",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PortfolioFacets",
      "kind": "LinkedField",
      "name": "facets",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "FacetValue",
          "kind": "LinkedField",
          "name": "lienholders",
          "plural": true,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FacetValue",
          "kind": "LinkedField",
          "name": "lawFirms",
          "plural": true,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FacetValue",
          "kind": "LinkedField",
          "name": "tags",
          "plural": true,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "StatusCount",
          "kind": "LinkedField",
          "name": "treatmentStatuses",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PortfolioFacetTotals",
          "kind": "LinkedField",
          "name": "totals",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lienholders",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lawFirms",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "tags",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PortfolioCounts",
  "abstractKey": null
};
})();

(node as any).hash = "7034152954674af5f94d910bcfebd96c";

export default node;
