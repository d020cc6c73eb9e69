/**
 * @generated SignedSource<<b01f8f9d02471d0fac9b666eabb6a9a0>>
 * @relayHash ea9eb7b52ed3ba649c054506a4598bdb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 183512366b0843da09d1bf198b8d8dcb47c124c89bdf706e44b8de807189af54

import type { ConcreteRequest } from 'relay-runtime';
export type EndSessionInput = {
  sessionId: string;
};
export type useEndSessionMutation$variables = {
  input: EndSessionInput;
};
export type useEndSessionMutation$data = {
  readonly endSession: {
    readonly endedSessionId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useEndSessionMutation = {
  response: useEndSessionMutation$data;
  variables: useEndSessionMutation$variables;
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
    "concreteType": "EndSessionPayload",
    "kind": "LinkedField",
    "name": "endSession",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "endedSessionId",
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
    "name": "useEndSessionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useEndSessionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "183512366b0843da09d1bf198b8d8dcb47c124c89bdf706e44b8de807189af54",
    "metadata": {},
    "name": "useEndSessionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "882f1c6bb8f0a3cdaf48acb5d7ad3a94";

export default node;
