/**
 * @generated SignedSource<<42aa90fbcfa4e2ce9be3671258c2ef7f>>
 * @relayHash 9912aea308fac94dc3a7af096e23840a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 82ef9c525c7e5391fd4896800f502feb174067171a6270451e0e695d8176d285

import type { ConcreteRequest } from 'relay-runtime';
export type DevMailboxLinkQuery$variables = Record<PropertyKey, never>;
export type DevMailboxLinkQuery$data = {
  readonly devMailbox: {
    readonly count: number;
  } | null | undefined;
};
export type DevMailboxLinkQuery = {
  response: DevMailboxLinkQuery$data;
  variables: DevMailboxLinkQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "DevMailbox",
    "kind": "LinkedField",
    "name": "devMailbox",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "count",
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
    "name": "DevMailboxLinkQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DevMailboxLinkQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "82ef9c525c7e5391fd4896800f502feb174067171a6270451e0e695d8176d285",
    "metadata": {},
    "name": "DevMailboxLinkQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ed7511046f7370fae689c5fac5813c29";

export default node;
