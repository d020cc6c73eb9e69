/**
 * @generated SignedSource<<20aa342d27614602fd670e00e89a1c55>>
 * @relayHash 35c35dec4e85dc6170a65f1648016692
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f76fbc21e0610cba03fe70d81dc5a22775de0e97c7f2a9262888289fa7216d35

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
    "id": "f76fbc21e0610cba03fe70d81dc5a22775de0e97c7f2a9262888289fa7216d35",
    "metadata": {},
    "name": "MergeDuplicateDialogPreviewQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4ae44ad677686de70ec62f22872604c5";

export default node;
