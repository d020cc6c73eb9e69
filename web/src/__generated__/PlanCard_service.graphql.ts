/**
 * @generated SignedSource<<60540097abec98334445f50463323fb6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PlanCard_service$data = {
  readonly caseCredits: number;
  readonly daysUntilExpiry: number | null | undefined;
  readonly isTrialCustomer: boolean;
  readonly perCaseBilling: boolean;
  readonly stage: string | null | undefined;
  readonly " $fragmentType": "PlanCard_service";
};
export type PlanCard_service$key = {
  readonly " $data"?: PlanCard_service$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlanCard_service">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlanCard_service",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "daysUntilExpiry",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isTrialCustomer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "caseCredits",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "perCaseBilling",
      "storageKey": null
    }
  ],
  "type": "CurrentService",
  "abstractKey": null
};

(node as any).hash = "71049f654c52a07e259c0e52d0652464";

export default node;
