/**
 * @generated SignedSource<<e5cfe8f7b5f55e9bbbef1d828ad2f6ea>>
 * @relayHash 89f4af1f324cae839144a6113bdbae65
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e637ad7ba1bc28fb163b8e4990c96b9454e948d016255244ae3524f5d72080b7

import type { ConcreteRequest } from 'relay-runtime';
export type AttachDocumentRequestDocumentsInput = {
  documents: ReadonlyArray<DocumentRequestAttachInput>;
  requestId: string;
  token: string;
};
export type DocumentRequestAttachInput = {
  name: string;
  order?: number | null | undefined;
  price?: string | null | undefined;
  type: string;
  uploadId: string;
};
export type LoggedOutPagesAttachMutation$variables = {
  input: AttachDocumentRequestDocumentsInput;
};
export type LoggedOutPagesAttachMutation$data = {
  readonly attachDocumentRequestDocuments: {
    readonly documents: ReadonlyArray<{
      readonly internalID: string;
    }>;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type LoggedOutPagesAttachMutation = {
  response: LoggedOutPagesAttachMutation$data;
  variables: LoggedOutPagesAttachMutation$variables;
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
    "concreteType": "AttachDocumentRequestDocumentsPayload",
    "kind": "LinkedField",
    "name": "attachDocumentRequestDocuments",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DocumentRequestUploadedDocument",
        "kind": "LinkedField",
        "name": "documents",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "internalID",
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
    "name": "LoggedOutPagesAttachMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LoggedOutPagesAttachMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e637ad7ba1bc28fb163b8e4990c96b9454e948d016255244ae3524f5d72080b7",
    "metadata": {},
    "name": "LoggedOutPagesAttachMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5b8d058941c58d834e2573e90933cd1e";

export default node;
