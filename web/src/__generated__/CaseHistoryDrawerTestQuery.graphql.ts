/**
 * @generated SignedSource<<9b52a837deaf3fc7a4e938cdc6ea0687>>
 * @relayHash 464be9b2e007086b88ca83c9feb0266f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b165935469495a34a6109963c797359c760b99012c97b8d9195229f177d5424e

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CaseHistoryDrawerTestQuery$variables = Record<PropertyKey, never>;
export type CaseHistoryDrawerTestQuery$data = {
  readonly options: {
    readonly " $fragmentSpreads": FragmentRefs<"CaseHistoryDrawer_options">;
  };
  readonly viewer: {
    readonly case: {
      readonly " $fragmentSpreads": FragmentRefs<"CaseHistoryDrawer_case">;
    } | null | undefined;
  } | null | undefined;
};
export type CaseHistoryDrawerTestQuery = {
  response: CaseHistoryDrawerTestQuery$data;
  variables: CaseHistoryDrawerTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "internalID",
    "value": "x"
  }
],
v1 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 20
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  }
],
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "Option"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v6 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CaseHistoryDrawerTestQuery",
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
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "case",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CaseHistoryDrawer_case"
              }
            ],
            "storageKey": "case(internalID:\"x\")"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Options",
        "kind": "LinkedField",
        "name": "options",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CaseHistoryDrawer_options"
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
    "name": "CaseHistoryDrawerTestQuery",
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
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "case",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": (v1/*:: as any*/),
                "concreteType": "ActivityConnection",
                "kind": "LinkedField",
                "name": "history",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ActivityEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Activity",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v2/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "note",
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
                            "name": "type",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "createdByName",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "createdByOrganizationName",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "hideCreatedBy",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "isInternalUser",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "data",
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
                  }
                ],
                "storageKey": "history(first:20)"
              },
              {
                "alias": null,
                "args": (v1/*:: as any*/),
                "filters": null,
                "handle": "connection",
                "key": "CaseHistoryDrawer_history",
                "kind": "LinkedHandle",
                "name": "history"
              },
              (v2/*:: as any*/)
            ],
            "storageKey": "case(internalID:\"x\")"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Options",
        "kind": "LinkedField",
        "name": "options",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Option",
            "kind": "LinkedField",
            "name": "activityTypes",
            "plural": true,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Option",
            "kind": "LinkedField",
            "name": "caseStatus",
            "plural": true,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Option",
            "kind": "LinkedField",
            "name": "treatmentStatus",
            "plural": true,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b165935469495a34a6109963c797359c760b99012c97b8d9195229f177d5424e",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "options": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Options"
        },
        "options.activityTypes": (v4/*:: as any*/),
        "options.activityTypes.label": (v5/*:: as any*/),
        "options.activityTypes.value": (v5/*:: as any*/),
        "options.caseStatus": (v4/*:: as any*/),
        "options.caseStatus.label": (v5/*:: as any*/),
        "options.caseStatus.value": (v5/*:: as any*/),
        "options.treatmentStatus": (v4/*:: as any*/),
        "options.treatmentStatus.label": (v5/*:: as any*/),
        "options.treatmentStatus.value": (v5/*:: as any*/),
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.case": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Case"
        },
        "viewer.case.history": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ActivityConnection"
        },
        "viewer.case.history.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ActivityEdge"
        },
        "viewer.case.history.edges.cursor": (v5/*:: as any*/),
        "viewer.case.history.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Activity"
        },
        "viewer.case.history.edges.node.__typename": (v5/*:: as any*/),
        "viewer.case.history.edges.node.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "viewer.case.history.edges.node.createdByName": (v6/*:: as any*/),
        "viewer.case.history.edges.node.createdByOrganizationName": (v6/*:: as any*/),
        "viewer.case.history.edges.node.data": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "JSON"
        },
        "viewer.case.history.edges.node.hideCreatedBy": (v7/*:: as any*/),
        "viewer.case.history.edges.node.id": (v8/*:: as any*/),
        "viewer.case.history.edges.node.isInternalUser": (v7/*:: as any*/),
        "viewer.case.history.edges.node.note": (v6/*:: as any*/),
        "viewer.case.history.edges.node.type": (v5/*:: as any*/),
        "viewer.case.history.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "viewer.case.history.pageInfo.endCursor": (v6/*:: as any*/),
        "viewer.case.history.pageInfo.hasNextPage": (v7/*:: as any*/),
        "viewer.case.id": (v8/*:: as any*/)
      }
    },
    "name": "CaseHistoryDrawerTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "55be78d98a2c3467c0a69a341247d201";

export default node;
