/**
 * @generated SignedSource<<1476665ab28976051a2fe48a5ea81fab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StatusTabPanel_case$data = {
  readonly userLien: {
    readonly " $fragmentSpreads": FragmentRefs<"LienStatusPanel_lien">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"LawFirmStatusPanel_case">;
  readonly " $fragmentType": "StatusTabPanel_case";
};
export type StatusTabPanel_case$key = {
  readonly " $data"?: StatusTabPanel_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatusTabPanel_case">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StatusTabPanel_case",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LawFirmStatusPanel_case"
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
          "name": "LienStatusPanel_lien"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};

(node as any).hash = "6f9dbfdecd7010c76a1a56c2e410acab";

export default node;
