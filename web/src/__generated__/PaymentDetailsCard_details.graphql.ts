/**
 * @generated SignedSource<<07beac5bcd0dd598143693be710f04e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PaymentDetailsCard_details$data = {
  readonly checkMailingAddress: string | null | undefined;
  readonly employerIdNumber: string | null | undefined;
  readonly " $fragmentType": "PaymentDetailsCard_details";
};
export type PaymentDetailsCard_details$key = {
  readonly " $data"?: PaymentDetailsCard_details$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentDetailsCard_details">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentDetailsCard_details",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "checkMailingAddress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "employerIdNumber",
      "storageKey": null
    }
  ],
  "type": "OrganizationPaymentDetails",
  "abstractKey": null
};

(node as any).hash = "c706c57e7d9aa178040da7cb67bfa899";

export default node;
