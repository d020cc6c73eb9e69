/**
 * @generated SignedSource<<498ccd35148e888d70b141dd7a53a183>>
 * @relayHash 301c9537e6a0171a6c91a1c027f6ed2e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6cb71f7f8d60f6dd6cdd75c50c1e15b1f5d671bf943486cca694d347cd646bfa

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
    "id": "6cb71f7f8d60f6dd6cdd75c50c1e15b1f5d671bf943486cca694d347cd646bfa",
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
        "viewer.case.policyLimits.coverageLimitLower": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
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
