/**
 * @generated SignedSource<<c73615997b0971106772525feb299cb8>>
 * @relayHash 80fd0c4d5e36d797a0944020cd40e2f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fb977ab2308a07b528b747497b98075ac2119dc9b0d9bb33bb0aca3251c9fe51

import type { ConcreteRequest } from 'relay-runtime';
export type MarkMatchNeedsMoreInformationInput = {
  matchId: string;
  note: string;
};
export type useMarkMatchNeedsMoreInformationMutation$variables = {
  connections: ReadonlyArray<string>;
  input: MarkMatchNeedsMoreInformationInput;
};
export type useMarkMatchNeedsMoreInformationMutation$data = {
  readonly markMatchNeedsMoreInformation: {
    readonly decidedMatchId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useMarkMatchNeedsMoreInformationMutation = {
  response: useMarkMatchNeedsMoreInformationMutation$data;
  variables: useMarkMatchNeedsMoreInformationMutation$variables;
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
    "name": "useMarkMatchNeedsMoreInformationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "MarkMatchNeedsMoreInformationPayload",
        "kind": "LinkedField",
        "name": "markMatchNeedsMoreInformation",
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
    "name": "useMarkMatchNeedsMoreInformationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "MarkMatchNeedsMoreInformationPayload",
        "kind": "LinkedField",
        "name": "markMatchNeedsMoreInformation",
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
    "id": "fb977ab2308a07b528b747497b98075ac2119dc9b0d9bb33bb0aca3251c9fe51",
    "metadata": {},
    "name": "useMarkMatchNeedsMoreInformationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3279bdb70c7ca4c5a5856c81a98a6b36";

export default node;
