/**
 * @generated SignedSource<<adeef54f4b15dcad89a1e72c74389e3f>>
 * @relayHash 1f3636a1088f87af5cd02a8ee8c86c0c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cf03a5e21e3d08f7d6e759c514bee51720ad71eeb81ff7267d4802a5ccd21773

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PortfolioListTestQuery$variables = Record<PropertyKey, never>;
export type PortfolioListTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"PortfolioList_viewer">;
  } | null | undefined;
};
export type PortfolioListTestQuery = {
  response: PortfolioListTestQuery$data;
  variables: PortfolioListTestQuery$variables;
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
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v7 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PortfolioListTestQuery",
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
            "name": "PortfolioList_viewer"
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
    "name": "PortfolioListTestQuery",
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
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kind",
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canCreateCases",
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "concreteType": "CaseConnection",
            "kind": "LinkedField",
            "name": "portfolio",
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
                "concreteType": "CaseEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Case",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v0/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Person",
                        "kind": "LinkedField",
                        "name": "plaintiff",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "fullName",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "dateOfLoss",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "statusLabel",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "needsUpdate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "daysSinceLastUpdate",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isResolved",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Organization",
                        "kind": "LinkedField",
                        "name": "lawFirm",
                        "plural": false,
                        "selections": [
                          (v1/*:: as any*/),
                          (v2/*:: as any*/)
                        ],
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
            "storageKey": "portfolio(first:20)"
          },
          {
            "alias": null,
            "args": (v3/*:: as any*/),
            "filters": [
              "search",
              "filter",
              "orderBy"
            ],
            "handle": "connection",
            "key": "PortfolioList_portfolio",
            "kind": "LinkedHandle",
            "name": "portfolio"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "cf03a5e21e3d08f7d6e759c514bee51720ad71eeb81ff7267d4802a5ccd21773",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.activeAccount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Account"
        },
        "viewer.activeAccount.id": (v4/*:: as any*/),
        "viewer.activeAccount.organization": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Organization"
        },
        "viewer.activeAccount.organization.id": (v4/*:: as any*/),
        "viewer.activeAccount.organization.internalID": (v5/*:: as any*/),
        "viewer.activeAccount.organization.kind": {
          "enumValues": [
            "LAW_FIRM",
            "LIENHOLDER"
          ],
          "nullable": false,
          "plural": false,
          "type": "OrganizationKind"
        },
        "viewer.activeAccount.organization.name": (v5/*:: as any*/),
        "viewer.canCreateCases": (v6/*:: as any*/),
        "viewer.portfolio": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "CaseConnection"
        },
        "viewer.portfolio.__id": (v4/*:: as any*/),
        "viewer.portfolio.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "CaseEdge"
        },
        "viewer.portfolio.edges.cursor": (v5/*:: as any*/),
        "viewer.portfolio.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Case"
        },
        "viewer.portfolio.edges.node.__typename": (v5/*:: as any*/),
        "viewer.portfolio.edges.node.dateOfLoss": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Date"
        },
        "viewer.portfolio.edges.node.daysSinceLastUpdate": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "viewer.portfolio.edges.node.id": (v4/*:: as any*/),
        "viewer.portfolio.edges.node.internalID": (v5/*:: as any*/),
        "viewer.portfolio.edges.node.isResolved": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Boolean"
        },
        "viewer.portfolio.edges.node.lawFirm": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Organization"
        },
        "viewer.portfolio.edges.node.lawFirm.id": (v4/*:: as any*/),
        "viewer.portfolio.edges.node.lawFirm.name": (v5/*:: as any*/),
        "viewer.portfolio.edges.node.needsUpdate": (v6/*:: as any*/),
        "viewer.portfolio.edges.node.plaintiff": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Person"
        },
        "viewer.portfolio.edges.node.plaintiff.fullName": (v5/*:: as any*/),
        "viewer.portfolio.edges.node.statusLabel": (v7/*:: as any*/),
        "viewer.portfolio.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "viewer.portfolio.pageInfo.endCursor": (v7/*:: as any*/),
        "viewer.portfolio.pageInfo.hasNextPage": (v6/*:: as any*/),
        "viewer.portfolio.totalCount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        }
      }
    },
    "name": "PortfolioListTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e003286b266c1bfb0d789ce6ffdd25bc";

export default node;
