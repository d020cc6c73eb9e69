/**
 * @generated SignedSource<<5571741dc886d7288b0c6d365fa1b75f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VerificationOrganizationsTable_row$data = {
  readonly address: {
    readonly address1: string;
    readonly city: string;
    readonly state: string;
    readonly zipCode: string;
  };
  readonly canMarkCouldNotVerify: boolean;
  readonly canMarkNeedsMoreInformation: boolean;
  readonly canVerify: boolean;
  readonly caseCount: number;
  readonly dismissedVerificationNote: string;
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly website: string;
  readonly " $fragmentType": "VerificationOrganizationsTable_row";
};
export type VerificationOrganizationsTable_row$key = {
  readonly " $data"?: VerificationOrganizationsTable_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"VerificationOrganizationsTable_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VerificationOrganizationsTable_row",
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
      "name": "website",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "caseCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dismissedVerificationNote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "StaffAddress",
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
      "name": "canVerify",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canMarkNeedsMoreInformation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canMarkCouldNotVerify",
      "storageKey": null
    }
  ],
  "type": "StaffLegalOrganization",
  "abstractKey": null
};

(node as any).hash = "4402d452afd975d4c9365aa6f26eb927";

export default node;
