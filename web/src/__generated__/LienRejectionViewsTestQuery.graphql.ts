/**
 * @generated SignedSource<<d1e75e76ecb4ef397229bcfacbf78d87>>
 * @relayHash 2aec319bce0852d05e70c880e530c03c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8bab66be245d536184cc6d1d77e48b0660676892b7ebb9bd99b5a4e03f3b03cd

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LienRejectionViewsTestQuery$variables = Record<PropertyKey, never>;
export type LienRejectionViewsTestQuery$data = {
  readonly viewer: {
    readonly case: {
      readonly userLien: {
        readonly " $fragmentSpreads": FragmentRefs<"LienRejectionNotice_lien">;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"FinanceTab_case">;
    } | null | undefined;
  } | null | undefined;
};
export type LienRejectionViewsTestQuery = {
  response: LienRejectionViewsTestQuery$data;
  variables: LienRejectionViewsTestQuery$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalID",
  "storageKey": null
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v10 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v11 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "DateTime"
},
v12 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v13 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Organization"
},
v14 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v15 = {
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
    "name": "LienRejectionViewsTestQuery",
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
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Lien",
                "kind": "LinkedField",
                "name": "userLien",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "LienRejectionNotice_lien"
                  }
                ],
                "storageKey": null
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
    "name": "LienRejectionViewsTestQuery",
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rejectionNote",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Case",
                    "kind": "LinkedField",
                    "name": "case",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Organization",
                        "kind": "LinkedField",
                        "name": "lawFirm",
                        "plural": false,
                        "selections": [
                          (v8/*:: as any*/),
                          (v7/*:: as any*/),
                          (v1/*:: as any*/)
                        ],
                        "storageKey": null
                      },
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
                      (v8/*:: as any*/),
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
    "id": "8bab66be245d536184cc6d1d77e48b0660676892b7ebb9bd99b5a4e03f3b03cd",
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
        "viewer.case.id": (v9/*:: as any*/),
        "viewer.case.liens": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Lien"
        },
        "viewer.case.liens.balance": (v10/*:: as any*/),
        "viewer.case.liens.balanceLastUpdatedAt": (v11/*:: as any*/),
        "viewer.case.liens.balanceLastUpdatedByOrganizationName": (v10/*:: as any*/),
        "viewer.case.liens.hasOpenRejection": (v12/*:: as any*/),
        "viewer.case.liens.id": (v9/*:: as any*/),
        "viewer.case.liens.isOwn": (v12/*:: as any*/),
        "viewer.case.liens.lienholder": (v13/*:: as any*/),
        "viewer.case.liens.lienholder.id": (v9/*:: as any*/),
        "viewer.case.liens.lienholder.internalID": (v14/*:: as any*/),
        "viewer.case.liens.lienholder.name": (v14/*:: as any*/),
        "viewer.case.liens.verificationStatus": (v15/*:: as any*/),
        "viewer.case.userLien": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Lien"
        },
        "viewer.case.userLien.balance": (v10/*:: as any*/),
        "viewer.case.userLien.balanceLastUpdatedAt": (v11/*:: as any*/),
        "viewer.case.userLien.balanceLastUpdatedByOrganizationName": (v10/*:: as any*/),
        "viewer.case.userLien.case": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Case"
        },
        "viewer.case.userLien.case.id": (v9/*:: as any*/),
        "viewer.case.userLien.case.lawFirm": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Organization"
        },
        "viewer.case.userLien.case.lawFirm.id": (v9/*:: as any*/),
        "viewer.case.userLien.case.lawFirm.internalID": (v14/*:: as any*/),
        "viewer.case.userLien.case.lawFirm.name": (v14/*:: as any*/),
        "viewer.case.userLien.hasOpenRejection": (v12/*:: as any*/),
        "viewer.case.userLien.id": (v9/*:: as any*/),
        "viewer.case.userLien.lienholder": (v13/*:: as any*/),
        "viewer.case.userLien.lienholder.id": (v9/*:: as any*/),
        "viewer.case.userLien.lienholder.name": (v14/*:: as any*/),
        "viewer.case.userLien.rejectionNote": (v10/*:: as any*/),
        "viewer.case.userLien.verificationStatus": (v15/*:: as any*/)
      }
    },
    "name": "LienRejectionViewsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "214a9fa3a006be982e2134de20d6dc38";

export default node;
