/**
 * @generated SignedSource<<021ea8c2f9f7955887b79bf54ab06fa8>>
 * @relayHash 9b1caeb2e72975c94399ca63f75b534b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6bc372ac40f6a6bafd9bbbb89f16f8a10c8aad7e6e6aeaba1241e37d61181140

import type { ConcreteRequest } from 'relay-runtime';
export type DownloadAllDocumentsInput = {
  caseId: string;
  lienId?: string | null | undefined;
};
export type useDownloadAllDocumentsMutation$variables = {
  input: DownloadAllDocumentsInput;
};
export type useDownloadAllDocumentsMutation$data = {
  readonly downloadAllDocuments: {
    readonly count: number;
    readonly url: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useDownloadAllDocumentsMutation = {
  response: useDownloadAllDocumentsMutation$data;
  variables: useDownloadAllDocumentsMutation$variables;
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
    "concreteType": "DownloadAllDocumentsPayload",
    "kind": "LinkedField",
    "name": "downloadAllDocuments",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "count",
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
    "name": "useDownloadAllDocumentsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDownloadAllDocumentsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6bc372ac40f6a6bafd9bbbb89f16f8a10c8aad7e6e6aeaba1241e37d61181140",
    "metadata": {},
    "name": "useDownloadAllDocumentsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "767fa9076b108b7b5d6fee2bef184fbf";

export default node;
