/**
 * @generated SignedSource<<87f362559718687889aa551645a8877e>>
 * @relayHash 9b5eb68ba416fbb308ab7b85c163df42
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 482a8fb74b4231db84eab617bfbce7b53bc6aac67357c9233afb3df89acab30c

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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "482a8fb74b4231db84eab617bfbce7b53bc6aac67357c9233afb3df89acab30c",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.canSetCommunicationPreferences": (v0/*:: as any*/),
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
        "viewer.notificationSettings.emailEnabled": (v0/*:: as any*/),
        "viewer.notificationSettings.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "viewer.notificationSettings.inAppEnabled": (v0/*:: as any*/),
        "viewer.notificationSettings.label": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        }
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
