/**
 * @generated SignedSource<<7067fe4d8b20e5b6b7892fad36c6ef5c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PaymentProviderKind = "OFFLINE" | "STRIPE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PlanPaymentPage_viewer$data = {
  readonly plans: {
    readonly offers: ReadonlyArray<{
      readonly amount: string | null | undefined;
      readonly bonusCases: number;
      readonly cases: number | null | undefined;
      readonly costPerCase: string;
      readonly selection: string;
      readonly totalCases: number | null | undefined;
    }>;
    readonly provider: PaymentProviderKind;
    readonly publishableKey: string | null | undefined;
    readonly viewerCan: {
      readonly purchase: boolean;
    };
  } | null | undefined;
  readonly " $fragmentType": "PlanPaymentPage_viewer";
};
export type PlanPaymentPage_viewer$key = {
  readonly " $data"?: PlanPaymentPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlanPaymentPage_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlanPaymentPage_viewer",
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
          "kind": "ScalarField",
          "name": "provider",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "publishableKey",
          "storageKey": null
        },
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

(node as any).hash = "dc600c4f531672a109e6d7893e6d7476";

export default node;
