/**
 * @generated SignedSource<<95a5e3670af7343943731e507b32bc91>>
 * @relayHash df7dc0daf137a2017f0dd922c5fffdab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b9e0ac73200159b0ffee0e35d74f56db66d898461a16c2863fc6896a0b5cdd0

import type { ConcreteRequest } from 'relay-runtime';
export type RemoveCaseInput = {
  lienId: string;
  note?: string | null | undefined;
};
export type useRemoveCaseMutation$variables = {
  input: RemoveCaseInput;
};
export type useRemoveCaseMutation$data = {
  readonly removeCase: {
    readonly removedCaseId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useRemoveCaseMutation = {
  response: useRemoveCaseMutation$data;
  variables: useRemoveCaseMutation$variables;
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
    "concreteType": "RemoveCasePayload",
    "kind": "LinkedField",
    "name": "removeCase",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "removedCaseId",
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
    "name": "useRemoveCaseMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveCaseMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8b9e0ac73200159b0ffee0e35d74f56db66d898461a16c2863fc6896a0b5cdd0",
    "metadata": {},
    "name": "useRemoveCaseMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c4f2ab9569e03bd12bf8f4f3ceed58aa";

export default node;
