/**
 * @generated SignedSource<<26b284e4c10e9e23a4b1466055ecf729>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type MergeDuplicateDialogPreviewQuery$variables = {
  caseId: string;
  duplicateId: string;
};
export type MergeDuplicateDialogPreviewQuery$data = {
  readonly viewer: {
    readonly mergePreview: {
      readonly fields: ReadonlyArray<{
        readonly label: string;
        readonly name: string;
        readonly sourceCaseId: string;
        readonly value: string | null | undefined;
      }>;
      readonly lastPreviewedAt: any;
    };
  } | null | undefined;
};
export type MergeDuplicateDialogPreviewQuery = {
  response: MergeDuplicateDialogPreviewQuery$data;
  variables: MergeDuplicateDialogPreviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "caseId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "duplicateId"
  }
],
v1 = [
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
            "kind": "Variable",
            "name": "caseId",
            "variableName": "caseId"
          },
          {
            "kind": "Variable",
            "name": "duplicateId",
            "variableName": "duplicateId"
          }
        ],
        "concreteType": "MergePreview",
        "kind": "LinkedField",
        "name": "mergePreview",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastPreviewedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MergePreviewField",
            "kind": "LinkedField",
            "name": "fields",
            "plural": true,
            "selections": [
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
                "name": "label",
                "storageKey": null
              },
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
                "name": "sourceCaseId",
                "storageKey": null
              }
            ],
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MergeDuplicateDialogPreviewQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MergeDuplicateDialogPreviewQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "35c35dec4e85dc6170a65f1648016692",
    "id": null,
    "metadata": {},
    "name": "MergeDuplicateDialogPreviewQuery",
    "operationKind": "query",
    "text": "query MergeDuplicateDialogPreviewQuery(\n  $caseId: ID!\n  $duplicateId: ID!\n) {\n  viewer {\n    mergePreview(caseId: $caseId, duplicateId: $duplicateId) {\n      lastPreviewedAt\n      fields {\n        name\n        label\n        value\n        sourceCaseId\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4ae44ad677686de70ec62f22872604c5";

export default node;
