/**
 * @generated SignedSource<<b27c294ffec9918faeecc38484b393a8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type PolicyLimitType = "BODILY_INJURY" | "MEDPAY" | "UI_UIM" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type PolicyLimitsTable_case$data = {
  readonly id: string;
  readonly policyLimits: ReadonlyArray<{
    readonly coverageLimitLower: string;
    readonly coverageLimitUpper: string | null | undefined;
    readonly coverageType: PolicyLimitType;
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PolicyLimitDocument_policyLimit">;
  }>;
  readonly " $fragmentType": "PolicyLimitsTable_case";
};
export type PolicyLimitsTable_case$key = {
  readonly " $data"?: PolicyLimitsTable_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"PolicyLimitsTable_case">;
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
  "name": "PolicyLimitsTable_case",
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

(node as any).hash = "7055ae874a446c3d8f0e274ba6c53268";

export default node;
