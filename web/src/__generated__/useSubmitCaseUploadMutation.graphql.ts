/**
 * @generated SignedSource<<eab91114a5a32e80044cacebb12c936d>>
 * @relayHash 04ff18c03ee2d6d7725a54cbbd0593f9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a7343ca1865ecba3d4bb8bae8945c65662215905d971e03b7c42d757e8031bf4

import type { ConcreteRequest } from 'relay-runtime';
export type SubmitCaseUploadInput = {
  companyName?: string | null | undefined;
  dataFileUploadId?: string | null | undefined;
  emailAddress?: string | null | undefined;
  fullName?: string | null | undefined;
};
export type useSubmitCaseUploadMutation$variables = {
  input: SubmitCaseUploadInput;
};
export type useSubmitCaseUploadMutation$data = {
  readonly submitCaseUpload: {
    readonly caseUpload: {
      readonly fileName: string;
      readonly reference: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useSubmitCaseUploadMutation = {
  response: useSubmitCaseUploadMutation$data;
  variables: useSubmitCaseUploadMutation$variables;
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
    "concreteType": "SubmitCaseUploadPayload",
    "kind": "LinkedField",
    "name": "submitCaseUpload",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "CaseUploadReceipt",
        "kind": "LinkedField",
        "name": "caseUpload",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reference",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "fileName",
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
    "name": "useSubmitCaseUploadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSubmitCaseUploadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a7343ca1865ecba3d4bb8bae8945c65662215905d971e03b7c42d757e8031bf4",
    "metadata": {},
    "name": "useSubmitCaseUploadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "858518a9d1674e9044d5176b4854219e";

export default node;
