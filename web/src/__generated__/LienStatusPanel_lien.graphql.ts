/**
 * @generated SignedSource<<4231e2bba10180d6426623319e97fdef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type TreatmentStatus = "DONE_TREATING" | "TREATING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type LienStatusPanel_lien$data = {
  readonly balance: string | null | undefined;
  readonly balanceLastUpdatedAt: any | null | undefined;
  readonly finalTreatmentDate: any | null | undefined;
  readonly hasLienholderFinalizedDocuments: boolean | null | undefined;
  readonly id: string;
  readonly isLienholderBlacklisted: boolean | null | undefined;
  readonly plaintiffTreatmentStatus: TreatmentStatus | null | undefined;
  readonly shareDocuments: boolean | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"LienRejectionNotice_lien">;
  readonly " $fragmentType": "LienStatusPanel_lien";
};
export type LienStatusPanel_lien$key = {
  readonly " $data"?: LienStatusPanel_lien$data;
  readonly " $fragmentSpreads": FragmentRefs<"LienStatusPanel_lien">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LienStatusPanel_lien",
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
      "name": "plaintiffTreatmentStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "finalTreatmentDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasLienholderFinalizedDocuments",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shareDocuments",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isLienholderBlacklisted",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LienRejectionNotice_lien"
    }
  ],
  "type": "Lien",
  "abstractKey": null
};

(node as any).hash = "079e49d031a7480dad7397f7fc7ef250";

export default node;
