/**
 * @generated SignedSource<<6bd3c2b59672438354f7c72685a8802f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OrganizationKind = "LAW_FIRM" | "LIENHOLDER" | "%future added value";
export type OrganizationType = "DEFENDANT_INSURANCE" | "FUNDER" | "HEALTH_INSURANCE" | "LAW_FIRM" | "MEDICAL_PRACTICE" | "OTHER" | "REFERRAL_LAW_FIRM" | "SERVICER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type OrganizationDetailsCard_organization$data = {
  readonly address: {
    readonly address1: string | null | undefined;
    readonly address2: string | null | undefined;
    readonly city: string | null | undefined;
    readonly state: string | null | undefined;
    readonly zipCode: string | null | undefined;
  } | null | undefined;
  readonly canCreateRegistryCases: boolean;
  readonly contactEmails: ReadonlyArray<string>;
  readonly id: string;
  readonly isNewCaseEmailEnabled: boolean;
  readonly kind: OrganizationKind;
  readonly lienholderDocumentUploadNotificationsEnabled: boolean;
  readonly name: string;
  readonly notesDisabled: boolean;
  readonly phoneNumber: string | null | undefined;
  readonly sharesDocumentsManually: boolean;
  readonly type: OrganizationType;
  readonly website: string | null | undefined;
  readonly " $fragmentType": "OrganizationDetailsCard_organization";
};
export type OrganizationDetailsCard_organization$key = {
  readonly " $data"?: OrganizationDetailsCard_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationDetailsCard_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizationDetailsCard_organization",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Address",
      "kind": "LinkedField",
      "name": "address",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "address1",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "address2",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "city",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "zipCode",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "website",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phoneNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactEmails",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isNewCaseEmailEnabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notesDisabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sharesDocumentsManually",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lienholderDocumentUploadNotificationsEnabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canCreateRegistryCases",
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "2506b5ec617401be53d8fb6151a27771";

export default node;
