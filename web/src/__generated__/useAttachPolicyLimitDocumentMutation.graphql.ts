/**
 * @generated SignedSource<<8481683cb6a4285caf240d616232ca98>>
 * @relayHash d3c1d8d64f369a911e9f8a49a0dcc426
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 376c11d17820d99ec288a0dbb380f1707e3ac93816f7c389141e37d431f83a3f

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AttachPolicyLimitDocumentInput = {
  caseId: string;
  documentId?: string | null | undefined;
  policyLimitId: string;
};
export type useAttachPolicyLimitDocumentMutation$variables = {
  input: AttachPolicyLimitDocumentInput;
};
export type useAttachPolicyLimitDocumentMutation$data = {
  readonly attachPolicyLimitDocument: {
    readonly policyLimit: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PolicyLimitDocument_policyLimit">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useAttachPolicyLimitDocumentMutation = {
  response: useAttachPolicyLimitDocumentMutation$data;
  variables: useAttachPolicyLimitDocumentMutation$variables;
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
  "name": "id",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
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
    "name": "useAttachPolicyLimitDocumentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AttachPolicyLimitDocumentPayload",
        "kind": "LinkedField",
        "name": "attachPolicyLimitDocument",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PolicyLimit",
            "kind": "LinkedField",
            "name": "policyLimit",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PolicyLimitDocument_policyLimit"
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
    "name": "useAttachPolicyLimitDocumentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AttachPolicyLimitDocumentPayload",
        "kind": "LinkedField",
        "name": "attachPolicyLimitDocument",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PolicyLimit",
            "kind": "LinkedField",
            "name": "policyLimit",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Document",
                "kind": "LinkedField",
                "name": "document",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
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
    "id": "376c11d17820d99ec288a0dbb380f1707e3ac93816f7c389141e37d431f83a3f",
    "metadata": {},
    "name": "useAttachPolicyLimitDocumentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ef74cfcb110eb2bf991b0e49edd3ce5e";

export default node;
