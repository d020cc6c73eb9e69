/**
 * @generated SignedSource<<5594d23db4b229818751c5b29c641096>>
 * @relayHash 63d3a8a33d18e52085113807cc4fa80b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bd532183de608d1b702ca351a8cd46c27a629d01948d97c1ec9fac9f85d4b11e

import type { ConcreteRequest } from 'relay-runtime';
export type CreateDocumentUploadsInput = {
  files: ReadonlyArray<DocumentFileInput>;
};
export type DocumentFileInput = {
  contentType?: string | null | undefined;
  fileName: string;
  size: number;
};
export type useCreateDocumentUploadsMutation$variables = {
  input: CreateDocumentUploadsInput;
};
export type useCreateDocumentUploadsMutation$data = {
  readonly createDocumentUploads: {
    readonly uploads: ReadonlyArray<{
      readonly fileName: string;
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
export type useCreateDocumentUploadsMutation = {
  response: useCreateDocumentUploadsMutation$data;
  variables: useCreateDocumentUploadsMutation$variables;
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
    "concreteType": "CreateDocumentUploadsPayload",
    "kind": "LinkedField",
    "name": "createDocumentUploads",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DocumentUploadTarget",
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
            "name": "fileName",
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
            "concreteType": "HttpHeader",
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
    "name": "useCreateDocumentUploadsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateDocumentUploadsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bd532183de608d1b702ca351a8cd46c27a629d01948d97c1ec9fac9f85d4b11e",
    "metadata": {},
    "name": "useCreateDocumentUploadsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d9433fff1f4aac7745fe48a96ca74dce";

export default node;
