/**
 * @generated SignedSource<<ffba23caef9be55e7dad214670c9ca0f>>
 * @relayHash 477d64e49162c9c4092aa20516c63865
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eafb002faed1e455352af4518c055d0bed518fb172ad6f9495916427be4588ba

import type { ConcreteRequest } from 'relay-runtime';
export type RefreshSessionInput = {
  refreshToken?: string | null | undefined;
};
export type useRefreshSessionMutation$variables = {
  input?: RefreshSessionInput | null | undefined;
};
export type useRefreshSessionMutation$data = {
  readonly refreshSession: {
    readonly expiresIn: number | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly sessionExpiresAt: any | null | undefined;
    } | null | undefined;
  };
};
export type useRefreshSessionMutation = {
  response: useRefreshSessionMutation$data;
  variables: useRefreshSessionMutation$variables;
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
    "concreteType": "RefreshSessionPayload",
    "kind": "LinkedField",
    "name": "refreshSession",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expiresIn",
        "storageKey": null
      },
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
            "kind": "ScalarField",
            "name": "sessionExpiresAt",
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
    "name": "useRefreshSessionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRefreshSessionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "eafb002faed1e455352af4518c055d0bed518fb172ad6f9495916427be4588ba",
    "metadata": {},
    "name": "useRefreshSessionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0d426cf01c4fb9a3b3b415ca1c437ef2";

export default node;
