/**
 * @generated SignedSource<<ac461eaffc668a716ef3626b6c19ba7a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StatusAndFinanceTestQuery$variables = Record<PropertyKey, never>;
export type StatusAndFinanceTestQuery$data = {
  readonly options: {
    readonly " $fragmentSpreads": FragmentRefs<"LawFirmStatusPanel_options">;
  };
  readonly viewer: {
    readonly case: {
      readonly " $fragmentSpreads": FragmentRefs<"FinanceTab_case" | "LawFirmStatusPanel_case">;
    } | null | undefined;
  } | null | undefined;
};
export type StatusAndFinanceTestQuery = {
  response: StatusAndFinanceTestQuery$data;
  variables: StatusAndFinanceTestQuery$variables;
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
  "name": "name",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/),
  (v1/*:: as any*/)
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasOpenRejection",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "balance",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "balanceLastUpdatedAt",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "balanceLastUpdatedByOrganizationName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "verificationStatus",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v10 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "Option"
},
v11 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v12 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v13 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Date"
},
v14 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v15 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "DateTime"
},
v16 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v17 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Organization"
},
v18 = {
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
    "name": "StatusAndFinanceTestQuery",
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
                "name": "LawFirmStatusPanel_case"
              },
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
            "name": "LawFirmStatusPanel_options"
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
    "name": "StatusAndFinanceTestQuery",
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
                "kind": "ScalarField",
                "name": "status",
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
                "name": "appearanceDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lawsuitFiledDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dateExpectedToReceiveCheck",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastUpdatedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastUpdatedByOrganizationName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "lawFirm",
                "plural": false,
                "selections": (v3/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Lien",
                "kind": "LinkedField",
                "name": "userLien",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Organization",
                    "kind": "LinkedField",
                    "name": "lienholder",
                    "plural": false,
                    "selections": (v3/*:: as any*/),
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
                  (v5/*:: as any*/),
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
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/)
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
            "name": "caseStatus",
            "plural": true,
            "selections": [
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Option",
            "kind": "LinkedField",
            "name": "datedCaseStatuses",
            "plural": true,
            "selections": [
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dateField",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dateLabel",
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
    "cacheID": "ee74fc042f2909c2a0a07df6d6802cc8",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "options": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Options"
        },
        "options.caseStatus": (v10/*:: as any*/),
        "options.caseStatus.label": (v11/*:: as any*/),
        "options.caseStatus.value": (v11/*:: as any*/),
        "options.datedCaseStatuses": (v10/*:: as any*/),
        "options.datedCaseStatuses.dateField": (v12/*:: as any*/),
        "options.datedCaseStatuses.dateLabel": (v12/*:: as any*/),
        "options.datedCaseStatuses.value": (v11/*:: as any*/),
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
        "viewer.case.appearanceDate": (v13/*:: as any*/),
        "viewer.case.dateExpectedToReceiveCheck": (v13/*:: as any*/),
        "viewer.case.id": (v14/*:: as any*/),
        "viewer.case.lastUpdatedAt": (v15/*:: as any*/),
        "viewer.case.lastUpdatedByOrganizationName": (v12/*:: as any*/),
        "viewer.case.lawFirm": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Organization"
        },
        "viewer.case.lawFirm.id": (v14/*:: as any*/),
        "viewer.case.lawFirm.name": (v11/*:: as any*/),
        "viewer.case.lawsuitFiledDate": (v13/*:: as any*/),
        "viewer.case.liens": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Lien"
        },
        "viewer.case.liens.balance": (v12/*:: as any*/),
        "viewer.case.liens.balanceLastUpdatedAt": (v15/*:: as any*/),
        "viewer.case.liens.balanceLastUpdatedByOrganizationName": (v12/*:: as any*/),
        "viewer.case.liens.hasOpenRejection": (v16/*:: as any*/),
        "viewer.case.liens.id": (v14/*:: as any*/),
        "viewer.case.liens.isOwn": (v16/*:: as any*/),
        "viewer.case.liens.lienholder": (v17/*:: as any*/),
        "viewer.case.liens.lienholder.id": (v14/*:: as any*/),
        "viewer.case.liens.lienholder.internalID": (v11/*:: as any*/),
        "viewer.case.liens.lienholder.name": (v11/*:: as any*/),
        "viewer.case.liens.verificationStatus": (v18/*:: as any*/),
        "viewer.case.status": (v12/*:: as any*/),
        "viewer.case.statusLabel": (v12/*:: as any*/),
        "viewer.case.userLien": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Lien"
        },
        "viewer.case.userLien.balance": (v12/*:: as any*/),
        "viewer.case.userLien.balanceLastUpdatedAt": (v15/*:: as any*/),
        "viewer.case.userLien.balanceLastUpdatedByOrganizationName": (v12/*:: as any*/),
        "viewer.case.userLien.hasOpenRejection": (v16/*:: as any*/),
        "viewer.case.userLien.id": (v14/*:: as any*/),
        "viewer.case.userLien.lienholder": (v17/*:: as any*/),
        "viewer.case.userLien.lienholder.id": (v14/*:: as any*/),
        "viewer.case.userLien.lienholder.name": (v11/*:: as any*/),
        "viewer.case.userLien.verificationStatus": (v18/*:: as any*/)
      }
    },
    "name": "StatusAndFinanceTestQuery",
    "operationKind": "query",
    "text": "query StatusAndFinanceTestQuery {\n  viewer {\n    case(internalID: \"x\") {\n      ...LawFirmStatusPanel_case\n      ...FinanceTab_case\n      id\n    }\n  }\n  options {\n    ...LawFirmStatusPanel_options\n  }\n}\n\nfragment FinanceTab_case on Case {\n  id\n  userLien {\n    id\n    ...FinanceTab_lien\n  }\n  liens {\n    id\n    isOwn\n    balance\n    lienholder {\n      internalID\n      id\n    }\n    ...FinanceTab_lien\n  }\n}\n\nfragment FinanceTab_lien on Lien {\n  id\n  hasOpenRejection\n  balance\n  balanceLastUpdatedAt\n  balanceLastUpdatedByOrganizationName\n  verificationStatus\n  lienholder {\n    name\n    id\n  }\n}\n\nfragment LawFirmStatusPanel_case on Case {\n  id\n  status\n  statusLabel\n  appearanceDate\n  lawsuitFiledDate\n  dateExpectedToReceiveCheck\n  lastUpdatedAt\n  lastUpdatedByOrganizationName\n  lawFirm {\n    name\n    id\n  }\n}\n\nfragment LawFirmStatusPanel_options on Options {\n  caseStatus {\n    value\n    label\n  }\n  datedCaseStatuses {\n    value\n    dateField\n    dateLabel\n  }\n}\n"
  }
};
})();

(node as any).hash = "a82562ee7c52cea252f0877e0481ec8c";

export default node;
