/**
 * @generated SignedSource<<a267824a91714caaca42a157ef467eca>>
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
  readonly viewerCan: {
    readonly updateStatus: boolean;
  };
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
          "name": "updateStatus",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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

(node as any).hash = "e15544d85949da71ff591ba5231b7d51";

export default node;
