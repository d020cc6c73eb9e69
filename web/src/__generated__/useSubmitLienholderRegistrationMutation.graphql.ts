/**
 * @generated SignedSource<<116a6432bf8b5a4ef54a8b809c404de7>>
 * @relayHash fcdcb9a89e30cabd8bac3b4ab90842ce
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cf3ca2b37b61daf98293c178f93a58613ad08d7979c2a4e605f1682c6d5791e8

import type { ConcreteRequest } from 'relay-runtime';
export type SubmitLienholderRegistrationInput = {
  id: string;
};
export type useSubmitLienholderRegistrationMutation$variables = {
  input: SubmitLienholderRegistrationInput;
};
export type useSubmitLienholderRegistrationMutation$data = {
  readonly submitLienholderRegistration: {
    readonly submitted: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSubmitLienholderRegistrationMutation = {
  response: useSubmitLienholderRegistrationMutation$data;
  variables: useSubmitLienholderRegistrationMutation$variables;
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
    "concreteType": "SubmitLienholderRegistrationPayload",
    "kind": "LinkedField",
    "name": "submitLienholderRegistration",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "submitted",
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
    "name": "useSubmitLienholderRegistrationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSubmitLienholderRegistrationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cf3ca2b37b61daf98293c178f93a58613ad08d7979c2a4e605f1682c6d5791e8",
    "metadata": {},
    "name": "useSubmitLienholderRegistrationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1cff17f4d42952f46fcf0a4a801727be";

export default node;
