/**
 * @generated SignedSource<<54dc1517cf89c5fcf511affaccf69dc7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CaseHistoryDrawer_lien$data = {
  readonly " $fragmentSpreads": FragmentRefs<"LienHistoryList_lien">;
  readonly " $fragmentType": "CaseHistoryDrawer_lien";
};
export type CaseHistoryDrawer_lien$key = {
  readonly " $data"?: CaseHistoryDrawer_lien$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseHistoryDrawer_lien">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CaseHistoryDrawer_lien",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LienHistoryList_lien"
    }
  ],
  "type": "Lien",
  "abstractKey": null
};

(node as any).hash = "3ec187b68df0afab9991e9333030d754";

export default node;
