/**
 * @generated SignedSource<<24d7f39253ffd94a9a92651081b13003>>
 * @relayHash 20d89f62ca4a69dff6d92c9490579d05
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID af017b6c21014581a878df05227babeb10282aa516e26682b06f384798ab7c00

import type { ConcreteRequest } from 'relay-runtime';
export type MergeManualCasesInput = {
  canonicalCaseId: string;
  duplicateCaseId: string;
  lastPreviewedAt: any;
  organizationId: string;
};
export type useMergeManualCasesMutation$variables = {
  input: MergeManualCasesInput;
};
export type useMergeManualCasesMutation$data = {
  readonly mergeManualCases: {
    readonly mergedCaseId: string | null | undefined;
    readonly removedCaseId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useMergeManualCasesMutation = {
  response: useMergeManualCasesMutation$data;
  variables: useMergeManualCasesMutation$variables;
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
    "concreteType": "MergeManualCasesPayload",
    "kind": "LinkedField",
    "name": "mergeManualCases",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "mergedCaseId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "removedCaseId",
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
    "name": "useMergeManualCasesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMergeManualCasesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "af017b6c21014581a878df05227babeb10282aa516e26682b06f384798ab7c00",
    "metadata": {},
    "name": "useMergeManualCasesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "25306ed903a353a7a84d247757a1551a";

export default node;
