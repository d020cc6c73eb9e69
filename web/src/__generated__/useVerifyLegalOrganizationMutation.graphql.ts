/**
 * @generated SignedSource<<5a0a6184aa0d7acfb880a4ea14ae0376>>
 * @relayHash 3dae65ca0fbdff83b7b6486d3b6ae296
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 87f59b963881e338177d7f4f72c7085733b70ffd2731f5784948fa16d9c8df0f

import type { ConcreteRequest } from 'relay-runtime';
export type VerifyLegalOrganizationInput = {
  id: string;
  verifiedMatchId?: string | null | undefined;
};
export type useVerifyLegalOrganizationMutation$variables = {
  connections: ReadonlyArray<string>;
  input: VerifyLegalOrganizationInput;
};
export type useVerifyLegalOrganizationMutation$data = {
  readonly verifyLegalOrganization: {
    readonly removedId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useVerifyLegalOrganizationMutation = {
  response: useVerifyLegalOrganizationMutation$data;
  variables: useVerifyLegalOrganizationMutation$variables;
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
    "name": "useVerifyLegalOrganizationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "VerifyLegalOrganizationPayload",
        "kind": "LinkedField",
        "name": "verifyLegalOrganization",
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
    "name": "useVerifyLegalOrganizationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "VerifyLegalOrganizationPayload",
        "kind": "LinkedField",
        "name": "verifyLegalOrganization",
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
    "id": "87f59b963881e338177d7f4f72c7085733b70ffd2731f5784948fa16d9c8df0f",
    "metadata": {},
    "name": "useVerifyLegalOrganizationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b655af17646910f8212eda034bcdcdaf";

export default node;
