/**
 * @generated SignedSource<<01cba4b1cb81dddb2deeb1feb5be1292>>
 * @relayHash f6ee1abea4797d59ce0ca65fa5de41e3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6b7ec65b95ba0d8e5bfefe724ffe35ee26bdf7f8a01e64bf7c76cdd3e06a8c2e

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LienStatusPanelTestQuery$variables = Record<PropertyKey, never>;
export type LienStatusPanelTestQuery$data = {
  readonly viewer: {
    readonly case: {
      readonly userLien: {
        readonly " $fragmentSpreads": FragmentRefs<"LienStatusPanel_lien">;
      } | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type LienStatusPanelTestQuery = {
  response: LienStatusPanelTestQuery$data;
  variables: LienStatusPanelTestQuery$variables;
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
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v3 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LienStatusPanelTestQuery",
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
                    "name": "LienStatusPanel_lien"
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
    "name": "LienStatusPanelTestQuery",
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
                "alias": null,
                "args": null,
                "concreteType": "Lien",
                "kind": "LinkedField",
                "name": "userLien",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "balance",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "balanceLastUpdatedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "plaintiffTreatmentStatus",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "finalTreatmentDate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasLienholderFinalizedDocuments",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "shareDocuments",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isLienholderBlacklisted",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasOpenRejection",
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
                            "kind": "ScalarField",
                            "name": "name",
                            "storageKey": null
                          },
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
              (v1/*:: as any*/)
            ],
            "storageKey": "case(internalID:\"x\")"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6b7ec65b95ba0d8e5bfefe724ffe35ee26bdf7f8a01e64bf7c76cdd3e06a8c2e",
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
        "viewer.case.id": (v2/*:: as any*/),
        "viewer.case.userLien": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Lien"
        },
        "viewer.case.userLien.balance": (v3/*:: as any*/),
        "viewer.case.userLien.balanceLastUpdatedAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "viewer.case.userLien.case": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Case"
        },
        "viewer.case.userLien.case.id": (v2/*:: as any*/),
        "viewer.case.userLien.case.lawFirm": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Organization"
        },
        "viewer.case.userLien.case.lawFirm.id": (v2/*:: as any*/),
        "viewer.case.userLien.case.lawFirm.internalID": (v4/*:: as any*/),
        "viewer.case.userLien.case.lawFirm.name": (v4/*:: as any*/),
        "viewer.case.userLien.finalTreatmentDate": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Date"
        },
        "viewer.case.userLien.hasLienholderFinalizedDocuments": (v5/*:: as any*/),
        "viewer.case.userLien.hasOpenRejection": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "viewer.case.userLien.id": (v2/*:: as any*/),
        "viewer.case.userLien.isLienholderBlacklisted": (v5/*:: as any*/),
        "viewer.case.userLien.plaintiffTreatmentStatus": {
          "enumValues": [
            "DONE_TREATING",
            "TREATING"
          ],
          "nullable": true,
          "plural": false,
          "type": "TreatmentStatus"
        },
        "viewer.case.userLien.rejectionNote": (v3/*:: as any*/),
        "viewer.case.userLien.shareDocuments": (v5/*:: as any*/)
      }
    },
    "name": "LienStatusPanelTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "23aa958f0a47bf5e245a47b04ec4e2e2";

export default node;
