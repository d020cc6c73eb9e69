/**
 * @generated SignedSource<<9bf5758a9ed0f56a7c62d8090428dc5e>>
 * @relayHash d474b48c8150db84450a1d90d5719dba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 98f489a5e30d371e372dea3795fcb5d6282eb9d5236240876857e5d48c07e1c1

import type { ConcreteRequest } from 'relay-runtime';
export type PayForDocumentsInput = {
  card?: TestCardInput | null | undefined;
  documentIds: ReadonlyArray<string>;
  idempotencyKey: string;
  lienId?: string | null | undefined;
  paymentMethodId?: string | null | undefined;
  saveCard?: boolean | null | undefined;
};
export type TestCardInput = {
  cvc: string;
  expMonth: number;
  expYear: number;
  number: string;
};
export type usePayForDocumentsMutation$variables = {
  input: PayForDocumentsInput;
};
export type usePayForDocumentsMutation$data = {
  readonly payForDocuments: {
    readonly paymentIntents: ReadonlyArray<{
      readonly amount: string;
      readonly clientSecret: string | null | undefined;
      readonly errorCode: string | null | undefined;
      readonly errorMessage: string | null | undefined;
      readonly internalID: string;
      readonly lienholderName: string;
      readonly providerStatus: string | null | undefined;
      readonly status: string;
    }>;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type usePayForDocumentsMutation = {
  response: usePayForDocumentsMutation$data;
  variables: usePayForDocumentsMutation$variables;
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
    "concreteType": "PayForDocumentsPayload",
    "kind": "LinkedField",
    "name": "payForDocuments",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DocumentPaymentIntent",
        "kind": "LinkedField",
        "name": "paymentIntents",
        "plural": true,
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "providerStatus",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "clientSecret",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "amount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lienholderName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "errorCode",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "errorMessage",
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
            "name": "field",
            "storageKey": null
          },
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
    "name": "usePayForDocumentsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePayForDocumentsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "98f489a5e30d371e372dea3795fcb5d6282eb9d5236240876857e5d48c07e1c1",
    "metadata": {},
    "name": "usePayForDocumentsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9b2850153f4d122cdec5344ac8a5098d";

export default node;
