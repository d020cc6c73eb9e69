/**
 * @generated SignedSource<<9b15d508fe142a791d57d02a1911c4d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type AddOrganizationDialogSearchQuery$variables = {
  search?: string | null | undefined;
};
export type AddOrganizationDialogSearchQuery$data = {
  readonly viewer: {
    readonly lienholderDirectory: ReadonlyArray<{
      readonly city: string | null | undefined;
      readonly internalID: string;
      readonly name: string;
      readonly state: string | null | undefined;
    }>;
  } | null | undefined;
};
export type AddOrganizationDialogSearchQuery = {
  response: AddOrganizationDialogSearchQuery$data;
  variables: AddOrganizationDialogSearchQuery$variables;
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
            "kind": "Literal",
            "name": "first",
            "value": 50
          },
          {
            "kind": "Variable",
            "name": "search",
            "variableName": "search"
          }
        ],
        "concreteType": "OrganizationSummary",
        "kind": "LinkedField",
        "name": "lienholderDirectory",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "internalID",
            "storageKey": null
          },
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
            "name": "city",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
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
    "name": "AddOrganizationDialogSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddOrganizationDialogSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "63fb0ca14b4919decce40306dcd7501b",
    "id": null,
    "metadata": {},
    "name": "AddOrganizationDialogSearchQuery",
    "operationKind": "query",
    "text": "query AddOrganizationDialogSearchQuery(\n  $search: String\n) {\n  viewer {\n    lienholderDirectory(search: $search, first: 50) {\n      internalID\n      name\n      city\n      state\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "618cee6912262ca05a877b553e5357eb";

export default node;
