/**
 * @generated SignedSource<<54a64bf497db5699649b3803957ce89b>>
 * @relayHash 9adacb9bc00f30c9899e2b5655287014
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e77b59a1a19c36807307e8c3c516cafb6b90bfcccf9c1dbb3c7fb7186e551d69

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PolicyLimitDocumentTestQuery$variables = Record<PropertyKey, never>;
export type PolicyLimitDocumentTestQuery$data = {
  readonly viewer: {
    readonly case: {
      readonly id: string;
      readonly policyLimits: ReadonlyArray<{
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"PolicyLimitDocument_policyLimit">;
      }>;
    } | null | undefined;
  } | null | undefined;
};
export type PolicyLimitDocumentTestQuery = {
  response: PolicyLimitDocumentTestQuery$data;
  variables: PolicyLimitDocumentTestQuery$variables;
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
v2 = {
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
    "name": "PolicyLimitDocumentTestQuery",
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
                "concreteType": "PolicyLimit",
                "kind": "LinkedField",
                "name": "policyLimits",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "PolicyLimitDocument_policyLimit"
                  }
                ],
                "storageKey": null
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
    "name": "PolicyLimitDocumentTestQuery",
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
                "concreteType": "PolicyLimit",
                "kind": "LinkedField",
                "name": "policyLimits",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Document",
                    "kind": "LinkedField",
                    "name": "document",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
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
    "id": "e77b59a1a19c36807307e8c3c516cafb6b90bfcccf9c1dbb3c7fb7186e551d69",
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
        "viewer.case.id": (v2/*:: as any*/),
        "viewer.case.policyLimits": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PolicyLimit"
        },
        "viewer.case.policyLimits.document": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Document"
        },
        "viewer.case.policyLimits.document.id": (v2/*:: as any*/),
        "viewer.case.policyLimits.document.name": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "viewer.case.policyLimits.id": (v2/*:: as any*/)
      }
    },
    "name": "PolicyLimitDocumentTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f2a4b792b8a8e0bb47afd9bbe24c77c6";

export default node;
