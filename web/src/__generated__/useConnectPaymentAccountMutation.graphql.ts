/**
 * @generated SignedSource<<11c3e7f6a6eec85af7883e65e2bac448>>
 * @relayHash 6f8a25580678f10dded46fb271eeb5c8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1c4c63c7a8e3031958bd47314d12c9fe1da7882f80d13fb2f08b763d00e929e5

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useConnectPaymentAccountMutation$variables = Record<PropertyKey, never>;
export type useConnectPaymentAccountMutation$data = {
  readonly connectPaymentAccount: {
    readonly paymentAccount: {
      readonly " $fragmentSpreads": FragmentRefs<"PaymentAccountCard_account">;
    } | null | undefined;
    readonly redirectUrl: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useConnectPaymentAccountMutation = {
  response: useConnectPaymentAccountMutation$data;
  variables: useConnectPaymentAccountMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "redirectUrl",
  "storageKey": null
},
v1 = {
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
    "name": "useConnectPaymentAccountMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ConnectPaymentAccountPayload",
        "kind": "LinkedField",
        "name": "connectPaymentAccount",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
          (v1/*:: as any*/)
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
    "name": "useConnectPaymentAccountMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ConnectPaymentAccountPayload",
        "kind": "LinkedField",
        "name": "connectPaymentAccount",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
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
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "1c4c63c7a8e3031958bd47314d12c9fe1da7882f80d13fb2f08b763d00e929e5",
    "metadata": {},
    "name": "useConnectPaymentAccountMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b20e3895d6905127685a3a04ece4c705";

export default node;
