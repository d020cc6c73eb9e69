/**
 * @generated SignedSource<<e21411fd887d1eaf0318500b1d1c950a>>
 * @relayHash 67c75975805a08b1ee9c7ce8d70cd4bf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b92d13b467ad8ccb44e49dd501ae812d63e661579860b2711cb0fcf329c517dd

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DevMailboxTestQuery$variables = Record<PropertyKey, never>;
export type DevMailboxTestQuery$data = {
  readonly devMailbox: {
    readonly " $fragmentSpreads": FragmentRefs<"DevMailbox_mailbox">;
  } | null | undefined;
};
export type DevMailboxTestQuery = {
  response: DevMailboxTestQuery$data;
  variables: DevMailboxTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v1 = {
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
    "name": "DevMailboxTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DevMailbox",
        "kind": "LinkedField",
        "name": "devMailbox",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DevMailbox_mailbox"
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
    "name": "DevMailboxTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DevMailbox",
        "kind": "LinkedField",
        "name": "devMailbox",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "delivery",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "count",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DevMailboxMessage",
            "kind": "LinkedField",
            "name": "messages",
            "plural": true,
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
                "name": "to",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "from",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "replyTo",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "listUnsubscribe",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "subject",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "text",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "html",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tag",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
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
    "id": "b92d13b467ad8ccb44e49dd501ae812d63e661579860b2711cb0fcf329c517dd",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "devMailbox": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DevMailbox"
        },
        "devMailbox.count": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "devMailbox.delivery": {
          "enumValues": [
            "OUTBOX",
            "SMTP"
          ],
          "nullable": false,
          "plural": false,
          "type": "MailDelivery"
        },
        "devMailbox.messages": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "DevMailboxMessage"
        },
        "devMailbox.messages.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "devMailbox.messages.from": (v0/*:: as any*/),
        "devMailbox.messages.html": (v1/*:: as any*/),
        "devMailbox.messages.internalID": (v1/*:: as any*/),
        "devMailbox.messages.listUnsubscribe": (v0/*:: as any*/),
        "devMailbox.messages.replyTo": (v0/*:: as any*/),
        "devMailbox.messages.subject": (v1/*:: as any*/),
        "devMailbox.messages.tag": (v1/*:: as any*/),
        "devMailbox.messages.text": (v1/*:: as any*/),
        "devMailbox.messages.to": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "String"
        }
      }
    },
    "name": "DevMailboxTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "857c43cf00a805132160eed32e577dbb";

export default node;
