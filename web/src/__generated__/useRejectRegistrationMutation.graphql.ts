/**
 * @generated SignedSource<<d2343a19881d5bad387daa3d61f3e826>>
 * @relayHash ad9429187b2e4769afcf9ca1236a2f3c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9bc27c0b237910d05c137dec52de2d416eda2d087bde38bc931777d404178cf8

import type { ConcreteRequest } from 'relay-runtime';
export type RegistrationStatus = "APPROVED" | "DRAFT" | "PENDING" | "REJECTED" | "%future added value";
export type RejectRegistrationInput = {
  id: string;
  note?: string | null | undefined;
};
export type useRejectRegistrationMutation$variables = {
  connections: ReadonlyArray<string>;
  input: RejectRegistrationInput;
};
export type useRejectRegistrationMutation$data = {
  readonly rejectRegistration: {
    readonly decidedRegistrationId: string | null | undefined;
    readonly registration: {
      readonly id: string;
      readonly status: RegistrationStatus;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useRejectRegistrationMutation = {
  response: useRejectRegistrationMutation$data;
  variables: useRejectRegistrationMutation$variables;
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
  "name": "decidedRegistrationId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Registration",
  "kind": "LinkedField",
  "name": "registration",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v5 = {
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
    "name": "useRejectRegistrationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RejectRegistrationPayload",
        "kind": "LinkedField",
        "name": "rejectRegistration",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
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
    "name": "useRejectRegistrationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RejectRegistrationPayload",
        "kind": "LinkedField",
        "name": "rejectRegistration",
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
            "name": "decidedRegistrationId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "9bc27c0b237910d05c137dec52de2d416eda2d087bde38bc931777d404178cf8",
    "metadata": {},
    "name": "useRejectRegistrationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b9ea3088a9bac59356772fb4672eb3a8";

export default node;
