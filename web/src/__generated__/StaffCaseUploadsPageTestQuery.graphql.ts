/**
 * @generated SignedSource<<6ea5d1de3470765ccf1e5358fffb62e6>>
 * @relayHash 72dd2546f9f099b1b68d50f1cf024ee9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2368159318964683b967cc56f63fe8b66eadadd1a295a98e9cc96741ac2332bc

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StaffCaseUploadsPageTestQuery$variables = Record<PropertyKey, never>;
export type StaffCaseUploadsPageTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"StaffCaseUploadsPage_viewer">;
  } | null | undefined;
};
export type StaffCaseUploadsPageTestQuery = {
  response: StaffCaseUploadsPageTestQuery$data;
  variables: StaffCaseUploadsPageTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StaffCaseUploadsPageTestQuery",
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
            "name": "StaffCaseUploadsPage_viewer"
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
    "name": "StaffCaseUploadsPageTestQuery",
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
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 50
              }
            ],
            "concreteType": "CaseUploadConnection",
            "kind": "LinkedField",
            "name": "caseUploads",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "CaseUploadEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CaseUpload",
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
                        "name": "fileName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "companyName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "fullName",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "status",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "receivedAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "rowCount",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "caseUploads(first:50)"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2368159318964683b967cc56f63fe8b66eadadd1a295a98e9cc96741ac2332bc",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.caseUploads": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CaseUploadConnection"
        },
        "viewer.caseUploads.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "CaseUploadEdge"
        },
        "viewer.caseUploads.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "CaseUpload"
        },
        "viewer.caseUploads.edges.node.companyName": (v0/*:: as any*/),
        "viewer.caseUploads.edges.node.fileName": (v0/*:: as any*/),
        "viewer.caseUploads.edges.node.fullName": (v0/*:: as any*/),
        "viewer.caseUploads.edges.node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "viewer.caseUploads.edges.node.receivedAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "viewer.caseUploads.edges.node.rowCount": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "viewer.caseUploads.edges.node.status": {
          "enumValues": [
            "FAILED",
            "IMPORTED",
            "IMPORTING",
            "IMPORT_FAILED",
            "PARSED",
            "PARSE_FAILED",
            "PARSING",
            "RECEIVED"
          ],
          "nullable": false,
          "plural": false,
          "type": "CaseUploadStatus"
        }
      }
    },
    "name": "StaffCaseUploadsPageTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ad9082b1a61be30280cab727e5580731";

export default node;
