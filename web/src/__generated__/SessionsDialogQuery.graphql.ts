/**
 * @generated SignedSource<<e04c4e32ea28c3ca39568863d49e3360>>
 * @relayHash d5e9159f68ced7aa76b11c2ae6d6fe3e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dd209e64e425d0e9023527d31042e7f6d5affa4b14b8dbfd1797711138e0a581

import type { ConcreteRequest } from 'relay-runtime';
export type SessionsDialogQuery$variables = Record<PropertyKey, never>;
export type SessionsDialogQuery$data = {
  readonly viewer: {
    readonly sessions: ReadonlyArray<{
      readonly address: string;
      readonly createdAt: any;
      readonly current: boolean;
      readonly id: string;
      readonly lastUsedAt: any;
      readonly userAgent: string;
    }>;
  } | null | undefined;
};
export type SessionsDialogQuery = {
  response: SessionsDialogQuery$data;
  variables: SessionsDialogQuery$variables;
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
        "args": null,
        "concreteType": "Session",
        "kind": "LinkedField",
        "name": "sessions",
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
            "name": "createdAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastUsedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "userAgent",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "address",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "current",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SessionsDialogQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SessionsDialogQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "dd209e64e425d0e9023527d31042e7f6d5affa4b14b8dbfd1797711138e0a581",
    "metadata": {},
    "name": "SessionsDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d54e5c5bf0b33635f102397860dabb54";

export default node;
