/**
 * @generated SignedSource<<8469091d909aab2eb1add54dc8798028>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type NotificationCategory = "CASE_STATUS_REQUESTS" | "CASE_STATUS_UPDATES" | "DOCUMENT_REQUESTS" | "NEW_LIEN_NOTIFICATIONS" | "OTHER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SettingsPage_viewer$data = {
  readonly activeAccount: {
    readonly currentService: {
      readonly " $fragmentSpreads": FragmentRefs<"PlanCard_service">;
    };
    readonly organization: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"OrganizationCard_organization" | "OrganizationDetailsCard_organization">;
    };
    readonly showsUpgradeLink: boolean;
  };
  readonly canEditOrganization: boolean;
  readonly canSetCommunicationPreferences: boolean;
  readonly notificationSettings: ReadonlyArray<{
    readonly category: NotificationCategory;
    readonly label: string;
  }>;
  readonly organizationPaymentDetails: {
    readonly " $fragmentSpreads": FragmentRefs<"PaymentDetailsCard_details">;
  } | null | undefined;
  readonly paymentAccount: {
    readonly " $fragmentSpreads": FragmentRefs<"PaymentAccountCard_account">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"CommunicationPreferences_viewer" | "EmailPreferencesCard_viewer" | "UserCard_viewer" | "UsersCard_viewer">;
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
      "kind": "ScalarField",
      "name": "canEditOrganization",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrganizationPaymentDetails",
      "kind": "LinkedField",
      "name": "organizationPaymentDetails",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PaymentDetailsCard_details"
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserCard_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UsersCard_viewer"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Account",
      "kind": "LinkedField",
      "name": "activeAccount",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "showsUpgradeLink",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CurrentService",
          "kind": "LinkedField",
          "name": "currentService",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "PlanCard_service"
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Organization",
          "kind": "LinkedField",
          "name": "organization",
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
              "args": null,
              "kind": "FragmentSpread",
              "name": "OrganizationCard_organization"
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "OrganizationDetailsCard_organization"
            }
          ],
          "storageKey": null
        }
      ],
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

(node as any).hash = "9579b48c62c95467fb4d57bcd99adbdd";

export default node;
