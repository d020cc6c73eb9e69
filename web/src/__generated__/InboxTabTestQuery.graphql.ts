/**
 * @generated SignedSource<<0d9f7bbb3d808ed66aabde5fb6676d29>>
 * @relayHash b4967abcfc749eedac364a926119642a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eca6403929b2aa2970cc376676b43a753044ca189b057e22a889f0b77f684e38

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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalID",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  },
  (v4/*:: as any*/)
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "note",
  "storageKey": null
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v10 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Boolean"
},
v11 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "ThreadLawFirm"
},
v12 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v13 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "DateTime"
},
v14 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
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
                    "name": "isResolved",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerIsAddressee",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
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
                        "selections": (v5/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ThreadLawFirm",
                        "kind": "LinkedField",
                        "name": "newLawFirm",
                        "plural": false,
                        "selections": (v5/*:: as any*/),
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
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
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
                      (v1/*:: as any*/),
                      (v4/*:: as any*/)
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
                      (v1/*:: as any*/),
                      (v6/*:: as any*/),
                      (v3/*:: as any*/),
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
            "storageKey": "case(internalID:\"x\")"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "eca6403929b2aa2970cc376676b43a753044ca189b057e22a889f0b77f684e38",
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
        "viewer.case.id": (v7/*:: as any*/),
        "viewer.case.newThreadCount": (v8/*:: as any*/),
        "viewer.case.threads": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Thread"
        },
        "viewer.case.threads.actionNeeded": (v9/*:: as any*/),
        "viewer.case.threads.context": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ThreadContext"
        },
        "viewer.case.threads.context.isFromLienholder": (v10/*:: as any*/),
        "viewer.case.threads.context.isToLawFirm": (v10/*:: as any*/),
        "viewer.case.threads.context.newLawFirm": (v11/*:: as any*/),
        "viewer.case.threads.context.newLawFirm.internalID": (v12/*:: as any*/),
        "viewer.case.threads.context.newLawFirm.name": (v12/*:: as any*/),
        "viewer.case.threads.context.oldLawFirm": (v11/*:: as any*/),
        "viewer.case.threads.context.oldLawFirm.internalID": (v12/*:: as any*/),
        "viewer.case.threads.context.oldLawFirm.name": (v12/*:: as any*/),
        "viewer.case.threads.createdAt": (v13/*:: as any*/),
        "viewer.case.threads.createdByOrganizationInternalID": (v14/*:: as any*/),
        "viewer.case.threads.createdByOrganizationName": (v14/*:: as any*/),
        "viewer.case.threads.id": (v7/*:: as any*/),
        "viewer.case.threads.internalID": (v12/*:: as any*/),
        "viewer.case.threads.isNew": (v9/*:: as any*/),
        "viewer.case.threads.isResolved": (v9/*:: as any*/),
        "viewer.case.threads.latestMessage": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "ThreadMessagePreview"
        },
        "viewer.case.threads.latestMessage.note": (v12/*:: as any*/),
        "viewer.case.threads.lien": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Lien"
        },
        "viewer.case.threads.lien.id": (v7/*:: as any*/),
        "viewer.case.threads.lien.internalID": (v12/*:: as any*/),
        "viewer.case.threads.messageCount": (v8/*:: as any*/),
        "viewer.case.threads.messages": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ThreadMessage"
        },
        "viewer.case.threads.messages.createdAt": (v13/*:: as any*/),
        "viewer.case.threads.messages.createdByName": (v12/*:: as any*/),
        "viewer.case.threads.messages.createdByOrganizationName": (v14/*:: as any*/),
        "viewer.case.threads.messages.id": (v7/*:: as any*/),
        "viewer.case.threads.messages.note": (v12/*:: as any*/),
        "viewer.case.threads.toOrganizationName": (v12/*:: as any*/),
        "viewer.case.threads.type": {
          "enumValues": [
            "DOCUMENTS_HIDDEN",
            "DOCUMENT_REQUEST",
            "LAW_FIRM_CHANGED",
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
        "viewer.case.threads.viewerCan.dismiss": (v9/*:: as any*/),
        "viewer.case.threads.viewerCan.reply": (v9/*:: as any*/),
        "viewer.case.threads.viewerCan.resolve": (v9/*:: as any*/),
        "viewer.case.threads.viewerIsAddressee": (v9/*:: as any*/)
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
