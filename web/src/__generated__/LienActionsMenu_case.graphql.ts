/**
 * @generated SignedSource<<228bc5cef2341274b7fd2c03c102a478>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LienActionsMenu_case$data = {
  readonly userLien: {
    readonly id: string;
    readonly isLienholderBlacklisted: boolean | null | undefined;
    readonly isResolved: boolean;
  } | null | undefined;
  readonly " $fragmentType": "LienActionsMenu_case";
};
export type LienActionsMenu_case$key = {
  readonly " $data"?: LienActionsMenu_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"LienActionsMenu_case">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LienActionsMenu_case",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Lien",
      "kind": "LinkedField",
      "name": "userLien",
      "plural": false,
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
          "name": "isResolved",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isLienholderBlacklisted",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};

(node as any).hash = "e556b2ddf94c1d9acbf2dd9660171953";

export default node;
