/**
 * @generated SignedSource<<adc49f021aa8cfb5c2026b9122c08050>>
 * @relayHash 1b46671ed543343cfe8984e78d2051c4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e4c0dbbe461254b45c45a1853cfc9f3ceb10df5274f8bf797324b7ce0117a3ba

import type { ConcreteRequest } from 'relay-runtime';
export type DismissMatchInput = {
  matchId: string;
};
export type useDismissMatchMutation$variables = {
  connections: ReadonlyArray<string>;
  input: DismissMatchInput;
};
export type useDismissMatchMutation$data = {
  readonly dismissMatch: {
    readonly decidedMatchId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useDismissMatchMutation = {
  response: useDismissMatchMutation$data;
  variables: useDismissMatchMutation$variables;
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
  "name": "decidedMatchId",
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
    "name": "useDismissMatchMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DismissMatchPayload",
        "kind": "LinkedField",
        "name": "dismissMatch",
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
    "name": "useDismissMatchMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DismissMatchPayload",
        "kind": "LinkedField",
        "name": "dismissMatch",
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
            "name": "decidedMatchId",
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
    "id": "e4c0dbbe461254b45c45a1853cfc9f3ceb10df5274f8bf797324b7ce0117a3ba",
    "metadata": {},
    "name": "useDismissMatchMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c7e4081250b5c642729920485c0fb7cf";

export default node;
