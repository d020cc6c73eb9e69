/**
 * @generated SignedSource<<42f7b9392a2e55d286b24c9d1b22a976>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CaseDetailTab_case$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CaseDetailsCard_case" | "ExternalIdsRow_case" | "PolicyLimitsCard_case" | "TagsRow_case">;
  readonly " $fragmentType": "CaseDetailTab_case";
};
export type CaseDetailTab_case$key = {
  readonly " $data"?: CaseDetailTab_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseDetailTab_case">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CaseDetailTab_case",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CaseDetailsCard_case"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PolicyLimitsCard_case"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TagsRow_case"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ExternalIdsRow_case"
    }
  ],
  "type": "Case",
  "abstractKey": null
};

(node as any).hash = "1c0700e7cd766af1c05bb7e7544324ac";

export default node;
