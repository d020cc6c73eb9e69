/**
 * @generated SignedSource<<601ff74f265af3d19e599ace7a563a6d>>
 * @relayHash d1682547992c9fcbd05b33caef5aa40a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9088f7360c2f8bbe34cb83d8bf7993ab8138f2d669fe0bafbe47a7825c9574b5

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
    "id": "9088f7360c2f8bbe34cb83d8bf7993ab8138f2d669fe0bafbe47a7825c9574b5",
    "metadata": {},
    "name": "LawFirmPickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f6a3caf918a384cfb3f9f6b619328093";

export default node;
