/**
 * @generated SignedSource<<725baf801f61a3ffcafdb4280205af33>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CasePage_history$data = {
  readonly userLien: {
    readonly " $fragmentSpreads": FragmentRefs<"CaseHistoryDrawer_lien">;
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
          "name": "CaseHistoryDrawer_lien"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};

(node as any).hash = "01028663acba4ca0beb31e8d3e2b7067";

export default node;
