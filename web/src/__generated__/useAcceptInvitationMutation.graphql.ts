/**
 * @generated SignedSource<<fffacba67d40aab69556a3f23b71a570>>
 * @relayHash f58a415c8fd6084dfa89cc68a55e4d50
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ccf68529cd424d5f85d7f1be4c19fa5c5d75e42d186f6fd2cca9b5ec8e93efa4

import type { ConcreteRequest } from 'relay-runtime';
export type AcceptInvitationInput = {
  firstName: string;
  lastName: string;
  password: string;
  phoneNumber?: string | null | undefined;
  token: string;
};
export type useAcceptInvitationMutation$variables = {
  input: AcceptInvitationInput;
};
export type useAcceptInvitationMutation$data = {
  readonly acceptInvitation: {
    readonly accepted: boolean;
    readonly redirectToLogin: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useAcceptInvitationMutation = {
  response: useAcceptInvitationMutation$data;
  variables: useAcceptInvitationMutation$variables;
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
    "concreteType": "AcceptInvitationPayload",
    "kind": "LinkedField",
    "name": "acceptInvitation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accepted",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "redirectToLogin",
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
    "name": "useAcceptInvitationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAcceptInvitationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ccf68529cd424d5f85d7f1be4c19fa5c5d75e42d186f6fd2cca9b5ec8e93efa4",
    "metadata": {},
    "name": "useAcceptInvitationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b751f2f05d17b5ffaabee8e2c3d0f252";

export default node;
