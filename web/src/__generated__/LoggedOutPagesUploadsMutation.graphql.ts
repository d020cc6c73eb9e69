/**
 * @generated SignedSource<<ea89d2198d8707e25a4bc213bbdbf054>>
 * @relayHash 78249e02631d28aae0d6a57c23dfc9ee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bfea661b1b7b2ff24e9d75a4e0f3b965d00f6d2953a6c5c8d09a089cda3dad95

import type { ConcreteRequest } from 'relay-runtime';
export type CreateDocumentRequestUploadsInput = {
  files: ReadonlyArray<DocumentRequestFileInput>;
  requestId: string;
  token: string;
};
export type DocumentRequestFileInput = {
  contentType?: string | null | undefined;
  fileName: string;
  size: number;
};
export type LoggedOutPagesUploadsMutation$variables = {
  input: CreateDocumentRequestUploadsInput;
};
export type LoggedOutPagesUploadsMutation$data = {
  readonly createDocumentRequestUploads: {
    readonly uploads: ReadonlyArray<{
      readonly headers: ReadonlyArray<{
        readonly name: string;
        readonly value: string;
      }>;
      readonly method: string;
      readonly uploadId: string;
      readonly url: string;
    }>;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type LoggedOutPagesUploadsMutation = {
  response: LoggedOutPagesUploadsMutation$data;
  variables: LoggedOutPagesUploadsMutation$variables;
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
    "concreteType": "CreateDocumentRequestUploadsPayload",
    "kind": "LinkedField",
    "name": "createDocumentRequestUploads",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DocumentRequestUploadTarget",
        "kind": "LinkedField",
        "name": "uploads",
        "plural": true,
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
            "concreteType": "DocumentRequestUploadHeader",
            "kind": "LinkedField",
            "name": "headers",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "value",
                "storageKey": null
              }
            ],
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
    "name": "LoggedOutPagesUploadsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LoggedOutPagesUploadsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bfea661b1b7b2ff24e9d75a4e0f3b965d00f6d2953a6c5c8d09a089cda3dad95",
    "metadata": {},
    "name": "LoggedOutPagesUploadsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3c352b9a2d70796630223f180ef1737d";

export default node;
