/**
 * @generated SignedSource<<94af36f1909623f679c4a8c1579c1563>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LienActionsMenu_case$data = {
  readonly id: string;
  readonly lawFirm: {
    readonly internalID: string;
  } | null | undefined;
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
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "lawFirm",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "internalID",
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

(node as any).hash = "65391c9a2a42c61e037a4e655982498e";

export default node;
