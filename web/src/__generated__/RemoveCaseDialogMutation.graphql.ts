/**
 * @generated SignedSource<<4f4a1407266ca858a28a8177d2d5dd51>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RemoveCaseInput = {
  lienId: string;
  note?: string | null | undefined;
};
export type RemoveCaseDialogMutation$variables = {
  input: RemoveCaseInput;
};
export type RemoveCaseDialogMutation$data = {
  readonly removeCase: {
    readonly removedCaseId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type RemoveCaseDialogMutation = {
  response: RemoveCaseDialogMutation$data;
  variables: RemoveCaseDialogMutation$variables;
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
    "name": "RemoveCaseDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RemoveCaseDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "0ff49caf78c87b825ddc7b80d30ca485",
    "id": null,
    "metadata": {},
    "name": "RemoveCaseDialogMutation",
    "operationKind": "mutation",
    "text": "mutation RemoveCaseDialogMutation(\n  $input: RemoveCaseInput!\n) {\n  removeCase(input: $input) {\n    removedCaseId\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2e06dc4f8eb172a90916e0e446fb88ba";

export default node;
