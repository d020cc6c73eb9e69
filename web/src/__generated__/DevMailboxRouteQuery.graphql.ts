/**
 * @generated SignedSource<<ef44280f36c5b316d4778fd55b006540>>
 * @relayHash ef5835124bc9db28ffdbc4245d13f3ba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bb93610b53a3a38a493310b034890d2ad30a1ac0320b237ea0d410183aaf422b

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DevMailboxRouteQuery$variables = Record<PropertyKey, never>;
export type DevMailboxRouteQuery$data = {
  readonly devMailbox: {
    readonly " $fragmentSpreads": FragmentRefs<"DevMailbox_mailbox">;
  } | null | undefined;
};
export type DevMailboxRouteQuery = {
  response: DevMailboxRouteQuery$data;
  variables: DevMailboxRouteQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DevMailboxRouteQuery",
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
    "name": "DevMailboxRouteQuery",
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
    "id": "bb93610b53a3a38a493310b034890d2ad30a1ac0320b237ea0d410183aaf422b",
    "metadata": {},
    "name": "DevMailboxRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "179bf09c869285917277bd30399e598c";

export default node;
