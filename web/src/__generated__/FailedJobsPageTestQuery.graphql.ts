/**
 * @generated SignedSource<<96e315bfb075d0d8613abce0ece1a988>>
 * @relayHash d7a8f4696fb8cb2752377b7e539890d9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9febd4fcdb1ec7f2d118f4bf759b768b9d8bc464f30410d5c8fc631e1239947a

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FailedJobsPageTestQuery$variables = Record<PropertyKey, never>;
export type FailedJobsPageTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"FailedJobsPage_viewer">;
  } | null | undefined;
};
export type FailedJobsPageTestQuery = {
  response: FailedJobsPageTestQuery$data;
  variables: FailedJobsPageTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 200
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FailedJobsPageTestQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "FailedJobsPage_viewer"
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
    "name": "FailedJobsPageTestQuery",
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
            "args": (v0/*:: as any*/),
            "concreteType": "FailedJobConnection",
            "kind": "LinkedField",
            "name": "failedJobs",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "FailedJobEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FailedJob",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
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
                        "name": "name",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "payloadSummary",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "attempts",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "error",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "failedAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "__typename",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cursor",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PageInfo",
                "kind": "LinkedField",
                "name": "pageInfo",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endCursor",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasNextPage",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "kind": "ClientExtension",
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__id",
                    "storageKey": null
                  }
                ]
              }
            ],
            "storageKey": "failedJobs(first:200)"
          },
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "FailedJobsPage_failedJobs",
            "kind": "LinkedHandle",
            "name": "failedJobs"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "9febd4fcdb1ec7f2d118f4bf759b768b9d8bc464f30410d5c8fc631e1239947a",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.failedJobs": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "FailedJobConnection"
        },
        "viewer.failedJobs.__id": (v1/*:: as any*/),
        "viewer.failedJobs.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "FailedJobEdge"
        },
        "viewer.failedJobs.edges.cursor": (v2/*:: as any*/),
        "viewer.failedJobs.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "FailedJob"
        },
        "viewer.failedJobs.edges.node.__typename": (v2/*:: as any*/),
        "viewer.failedJobs.edges.node.attempts": (v3/*:: as any*/),
        "viewer.failedJobs.edges.node.error": (v2/*:: as any*/),
        "viewer.failedJobs.edges.node.failedAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "viewer.failedJobs.edges.node.id": (v1/*:: as any*/),
        "viewer.failedJobs.edges.node.name": (v2/*:: as any*/),
        "viewer.failedJobs.edges.node.payloadSummary": (v2/*:: as any*/),
        "viewer.failedJobs.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "viewer.failedJobs.pageInfo.endCursor": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "viewer.failedJobs.pageInfo.hasNextPage": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "viewer.failedJobs.totalCount": (v3/*:: as any*/)
      }
    },
    "name": "FailedJobsPageTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8eb87d48f8c2b0cdb62f152fe7119bc8";

export default node;
