/**
 * @generated SignedSource<<d8beaca01780d4a3e9df40bf3366fd9e>>
 * @relayHash 914c4123730053202f516f86c0ccd81e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b4edb6264c3962324b0a8bf8a81b189d3238a8ce9da2394e9aac15b6b5724e2b

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DocumentsTabTestQuery$variables = Record<PropertyKey, never>;
export type DocumentsTabTestQuery$data = {
  readonly viewer: {
    readonly case: {
      readonly " $fragmentSpreads": FragmentRefs<"DocumentsTab_case">;
    } | null | undefined;
  } | null | undefined;
};
export type DocumentsTabTestQuery = {
  response: DocumentsTabTestQuery$data;
  variables: DocumentsTabTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "internalID",
    "value": "x"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v4 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 50
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalID",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "DocumentTypeChoice"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "DocumentConnection"
},
v10 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v11 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v12 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v13 = {
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
    "name": "DocumentsTabTestQuery",
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
                "name": "DocumentsTab_case"
              }
            ],
            "storageKey": "case(internalID:\"x\")"
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
    "name": "DocumentsTabTestQuery",
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
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CaseViewerCan",
                "kind": "LinkedField",
                "name": "viewerCan",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "uploadDocuments",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "requestDocuments",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "priceDocuments",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DocumentTypeChoice",
                "kind": "LinkedField",
                "name": "documentTypeChoices",
                "plural": true,
                "selections": (v2/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DocumentTypeChoice",
                "kind": "LinkedField",
                "name": "documentTypeFilterChoices",
                "plural": true,
                "selections": (v2/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DocumentShareWithChoice",
                "kind": "LinkedField",
                "name": "documentShareWithChoices",
                "plural": true,
                "selections": (v2/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "showsLastViewedByLawFirm",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "documentsDownloadLimit",
                "storageKey": null
              },
              {
                "alias": "downloadableDocuments",
                "args": [
                  {
                    "kind": "Literal",
                    "name": "filter",
                    "value": {
                      "downloadable": true
                    }
                  },
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 1
                  }
                ],
                "concreteType": "DocumentConnection",
                "kind": "LinkedField",
                "name": "documents",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/)
                ],
                "storageKey": "documents(filter:{\"downloadable\":true},first:1)"
              },
              {
                "alias": null,
                "args": (v4/*:: as any*/),
                "concreteType": "DocumentConnection",
                "kind": "LinkedField",
                "name": "documents",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DocumentEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "Document",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v1/*:: as any*/),
                          (v5/*:: as any*/),
                          (v6/*:: as any*/),
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
                            "name": "typeLabel",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "price",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "size",
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
                            "name": "uploadedBy",
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
                            "name": "lastViewedByLawFirm",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "isPaidFor",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "isCaseDocument",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "Lien",
                            "kind": "LinkedField",
                            "name": "lien",
                            "plural": false,
                            "selections": [
                              (v5/*:: as any*/),
                              {
                                "alias": null,
                                "args": null,
                                "concreteType": "Organization",
                                "kind": "LinkedField",
                                "name": "lienholder",
                                "plural": false,
                                "selections": [
                                  (v6/*:: as any*/),
                                  (v1/*:: as any*/)
                                ],
                                "storageKey": null
                              },
                              (v1/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "DocumentViewerCan",
                            "kind": "LinkedField",
                            "name": "viewerCan",
                            "plural": false,
                            "selections": [
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "edit",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "delete",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "download",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "pay",
                                "storageKey": null
                              }
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
                "storageKey": "documents(first:50)"
              },
              {
                "alias": null,
                "args": (v4/*:: as any*/),
                "filters": [],
                "handle": "connection",
                "key": "DocumentsTab_documents",
                "kind": "LinkedHandle",
                "name": "documents"
              }
            ],
            "storageKey": "case(internalID:\"x\")"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b4edb6264c3962324b0a8bf8a81b189d3238a8ce9da2394e9aac15b6b5724e2b",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
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
        "viewer.case.documentShareWithChoices": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "DocumentShareWithChoice"
        },
        "viewer.case.documentShareWithChoices.label": (v7/*:: as any*/),
        "viewer.case.documentShareWithChoices.value": (v7/*:: as any*/),
        "viewer.case.documentTypeChoices": (v8/*:: as any*/),
        "viewer.case.documentTypeChoices.label": (v7/*:: as any*/),
        "viewer.case.documentTypeChoices.value": (v7/*:: as any*/),
        "viewer.case.documentTypeFilterChoices": (v8/*:: as any*/),
        "viewer.case.documentTypeFilterChoices.label": (v7/*:: as any*/),
        "viewer.case.documentTypeFilterChoices.value": (v7/*:: as any*/),
        "viewer.case.documents": (v9/*:: as any*/),
        "viewer.case.documents.__id": (v10/*:: as any*/),
        "viewer.case.documents.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "DocumentEdge"
        },
        "viewer.case.documents.edges.cursor": (v7/*:: as any*/),
        "viewer.case.documents.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Document"
        },
        "viewer.case.documents.edges.node.__typename": (v7/*:: as any*/),
        "viewer.case.documents.edges.node.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "viewer.case.documents.edges.node.createdByOrganizationName": (v11/*:: as any*/),
        "viewer.case.documents.edges.node.id": (v10/*:: as any*/),
        "viewer.case.documents.edges.node.internalID": (v7/*:: as any*/),
        "viewer.case.documents.edges.node.isCaseDocument": (v12/*:: as any*/),
        "viewer.case.documents.edges.node.isPaidFor": (v12/*:: as any*/),
        "viewer.case.documents.edges.node.lastViewedByLawFirm": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "viewer.case.documents.edges.node.lien": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Lien"
        },
        "viewer.case.documents.edges.node.lien.id": (v10/*:: as any*/),
        "viewer.case.documents.edges.node.lien.internalID": (v7/*:: as any*/),
        "viewer.case.documents.edges.node.lien.lienholder": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Organization"
        },
        "viewer.case.documents.edges.node.lien.lienholder.id": (v10/*:: as any*/),
        "viewer.case.documents.edges.node.lien.lienholder.name": (v7/*:: as any*/),
        "viewer.case.documents.edges.node.name": (v7/*:: as any*/),
        "viewer.case.documents.edges.node.price": (v7/*:: as any*/),
        "viewer.case.documents.edges.node.size": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Float"
        },
        "viewer.case.documents.edges.node.type": (v7/*:: as any*/),
        "viewer.case.documents.edges.node.typeLabel": (v7/*:: as any*/),
        "viewer.case.documents.edges.node.uploadedBy": (v11/*:: as any*/),
        "viewer.case.documents.edges.node.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DocumentViewerCan"
        },
        "viewer.case.documents.edges.node.viewerCan.delete": (v12/*:: as any*/),
        "viewer.case.documents.edges.node.viewerCan.download": (v12/*:: as any*/),
        "viewer.case.documents.edges.node.viewerCan.edit": (v12/*:: as any*/),
        "viewer.case.documents.edges.node.viewerCan.pay": (v12/*:: as any*/),
        "viewer.case.documents.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "viewer.case.documents.pageInfo.endCursor": (v11/*:: as any*/),
        "viewer.case.documents.pageInfo.hasNextPage": (v12/*:: as any*/),
        "viewer.case.documents.totalCount": (v13/*:: as any*/),
        "viewer.case.documentsDownloadLimit": (v13/*:: as any*/),
        "viewer.case.downloadableDocuments": (v9/*:: as any*/),
        "viewer.case.downloadableDocuments.totalCount": (v13/*:: as any*/),
        "viewer.case.id": (v10/*:: as any*/),
        "viewer.case.showsLastViewedByLawFirm": (v12/*:: as any*/),
        "viewer.case.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "CaseViewerCan"
        },
        "viewer.case.viewerCan.priceDocuments": (v12/*:: as any*/),
        "viewer.case.viewerCan.requestDocuments": (v12/*:: as any*/),
        "viewer.case.viewerCan.uploadDocuments": (v12/*:: as any*/)
      }
    },
    "name": "DocumentsTabTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ae5aa29ec011b261d2faa289fc5f8bb1";

export default node;
