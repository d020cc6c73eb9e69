/**
 * @generated SignedSource<<71e4397e26c376466194ccc4ab2373a2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrganizationKind = "LAW_FIRM" | "LIENHOLDER" | "%future added value";
export type CaseRouteQuery$variables = {
  internalID: string;
};
export type CaseRouteQuery$data = {
  readonly options: {
    readonly " $fragmentSpreads": FragmentRefs<"CaseDetailsCard_options" | "CaseHistoryDrawer_options" | "LawFirmStatusPanel_options" | "LienActionsMenu_options">;
  };
  readonly viewer: {
    readonly activeAccount: {
      readonly organization: {
        readonly kind: OrganizationKind;
        readonly sharesDocumentsManually: boolean;
      };
    };
    readonly case: {
      readonly id: string;
      readonly internalID: string;
      readonly lawFirm: {
        readonly internalID: string;
      } | null | undefined;
      readonly userLien: {
        readonly " $fragmentSpreads": FragmentRefs<"LienHistoryList_lien" | "LienStatusPanel_lien">;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"CaseDetailsCard_case" | "CaseHeader_case" | "CaseHistoryDrawer_case" | "ContactsTab_case" | "ExternalIdsRow_case" | "FinanceTab_case" | "InboxBadge_case" | "InboxTab_case" | "LawFirmStatusPanel_case" | "LienActionsMenu_case" | "PolicyLimitsCard_case" | "TagsRow_case">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"AccessLogButton_viewer" | "ExternalIdsRow_viewer" | "TagsRow_viewer">;
  } | null | undefined;
};
export type CaseRouteQuery = {
  response: CaseRouteQuery$data;
  variables: CaseRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "internalID"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sharesDocumentsManually",
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "internalID",
    "variableName": "internalID"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalID",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = [
  (v4/*:: as any*/),
  (v6/*:: as any*/)
],
v8 = [
  (v5/*:: as any*/),
  (v4/*:: as any*/),
  (v6/*:: as any*/)
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "balance",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "balanceLastUpdatedAt",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasOpenRejection",
  "storageKey": null
},
v12 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "note",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdByName",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdByOrganizationName",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": (v12/*:: as any*/),
  "concreteType": "ActivityConnection",
  "kind": "LinkedField",
  "name": "history",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ActivityEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Activity",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v4/*:: as any*/),
            (v13/*:: as any*/),
            (v14/*:: as any*/),
            (v15/*:: as any*/),
            (v16/*:: as any*/),
            (v17/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hideCreatedBy",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isInternalUser",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "data",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "__typename",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cursor",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PageInfo",
      "kind": "LinkedField",
      "name": "pageInfo",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "endCursor",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hasNextPage",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "history(first:20)"
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "balanceLastUpdatedByOrganizationName",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "verificationStatus",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isResolved",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isOwn",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAccountDeactivated",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canDelete",
  "storageKey": null
},
v27 = [
  (v6/*:: as any*/),
  (v5/*:: as any*/)
],
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v29 = [
  (v28/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CaseRouteQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "TagsRow_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ExternalIdsRow_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AccessLogButton_viewer"
          },
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
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "organization",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "case",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "lawFirm",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/)
                ],
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
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "LienStatusPanel_lien"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "LienHistoryList_lien"
                  }
                ],
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CaseHeader_case"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CaseDetailsCard_case"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CaseHistoryDrawer_case"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "LawFirmStatusPanel_case"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "FinanceTab_case"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "LienActionsMenu_case"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PolicyLimitsCard_case"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TagsRow_case"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ExternalIdsRow_case"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ContactsTab_case"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "InboxTab_case"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "InboxBadge_case"
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
        "concreteType": "Options",
        "kind": "LinkedField",
        "name": "options",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CaseDetailsCard_options"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CaseHistoryDrawer_options"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LawFirmStatusPanel_options"
          },
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CaseRouteQuery",
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
            "kind": "ScalarField",
            "name": "canAddTags",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ExternalSystem",
            "kind": "LinkedField",
            "name": "externalSystems",
            "plural": true,
            "selections": (v7/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isStaff",
                "storageKey": null
              },
              (v4/*:: as any*/)
            ],
            "storageKey": null
          },
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
                "kind": "ScalarField",
                "name": "role",
                "storageKey": null
              },
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "organization",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "case",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "lawFirm",
                "plural": false,
                "selections": (v8/*:: as any*/),
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
                  (v4/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
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
                  (v11/*:: as any*/),
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
                          (v5/*:: as any*/),
                          (v6/*:: as any*/),
                          (v4/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v18/*:: as any*/),
                  {
                    "alias": null,
                    "args": (v12/*:: as any*/),
                    "filters": null,
                    "handle": "connection",
                    "key": "LienHistoryList_history",
                    "kind": "LinkedHandle",
                    "name": "history"
                  },
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Organization",
                    "kind": "LinkedField",
                    "name": "lienholder",
                    "plural": false,
                    "selections": [
                      (v6/*:: as any*/),
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v21/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdByCaseLawFirm",
                    "storageKey": null
                  }
                ],
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
                  (v22/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "birthdate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "firstName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastName",
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
                "name": "isEditableByLienholder",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "stateOfIncident",
                "storageKey": null
              },
              (v13/*:: as any*/),
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
                "name": "lastUpdatedAt",
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
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "lienholders",
                "plural": true,
                "selections": (v7/*:: as any*/),
                "storageKey": null
              },
              (v18/*:: as any*/),
              {
                "alias": null,
                "args": (v12/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "CaseHistoryDrawer_history",
                "kind": "LinkedHandle",
                "name": "history"
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
                "concreteType": "Lien",
                "kind": "LinkedField",
                "name": "liens",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v23/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Organization",
                    "kind": "LinkedField",
                    "name": "lienholder",
                    "plural": false,
                    "selections": (v8/*:: as any*/),
                    "storageKey": null
                  },
                  (v11/*:: as any*/),
                  (v10/*:: as any*/),
                  (v19/*:: as any*/),
                  (v20/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PolicyLimit",
                "kind": "LinkedField",
                "name": "policyLimits",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "coverageType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "coverageLimitLower",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "coverageLimitUpper",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CaseTag",
                "kind": "LinkedField",
                "name": "tags",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Tag",
                    "kind": "LinkedField",
                    "name": "tag",
                    "plural": false,
                    "selections": (v7/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ExternalKey",
                "kind": "LinkedField",
                "name": "externalKeys",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "identifier",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ExternalSystem",
                    "kind": "LinkedField",
                    "name": "system",
                    "plural": false,
                    "selections": (v7/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ContactSection",
                "kind": "LinkedField",
                "name": "contactOrganizations",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "organizationType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CaseOrganizationCard",
                    "kind": "LinkedField",
                    "name": "cards",
                    "plural": true,
                    "selections": [
                      (v4/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "side",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isFormer",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Organization",
                        "kind": "LinkedField",
                        "name": "organization",
                        "plural": false,
                        "selections": [
                          (v6/*:: as any*/),
                          (v4/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "website",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Address",
                            "kind": "LinkedField",
                            "name": "address",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "address1",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "address2",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "city",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "state",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "zipCode",
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
                        "name": "lien",
                        "plural": false,
                        "selections": [
                          (v4/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v23/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lastActiveAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "canManageContacts",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isViewerAssigned",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Contact",
                        "kind": "LinkedField",
                        "name": "contacts",
                        "plural": true,
                        "selections": [
                          (v4/*:: as any*/),
                          (v22/*:: as any*/),
                          (v24/*:: as any*/),
                          (v25/*:: as any*/),
                          (v26/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Contact",
                        "kind": "LinkedField",
                        "name": "viewerContact",
                        "plural": false,
                        "selections": [
                          (v4/*:: as any*/),
                          (v22/*:: as any*/),
                          (v25/*:: as any*/),
                          (v24/*:: as any*/),
                          (v26/*:: as any*/)
                        ],
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
                "kind": "ScalarField",
                "name": "newThreadCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Thread",
                "kind": "LinkedField",
                "name": "threads",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isNew",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdByOrganizationInternalID",
                    "storageKey": null
                  },
                  (v17/*:: as any*/),
                  (v21/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerIsAddressee",
                    "storageKey": null
                  },
                  (v15/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "toOrganizationName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "messageCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ThreadContext",
                    "kind": "LinkedField",
                    "name": "context",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ThreadLawFirm",
                        "kind": "LinkedField",
                        "name": "oldLawFirm",
                        "plural": false,
                        "selections": (v27/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ThreadLawFirm",
                        "kind": "LinkedField",
                        "name": "newLawFirm",
                        "plural": false,
                        "selections": (v27/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isToLawFirm",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isFromLienholder",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ThreadMessagePreview",
                    "kind": "LinkedField",
                    "name": "latestMessage",
                    "plural": false,
                    "selections": [
                      (v14/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "actionNeeded",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Lien",
                    "kind": "LinkedField",
                    "name": "lien",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ThreadMessage",
                    "kind": "LinkedField",
                    "name": "messages",
                    "plural": true,
                    "selections": [
                      (v4/*:: as any*/),
                      (v14/*:: as any*/),
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
                      (v17/*:: as any*/)
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
            "name": "caseType",
            "plural": true,
            "selections": (v29/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Option",
            "kind": "LinkedField",
            "name": "usStates",
            "plural": true,
            "selections": (v29/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Option",
            "kind": "LinkedField",
            "name": "activityTypes",
            "plural": true,
            "selections": (v29/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Option",
            "kind": "LinkedField",
            "name": "caseStatus",
            "plural": true,
            "selections": (v29/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Option",
            "kind": "LinkedField",
            "name": "treatmentStatus",
            "plural": true,
            "selections": (v29/*:: as any*/),
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
              (v28/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Option",
            "kind": "LinkedField",
            "name": "lienResolutionStatus",
            "plural": true,
            "selections": (v29/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ea48f5346dd9aa9d11c355f263a80126",
    "id": null,
    "metadata": {},
    "name": "CaseRouteQuery",
    "operationKind": "query",
    "text": "query CaseRouteQuery(\n  $internalID: String!\n) {\n  viewer {\n    ...TagsRow_viewer\n    ...ExternalIdsRow_viewer\n    ...AccessLogButton_viewer\n    activeAccount {\n      organization {\n        kind\n        sharesDocumentsManually\n        id\n      }\n      id\n    }\n    case(internalID: $internalID) {\n      id\n      internalID\n      lawFirm {\n        internalID\n        id\n      }\n      userLien {\n        ...LienStatusPanel_lien\n        ...LienHistoryList_lien\n        id\n      }\n      ...CaseHeader_case\n      ...CaseDetailsCard_case\n      ...CaseHistoryDrawer_case\n      ...LawFirmStatusPanel_case\n      ...FinanceTab_case\n      ...LienActionsMenu_case\n      ...PolicyLimitsCard_case\n      ...TagsRow_case\n      ...ExternalIdsRow_case\n      ...ContactsTab_case\n      ...InboxTab_case\n      ...InboxBadge_case\n    }\n  }\n  options {\n    ...CaseDetailsCard_options\n    ...CaseHistoryDrawer_options\n    ...LawFirmStatusPanel_options\n    ...LienActionsMenu_options\n  }\n}\n\nfragment AccessLogButton_viewer on Viewer {\n  user {\n    isStaff\n    id\n  }\n  activeAccount {\n    role\n    id\n  }\n}\n\nfragment CaseDetailsCard_case on Case {\n  id\n  isEditableByLienholder\n  plaintiff {\n    firstName\n    lastName\n    birthdate\n  }\n  dateOfLoss\n  stateOfIncident\n  type\n  status\n  statusLabel\n  lastUpdatedAt\n  appearanceDate\n  lawsuitFiledDate\n  dateExpectedToReceiveCheck\n  lawFirm {\n    name\n    id\n  }\n  lienholders {\n    id\n    name\n  }\n}\n\nfragment CaseDetailsCard_options on Options {\n  caseType {\n    value\n    label\n  }\n  usStates {\n    value\n    label\n  }\n}\n\nfragment CaseHeader_case on Case {\n  plaintiff {\n    fullName\n    birthdate\n  }\n  dateOfLoss\n}\n\nfragment CaseHistoryDrawer_case on Case {\n  history(first: 20) {\n    totalCount\n    edges {\n      node {\n        id\n        ...CaseHistoryItem_activity\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment CaseHistoryDrawer_options on Options {\n  activityTypes {\n    value\n    label\n  }\n  caseStatus {\n    value\n    label\n  }\n  treatmentStatus {\n    value\n    label\n  }\n}\n\nfragment CaseHistoryItem_activity on Activity {\n  type\n  note\n  createdAt\n  createdByName\n  createdByOrganizationName\n  hideCreatedBy\n  isInternalUser\n  data\n}\n\nfragment ContactsTab_case on Case {\n  id\n  contactOrganizations {\n    title\n    organizationType\n    cards {\n      id\n      side\n      isFormer\n      organization {\n        name\n        id\n      }\n      lien {\n        id\n      }\n      ...OrganizationCard_card\n    }\n  }\n}\n\nfragment ExternalIdsRow_case on Case {\n  id\n  externalKeys {\n    id\n    identifier\n    system {\n      id\n      name\n    }\n  }\n}\n\nfragment ExternalIdsRow_viewer on Viewer {\n  externalSystems {\n    id\n    name\n  }\n}\n\nfragment FinanceTab_case on Case {\n  id\n  userLien {\n    id\n    ...FinanceTab_lien\n  }\n  liens {\n    id\n    isOwn\n    balance\n    lienholder {\n      internalID\n      id\n    }\n    ...FinanceTab_lien\n  }\n}\n\nfragment FinanceTab_lien on Lien {\n  id\n  hasOpenRejection\n  balance\n  balanceLastUpdatedAt\n  balanceLastUpdatedByOrganizationName\n  verificationStatus\n  lienholder {\n    name\n    id\n  }\n}\n\nfragment InboxBadge_case on Case {\n  newThreadCount\n}\n\nfragment InboxTab_case on Case {\n  id\n  newThreadCount\n  threads {\n    id\n    type\n    isNew\n    createdByOrganizationInternalID\n    createdByOrganizationName\n    ...ThreadListItem_thread\n    ...ThreadView_thread\n  }\n}\n\nfragment LawFirmStatusPanel_case on Case {\n  id\n  status\n  statusLabel\n  appearanceDate\n  lawsuitFiledDate\n  dateExpectedToReceiveCheck\n  lastUpdatedAt\n  lastUpdatedByOrganizationName\n  lawFirm {\n    name\n    id\n  }\n}\n\nfragment LawFirmStatusPanel_options on Options {\n  caseStatus {\n    value\n    label\n  }\n  datedCaseStatuses {\n    value\n    dateField\n    dateLabel\n  }\n}\n\nfragment LienActionsMenu_case on Case {\n  id\n  internalID\n  lawFirm {\n    internalID\n    id\n  }\n  userLien {\n    id\n    isResolved\n    isLienholderBlacklisted\n    createdByCaseLawFirm\n  }\n}\n\nfragment LienActionsMenu_options on Options {\n  lienResolutionStatus {\n    value\n    label\n  }\n}\n\nfragment LienHistoryList_lien on Lien {\n  history(first: 20) {\n    totalCount\n    edges {\n      node {\n        id\n        ...CaseHistoryItem_activity\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n  id\n}\n\nfragment LienRejectionNotice_lien on Lien {\n  id\n  hasOpenRejection\n  rejectionNote\n  case {\n    lawFirm {\n      internalID\n      name\n      id\n    }\n    id\n  }\n}\n\nfragment LienStatusPanel_lien on Lien {\n  id\n  balance\n  balanceLastUpdatedAt\n  plaintiffTreatmentStatus\n  finalTreatmentDate\n  hasLienholderFinalizedDocuments\n  shareDocuments\n  isLienholderBlacklisted\n  ...LienRejectionNotice_lien\n}\n\nfragment ManageContactsDialog_card on CaseOrganizationCard {\n  canManageContacts\n  organization {\n    id\n    name\n  }\n  contacts {\n    id\n    fullName\n    email\n    isAccountDeactivated\n    canDelete\n  }\n}\n\nfragment OrganizationCard_card on CaseOrganizationCard {\n  id\n  isFormer\n  isOwn\n  lastActiveAt\n  canManageContacts\n  isViewerAssigned\n  organization {\n    name\n    website\n    address {\n      address1\n      address2\n      city\n      state\n      zipCode\n    }\n    id\n  }\n  contacts {\n    id\n    fullName\n    isAccountDeactivated\n  }\n  viewerContact {\n    id\n    fullName\n    email\n    isAccountDeactivated\n    canDelete\n  }\n  ...ManageContactsDialog_card\n}\n\nfragment PolicyLimitsCard_case on Case {\n  id\n  policyLimits {\n    id\n    coverageType\n    coverageLimitLower\n    coverageLimitUpper\n  }\n}\n\nfragment TagsRow_case on Case {\n  id\n  tags {\n    id\n    tag {\n      id\n      name\n    }\n  }\n}\n\nfragment TagsRow_viewer on Viewer {\n  canAddTags\n}\n\nfragment ThreadListItem_thread on Thread {\n  type\n  isNew\n  isResolved\n  viewerIsAddressee\n  createdAt\n  createdByOrganizationName\n  toOrganizationName\n  messageCount\n  context {\n    oldLawFirm {\n      name\n    }\n    newLawFirm {\n      name\n    }\n  }\n  latestMessage {\n    note\n  }\n}\n\nfragment ThreadView_thread on Thread {\n  id\n  internalID\n  type\n  isResolved\n  isNew\n  actionNeeded\n  viewerIsAddressee\n  createdAt\n  createdByOrganizationName\n  toOrganizationName\n  context {\n    oldLawFirm {\n      internalID\n      name\n    }\n    newLawFirm {\n      internalID\n      name\n    }\n    isToLawFirm\n    isFromLienholder\n  }\n  lien {\n    id\n    internalID\n  }\n  messages {\n    id\n    note\n    createdAt\n    createdByName\n    createdByOrganizationName\n  }\n}\n"
  }
};
})();

(node as any).hash = "10b05da28c67e7d289208973f03bb118";

export default node;
