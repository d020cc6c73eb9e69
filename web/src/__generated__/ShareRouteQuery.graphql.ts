/**
 * @generated SignedSource<<bba53af9058fa6201e7fd85e0f63a32a>>
 * @relayHash c3d39d51f0066ef91d142488a7040db2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 46a839ce9ce2896af52a2d03030f5fb82389b720e1b665306abd3596b1dec62c

import type { ConcreteRequest } from 'relay-runtime';
export type ShareRouteQuery$variables = {
  id: string;
};
export type ShareRouteQuery$data = {
  readonly viewer: {
    readonly sharedCase: {
      readonly internalID: string;
    } | null | undefined;
  } | null | undefined;
};
export type ShareRouteQuery = {
  response: ShareRouteQuery$data;
  variables: ShareRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "shareLinkId",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalID",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ShareRouteQuery",
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
            "args": (v1/*:: as any*/),
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "sharedCase",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ShareRouteQuery",
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
            "args": (v1/*:: as any*/),
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "sharedCase",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
    "id": "46a839ce9ce2896af52a2d03030f5fb82389b720e1b665306abd3596b1dec62c",
    "metadata": {},
    "name": "ShareRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7a2c584867b7d233a91cf6f088c8dc2d";

export default node;
