/**
 * @generated SignedSource<<5300a43a78caac8401db3331bdc4430f>>
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};
})();

(node as any).hash = "f41211829bb472886855698f7fcd75cf";

export default node;
