/**
 * @generated SignedSource<<5de7effdbca3cfbef311c1e8d4dfe0ec>>
 * @relayHash 8842b1fe06f485090143597a215a6525
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 24536add3dde16f0de2ce012d4d5123a2553b3efe6185020287868d2d35ab683

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SettingsPageTestQuery$variables = Record<PropertyKey, never>;
export type SettingsPageTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"SettingsPage_viewer">;
  } | null | undefined;
};
export type SettingsPageTestQuery = {
  response: SettingsPageTestQuery$data;
  variables: SettingsPageTestQuery$variables;
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
  "name": "firstName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v7 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SettingsPageTestQuery",
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
            "name": "SettingsPage_viewer"
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
    "name": "SettingsPageTestQuery",
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
            "name": "canSetCommunicationPreferences",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canEditOrganization",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "OrganizationPaymentDetails",
            "kind": "LinkedField",
            "name": "organizationPaymentDetails",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "checkMailingAddress",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "employerIdNumber",
                "storageKey": null
              },
              (v0/*:: as any*/)
            ],
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
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canManageUsers",
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
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "organization",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": (v4/*:: as any*/),
                    "concreteType": "OrganizationUserConnection",
                    "kind": "LinkedField",
                    "name": "users",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "OrganizationUserEdge",
                        "kind": "LinkedField",
                        "name": "edges",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "OrganizationUser",
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              (v0/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "isViewer",
                                "storageKey": null
                              },
                              (v5/*:: as any*/),
                              (v1/*:: as any*/),
                              (v2/*:: as any*/),
                              (v3/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "role",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "isActive",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "invitationStatus",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "OrganizationUserViewerCan",
                                "kind": "LinkedField",
                                "name": "viewerCan",
                                "plural": false,
                                "selections": [
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "edit",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "deactivate",
                                    "storageKey": null
                                  },
                                  {
                                    "alias": null,
                                    "args": null,
                                    "kind": "ScalarField",
                                    "name": "resendInvitation",
                                    "storageKey": null
                                  }
                                ],
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
                      },
                      {
                        "kind": "ClientExtension",
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "__id",
                            "storageKey": null
                          }
                        ]
                      }
                    ],
                    "storageKey": "users(first:100)"
                  },
                  {
                    "alias": null,
                    "args": (v4/*:: as any*/),
                    "filters": null,
                    "handle": "connection",
                    "key": "UsersCard_users",
                    "kind": "LinkedHandle",
                    "name": "users"
                  },
                  (v0/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "phoneNumber",
                    "storageKey": null
                  },
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
                    "kind": "ScalarField",
                    "name": "kind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "contactEmails",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isNewCaseEmailEnabled",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "notesDisabled",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sharesDocumentsManually",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lienholderDocumentUploadNotificationsEnabled",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "canCreateRegistryCases",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "showsUpgradeLink",
                "storageKey": null
              },
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
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "NotificationSetting",
            "kind": "LinkedField",
            "name": "notificationSettings",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "category",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              },
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "inAppEnabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "emailEnabled",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PaymentAccount",
            "kind": "LinkedField",
            "name": "paymentAccount",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "connected",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "provider",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "accountHint",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "onboardingPending",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PaymentAccountViewerCan",
                "kind": "LinkedField",
                "name": "viewerCan",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "manage",
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
      }
    ]
  },
  "params": {
    "id": "24536add3dde16f0de2ce012d4d5123a2553b3efe6185020287868d2d35ab683",
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
        "viewer.activeAccount.currentService.isTrialCustomer": (v6/*:: as any*/),
        "viewer.activeAccount.currentService.perCaseBilling": (v6/*:: as any*/),
        "viewer.activeAccount.currentService.stage": (v7/*:: as any*/),
        "viewer.activeAccount.id": (v8/*:: as any*/),
        "viewer.activeAccount.organization": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Organization"
        },
        "viewer.activeAccount.organization.address": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Address"
        },
        "viewer.activeAccount.organization.address.address1": (v7/*:: as any*/),
        "viewer.activeAccount.organization.address.address2": (v7/*:: as any*/),
        "viewer.activeAccount.organization.address.city": (v7/*:: as any*/),
        "viewer.activeAccount.organization.address.state": (v7/*:: as any*/),
        "viewer.activeAccount.organization.address.zipCode": (v7/*:: as any*/),
        "viewer.activeAccount.organization.canCreateRegistryCases": (v6/*:: as any*/),
        "viewer.activeAccount.organization.contactEmails": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        },
        "viewer.activeAccount.organization.id": (v8/*:: as any*/),
        "viewer.activeAccount.organization.isNewCaseEmailEnabled": (v6/*:: as any*/),
        "viewer.activeAccount.organization.kind": {
          "enumValues": [
            "LAW_FIRM",
            "LIENHOLDER"
          ],
          "nullable": false,
          "plural": false,
          "type": "OrganizationKind"
        },
        "viewer.activeAccount.organization.lienholderDocumentUploadNotificationsEnabled": (v6/*:: as any*/),
        "viewer.activeAccount.organization.name": (v9/*:: as any*/),
        "viewer.activeAccount.organization.notesDisabled": (v6/*:: as any*/),
        "viewer.activeAccount.organization.phoneNumber": (v7/*:: as any*/),
        "viewer.activeAccount.organization.sharesDocumentsManually": (v6/*:: as any*/),
        "viewer.activeAccount.organization.type": {
          "enumValues": [
            "DEFENDANT_INSURANCE",
            "FUNDER",
            "HEALTH_INSURANCE",
            "LAW_FIRM",
            "MEDICAL_PRACTICE",
            "OTHER",
            "REFERRAL_LAW_FIRM",
            "SERVICER"
          ],
          "nullable": false,
          "plural": false,
          "type": "OrganizationType"
        },
        "viewer.activeAccount.organization.users": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "OrganizationUserConnection"
        },
        "viewer.activeAccount.organization.users.__id": (v8/*:: as any*/),
        "viewer.activeAccount.organization.users.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "OrganizationUserEdge"
        },
        "viewer.activeAccount.organization.users.edges.cursor": (v9/*:: as any*/),
        "viewer.activeAccount.organization.users.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "OrganizationUser"
        },
        "viewer.activeAccount.organization.users.edges.node.__typename": (v9/*:: as any*/),
        "viewer.activeAccount.organization.users.edges.node.email": (v9/*:: as any*/),
        "viewer.activeAccount.organization.users.edges.node.firstName": (v9/*:: as any*/),
        "viewer.activeAccount.organization.users.edges.node.id": (v8/*:: as any*/),
        "viewer.activeAccount.organization.users.edges.node.invitationStatus": {
          "enumValues": [
            "ACCEPTED",
            "SENT"
          ],
          "nullable": true,
          "plural": false,
          "type": "InvitationStatus"
        },
        "viewer.activeAccount.organization.users.edges.node.isActive": (v6/*:: as any*/),
        "viewer.activeAccount.organization.users.edges.node.isViewer": (v6/*:: as any*/),
        "viewer.activeAccount.organization.users.edges.node.lastName": (v9/*:: as any*/),
        "viewer.activeAccount.organization.users.edges.node.name": (v9/*:: as any*/),
        "viewer.activeAccount.organization.users.edges.node.role": {
          "enumValues": [
            "ADMIN",
            "USER"
          ],
          "nullable": false,
          "plural": false,
          "type": "OrganizationUserRole"
        },
        "viewer.activeAccount.organization.users.edges.node.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "OrganizationUserViewerCan"
        },
        "viewer.activeAccount.organization.users.edges.node.viewerCan.deactivate": (v6/*:: as any*/),
        "viewer.activeAccount.organization.users.edges.node.viewerCan.edit": (v6/*:: as any*/),
        "viewer.activeAccount.organization.users.edges.node.viewerCan.resendInvitation": (v6/*:: as any*/),
        "viewer.activeAccount.organization.users.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "viewer.activeAccount.organization.users.pageInfo.endCursor": (v7/*:: as any*/),
        "viewer.activeAccount.organization.users.pageInfo.hasNextPage": (v6/*:: as any*/),
        "viewer.activeAccount.organization.website": (v7/*:: as any*/),
        "viewer.activeAccount.showsUpgradeLink": (v6/*:: as any*/),
        "viewer.canEditOrganization": (v6/*:: as any*/),
        "viewer.canManageUsers": (v6/*:: as any*/),
        "viewer.canSetCommunicationPreferences": (v6/*:: as any*/),
        "viewer.notificationSettings": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "NotificationSetting"
        },
        "viewer.notificationSettings.category": {
          "enumValues": [
            "CASE_STATUS_REQUESTS",
            "CASE_STATUS_UPDATES",
            "DOCUMENT_REQUESTS",
            "NEW_LIEN_NOTIFICATIONS",
            "OTHER"
          ],
          "nullable": false,
          "plural": false,
          "type": "NotificationCategory"
        },
        "viewer.notificationSettings.emailEnabled": (v6/*:: as any*/),
        "viewer.notificationSettings.id": (v8/*:: as any*/),
        "viewer.notificationSettings.inAppEnabled": (v6/*:: as any*/),
        "viewer.notificationSettings.label": (v9/*:: as any*/),
        "viewer.organizationPaymentDetails": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "OrganizationPaymentDetails"
        },
        "viewer.organizationPaymentDetails.checkMailingAddress": (v7/*:: as any*/),
        "viewer.organizationPaymentDetails.employerIdNumber": (v7/*:: as any*/),
        "viewer.organizationPaymentDetails.id": (v8/*:: as any*/),
        "viewer.paymentAccount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PaymentAccount"
        },
        "viewer.paymentAccount.accountHint": (v7/*:: as any*/),
        "viewer.paymentAccount.connected": (v6/*:: as any*/),
        "viewer.paymentAccount.id": (v8/*:: as any*/),
        "viewer.paymentAccount.onboardingPending": (v6/*:: as any*/),
        "viewer.paymentAccount.provider": {
          "enumValues": [
            "OFFLINE",
            "STRIPE"
          ],
          "nullable": false,
          "plural": false,
          "type": "PaymentProviderKind"
        },
        "viewer.paymentAccount.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PaymentAccountViewerCan"
        },
        "viewer.paymentAccount.viewerCan.manage": (v6/*:: as any*/),
        "viewer.user": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "User"
        },
        "viewer.user.email": (v9/*:: as any*/),
        "viewer.user.firstName": (v9/*:: as any*/),
        "viewer.user.id": (v8/*:: as any*/),
        "viewer.user.lastName": (v9/*:: as any*/)
      }
    },
    "name": "SettingsPageTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fdb15d5e05319ba606f01b840fa4ac55";

export default node;
