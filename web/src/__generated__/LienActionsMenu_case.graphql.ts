/**
 * @generated SignedSource<<00cad1406939ca2c49af9ac133a5cefd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LienActionsMenu_case$data = {
  readonly id: string;
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

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LienActionsMenu_case",
  "selections": [
    (v0/*:: as any*/),
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};
})();

(node as any).hash = "327e8b12f97e40da0ce230c578d5d03b";

export default node;
