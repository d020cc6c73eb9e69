/**
 * @generated SignedSource<<89d2b1a3466fe9b44bb6593381a458a7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type LawFirmPickerQuery$variables = Record<PropertyKey, never>;
export type LawFirmPickerQuery$data = {
  readonly viewer: {
    readonly lawFirmDirectory: ReadonlyArray<{
      readonly internalID: string;
      readonly name: string;
    }>;
  } | null | undefined;
};
export type LawFirmPickerQuery = {
  response: LawFirmPickerQuery$data;
  variables: LawFirmPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
            "value": 1000
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
        "storageKey": "lawFirmDirectory(first:1000)"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LawFirmPickerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LawFirmPickerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "d1682547992c9fcbd05b33caef5aa40a",
    "id": null,
    "metadata": {},
    "name": "LawFirmPickerQuery",
    "operationKind": "query",
    "text": "query LawFirmPickerQuery {\n  viewer {\n    lawFirmDirectory(first: 1000) {\n      internalID\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f6a3caf918a384cfb3f9f6b619328093";

export default node;
