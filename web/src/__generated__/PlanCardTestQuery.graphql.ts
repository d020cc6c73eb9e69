/**
 * @generated SignedSource<<e3bf493f0a8f491b76b942a254702c24>>
 * @relayHash 58de07298ab0b8c38950c4bc5758fd36
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7021569d2bb02af1d3fbac495c195c3d6a78f8f654ad41fc5fac5eecd4c88914

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PlanCardTestQuery$variables = Record<PropertyKey, never>;
export type PlanCardTestQuery$data = {
  readonly viewer: {
    readonly activeAccount: {
      readonly currentService: {
        readonly " $fragmentSpreads": FragmentRefs<"PlanCard_service">;
      };
    };
  } | null | undefined;
};
export type PlanCardTestQuery = {
  response: PlanCardTestQuery$data;
  variables: PlanCardTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PlanCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "activeAccount",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "CurrentService",
                "kind": "LinkedField",
                "name": "currentService",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "PlanCard_service"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PlanCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "activeAccount",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "CurrentService",
                "kind": "LinkedField",
                "name": "currentService",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "stage",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "daysUntilExpiry",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isTrialCustomer",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "caseCredits",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "perCaseBilling",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
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
    "id": "7021569d2bb02af1d3fbac495c195c3d6a78f8f654ad41fc5fac5eecd4c88914",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.activeAccount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Account"
        },
        "viewer.activeAccount.currentService": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "CurrentService"
        },
        "viewer.activeAccount.currentService.caseCredits": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "viewer.activeAccount.currentService.daysUntilExpiry": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "viewer.activeAccount.currentService.isTrialCustomer": (v0/*:: as any*/),
        "viewer.activeAccount.currentService.perCaseBilling": (v0/*:: as any*/),
        "viewer.activeAccount.currentService.stage": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "viewer.activeAccount.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        }
      }
    },
    "name": "PlanCardTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f7ee8c15b2be44df06da1ac1bb70c2e6";

export default node;
