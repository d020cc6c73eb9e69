/**
 * @generated SignedSource<<0df0d207a224b09ce941e9ab7f2fc7a0>>
 * @relayHash 024a55d2c502da4250a3e13b51243295
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4c4e19a24b7dacf27d3ecf37f008e2f9ba313283e688bb1040369c913f789d02

import type { ConcreteRequest } from 'relay-runtime';
export type DismissNotificationInput = {
  notificationId: string;
};
export type useDismissNotificationMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DismissNotificationInput;
};
export type useDismissNotificationMutation$data = {
  readonly dismissNotification: {
    readonly dismissedNotificationId: string | null | undefined;
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
export type useDismissNotificationMutation = {
  response: useDismissNotificationMutation$data;
  variables: useDismissNotificationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dismissedNotificationId",
  "storageKey": null
},
v4 = {
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
v5 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDismissNotificationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DismissNotificationPayload",
        "kind": "LinkedField",
        "name": "dismissNotification",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useDismissNotificationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DismissNotificationPayload",
        "kind": "LinkedField",
        "name": "dismissNotification",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "dismissedNotificationId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4c4e19a24b7dacf27d3ecf37f008e2f9ba313283e688bb1040369c913f789d02",
    "metadata": {},
    "name": "useDismissNotificationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a71461c91886cc0bcbeefdbd62324fc6";

export default node;
