/**
 * @generated SignedSource<<815b8d9e9e8ed280c40b35065f93b6f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CasePage_options$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CaseHistoryDrawer_options" | "LienActionsMenu_options">;
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
    }
  ],
  "type": "Options",
  "abstractKey": null
};

(node as any).hash = "18279ed6ec80093d42f12db134bcaa6d";

export default node;
