/**
 * @generated SignedSource<<060f2919743681cd77b48f7e44191672>>
 * @relayHash 0d8309c1f2e6dc91947479f4468a62b1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 35b51866cbf344c3f99f13bed4c95000cac9f1826c23ac16fb692f6d4b0fd80b

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LienDialogsTestQuery$variables = Record<PropertyKey, never>;
export type LienDialogsTestQuery$data = {
  readonly options: {
    readonly " $fragmentSpreads": FragmentRefs<"LienActionsMenu_options">;
  };
  readonly viewer: {
    readonly case: {
      readonly " $fragmentSpreads": FragmentRefs<"FinanceTab_case" | "LienActionsMenu_case">;
    } | null | undefined;
  } | null | undefined;
};
export type LienDialogsTestQuery = {
  response: LienDialogsTestQuery$data;
  variables: LienDialogsTestQuery$variables;
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
  "type": "String"
},
v10 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v11 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v12 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "DateTime"
},
v13 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v14 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Organization"
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
},
v16 = {
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
    "name": "LienDialogsTestQuery",
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "LienActionsMenu_case"
              }
            ],
            "storageKey": "case(internalID:\"x\")"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Options",
        "kind": "LinkedField",
        "name": "options",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LienActionsMenu_options"
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
    "name": "LienDialogsTestQuery",
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
                    "name": "isLienholderBlacklisted",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdByCaseLawFirm",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "LienViewerCan",
                    "kind": "LinkedField",
                    "name": "viewerCan",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "resolve",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "reopen",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "removeCase",
                        "storageKey": null
                      }
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
              },
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "lawFirm",
                "plural": false,
                "selections": [
                  (v8/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CaseViewerCan",
                "kind": "LinkedField",
                "name": "viewerCan",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "merge",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "setLawFirm",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "shareLink",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "case(internalID:\"x\")"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Options",
        "kind": "LinkedField",
        "name": "options",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Option",
            "kind": "LinkedField",
            "name": "lienResolutionStatus",
            "plural": true,
            "selections": [
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
    "id": "35b51866cbf344c3f99f13bed4c95000cac9f1826c23ac16fb692f6d4b0fd80b",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "options": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Options"
        },
        "options.lienResolutionStatus": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Option"
        },
        "options.lienResolutionStatus.label": (v9/*:: as any*/),
        "options.lienResolutionStatus.value": (v9/*:: as any*/),
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
        "viewer.case.id": (v10/*:: as any*/),
        "viewer.case.internalID": (v9/*:: as any*/),
        "viewer.case.lawFirm": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Organization"
        },
        "viewer.case.lawFirm.id": (v10/*:: as any*/),
        "viewer.case.lawFirm.internalID": (v9/*:: as any*/),
        "viewer.case.liens": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Lien"
        },
        "viewer.case.liens.balance": (v11/*:: as any*/),
        "viewer.case.liens.balanceLastUpdatedAt": (v12/*:: as any*/),
        "viewer.case.liens.balanceLastUpdatedByOrganizationName": (v11/*:: as any*/),
        "viewer.case.liens.hasOpenRejection": (v13/*:: as any*/),
        "viewer.case.liens.id": (v10/*:: as any*/),
        "viewer.case.liens.isOwn": (v13/*:: as any*/),
        "viewer.case.liens.lienholder": (v14/*:: as any*/),
        "viewer.case.liens.lienholder.id": (v10/*:: as any*/),
        "viewer.case.liens.lienholder.internalID": (v9/*:: as any*/),
        "viewer.case.liens.lienholder.name": (v9/*:: as any*/),
        "viewer.case.liens.verificationStatus": (v15/*:: as any*/),
        "viewer.case.userLien": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Lien"
        },
        "viewer.case.userLien.balance": (v11/*:: as any*/),
        "viewer.case.userLien.balanceLastUpdatedAt": (v12/*:: as any*/),
        "viewer.case.userLien.balanceLastUpdatedByOrganizationName": (v11/*:: as any*/),
        "viewer.case.userLien.createdByCaseLawFirm": (v16/*:: as any*/),
        "viewer.case.userLien.hasOpenRejection": (v13/*:: as any*/),
        "viewer.case.userLien.id": (v10/*:: as any*/),
        "viewer.case.userLien.isLienholderBlacklisted": (v16/*:: as any*/),
        "viewer.case.userLien.lienholder": (v14/*:: as any*/),
        "viewer.case.userLien.lienholder.id": (v10/*:: as any*/),
        "viewer.case.userLien.lienholder.name": (v9/*:: as any*/),
        "viewer.case.userLien.verificationStatus": (v15/*:: as any*/),
        "viewer.case.userLien.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "LienViewerCan"
        },
        "viewer.case.userLien.viewerCan.removeCase": (v13/*:: as any*/),
        "viewer.case.userLien.viewerCan.reopen": (v13/*:: as any*/),
        "viewer.case.userLien.viewerCan.resolve": (v13/*:: as any*/),
        "viewer.case.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "CaseViewerCan"
        },
        "viewer.case.viewerCan.merge": (v13/*:: as any*/),
        "viewer.case.viewerCan.setLawFirm": (v13/*:: as any*/),
        "viewer.case.viewerCan.shareLink": (v13/*:: as any*/)
      }
    },
    "name": "LienDialogsTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2d699e7206d956e5bd610496131d7105";

export default node;
