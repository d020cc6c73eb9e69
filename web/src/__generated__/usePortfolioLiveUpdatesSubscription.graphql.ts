/**
 * @generated SignedSource<<d7a80ed3e1f2c1fa3b4ee7c4339c3e5d>>
 * @relayHash 23e91e76aac6458f070f5e15817d90d0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8c4039c5d9a453d3ab2b287a79ff5cc6656ca58c3766c559d848b453a905cb6c

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CaseChangeType = "CASE_CHANGED" | "CASE_CREATED" | "CONTACTS" | "DETAILS" | "LAW_FIRM" | "LIEN_ADDED" | "LIEN_DOCUMENTS" | "LIEN_REJECTION" | "LIEN_REMOVED" | "LIEN_UPDATED" | "MERGED" | "POLICY_LIMITS" | "STATUS" | "TAGS" | "THREADS" | "%future added value";
export type usePortfolioLiveUpdatesSubscription$variables = Record<PropertyKey, never>;
export type usePortfolioLiveUpdatesSubscription$data = {
  readonly portfolioChanged: {
    readonly case: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PortfolioRow_case">;
    } | null | undefined;
    readonly type: CaseChangeType;
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
  "name": "type",
  "storageKey": null
},
v1 = {
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
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "case",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "case",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
                  (v1/*:: as any*/)
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
    "id": "8c4039c5d9a453d3ab2b287a79ff5cc6656ca58c3766c559d848b453a905cb6c",
    "metadata": {},
    "name": "usePortfolioLiveUpdatesSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "056a50db5feb5e540e3a36d0f81cb83c";

export default node;
