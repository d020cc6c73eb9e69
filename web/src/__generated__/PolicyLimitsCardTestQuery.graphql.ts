/**
 * @generated SignedSource<<454e9d3c1aca5dba52a554ef7315fc79>>
 * @relayHash 854f1008040f8e05369945a95d9e21cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 56c0a1fd4065e5d4970d7e3684ed9d9983bca140db3e088f5bc3f0f04d554acc

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PolicyLimitsCardTestQuery$variables = Record<PropertyKey, never>;
export type PolicyLimitsCardTestQuery$data = {
  readonly viewer: {
    readonly case: {
      readonly " $fragmentSpreads": FragmentRefs<"PolicyLimitsCard_case">;
    } | null | undefined;
  } | null | undefined;
};
export type PolicyLimitsCardTestQuery = {
  response: PolicyLimitsCardTestQuery$data;
  variables: PolicyLimitsCardTestQuery$variables;
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
},
v3 = {
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
    "name": "PolicyLimitsCardTestQuery",
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
                "name": "PolicyLimitsCard_case"
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
    "name": "PolicyLimitsCardTestQuery",
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
                    "name": "editPolicyLimits",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
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
                    "kind": "ScalarField",
                    "name": "coverageType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "coverageLimitLower",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "coverageLimitUpper",
                    "storageKey": null
                  },
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
    "id": "56c0a1fd4065e5d4970d7e3684ed9d9983bca140db3e088f5bc3f0f04d554acc",
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
        "viewer.case.policyLimits.coverageLimitLower": (v3/*:: as any*/),
        "viewer.case.policyLimits.coverageLimitUpper": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "viewer.case.policyLimits.coverageType": {
          "enumValues": [
            "BODILY_INJURY",
            "MEDPAY",
            "UI_UIM"
          ],
          "nullable": false,
          "plural": false,
          "type": "PolicyLimitType"
        },
        "viewer.case.policyLimits.document": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Document"
        },
        "viewer.case.policyLimits.document.id": (v2/*:: as any*/),
        "viewer.case.policyLimits.document.name": (v3/*:: as any*/),
        "viewer.case.policyLimits.id": (v2/*:: as any*/),
        "viewer.case.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "CaseViewerCan"
        },
        "viewer.case.viewerCan.editPolicyLimits": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        }
      }
    },
    "name": "PolicyLimitsCardTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1a353d33dcdccca39aeae0c740df9dfe";

export default node;
