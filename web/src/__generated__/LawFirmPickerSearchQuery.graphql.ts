/**
 * @generated SignedSource<<ab25a239781092f31edde906454483cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type LawFirmPickerSearchQuery$variables = {
  search?: string | null | undefined;
};
export type LawFirmPickerSearchQuery$data = {
  readonly viewer: {
    readonly lawFirmDirectory: ReadonlyArray<{
      readonly internalID: string;
      readonly name: string;
    }>;
  } | null | undefined;
};
export type LawFirmPickerSearchQuery = {
  response: LawFirmPickerSearchQuery$data;
  variables: LawFirmPickerSearchQuery$variables;
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
            "value": 20
          },
          {
            "kind": "Variable",
            "name": "search",
            "variableName": "search"
          }
        ],
        "concreteType": "OrganizationSummary",
        "kind": "LinkedField",
        "name": "lawFirmDirectory",
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
    "name": "LawFirmPickerSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LawFirmPickerSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bd24db7afb3e1d410a542d99f1a696a4",
    "id": null,
    "metadata": {},
    "name": "LawFirmPickerSearchQuery",
    "operationKind": "query",
    "text": "query LawFirmPickerSearchQuery(\n  $search: String\n) {\n  viewer {\n    lawFirmDirectory(search: $search, first: 20) {\n      internalID\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d1486a9eea02f6a3c25d1751ca44e5fd";

export default node;
