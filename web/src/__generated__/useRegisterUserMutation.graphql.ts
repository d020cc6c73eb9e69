/**
 * @generated SignedSource<<a85ab18ca25fb6c591b159db794d1d3b>>
 * @relayHash fca56a161455dda8d6aa635aa797ef14
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9e808fd76457df860884a3fa9744406346d316bfd28d9b0eff152899062b153d

import type { ConcreteRequest } from 'relay-runtime';
export type RegisterUserInput = {
  email: string;
  firstName: string;
  lastName: string;
  lawFirmId: string;
  referralSource?: string | null | undefined;
};
export type useRegisterUserMutation$variables = {
  input: RegisterUserInput;
};
export type useRegisterUserMutation$data = {
  readonly registerUser: {
    readonly isAccountCreated: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useRegisterUserMutation = {
  response: useRegisterUserMutation$data;
  variables: useRegisterUserMutation$variables;
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
    "concreteType": "RegisterUserPayload",
    "kind": "LinkedField",
    "name": "registerUser",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isAccountCreated",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
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
    "name": "useRegisterUserMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRegisterUserMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9e808fd76457df860884a3fa9744406346d316bfd28d9b0eff152899062b153d",
    "metadata": {},
    "name": "useRegisterUserMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fdd4cbc62aad9e8829b76836cd0eeb81";

export default node;
