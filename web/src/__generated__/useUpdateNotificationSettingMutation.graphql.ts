/**
 * @generated SignedSource<<f035645850b10a63cadc835af5afbc29>>
 * @relayHash d1e05c5da98521bac76aa8bc244f9595
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 553c27f45751df5a5a116ba4f835f9fbbd7ff7557db523225be2f95643e7d5d1

import type { ConcreteRequest } from 'relay-runtime';
export type NotificationCategory = "CASE_STATUS_REQUESTS" | "CASE_STATUS_UPDATES" | "DOCUMENT_REQUESTS" | "NEW_LIEN_NOTIFICATIONS" | "OTHER" | "%future added value";
export type UpdateNotificationSettingInput = {
  category: NotificationCategory;
  emailEnabled?: boolean | null | undefined;
  inAppEnabled?: boolean | null | undefined;
};
export type useUpdateNotificationSettingMutation$variables = {
  input: UpdateNotificationSettingInput;
};
export type useUpdateNotificationSettingMutation$data = {
  readonly updateNotificationSetting: {
    readonly notificationSetting: {
      readonly category: NotificationCategory;
      readonly emailEnabled: boolean;
      readonly id: string;
      readonly inAppEnabled: boolean;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useUpdateNotificationSettingMutation = {
  response: useUpdateNotificationSettingMutation$data;
  variables: useUpdateNotificationSettingMutation$variables;
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
    "concreteType": "UpdateNotificationSettingPayload",
    "kind": "LinkedField",
    "name": "updateNotificationSetting",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationSetting",
        "kind": "LinkedField",
        "name": "notificationSetting",
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
            "name": "category",
            "storageKey": null
          },
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
    "name": "useUpdateNotificationSettingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateNotificationSettingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "553c27f45751df5a5a116ba4f835f9fbbd7ff7557db523225be2f95643e7d5d1",
    "metadata": {},
    "name": "useUpdateNotificationSettingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2b1d6ac799c94ab57ef980e2646fb0ab";

export default node;
