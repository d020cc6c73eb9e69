/**
 * @generated SignedSource<<be0dc3434b033749dafea590735094b3>>
 * @relayHash 65a3515d2786f515ff5497e2eb8dfb5a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cdc2ccaff54b9c185674a1bca716b99c94af398c70d86c99cbad779d5499cce1

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FinanceTabTestQuery$variables = Record<PropertyKey, never>;
export type FinanceTabTestQuery$data = {
  readonly viewer: {
    readonly case: {
      readonly " $fragmentSpreads": FragmentRefs<"FinanceTab_case">;
    } | null | undefined;
  } | null | undefined;
};
export type FinanceTabTestQuery = {
  response: FinanceTabTestQuery$data;
  variables: FinanceTabTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "internalID",
    "value": "x"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasOpenRejection",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "balance",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "balanceLastUpdatedAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "balanceLastUpdatedByOrganizationName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "verificationStatus",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v9 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v10 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "DateTime"
},
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v12 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Organization"
},
v13 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v14 = {
  "enumValues": [
    "PENDING",
    "REJECTED",
    "RESUBMITTED",
    "VERIFIED"
  ],
  "nullable": false,
  "plural": false,
  "type": "LienVerificationStatus"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FinanceTabTestQuery",
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
            "args": (v0/*:: as any*/),
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "case",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "FinanceTab_case"
              }
            ],
            "storageKey": "case(internalID:\"x\")"
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
    "name": "FinanceTabTestQuery",
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
            "args": (v0/*:: as any*/),
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "case",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Lien",
                "kind": "LinkedField",
                "name": "userLien",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Organization",
                    "kind": "LinkedField",
                    "name": "lienholder",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Lien",
                "kind": "LinkedField",
                "name": "liens",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isOwn",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Organization",
                    "kind": "LinkedField",
                    "name": "lienholder",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "internalID",
                        "storageKey": null
                      },
                      (v1/*:: as any*/),
                      (v7/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "case(internalID:\"x\")"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "cdc2ccaff54b9c185674a1bca716b99c94af398c70d86c99cbad779d5499cce1",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.case": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Case"
        },
        "viewer.case.id": (v8/*:: as any*/),
        "viewer.case.liens": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Lien"
        },
        "viewer.case.liens.balance": (v9/*:: as any*/),
        "viewer.case.liens.balanceLastUpdatedAt": (v10/*:: as any*/),
        "viewer.case.liens.balanceLastUpdatedByOrganizationName": (v9/*:: as any*/),
        "viewer.case.liens.hasOpenRejection": (v11/*:: as any*/),
        "viewer.case.liens.id": (v8/*:: as any*/),
        "viewer.case.liens.isOwn": (v11/*:: as any*/),
        "viewer.case.liens.lienholder": (v12/*:: as any*/),
        "viewer.case.liens.lienholder.id": (v8/*:: as any*/),
        "viewer.case.liens.lienholder.internalID": (v13/*:: as any*/),
        "viewer.case.liens.lienholder.name": (v13/*:: as any*/),
        "viewer.case.liens.verificationStatus": (v14/*:: as any*/),
        "viewer.case.userLien": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Lien"
        },
        "viewer.case.userLien.balance": (v9/*:: as any*/),
        "viewer.case.userLien.balanceLastUpdatedAt": (v10/*:: as any*/),
        "viewer.case.userLien.balanceLastUpdatedByOrganizationName": (v9/*:: as any*/),
        "viewer.case.userLien.hasOpenRejection": (v11/*:: as any*/),
        "viewer.case.userLien.id": (v8/*:: as any*/),
        "viewer.case.userLien.lienholder": (v12/*:: as any*/),
        "viewer.case.userLien.lienholder.id": (v8/*:: as any*/),
        "viewer.case.userLien.lienholder.name": (v13/*:: as any*/),
        "viewer.case.userLien.verificationStatus": (v14/*:: as any*/)
      }
    },
    "name": "FinanceTabTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "618fa9b82c00ccdd9a94a93b03ff9588";

export default node;
