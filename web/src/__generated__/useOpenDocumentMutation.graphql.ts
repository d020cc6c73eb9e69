/**
 * @generated SignedSource<<9203babed6ea17fe8b2be91b0706e6c6>>
 * @relayHash f98492e8b26588be923f1435819b1a96
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c51dc649b82df85b00d44d891552f546e51b3211dc042e56e5df9e6381718fa4

import type { ConcreteRequest } from 'relay-runtime';
export type OpenDocumentInput = {
  documentId: string;
};
export type useOpenDocumentMutation$variables = {
  input: OpenDocumentInput;
};
export type useOpenDocumentMutation$data = {
  readonly openDocument: {
    readonly document: {
      readonly id: string;
      readonly lastViewedByLawFirm: any | null | undefined;
    } | null | undefined;
    readonly url: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useOpenDocumentMutation = {
  response: useOpenDocumentMutation$data;
  variables: useOpenDocumentMutation$variables;
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
    "concreteType": "OpenDocumentPayload",
    "kind": "LinkedField",
    "name": "openDocument",
    "plural": false,
    "selections": [
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
        "concreteType": "Document",
        "kind": "LinkedField",
        "name": "document",
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
            "name": "lastViewedByLawFirm",
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
    "name": "useOpenDocumentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useOpenDocumentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c51dc649b82df85b00d44d891552f546e51b3211dc042e56e5df9e6381718fa4",
    "metadata": {},
    "name": "useOpenDocumentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4132d25960d1521d445a8930b0b1b880";

export default node;
