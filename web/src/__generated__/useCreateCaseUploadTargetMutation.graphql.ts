/**
 * @generated SignedSource<<31f603fa31646f7d181e86812d39a9d6>>
 * @relayHash e902e5c2692ef5a44a6956c11c492aee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID abd4762586eab264d475b7a02e3afbc3507dc0af68c2afa8c311f6a9e78d95b4

import type { ConcreteRequest } from 'relay-runtime';
export type CreateCaseUploadTargetInput = {
  contentType?: string | null | undefined;
  fileName: string;
  size: number;
};
export type useCreateCaseUploadTargetMutation$variables = {
  input: CreateCaseUploadTargetInput;
};
export type useCreateCaseUploadTargetMutation$data = {
  readonly createCaseUploadTarget: {
    readonly target: {
      readonly contentType: string;
      readonly method: string;
      readonly uploadId: string;
      readonly url: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useCreateCaseUploadTargetMutation = {
  response: useCreateCaseUploadTargetMutation$data;
  variables: useCreateCaseUploadTargetMutation$variables;
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
    "concreteType": "CreateCaseUploadTargetPayload",
    "kind": "LinkedField",
    "name": "createCaseUploadTarget",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CaseUploadTarget",
        "kind": "LinkedField",
        "name": "target",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "uploadId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "method",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contentType",
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
    "name": "useCreateCaseUploadTargetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateCaseUploadTargetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "abd4762586eab264d475b7a02e3afbc3507dc0af68c2afa8c311f6a9e78d95b4",
    "metadata": {},
    "name": "useCreateCaseUploadTargetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8afad8ccdb25f3a45178647e66c53599";

export default node;
