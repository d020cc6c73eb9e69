/**
 * @generated SignedSource<<cb7f5a07386227474105ccb4abe0e961>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PolicyLimitsCard_case$data = {
  readonly id: string;
  readonly policyLimits: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly viewerCan: {
    readonly editPolicyLimits: boolean;
  };
  readonly " $fragmentSpreads": FragmentRefs<"PolicyLimitsTable_case">;
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PolicyLimitsTable_case"
    }
  ],
  "type": "Case",
  "abstractKey": null
};
})();

(node as any).hash = "a6447f7ed6ecdbe2e369ac0fab5e02f8";

export default node;
