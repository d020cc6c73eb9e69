/**
 * @generated SignedSource<<283e9d26978624cce79074d4be9f1956>>
 * @relayHash 41f98dd801f83e2938315f630c35ec1a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2aabdcfee46a300c4703368afc2098352de0eb1c1d581e6a10ef48e137a2ac23

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PreviewManualCaseMergeInput = {
  canonicalCaseId: string;
  duplicateCaseId: string;
  organizationId: string;
};
export type usePreviewManualCaseMergeMutation$variables = {
  input: PreviewManualCaseMergeInput;
};
export type usePreviewManualCaseMergeMutation$data = {
  readonly previewManualCaseMerge: {
    readonly preview: {
      readonly lastPreviewedAt: any;
      readonly " $fragmentSpreads": FragmentRefs<"ManualMergePreviewTable_preview">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type usePreviewManualCaseMergeMutation = {
  response: usePreviewManualCaseMergeMutation$data;
  variables: usePreviewManualCaseMergeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastPreviewedAt",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
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
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePreviewManualCaseMergeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PreviewManualCaseMergePayload",
        "kind": "LinkedField",
        "name": "previewManualCaseMerge",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ManualCaseMergePreview",
            "kind": "LinkedField",
            "name": "preview",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ManualMergePreviewTable_preview"
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePreviewManualCaseMergeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PreviewManualCaseMergePayload",
        "kind": "LinkedField",
        "name": "previewManualCaseMerge",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ManualCaseMergePreview",
            "kind": "LinkedField",
            "name": "preview",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ManualCaseMergePreviewField",
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
                    "name": "source",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2aabdcfee46a300c4703368afc2098352de0eb1c1d581e6a10ef48e137a2ac23",
    "metadata": {},
    "name": "usePreviewManualCaseMergeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4fb3162f2b34fe0b93e7a62eca1b9bd3";

export default node;
