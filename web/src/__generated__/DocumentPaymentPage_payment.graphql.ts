/**
 * @generated SignedSource<<9012598fd06491880c7e672d72bd5496>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PaymentProviderKind = "OFFLINE" | "STRIPE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type DocumentPaymentPage_payment$data = {
  readonly documents: ReadonlyArray<{
    readonly caseInternalID: string;
    readonly id: string;
    readonly internalID: string;
    readonly name: string;
    readonly price: string;
  }>;
  readonly lienholders: ReadonlyArray<{
    readonly canAcceptPayments: boolean;
    readonly internalID: string;
    readonly name: string;
  }>;
  readonly provider: PaymentProviderKind;
  readonly publishableKey: string | null | undefined;
  readonly savedCards: ReadonlyArray<{
    readonly brand: string;
    readonly expMonth: number | null | undefined;
    readonly expYear: number | null | undefined;
    readonly internalID: string;
    readonly last4: string;
  }>;
  readonly total: string;
  readonly " $fragmentType": "DocumentPaymentPage_payment";
};
export type DocumentPaymentPage_payment$key = {
  readonly " $data"?: DocumentPaymentPage_payment$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentPaymentPage_payment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalID",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentPaymentPage_payment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PayableDocument",
      "kind": "LinkedField",
      "name": "documents",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "price",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "caseInternalID",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
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
      "name": "publishableKey",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentLienholder",
      "kind": "LinkedField",
      "name": "lienholders",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canAcceptPayments",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SavedCard",
      "kind": "LinkedField",
      "name": "savedCards",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "brand",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "last4",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expMonth",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expYear",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DocumentPayment",
  "abstractKey": null
};
})();

(node as any).hash = "ad617e811c8f2ad5c75ef6be59741e54";

export default node;
