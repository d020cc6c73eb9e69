/**
 * @generated SignedSource<<20d1b7259528ecdfb0aaf81cc2a8bd60>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type NotificationCategory = "CASE_STATUS_REQUESTS" | "CASE_STATUS_UPDATES" | "DOCUMENT_REQUESTS" | "NEW_LIEN_NOTIFICATIONS" | "OTHER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type EmailPreferencesCard_viewer$data = {
  readonly notificationSettings: ReadonlyArray<{
    readonly category: NotificationCategory;
    readonly emailEnabled: boolean;
    readonly id: string;
    readonly label: string;
  }>;
  readonly " $fragmentType": "EmailPreferencesCard_viewer";
};
export type EmailPreferencesCard_viewer$key = {
  readonly " $data"?: EmailPreferencesCard_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailPreferencesCard_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailPreferencesCard_viewer",
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

(node as any).hash = "d25c93ae09f9ac48531e66b41a2840ef";

export default node;
