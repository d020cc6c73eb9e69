/**
 * @generated SignedSource<<99a1a81b0336a06e63b73c59b3e7e605>>
 * @relayHash 119e8e7f8e92fc57daf57bccc0a636c3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 977580941ae3e3be78900c120f11cab8a326e2291dede7477721996ee8eedc3b

import type { ConcreteRequest } from 'relay-runtime';
export type MergeMatchInput = {
  canonicalId: string;
  duplicateIds: ReadonlyArray<string>;
  matchId: string;
};
export type useMergeMatchMutation$variables = {
  connections: ReadonlyArray<string>;
  input: MergeMatchInput;
};
export type useMergeMatchMutation$data = {
  readonly mergeMatch: {
    readonly decidedMatchId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useMergeMatchMutation = {
  response: useMergeMatchMutation$data;
  variables: useMergeMatchMutation$variables;
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
    "name": "useMergeMatchMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "MergeMatchPayload",
        "kind": "LinkedField",
        "name": "mergeMatch",
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
    "name": "useMergeMatchMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "MergeMatchPayload",
        "kind": "LinkedField",
        "name": "mergeMatch",
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
    "id": "977580941ae3e3be78900c120f11cab8a326e2291dede7477721996ee8eedc3b",
    "metadata": {},
    "name": "useMergeMatchMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "66bc5deaa20b7a005a6923f72e97a61e";

export default node;
