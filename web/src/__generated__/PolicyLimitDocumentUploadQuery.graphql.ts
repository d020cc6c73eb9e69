/**
 * @generated SignedSource<<f03fdb50866659a517aaacb9f7511564>>
 * @relayHash 998d62e2f193f7dae5128cb127dc10f8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f55349fad65213288c6101bb45a02a1e29127626a9ac5c9a9e129e4e1d276816

import type { ConcreteRequest } from 'relay-runtime';
export type PolicyLimitDocumentUploadQuery$variables = {
  id: string;
};
export type PolicyLimitDocumentUploadQuery$data = {
  readonly node: {
    readonly documentShareWithChoices?: ReadonlyArray<{
      readonly label: string;
      readonly value: string;
    }>;
  } | null | undefined;
};
export type PolicyLimitDocumentUploadQuery = {
  response: PolicyLimitDocumentUploadQuery$data;
  variables: PolicyLimitDocumentUploadQuery$variables;
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
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentShareWithChoice",
      "kind": "LinkedField",
      "name": "documentShareWithChoices",
      "plural": true,
      "selections": [
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
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PolicyLimitDocumentUploadQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
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
    "name": "PolicyLimitDocumentUploadQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
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
    ]
  },
  "params": {
    "id": "f55349fad65213288c6101bb45a02a1e29127626a9ac5c9a9e129e4e1d276816",
    "metadata": {},
    "name": "PolicyLimitDocumentUploadQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "78a4472a46f6f6d068a236bbd7d0f866";

export default node;
