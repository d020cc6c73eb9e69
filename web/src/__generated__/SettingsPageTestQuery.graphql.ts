/**
 * @generated SignedSource<<3ce105749ecff7d59b81c63bd932ee82>>
 * @relayHash 5c47a14e1d7b20d253f0f3c61ec1ec52
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 54b3d8e946a1eb58c47823a0e7f881225b71ac516da3e4601c43e3e511b0f96c

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type SettingsPageTestQuery$variables = Record<PropertyKey, never>;
export type SettingsPageTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"SettingsPage_viewer">;
  } | null | undefined;
};
export type SettingsPageTestQuery = {
  response: SettingsPageTestQuery$data;
  variables: SettingsPageTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SettingsPageTestQuery",
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
            "name": "SettingsPage_viewer"
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
    "name": "SettingsPageTestQuery",
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
            "name": "canSetCommunicationPreferences",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "NotificationSetting",
            "kind": "LinkedField",
            "name": "notificationSettings",
            "plural": true,
            "selections": [
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
                "name": "label",
                "storageKey": null
              },
              (v0/*:: as any*/),
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
            "concreteType": "PaymentAccount",
            "kind": "LinkedField",
            "name": "paymentAccount",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "connected",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "provider",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "accountHint",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "onboardingPending",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PaymentAccountViewerCan",
                "kind": "LinkedField",
                "name": "viewerCan",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "manage",
                    "storageKey": null
                  }
                ],
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
    "id": "54b3d8e946a1eb58c47823a0e7f881225b71ac516da3e4601c43e3e511b0f96c",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.canSetCommunicationPreferences": (v1/*:: as any*/),
        "viewer.notificationSettings": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "NotificationSetting"
        },
        "viewer.notificationSettings.category": {
          "enumValues": [
            "CASE_STATUS_REQUESTS",
            "CASE_STATUS_UPDATES",
            "DOCUMENT_REQUESTS",
            "NEW_LIEN_NOTIFICATIONS",
            "OTHER"
          ],
          "nullable": false,
          "plural": false,
          "type": "NotificationCategory"
        },
        "viewer.notificationSettings.emailEnabled": (v1/*:: as any*/),
        "viewer.notificationSettings.id": (v2/*:: as any*/),
        "viewer.notificationSettings.inAppEnabled": (v1/*:: as any*/),
        "viewer.notificationSettings.label": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "viewer.paymentAccount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PaymentAccount"
        },
        "viewer.paymentAccount.accountHint": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "viewer.paymentAccount.connected": (v1/*:: as any*/),
        "viewer.paymentAccount.id": (v2/*:: as any*/),
        "viewer.paymentAccount.onboardingPending": (v1/*:: as any*/),
        "viewer.paymentAccount.provider": {
          "enumValues": [
            "OFFLINE",
            "STRIPE"
          ],
          "nullable": false,
          "plural": false,
          "type": "PaymentProviderKind"
        },
        "viewer.paymentAccount.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PaymentAccountViewerCan"
        },
        "viewer.paymentAccount.viewerCan.manage": (v1/*:: as any*/)
      }
    },
    "name": "SettingsPageTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fdb15d5e05319ba606f01b840fa4ac55";

export default node;
