/**
 * @generated SignedSource<<e158a9bcc10966c206b5e5d352b53134>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type LienVerificationStatus = "PENDING" | "REJECTED" | "RESUBMITTED" | "VERIFIED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type FinanceTab_lien$data = {
  readonly balance: string | null | undefined;
  readonly balanceLastUpdatedAt: any | null | undefined;
  readonly balanceLastUpdatedByOrganizationName: string | null | undefined;
  readonly hasOpenRejection: boolean;
  readonly id: string;
  readonly lienholder: {
    readonly name: string;
  };
  readonly verificationStatus: LienVerificationStatus;
  readonly " $fragmentType": "FinanceTab_lien";
};
export type FinanceTab_lien$key = {
  readonly " $data"?: FinanceTab_lien$data;
  readonly " $fragmentSpreads": FragmentRefs<"FinanceTab_lien">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FinanceTab_lien",
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
      "name": "hasOpenRejection",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "balance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "balanceLastUpdatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "balanceLastUpdatedByOrganizationName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "verificationStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "lienholder",
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
    }
  ],
  "type": "Lien",
  "abstractKey": null
};

(node as any).hash = "6b9cadbd6d46094c8028ab37c78cbf60";

export default node;
