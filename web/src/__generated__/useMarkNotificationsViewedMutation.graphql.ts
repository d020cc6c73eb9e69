/**
 * @generated SignedSource<<40321d706edbbab61862bd0e51ec4153>>
 * @relayHash 3543d3c9d5b909766d39fbfd0a52874e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 83bfc5e97cb09d73a1f7d89ff7d00f0d29139ac0c58b9f94e2ee6c71604816c0

import type { ConcreteRequest } from 'relay-runtime';
export type MarkNotificationsViewedInput = {
  notificationIds: ReadonlyArray<string>;
};
export type useMarkNotificationsViewedMutation$variables = {
  input: MarkNotificationsViewedInput;
};
export type useMarkNotificationsViewedMutation$data = {
  readonly markNotificationsViewed: {
    readonly notificationCounts: {
      readonly unread: number;
      readonly unviewed: number;
    };
    readonly notifications: ReadonlyArray<{
      readonly id: string;
      readonly viewedAt: any | null | undefined;
    }>;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useMarkNotificationsViewedMutation = {
  response: useMarkNotificationsViewedMutation$data;
  variables: useMarkNotificationsViewedMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "MarkNotificationsViewedPayload",
    "kind": "LinkedField",
    "name": "markNotificationsViewed",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notifications",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewedAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationCounts",
        "kind": "LinkedField",
        "name": "notificationCounts",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unviewed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unread",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMarkNotificationsViewedMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkNotificationsViewedMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "83bfc5e97cb09d73a1f7d89ff7d00f0d29139ac0c58b9f94e2ee6c71604816c0",
    "metadata": {},
    "name": "useMarkNotificationsViewedMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ee92168e37d2fd55b386bde3a0594248";

export default node;
