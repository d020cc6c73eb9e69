/**
 * @generated SignedSource<<9b7ed7616e94fd58ec80e25f7039bb68>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OrganizationType = "DEFENDANT_INSURANCE" | "FUNDER" | "HEALTH_INSURANCE" | "LAW_FIRM" | "MEDICAL_PRACTICE" | "OTHER" | "REFERRAL_LAW_FIRM" | "SERVICER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type OrganizationCard_organization$data = {
  readonly address: {
    readonly address1: string | null | undefined;
    readonly address2: string | null | undefined;
    readonly city: string | null | undefined;
    readonly state: string | null | undefined;
    readonly zipCode: string | null | undefined;
  } | null | undefined;
  readonly name: string;
  readonly phoneNumber: string | null | undefined;
  readonly type: OrganizationType;
  readonly website: string | null | undefined;
  readonly " $fragmentType": "OrganizationCard_organization";
};
export type OrganizationCard_organization$key = {
  readonly " $data"?: OrganizationCard_organization$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationCard_organization">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizationCard_organization",
  "selections": [
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
      "name": "phoneNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "website",
      "storageKey": null
    }
  ],
  "type": "Organization",
  "abstractKey": null
};

(node as any).hash = "73bc1c356df85d90cdcc52155ec14e8b";

export default node;
