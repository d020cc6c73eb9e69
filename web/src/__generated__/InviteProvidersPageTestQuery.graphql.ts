/**
 * @generated SignedSource<<ca5e69ccf9615578e0f9f3d10abc1079>>
 * @relayHash 7941265c9e10381daf618db9172c91bf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 33c28c235d18f8d178033cda330ff4c2ed69a3310b4591115fd05e3d4118dfbb

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type InviteProvidersPageTestQuery$variables = Record<PropertyKey, never>;
export type InviteProvidersPageTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"InviteProvidersPage_viewer" | "UserMenu_viewer">;
  } | null | undefined;
};
export type InviteProvidersPageTestQuery = {
  response: InviteProvidersPageTestQuery$data;
  variables: InviteProvidersPageTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
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
  "type": "Boolean"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v4 = {
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
    "name": "InviteProvidersPageTestQuery",
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
            "name": "InviteProvidersPage_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "UserMenu_viewer"
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
    "name": "InviteProvidersPageTestQuery",
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
            "name": "canInviteProviders",
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "ProviderInvitationConnection",
            "kind": "LinkedField",
            "name": "providerInvitations",
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
                "concreteType": "ProviderInvitationEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ProviderInvitation",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "toEmail",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "toName",
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
                        "name": "lastSentAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ProviderInvitationViewerCan",
                        "kind": "LinkedField",
                        "name": "viewerCan",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "resend",
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
            "storageKey": "providerInvitations(first:20)"
          },
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "InviteProvidersPage_providerInvitations",
            "kind": "LinkedHandle",
            "name": "providerInvitations"
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
                "name": "isStaff",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canSetCommunicationPreferences",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "33c28c235d18f8d178033cda330ff4c2ed69a3310b4591115fd05e3d4118dfbb",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.canInviteProviders": (v2/*:: as any*/),
        "viewer.canSetCommunicationPreferences": (v2/*:: as any*/),
        "viewer.providerInvitations": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ProviderInvitationConnection"
        },
        "viewer.providerInvitations.__id": (v3/*:: as any*/),
        "viewer.providerInvitations.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ProviderInvitationEdge"
        },
        "viewer.providerInvitations.edges.cursor": (v4/*:: as any*/),
        "viewer.providerInvitations.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ProviderInvitation"
        },
        "viewer.providerInvitations.edges.node.__typename": (v4/*:: as any*/),
        "viewer.providerInvitations.edges.node.id": (v3/*:: as any*/),
        "viewer.providerInvitations.edges.node.lastSentAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "viewer.providerInvitations.edges.node.state": {
          "enumValues": [
            "ACCEPTED",
            "SENT"
          ],
          "nullable": false,
          "plural": false,
          "type": "ProviderInvitationState"
        },
        "viewer.providerInvitations.edges.node.toEmail": (v4/*:: as any*/),
        "viewer.providerInvitations.edges.node.toName": (v4/*:: as any*/),
        "viewer.providerInvitations.edges.node.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ProviderInvitationViewerCan"
        },
        "viewer.providerInvitations.edges.node.viewerCan.resend": (v2/*:: as any*/),
        "viewer.providerInvitations.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "viewer.providerInvitations.pageInfo.endCursor": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "viewer.providerInvitations.pageInfo.hasNextPage": (v2/*:: as any*/),
        "viewer.providerInvitations.totalCount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "viewer.user": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "User"
        },
        "viewer.user.firstName": (v4/*:: as any*/),
        "viewer.user.id": (v3/*:: as any*/),
        "viewer.user.isStaff": (v2/*:: as any*/),
        "viewer.user.lastName": (v4/*:: as any*/)
      }
    },
    "name": "InviteProvidersPageTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2562e720835df13ff5dd9628cbec22da";

export default node;
