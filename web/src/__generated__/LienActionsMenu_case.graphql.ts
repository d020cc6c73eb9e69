/**
 * @generated SignedSource<<aedbc8527edb127d03d6eb4b438551e4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LienActionsMenu_case$data = {
  readonly id: string;
  readonly internalID: string;
  readonly lawFirm: {
    readonly internalID: string;
  } | null | undefined;
  readonly userLien: {
    readonly createdByCaseLawFirm: boolean | null | undefined;
    readonly id: string;
    readonly isLienholderBlacklisted: boolean | null | undefined;
    readonly viewerCan: {
      readonly removeCase: boolean;
      readonly reopen: boolean;
      readonly resolve: boolean;
    };
  } | null | undefined;
  readonly viewerCan: {
    readonly merge: boolean;
    readonly setLawFirm: boolean;
    readonly shareLink: boolean;
  };
  readonly " $fragmentType": "LienActionsMenu_case";
};
export type LienActionsMenu_case$key = {
  readonly " $data"?: LienActionsMenu_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"LienActionsMenu_case">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalID",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LienActionsMenu_case",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "lawFirm",
      "plural": false,
      "selections": [
        (v1/*:: as any*/)
      ],
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
          "name": "merge",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "setLawFirm",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shareLink",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Lien",
      "kind": "LinkedField",
      "name": "userLien",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isLienholderBlacklisted",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdByCaseLawFirm",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "LienViewerCan",
          "kind": "LinkedField",
          "name": "viewerCan",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "resolve",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "reopen",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "removeCase",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};
})();

(node as any).hash = "a4d2cb41dc44e0ce7f541ddeee81acf0";

export default node;
