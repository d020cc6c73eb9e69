/**
 * @generated SignedSource<<6be708b95bbf1ca6f046260f5f06b659>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VerifiedMatchesDrawer_row$data = {
  readonly address: {
    readonly address1: string;
    readonly address2: string;
    readonly city: string;
    readonly state: string;
    readonly zipCode: string;
  };
  readonly id: string;
  readonly lastVerifiedAt: any | null | undefined;
  readonly name: string;
  readonly phoneNumber: string;
  readonly type: string;
  readonly verificationWebsite: string;
  readonly website: string;
  readonly " $fragmentType": "VerifiedMatchesDrawer_row";
};
export type VerifiedMatchesDrawer_row$key = {
  readonly " $data"?: VerifiedMatchesDrawer_row$data;
  readonly " $fragmentSpreads": FragmentRefs<"VerifiedMatchesDrawer_row">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VerifiedMatchesDrawer_row",
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
      "name": "phoneNumber",
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
      "name": "verificationWebsite",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastVerifiedAt",
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
    }
  ],
  "type": "StaffLegalOrganization",
  "abstractKey": null
};

(node as any).hash = "a5b52f5cda8c7e6b61acf1ba05bdd86e";

export default node;
