/**
 * @generated SignedSource<<8b6997d7227a82cc14d58358e5bed579>>
 * @relayHash 621fbc8944f2dbc81fb7fe620e25b1c0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 47492445ba7029f862f792724f7b69e98f88a00d3b2fccf517ba5b4362901519

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UsersCardTestQuery$variables = Record<PropertyKey, never>;
export type UsersCardTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"UsersCard_viewer">;
  } | null | undefined;
};
export type UsersCardTestQuery = {
  response: UsersCardTestQuery$data;
  variables: UsersCardTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
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
  "nullable": false,
  "plural": false,
  "type": "String"
},
v4 = {
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
    "name": "UsersCardTestQuery",
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
            "name": "UsersCard_viewer"
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
    "name": "UsersCardTestQuery",
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
                    "args": (v0/*:: as any*/),
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
                              (v1/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "isViewer",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "name",
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
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "email",
                                "storageKey": null
                              },
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
                    "args": (v0/*:: as any*/),
                    "filters": null,
                    "handle": "connection",
                    "key": "UsersCard_users",
                    "kind": "LinkedHandle",
                    "name": "users"
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
      }
    ]
  },
  "params": {
    "id": "47492445ba7029f862f792724f7b69e98f88a00d3b2fccf517ba5b4362901519",
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
        "viewer.activeAccount.id": (v2/*:: as any*/),
        "viewer.activeAccount.organization": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Organization"
        },
        "viewer.activeAccount.organization.id": (v2/*:: as any*/),
        "viewer.activeAccount.organization.users": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "OrganizationUserConnection"
        },
        "viewer.activeAccount.organization.users.__id": (v2/*:: as any*/),
        "viewer.activeAccount.organization.users.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "OrganizationUserEdge"
        },
        "viewer.activeAccount.organization.users.edges.cursor": (v3/*:: as any*/),
        "viewer.activeAccount.organization.users.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "OrganizationUser"
        },
        "viewer.activeAccount.organization.users.edges.node.__typename": (v3/*:: as any*/),
        "viewer.activeAccount.organization.users.edges.node.email": (v3/*:: as any*/),
        "viewer.activeAccount.organization.users.edges.node.firstName": (v3/*:: as any*/),
        "viewer.activeAccount.organization.users.edges.node.id": (v2/*:: as any*/),
        "viewer.activeAccount.organization.users.edges.node.invitationStatus": {
          "enumValues": [
            "ACCEPTED",
            "SENT"
          ],
          "nullable": true,
          "plural": false,
          "type": "InvitationStatus"
        },
        "viewer.activeAccount.organization.users.edges.node.isActive": (v4/*:: as any*/),
        "viewer.activeAccount.organization.users.edges.node.isViewer": (v4/*:: as any*/),
        "viewer.activeAccount.organization.users.edges.node.lastName": (v3/*:: as any*/),
        "viewer.activeAccount.organization.users.edges.node.name": (v3/*:: as any*/),
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
        "viewer.activeAccount.organization.users.edges.node.viewerCan.deactivate": (v4/*:: as any*/),
        "viewer.activeAccount.organization.users.edges.node.viewerCan.edit": (v4/*:: as any*/),
        "viewer.activeAccount.organization.users.edges.node.viewerCan.resendInvitation": (v4/*:: as any*/),
        "viewer.activeAccount.organization.users.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "viewer.activeAccount.organization.users.pageInfo.endCursor": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "viewer.activeAccount.organization.users.pageInfo.hasNextPage": (v4/*:: as any*/),
        "viewer.canManageUsers": (v4/*:: as any*/)
      }
    },
    "name": "UsersCardTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1271d9b8476ff69d66add6503de8f7d7";

export default node;
