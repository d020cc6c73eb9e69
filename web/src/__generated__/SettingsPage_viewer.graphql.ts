/**
 * @generated SignedSource<<017ec5d5ccbc29cf9dc79426ec336eb4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type NotificationCategory = "CASE_STATUS_REQUESTS" | "CASE_STATUS_UPDATES" | "DOCUMENT_REQUESTS" | "NEW_LIEN_NOTIFICATIONS" | "OTHER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SettingsPage_viewer$data = {
  readonly canSetCommunicationPreferences: boolean;
  readonly notificationSettings: ReadonlyArray<{
    readonly category: NotificationCategory;
    readonly label: string;
  }>;
  readonly paymentAccount: {
    readonly " $fragmentSpreads": FragmentRefs<"PaymentAccountCard_account">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"CommunicationPreferences_viewer" | "EmailPreferencesCard_viewer">;
  readonly " $fragmentType": "SettingsPage_viewer";
};
export type SettingsPage_viewer$key = {
  readonly " $data"?: SettingsPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SettingsPage_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SettingsPage_viewer",
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
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CommunicationPreferences_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EmailPreferencesCard_viewer"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentAccount",
      "kind": "LinkedField",
      "name": "paymentAccount",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PaymentAccountCard_account"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "968e12211c7b781fa00c3161a64664d8";

export default node;
