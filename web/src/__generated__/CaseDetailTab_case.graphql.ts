/**
 * @generated SignedSource<<9887db74f7a0e78b7ba145506b577c06>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CaseDetailTab_case$data = {
  readonly viewerCan: {
    readonly editPolicyLimits: boolean;
  };
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

(node as any).hash = "ae85a33f2717e69fd004a8209115bf87";

export default node;
