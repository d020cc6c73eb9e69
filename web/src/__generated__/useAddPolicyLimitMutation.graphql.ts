/**
 * @generated SignedSource<<6d402272a52d702583509d3a7d823ef6>>
 * @relayHash 9c4268ec10f2e8ca7f4cd6ad7d28c762
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8e101ba50cde97b2a48c4eea1fc8b28b13659599d2bec2a9f301ee60ebad3919

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PolicyLimitType = "BODILY_INJURY" | "MEDPAY" | "UI_UIM" | "%future added value";
export type AddPolicyLimitInput = {
  caseId: string;
  coverageLimitLower?: string | null | undefined;
  coverageLimitUpper?: string | null | undefined;
  coverageType?: PolicyLimitType | null | undefined;
};
export type useAddPolicyLimitMutation$variables = {
  input: AddPolicyLimitInput;
};
export type useAddPolicyLimitMutation$data = {
  readonly addPolicyLimit: {
    readonly case: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PolicyLimitsCard_case">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useAddPolicyLimitMutation = {
  response: useAddPolicyLimitMutation$data;
  variables: useAddPolicyLimitMutation$variables;
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
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAddPolicyLimitMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PolicyLimitPayload",
        "kind": "LinkedField",
        "name": "addPolicyLimit",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "case",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PolicyLimitsCard_case"
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
    "name": "useAddPolicyLimitMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PolicyLimitPayload",
        "kind": "LinkedField",
        "name": "addPolicyLimit",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "case",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
                  (v2/*:: as any*/),
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
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8e101ba50cde97b2a48c4eea1fc8b28b13659599d2bec2a9f301ee60ebad3919",
    "metadata": {},
    "name": "useAddPolicyLimitMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6c2355f265d68b4b1c615e4ea1cddbdc";

export default node;
