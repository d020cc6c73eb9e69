/**
 * @generated SignedSource<<61cae8c7977096d9b77e7ff01c57e0d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "8a1b175ebcfc045ba9a405e44b156a5f",
    "id": null,
    "metadata": {},
    "name": "TagsRowSearchQuery",
    "operationKind": "query",
    "text": "query TagsRowSearchQuery(\n  $search: String\n) {\n  viewer {\n    tags(search: $search) {\n      id\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "48235a5b0c0f8d3fe02377e9c1bac76c";

export default node;
