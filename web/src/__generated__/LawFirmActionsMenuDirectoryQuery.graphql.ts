/**
 * @generated SignedSource<<aa2262c0a3b4da59efc181fe8216641a>>
 * @relayHash 4c63b984f5abaa61550db5c03bf527f3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 64691f5cec89585057a94d71546c1327f4fbf75876584cde7a542b393d29d350

import type { ConcreteRequest } from 'relay-runtime';
export type LawFirmActionsMenuDirectoryQuery$variables = Record<PropertyKey, never>;
export type LawFirmActionsMenuDirectoryQuery$data = {
  readonly viewer: {
    readonly activeAccount: {
      readonly organization: {
        readonly internalID: string;
      };
    };
    readonly lawFirmDirectory: ReadonlyArray<{
      readonly internalID: string;
      readonly name: string;
    }>;
  } | null | undefined;
};
export type LawFirmActionsMenuDirectoryQuery = {
  response: LawFirmActionsMenuDirectoryQuery$data;
  variables: LawFirmActionsMenuDirectoryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalID",
  "storageKey": null
},
v1 = {
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
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "storageKey": "lawFirmDirectory(first:1000)"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LawFirmActionsMenuDirectoryQuery",
    "selections": [
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
            "args": null,
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "activeAccount",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "organization",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LawFirmActionsMenuDirectoryQuery",
    "selections": [
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
            "args": null,
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "activeAccount",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "organization",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "64691f5cec89585057a94d71546c1327f4fbf75876584cde7a542b393d29d350",
    "metadata": {},
    "name": "LawFirmActionsMenuDirectoryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2dc3846ec44093f48ec9b11789a9edbb";

export default node;
