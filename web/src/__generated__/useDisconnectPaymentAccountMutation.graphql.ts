/**
 * @generated SignedSource<<0ed17e0fde9d42ca1cd5a68cef5f30cf>>
 * @relayHash 2fa5456682d00b6e48a8e6526d4c61d0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8cecd974541e307484f46d6b380300a81d2e2550a9e3cd2ba7db503e261006fd

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useDisconnectPaymentAccountMutation$variables = Record<PropertyKey, never>;
export type useDisconnectPaymentAccountMutation$data = {
  readonly disconnectPaymentAccount: {
    readonly paymentAccount: {
      readonly " $fragmentSpreads": FragmentRefs<"PaymentAccountCard_account">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useDisconnectPaymentAccountMutation = {
  response: useDisconnectPaymentAccountMutation$data;
  variables: useDisconnectPaymentAccountMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDisconnectPaymentAccountMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ConnectPaymentAccountPayload",
        "kind": "LinkedField",
        "name": "disconnectPaymentAccount",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PaymentAccount",
            "kind": "LinkedField",
            "name": "paymentAccount",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PaymentAccountCard_account"
              }
            ],
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useDisconnectPaymentAccountMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ConnectPaymentAccountPayload",
        "kind": "LinkedField",
        "name": "disconnectPaymentAccount",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PaymentAccount",
            "kind": "LinkedField",
            "name": "paymentAccount",
            "plural": false,
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
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8cecd974541e307484f46d6b380300a81d2e2550a9e3cd2ba7db503e261006fd",
    "metadata": {},
    "name": "useDisconnectPaymentAccountMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9d63d7e38ef7bb07fce01df78fd0c9da";

export default node;
