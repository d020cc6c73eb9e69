/**
 * @generated SignedSource<<a57969eafb7e30300dda2a1d7add1fc8>>
 * @relayHash 9cb142a38a704ffb2142a421d7660155
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2e1e15e86a589e5a3682a20fd5690108be751292c3c59f8fcdb4d90ba15b670e

import type { ConcreteRequest } from 'relay-runtime';
export type VerifyContactInput = {
  confirmed?: boolean | null | undefined;
  email: string;
  firstName: string;
  id: string;
  lastName?: string | null | undefined;
  verificationReason: string;
  verifyEmailDomain?: boolean | null | undefined;
};
export type useVerifyContactMutation$variables = {
  connections: ReadonlyArray<string>;
  input: VerifyContactInput;
};
export type useVerifyContactMutation$data = {
  readonly verifyContact: {
    readonly removedId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useVerifyContactMutation = {
  response: useVerifyContactMutation$data;
  variables: useVerifyContactMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "removedId",
  "storageKey": null
},
v4 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useVerifyContactMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "VerifyContactPayload",
        "kind": "LinkedField",
        "name": "verifyContact",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useVerifyContactMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "VerifyContactPayload",
        "kind": "LinkedField",
        "name": "verifyContact",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "removedId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2e1e15e86a589e5a3682a20fd5690108be751292c3c59f8fcdb4d90ba15b670e",
    "metadata": {},
    "name": "useVerifyContactMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3bc0d9432962e8b85359331b35dae749";

export default node;
