/**
 * @generated SignedSource<<a8367362000cf54cdf1f1f17a64d1db5>>
 * @relayHash 8a1b175ebcfc045ba9a405e44b156a5f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 89f7719b914b9b260fd90c1a525a403d3e74f9c167936af8b0941aea4d2e7854

import type { ConcreteRequest } from 'relay-runtime';
export type TagsRowSearchQuery$variables = {
  search?: string | null | undefined;
};
export type TagsRowSearchQuery$data = {
  readonly viewer: {
    readonly tags: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
  } | null | undefined;
};
export type TagsRowSearchQuery = {
  response: TagsRowSearchQuery$data;
  variables: TagsRowSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "search",
            "variableName": "search"
          }
        ],
        "concreteType": "Tag",
        "kind": "LinkedField",
        "name": "tags",
        "plural": true,
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
            "name": "name",
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
    "name": "TagsRowSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TagsRowSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "89f7719b914b9b260fd90c1a525a403d3e74f9c167936af8b0941aea4d2e7854",
    "metadata": {},
    "name": "TagsRowSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "48235a5b0c0f8d3fe02377e9c1bac76c";

export default node;
