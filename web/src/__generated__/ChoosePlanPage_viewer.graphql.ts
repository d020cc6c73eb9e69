/**
 * @generated SignedSource<<a367d7fa526314e8c3ce5ef3ed7ed929>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ChoosePlanPage_viewer$data = {
  readonly plans: {
    readonly offers: ReadonlyArray<{
      readonly amount: string | null | undefined;
      readonly bonusCases: number;
      readonly cases: number | null | undefined;
      readonly costPerCase: string;
      readonly pricePerCase: string;
      readonly selection: string;
      readonly totalCases: number | null | undefined;
    }>;
    readonly viewerCan: {
      readonly purchase: boolean;
    };
  } | null | undefined;
  readonly " $fragmentType": "ChoosePlanPage_viewer";
};
export type ChoosePlanPage_viewer$key = {
  readonly " $data"?: ChoosePlanPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChoosePlanPage_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChoosePlanPage_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Plans",
      "kind": "LinkedField",
      "name": "plans",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PlanOffer",
          "kind": "LinkedField",
          "name": "offers",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "selection",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cases",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "bonusCases",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "totalCases",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "amount",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "pricePerCase",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "costPerCase",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PlansViewerCan",
          "kind": "LinkedField",
          "name": "viewerCan",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "purchase",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "1e13be221c60ec80beacb5c6693816b9";

export default node;
