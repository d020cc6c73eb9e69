/**
 * @generated SignedSource<<40994af06d616190dae7f15652da12fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VerificationContactsTable_row$data = {
  readonly canMarkCouldNotVerify: boolean;
  readonly canMarkNeedsMoreInformation: boolean;
  readonly canVerify: boolean;
  readonly createdByOrganizationName: string | null | undefined;
  readonly dismissedVerificationNote: string;
  readonly email: string;
  readonly firstName: string;
  readonly id: string;
  readonly lastName: string;
  readonly legalOrganization: {
    readonly name: string;
  };
  readonly " $fragmentType": "VerificationContactsTable_row";
};
export type VerificationContactsTable_row$key = {
  readonly " $data"?: VerificationContactsTable_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"VerificationContactsTable_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VerificationContactsTable_row",
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
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
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
      "kind": "ScalarField",
      "name": "createdByOrganizationName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VerificationOrganizationRef",
      "kind": "LinkedField",
      "name": "legalOrganization",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
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
  "type": "VerificationContact",
  "abstractKey": null
};

(node as any).hash = "7ac120a55c0d943bb88d0f0994474760";

export default node;
