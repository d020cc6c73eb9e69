/**
 * @generated SignedSource<<3a6f14ef842b5b790d7b021ec514a516>>
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
  }>;
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};
})();

(node as any).hash = "4204371d5f8877647798da219d972f3b";

export default node;
