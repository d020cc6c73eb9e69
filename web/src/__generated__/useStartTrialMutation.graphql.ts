/**
 * @generated SignedSource<<182e0e74ad620b0f5a8f0c64ada9da00>>
 * @relayHash 402d359334c565dea874238d55558c97
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a98e25a5169013b928ded5172ac2b136a3a975b8baf8b4d6b60eaf676466da01

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useStartTrialMutation$variables = Record<PropertyKey, never>;
export type useStartTrialMutation$data = {
  readonly startTrial: {
    readonly account: {
      readonly currentService: {
        readonly features: ReadonlyArray<string>;
        readonly isEligibleForTrial: boolean;
        readonly stage: string | null | undefined;
        readonly " $fragmentSpreads": FragmentRefs<"PlanCard_service">;
      };
      readonly id: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useStartTrialMutation = {
  response: useStartTrialMutation$data;
  variables: useStartTrialMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stage",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "features",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isEligibleForTrial",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useStartTrialMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "StartTrialPayload",
        "kind": "LinkedField",
        "name": "startTrial",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "account",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
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
                  },
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useStartTrialMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "StartTrialPayload",
        "kind": "LinkedField",
        "name": "startTrial",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "account",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CurrentService",
                "kind": "LinkedField",
                "name": "currentService",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
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
                  },
                  (v2/*:: as any*/),
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a98e25a5169013b928ded5172ac2b136a3a975b8baf8b4d6b60eaf676466da01",
    "metadata": {},
    "name": "useStartTrialMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ee73222a3ca3ed679685d105bdc9f557";

export default node;
