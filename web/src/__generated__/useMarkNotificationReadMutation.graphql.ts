/**
 * @generated SignedSource<<48b8ec2c13d2ecdc1767d19bb3ec6736>>
 * @relayHash dfe4f13691f3314edf60ffc639255c72
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8bc74cd8c25b4a2fe3cf0bcf8da5a7ee2069d114c99c8bb0f99e72eec425b519

import type { ConcreteRequest } from 'relay-runtime';
export type MarkNotificationReadInput = {
  notificationId: string;
};
export type useMarkNotificationReadMutation$variables = {
  input: MarkNotificationReadInput;
};
export type useMarkNotificationReadMutation$data = {
  readonly markNotificationRead: {
    readonly notification: {
      readonly id: string;
      readonly readAt: any | null | undefined;
      readonly viewedAt: any | null | undefined;
    } | null | undefined;
    readonly notificationCounts: {
      readonly unread: number;
      readonly unviewed: number;
    };
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useMarkNotificationReadMutation = {
  response: useMarkNotificationReadMutation$data;
  variables: useMarkNotificationReadMutation$variables;
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
    "concreteType": "MarkNotificationReadPayload",
    "kind": "LinkedField",
    "name": "markNotificationRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Notification",
        "kind": "LinkedField",
        "name": "notification",
        "plural": false,
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
            "name": "readAt",
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
    "name": "useMarkNotificationReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkNotificationReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8bc74cd8c25b4a2fe3cf0bcf8da5a7ee2069d114c99c8bb0f99e72eec425b519",
    "metadata": {},
    "name": "useMarkNotificationReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "248233721916a7f979e194409f007553";

export default node;
