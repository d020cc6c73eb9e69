/**
 * @generated SignedSource<<d3974cd4d991b125061e3b1f279ede07>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CasePage_history$data = {
  readonly userLien: {
    readonly " $fragmentSpreads": FragmentRefs<"LienHistoryList_lien">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CaseHistoryDrawer_case">;
  readonly " $fragmentType": "CasePage_history";
};
export type CasePage_history$key = {
  readonly " $data"?: CasePage_history$data;
  readonly " $fragmentSpreads": FragmentRefs<"CasePage_history">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CasePage_history",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CaseHistoryDrawer_case"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Lien",
      "kind": "LinkedField",
      "name": "userLien",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "LienHistoryList_lien"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};

(node as any).hash = "f1b3d2625693a8ee9f56ae84b0a6e4e0";

export default node;
