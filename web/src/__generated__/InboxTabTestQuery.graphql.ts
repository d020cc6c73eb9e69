/**
 * @generated SignedSource<<d52d87a92c36c4229a4ea048249ed73f>>
 * @relayHash ed23377bb2c9b8a321a676652e510121
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 248f76bc698252c7047424fd292c5a00f3bfff2bd37ca9a33b351c0fddece57d

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type InboxTabTestQuery$variables = Record<PropertyKey, never>;
export type InboxTabTestQuery$data = {
  readonly viewer: {
    readonly case: {
      readonly " $fragmentSpreads": FragmentRefs<"InboxBadge_case" | "InboxTab_case">;
    } | null | undefined;
  } | null | undefined;
};
export type InboxTabTestQuery = {
  response: InboxTabTestQuery$data;
  variables: InboxTabTestQuery$variables;
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
  "name": "createdByOrganizationName",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "note",
  "storageKey": null
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v8 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "ThreadLawFirm"
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
  "type": "DateTime"
},
v11 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v12 = {
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
    "name": "InboxTabTestQuery",
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
                "name": "InboxTab_case"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "InboxBadge_case"
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
    "name": "InboxTabTestQuery",
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
                "concreteType": "Thread",
                "kind": "LinkedField",
                "name": "threads",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
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
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerIsAddressee",
                    "storageKey": null
                  },
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
                        "selections": (v3/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ThreadLawFirm",
                        "kind": "LinkedField",
                        "name": "newLawFirm",
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
                    "kind": "ScalarField",
                    "name": "isResolved",
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
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
                    "concreteType": "ThreadMessagePreview",
                    "kind": "LinkedField",
                    "name": "latestMessage",
                    "plural": false,
                    "selections": [
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  },
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
                    "concreteType": "ThreadViewerCan",
                    "kind": "LinkedField",
                    "name": "viewerCan",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "dismiss",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "reply",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "resolve",
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
                      (v1/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DocumentRequest",
                    "kind": "LinkedField",
                    "name": "request",
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
                        "name": "isFulfilled",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isClosed",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "DocumentRequestViewerCan",
                        "kind": "LinkedField",
                        "name": "viewerCan",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "respond",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "close",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "upload",
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
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "last",
                        "value": 100
                      }
                    ],
                    "concreteType": "ThreadMessageConnection",
                    "kind": "LinkedField",
                    "name": "messages",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ThreadMessageEdge",
                        "kind": "LinkedField",
                        "name": "edges",
                        "plural": true,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "ThreadMessage",
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              (v1/*:: as any*/),
                              (v5/*:: as any*/),
                              (v4/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "createdByName",
                                "storageKey": null
                              },
                              (v2/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": "messages(last:100)"
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
    "id": "248f76bc698252c7047424fd292c5a00f3bfff2bd37ca9a33b351c0fddece57d",
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
        "viewer.case.id": (v6/*:: as any*/),
        "viewer.case.newThreadCount": (v7/*:: as any*/),
        "viewer.case.threads": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Thread"
        },
        "viewer.case.threads.context": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ThreadContext"
        },
        "viewer.case.threads.context.newLawFirm": (v8/*:: as any*/),
        "viewer.case.threads.context.newLawFirm.name": (v9/*:: as any*/),
        "viewer.case.threads.context.oldLawFirm": (v8/*:: as any*/),
        "viewer.case.threads.context.oldLawFirm.name": (v9/*:: as any*/),
        "viewer.case.threads.createdAt": (v10/*:: as any*/),
        "viewer.case.threads.createdByOrganizationInternalID": (v11/*:: as any*/),
        "viewer.case.threads.createdByOrganizationName": (v11/*:: as any*/),
        "viewer.case.threads.id": (v6/*:: as any*/),
        "viewer.case.threads.internalID": (v9/*:: as any*/),
        "viewer.case.threads.isNew": (v12/*:: as any*/),
        "viewer.case.threads.isResolved": (v12/*:: as any*/),
        "viewer.case.threads.latestMessage": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ThreadMessagePreview"
        },
        "viewer.case.threads.latestMessage.note": (v9/*:: as any*/),
        "viewer.case.threads.lien": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Lien"
        },
        "viewer.case.threads.lien.id": (v6/*:: as any*/),
        "viewer.case.threads.messageCount": (v7/*:: as any*/),
        "viewer.case.threads.messages": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ThreadMessageConnection"
        },
        "viewer.case.threads.messages.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ThreadMessageEdge"
        },
        "viewer.case.threads.messages.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ThreadMessage"
        },
        "viewer.case.threads.messages.edges.node.createdAt": (v10/*:: as any*/),
        "viewer.case.threads.messages.edges.node.createdByName": (v9/*:: as any*/),
        "viewer.case.threads.messages.edges.node.createdByOrganizationName": (v11/*:: as any*/),
        "viewer.case.threads.messages.edges.node.id": (v6/*:: as any*/),
        "viewer.case.threads.messages.edges.node.note": (v9/*:: as any*/),
        "viewer.case.threads.request": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DocumentRequest"
        },
        "viewer.case.threads.request.id": (v6/*:: as any*/),
        "viewer.case.threads.request.isClosed": (v12/*:: as any*/),
        "viewer.case.threads.request.isFulfilled": (v12/*:: as any*/),
        "viewer.case.threads.request.status": {
          "enumValues": [
            "ALREADY_FULFILLED",
            "CLARIFICATION_NEEDED",
            "CLOSED_BY_LAW_FIRM",
            "IN_PROGRESS",
            "LIENHOLDER_UPLOADED_ALL_DOCUMENTS",
            "PATIENT_STILL_TREATING"
          ],
          "nullable": true,
          "plural": false,
          "type": "DocumentRequestStatus"
        },
        "viewer.case.threads.request.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DocumentRequestViewerCan"
        },
        "viewer.case.threads.request.viewerCan.close": (v12/*:: as any*/),
        "viewer.case.threads.request.viewerCan.respond": (v12/*:: as any*/),
        "viewer.case.threads.request.viewerCan.upload": (v12/*:: as any*/),
        "viewer.case.threads.toOrganizationName": (v9/*:: as any*/),
        "viewer.case.threads.type": {
          "enumValues": [
            "DOCUMENTS_HIDDEN",
            "DOCUMENT_REQUEST",
            "LAW_FIRM_CHANGED",
            "LIEN_CHAT",
            "LIEN_REJECTION"
          ],
          "nullable": false,
          "plural": false,
          "type": "ThreadType"
        },
        "viewer.case.threads.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ThreadViewerCan"
        },
        "viewer.case.threads.viewerCan.dismiss": (v12/*:: as any*/),
        "viewer.case.threads.viewerCan.reply": (v12/*:: as any*/),
        "viewer.case.threads.viewerCan.resolve": (v12/*:: as any*/),
        "viewer.case.threads.viewerIsAddressee": (v12/*:: as any*/)
      }
    },
    "name": "InboxTabTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "eaea625b3288164382ae794c1e1ed852";

export default node;
