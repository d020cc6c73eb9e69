/**
 * @generated SignedSource<<63ffd2e811127372545d79ae32b867a3>>
 * @relayHash 1cb5123a3dee5bf18a0f2b3fb342f294
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ff97e4564689440e1c309f0fde173b1570895a715c8c4f4c84ec0bfdf2e97678

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CaseImportPanelTestQuery$variables = Record<PropertyKey, never>;
export type CaseImportPanelTestQuery$data = {
  readonly viewer: {
    readonly caseImport: {
      readonly " $fragmentSpreads": FragmentRefs<"CaseImportPanel_caseImport">;
    } | null | undefined;
  } | null | undefined;
};
export type CaseImportPanelTestQuery = {
  response: CaseImportPanelTestQuery$data;
  variables: CaseImportPanelTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "caseUploadId",
    "value": "Q2FzZVVwbG9hZDox"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v8 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CaseImportPanelTestQuery",
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
            "concreteType": "CaseImport",
            "kind": "LinkedField",
            "name": "caseImport",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CaseImportPanel_caseImport"
              }
            ],
            "storageKey": "caseImport(caseUploadId:\"Q2FzZVVwbG9hZDox\")"
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
    "name": "CaseImportPanelTestQuery",
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
            "concreteType": "CaseImport",
            "kind": "LinkedField",
            "name": "caseImport",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canImport",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canParse",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "mappingGuessed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "organizationId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CaseImportField",
                "kind": "LinkedField",
                "name": "fields",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "key",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "label",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "required",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CaseImportMapping",
                "kind": "LinkedField",
                "name": "mapping",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "field",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "column",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CaseImportPreviewRow",
                "kind": "LinkedField",
                "name": "preview",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rowNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cells",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "errors",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CaseUpload",
                "kind": "LinkedField",
                "name": "caseUpload",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "internalID",
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
                    "name": "fileFormat",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "columns",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rowCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "formulaCellCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "parseError",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "importOrganizationName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "importedCaseCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "skippedRowCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "importError",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "caseImport(caseUploadId:\"Q2FzZVVwbG9hZDox\")"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ff97e4564689440e1c309f0fde173b1570895a715c8c4f4c84ec0bfdf2e97678",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.caseImport": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "CaseImport"
        },
        "viewer.caseImport.canImport": (v2/*:: as any*/),
        "viewer.caseImport.canParse": (v2/*:: as any*/),
        "viewer.caseImport.caseUpload": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "CaseUpload"
        },
        "viewer.caseImport.caseUpload.columns": (v3/*:: as any*/),
        "viewer.caseImport.caseUpload.companyName": (v4/*:: as any*/),
        "viewer.caseImport.caseUpload.fileFormat": (v5/*:: as any*/),
        "viewer.caseImport.caseUpload.fileName": (v4/*:: as any*/),
        "viewer.caseImport.caseUpload.formulaCellCount": (v6/*:: as any*/),
        "viewer.caseImport.caseUpload.fullName": (v4/*:: as any*/),
        "viewer.caseImport.caseUpload.id": (v7/*:: as any*/),
        "viewer.caseImport.caseUpload.importError": (v5/*:: as any*/),
        "viewer.caseImport.caseUpload.importOrganizationName": (v5/*:: as any*/),
        "viewer.caseImport.caseUpload.importedCaseCount": (v8/*:: as any*/),
        "viewer.caseImport.caseUpload.internalID": (v4/*:: as any*/),
        "viewer.caseImport.caseUpload.parseError": (v5/*:: as any*/),
        "viewer.caseImport.caseUpload.rowCount": (v8/*:: as any*/),
        "viewer.caseImport.caseUpload.skippedRowCount": (v8/*:: as any*/),
        "viewer.caseImport.caseUpload.status": {
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
        },
        "viewer.caseImport.fields": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "CaseImportField"
        },
        "viewer.caseImport.fields.key": (v4/*:: as any*/),
        "viewer.caseImport.fields.label": (v4/*:: as any*/),
        "viewer.caseImport.fields.required": (v2/*:: as any*/),
        "viewer.caseImport.id": (v7/*:: as any*/),
        "viewer.caseImport.mapping": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "CaseImportMapping"
        },
        "viewer.caseImport.mapping.column": (v6/*:: as any*/),
        "viewer.caseImport.mapping.field": (v4/*:: as any*/),
        "viewer.caseImport.mappingGuessed": (v2/*:: as any*/),
        "viewer.caseImport.organizationId": (v5/*:: as any*/),
        "viewer.caseImport.preview": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "CaseImportPreviewRow"
        },
        "viewer.caseImport.preview.cells": (v3/*:: as any*/),
        "viewer.caseImport.preview.errors": (v3/*:: as any*/),
        "viewer.caseImport.preview.rowNumber": (v6/*:: as any*/)
      }
    },
    "name": "CaseImportPanelTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "226e4bd9d78c92bc69c7847014cd5faa";

export default node;
