/**
 * @generated SignedSource<<5fbc0925f3eb89b438e67abd4c9bf5c2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type usePortfolioLiveUpdatesSubscription$variables = Record<PropertyKey, never>;
export type usePortfolioLiveUpdatesSubscription$data = {
  readonly portfolioChanged: {
    readonly case: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PortfolioRow_case">;
    };
  };
};
export type usePortfolioLiveUpdatesSubscription = {
  response: usePortfolioLiveUpdatesSubscription$data;
  variables: usePortfolioLiveUpdatesSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "usePortfolioLiveUpdatesSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CaseChangedEvent",
        "kind": "LinkedField",
        "name": "portfolioChanged",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "case",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PortfolioRow_case"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "usePortfolioLiveUpdatesSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CaseChangedEvent",
        "kind": "LinkedField",
        "name": "portfolioChanged",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "case",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
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
                "concreteType": "Person",
                "kind": "LinkedField",
                "name": "plaintiff",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fullName",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dateOfLoss",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "statusLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "needsUpdate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "daysSinceLastUpdate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isResolved",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "lawFirm",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  (v0/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8543889be1328df64c5ce4b76b09a2c8",
    "id": null,
    "metadata": {},
    "name": "usePortfolioLiveUpdatesSubscription",
    "operationKind": "subscription",
    "text": "subscription usePortfolioLiveUpdatesSubscription {\n  portfolioChanged {\n    case {\n      id\n      ...PortfolioRow_case\n    }\n  }\n}\n\nfragment PortfolioRow_case on Case {\n  internalID\n  plaintiff {\n    fullName\n  }\n  dateOfLoss\n  statusLabel\n  needsUpdate\n  daysSinceLastUpdate\n  isResolved\n  lawFirm {\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "f45beb9b8a7bec5e4b4a2b52a3bb0eb8";

export default node;
