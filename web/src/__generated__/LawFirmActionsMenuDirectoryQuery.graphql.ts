/**
 * @generated SignedSource<<745771aa1c1c932070ba8ec10bc7ad99>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "4c63b984f5abaa61550db5c03bf527f3",
    "id": null,
    "metadata": {},
    "name": "LawFirmActionsMenuDirectoryQuery",
    "operationKind": "query",
    "text": "query LawFirmActionsMenuDirectoryQuery {\n  viewer {\n    activeAccount {\n      organization {\n        internalID\n        id\n      }\n      id\n    }\n    lawFirmDirectory(first: 1000) {\n      internalID\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2dc3846ec44093f48ec9b11789a9edbb";

export default node;
