/**
 * @generated SignedSource<<3df1d4d7c41e8349bcc4f91d0c5d316d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type NotificationCategory = "CASE_STATUS_REQUESTS" | "CASE_STATUS_UPDATES" | "DOCUMENT_REQUESTS" | "NEW_LIEN_NOTIFICATIONS" | "OTHER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CommunicationPreferences_viewer$data = {
  readonly notificationSettings: ReadonlyArray<{
    readonly category: NotificationCategory;
    readonly emailEnabled: boolean;
    readonly id: string;
    readonly inAppEnabled: boolean;
    readonly label: string;
  }>;
  readonly " $fragmentType": "CommunicationPreferences_viewer";
};
export type CommunicationPreferences_viewer$key = {
  readonly " $data"?: CommunicationPreferences_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CommunicationPreferences_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CommunicationPreferences_viewer",
  "selections": [
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
          "name": "label",
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
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "bff5934072e20f9b5faefab88b0d3d17";

export default node;
