/**
 * @generated SignedSource<<aeadf7f7b2c4a82b8abc613bcff5e09e>>
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
    readonly isResolved: boolean;
  } | null | undefined;
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
          "name": "isResolved",
          "storageKey": null
        },
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};
})();

(node as any).hash = "63ba9fd0c8b96fc813b229021f0ba76e";

export default node;
