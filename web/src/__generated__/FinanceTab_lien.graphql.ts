/**
 * @generated SignedSource<<f132b6c72b27fcf1c0ad8b40c353c3db>>
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

(node as any).hash = "0cd6bde705dcc88eb5d75f1a3e6fd42b";

export default node;
