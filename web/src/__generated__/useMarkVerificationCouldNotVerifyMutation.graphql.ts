/**
 * @generated SignedSource<<b32042f23b10a04711ea2b7f231a3387>>
 * @relayHash 8f3848b4e525e3891c7f967ad6130201
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 419b3d4d0d106fd2976dfbeeaa6c8433fabb70d2616098fa802030865c330593

import type { ConcreteRequest } from 'relay-runtime';
export type MarkVerificationCouldNotVerifyInput = {
  id: string;
  note: string;
};
export type useMarkVerificationCouldNotVerifyMutation$variables = {
  connections: ReadonlyArray<string>;
  input: MarkVerificationCouldNotVerifyInput;
};
export type useMarkVerificationCouldNotVerifyMutation$data = {
  readonly markVerificationCouldNotVerify: {
    readonly removedId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useMarkVerificationCouldNotVerifyMutation = {
  response: useMarkVerificationCouldNotVerifyMutation$data;
  variables: useMarkVerificationCouldNotVerifyMutation$variables;
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
    "name": "useMarkVerificationCouldNotVerifyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "MarkVerificationCouldNotVerifyPayload",
        "kind": "LinkedField",
        "name": "markVerificationCouldNotVerify",
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
    "name": "useMarkVerificationCouldNotVerifyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "MarkVerificationCouldNotVerifyPayload",
        "kind": "LinkedField",
        "name": "markVerificationCouldNotVerify",
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
    "id": "419b3d4d0d106fd2976dfbeeaa6c8433fabb70d2616098fa802030865c330593",
    "metadata": {},
    "name": "useMarkVerificationCouldNotVerifyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a55c3dd6d834f53f478b3d28e9c29a71";

export default node;
