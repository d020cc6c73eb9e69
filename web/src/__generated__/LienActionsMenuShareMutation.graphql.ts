/**
 * @generated SignedSource<<7051595d247dbe053111d57eab574e48>>
 * @relayHash 7f4530f23fdf89683a05bc09a08bab7f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 368a137ad97401d3957cc8c9e60133baf2be93f2d492118407b917d7319591e0

import type { ConcreteRequest } from 'relay-runtime';
export type CreateCaseShareLinkInput = {
  caseId: string;
};
export type LienActionsMenuShareMutation$variables = {
  input: CreateCaseShareLinkInput;
};
export type LienActionsMenuShareMutation$data = {
  readonly createCaseShareLink: {
    readonly path: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type LienActionsMenuShareMutation = {
  response: LienActionsMenuShareMutation$data;
  variables: LienActionsMenuShareMutation$variables;
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
    "concreteType": "CreateCaseShareLinkPayload",
    "kind": "LinkedField",
    "name": "createCaseShareLink",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "path",
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
    "name": "LienActionsMenuShareMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LienActionsMenuShareMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "368a137ad97401d3957cc8c9e60133baf2be93f2d492118407b917d7319591e0",
    "metadata": {},
    "name": "LienActionsMenuShareMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6cc4d8335cd5f27fa837f690657d3e97";

export default node;
