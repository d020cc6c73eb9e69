/**
 * @generated SignedSource<<81861b95a9c9651f3a7109fc327f2726>>
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
  readonly viewerCan: {
    readonly changeRepresentation: boolean;
  };
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
          "name": "changeRepresentation",
          "storageKey": null
        }
      ],
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

(node as any).hash = "ff494662a2bc13dea2e0129d7f7c2fb2";

export default node;
