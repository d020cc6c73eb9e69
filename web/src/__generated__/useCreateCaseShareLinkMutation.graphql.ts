/**
 * @generated SignedSource<<958f13c667fe504e861c072df444b2db>>
 * @relayHash 198d1887fd8cca0ec16a2bdf8dbbc418
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0b3cab438c11d277ef05bf98d6d882967c5078d30e38bd0b986ab6c7cd3d3691

import type { ConcreteRequest } from 'relay-runtime';
export type CreateCaseShareLinkInput = {
  caseId: string;
};
export type useCreateCaseShareLinkMutation$variables = {
  input: CreateCaseShareLinkInput;
};
export type useCreateCaseShareLinkMutation$data = {
  readonly createCaseShareLink: {
    readonly path: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly message: string;
    }>;
  };
};
export type useCreateCaseShareLinkMutation = {
  response: useCreateCaseShareLinkMutation$data;
  variables: useCreateCaseShareLinkMutation$variables;
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
    "name": "useCreateCaseShareLinkMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateCaseShareLinkMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0b3cab438c11d277ef05bf98d6d882967c5078d30e38bd0b986ab6c7cd3d3691",
    "metadata": {},
    "name": "useCreateCaseShareLinkMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "15e86fae5b7525b66f4e5ef1031ddafd";

export default node;
