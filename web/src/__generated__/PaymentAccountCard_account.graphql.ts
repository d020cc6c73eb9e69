/**
 * @generated SignedSource<<6a33ecba5a9d5c9544e971b9e47694c4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PaymentProviderKind = "OFFLINE" | "STRIPE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PaymentAccountCard_account$data = {
  readonly accountHint: string | null | undefined;
  readonly connected: boolean;
  readonly id: string;
  readonly onboardingPending: boolean;
  readonly provider: PaymentProviderKind;
  readonly viewerCan: {
    readonly manage: boolean;
  };
  readonly " $fragmentType": "PaymentAccountCard_account";
};
export type PaymentAccountCard_account$key = {
  readonly " $data"?: PaymentAccountCard_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentAccountCard_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentAccountCard_account",
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
      "name": "connected",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "provider",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "accountHint",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "onboardingPending",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentAccountViewerCan",
      "kind": "LinkedField",
      "name": "viewerCan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "manage",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PaymentAccount",
  "abstractKey": null
};

(node as any).hash = "c387ee452230aff0c9c0ecae19b57879";

export default node;
