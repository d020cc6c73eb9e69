/**
 * @generated SignedSource<<242f4cf7485e3b8c586e9383a44275ba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PolicyLimitType = "BODILY_INJURY" | "MEDPAY" | "UI_UIM" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PolicyLimitsCard_case$data = {
  readonly id: string;
  readonly policyLimits: ReadonlyArray<{
    readonly coverageLimitLower: string;
    readonly coverageLimitUpper: string | null | undefined;
    readonly coverageType: PolicyLimitType;
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PolicyLimitDocument_policyLimit">;
  }>;
  readonly viewerCan: {
    readonly editPolicyLimits: boolean;
  };
  readonly " $fragmentType": "PolicyLimitsCard_case";
};
export type PolicyLimitsCard_case$key = {
  readonly " $data"?: PolicyLimitsCard_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"PolicyLimitsCard_case">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PolicyLimitsCard_case",
  "selections": [
    (v0/*:: as any*/),
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
        (v0/*:: as any*/),
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "PolicyLimitDocument_policyLimit"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};
})();

(node as any).hash = "3bce055580a3bff3d4e8a23d94aec8e0";

export default node;
