/**
 * @generated SignedSource<<7f393ac11a371cf2f2febe41c23a7066>>
 * @relayHash af3a5a9d8bc6df88f8f4b4df32e86cd7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3522d9e382832f52ef097ef88c06c3a4081c1b58dffbb0bff01e78d631a57473

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PaymentAccountCardTestQuery$variables = Record<PropertyKey, never>;
export type PaymentAccountCardTestQuery$data = {
  readonly viewer: {
    readonly paymentAccount: {
      readonly " $fragmentSpreads": FragmentRefs<"PaymentAccountCard_account">;
    };
  } | null | undefined;
};
export type PaymentAccountCardTestQuery = {
  response: PaymentAccountCardTestQuery$data;
  variables: PaymentAccountCardTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PaymentAccountCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
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
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PaymentAccountCardTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3522d9e382832f52ef097ef88c06c3a4081c1b58dffbb0bff01e78d631a57473",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.paymentAccount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PaymentAccount"
        },
        "viewer.paymentAccount.accountHint": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "viewer.paymentAccount.connected": (v0/*:: as any*/),
        "viewer.paymentAccount.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "viewer.paymentAccount.onboardingPending": (v0/*:: as any*/),
        "viewer.paymentAccount.provider": {
          "enumValues": [
            "OFFLINE",
            "STRIPE"
          ],
          "nullable": false,
          "plural": false,
          "type": "PaymentProviderKind"
        },
        "viewer.paymentAccount.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PaymentAccountViewerCan"
        },
        "viewer.paymentAccount.viewerCan.manage": (v0/*:: as any*/)
      }
    },
    "name": "PaymentAccountCardTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "12d38c3d340d3161c0362d2de2fa5a19";

export default node;
