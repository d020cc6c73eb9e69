/**
 * @generated SignedSource<<d761a60f435ca8d2df8fd67519a1d256>>
 * @relayHash a006c77874f8be58ff04b1a503f745df
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1bab38e4699cf7f0c92e913dc0fce385c2ba8e30ae357003029f88117b1a3065

import type { ConcreteRequest } from 'relay-runtime';
export type UpdateMyNameInput = {
  firstName: string;
  lastName: string;
};
export type useUpdateMyNameMutation$variables = {
  input: UpdateMyNameInput;
};
export type useUpdateMyNameMutation$data = {
  readonly updateMyName: {
    readonly user: {
      readonly firstName: string;
      readonly id: string;
      readonly lastName: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useUpdateMyNameMutation = {
  response: useUpdateMyNameMutation$data;
  variables: useUpdateMyNameMutation$variables;
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
    "concreteType": "UpdateMyNamePayload",
    "kind": "LinkedField",
    "name": "updateMyName",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
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
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastName",
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
    "name": "useUpdateMyNameMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateMyNameMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1bab38e4699cf7f0c92e913dc0fce385c2ba8e30ae357003029f88117b1a3065",
    "metadata": {},
    "name": "useUpdateMyNameMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dab4bb57a26147945cdbd09d415ed8c9";

export default node;
