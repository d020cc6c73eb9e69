/**
 * @generated SignedSource<<6d834519a1a911dea21af7b095f3bd2b>>
 * @relayHash aa7778e3192c68103c9447831d582460
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 335308aa6768f502a76d84532f5212af8abeca7a58582e84811a01713ca8fafc

import type { ConcreteRequest } from 'relay-runtime';
export type SwitchAccountInput = {
  accountId: string;
};
export type useSwitchAccountMutation$variables = {
  input: SwitchAccountInput;
};
export type useSwitchAccountMutation$data = {
  readonly switchAccount: {
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly activeAccount: {
        readonly id: string;
      };
    } | null | undefined;
  };
};
export type useSwitchAccountMutation = {
  response: useSwitchAccountMutation$data;
  variables: useSwitchAccountMutation$variables;
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
    "concreteType": "SwitchAccountPayload",
    "kind": "LinkedField",
    "name": "switchAccount",
    "plural": false,
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
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "activeAccount",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
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
    "name": "useSwitchAccountMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSwitchAccountMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "335308aa6768f502a76d84532f5212af8abeca7a58582e84811a01713ca8fafc",
    "metadata": {},
    "name": "useSwitchAccountMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dba23dfce5794393f5037d19452ddb2c";

export default node;
