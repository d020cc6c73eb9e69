/**
 * @generated SignedSource<<177fe40850daf7c9348c2d7ae53e8272>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CasePage_options$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CaseDetailTab_options" | "CaseHistoryDrawer_options" | "LienActionsMenu_options">;
  readonly " $fragmentType": "CasePage_options";
};
export type CasePage_options$key = {
  readonly " $data"?: CasePage_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"CasePage_options">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CasePage_options",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CaseHistoryDrawer_options"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LienActionsMenu_options"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CaseDetailTab_options"
    }
  ],
  "type": "Options",
  "abstractKey": null
};

(node as any).hash = "1873a6f067e1c403361dc9aa412be19e";

export default node;
