/**
 * @generated SignedSource<<7c485c9a3da33b4e53440c517e012f13>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CasePage_case$data = {
  readonly id: string;
  readonly internalID: string;
  readonly " $fragmentSpreads": FragmentRefs<"CaseDetailTab_case" | "CaseHeader_case" | "InboxBadge_case" | "LienActionsMenu_case" | "useCaseActionDialogs_case">;
  readonly " $fragmentType": "CasePage_case";
};
export type CasePage_case$key = {
  readonly " $data"?: CasePage_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"CasePage_case">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CasePage_case",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "internalID",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CaseHeader_case"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LienActionsMenu_case"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "InboxBadge_case"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CaseDetailTab_case"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useCaseActionDialogs_case"
    }
  ],
  "type": "Case",
  "abstractKey": null
};

(node as any).hash = "d525fe1e040c9983952790fda8370a33";

export default node;
