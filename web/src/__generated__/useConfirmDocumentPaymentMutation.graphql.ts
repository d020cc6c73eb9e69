/**
 * @generated SignedSource<<f2117344c695365422590cc597da02be>>
 * @relayHash b264fcfa202626c8661b266ccd3283e8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6c69538dd1c572bd80f19cd9870ff71222eaa36df3eb5596f5f45d96ec01a1f4

import type { ConcreteRequest } from 'relay-runtime';
export type ConfirmDocumentPaymentInput = {
  paymentIntentId: string;
  status: string;
};
export type useConfirmDocumentPaymentMutation$variables = {
  input: ConfirmDocumentPaymentInput;
};
export type useConfirmDocumentPaymentMutation$data = {
  readonly confirmDocumentPayment: {
    readonly paymentIntent: {
      readonly internalID: string;
      readonly status: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useConfirmDocumentPaymentMutation = {
  response: useConfirmDocumentPaymentMutation$data;
  variables: useConfirmDocumentPaymentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ConfirmDocumentPaymentPayload",
    "kind": "LinkedField",
    "name": "confirmDocumentPayment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DocumentPaymentIntent",
        "kind": "LinkedField",
        "name": "paymentIntent",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "internalID",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useConfirmDocumentPaymentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useConfirmDocumentPaymentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6c69538dd1c572bd80f19cd9870ff71222eaa36df3eb5596f5f45d96ec01a1f4",
    "metadata": {},
    "name": "useConfirmDocumentPaymentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "be1424585df5204d802fd2fe77811f0b";

export default node;
