/**
 * @generated SignedSource<<2658458a84b7891327f2f3ed034d100f>>
 * @relayHash ee8156b2729502b7f9514918e164039f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 05351d5d7a736b44b79a871d471964c5b52021f5771dfae18331627faa8539f7

import type { ConcreteRequest } from 'relay-runtime';
export type ManualDedupeRouteQuery$variables = Record<PropertyKey, never>;
export type ManualDedupeRouteQuery$data = {
  readonly viewer: {
    readonly user: {
      readonly isStaff: boolean;
    };
  } | null | undefined;
};
export type ManualDedupeRouteQuery = {
  response: ManualDedupeRouteQuery$data;
  variables: ManualDedupeRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isStaff",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ManualDedupeRouteQuery",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
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
    "name": "ManualDedupeRouteQuery",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "05351d5d7a736b44b79a871d471964c5b52021f5771dfae18331627faa8539f7",
    "metadata": {},
    "name": "ManualDedupeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "df4a89ac49a577f14251f1878f0b754c";

export default node;
