/**
 * @generated SignedSource<<33ec542c763a3421573f4609a0908458>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FinanceTab_case$data = {
  readonly liens: ReadonlyArray<{
    readonly balance: string | null | undefined;
    readonly id: string;
    readonly isOwn: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"FinanceTab_lien">;
  }>;
  readonly userLien: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"FinanceTab_lien">;
  } | null | undefined;
  readonly " $fragmentType": "FinanceTab_case";
};
export type FinanceTab_case$key = {
  readonly " $data"?: FinanceTab_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"FinanceTab_case">;
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
  "args": null,
  "kind": "FragmentSpread",
  "name": "FinanceTab_lien"
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FinanceTab_case",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Lien",
      "kind": "LinkedField",
      "name": "userLien",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Lien",
      "kind": "LinkedField",
      "name": "liens",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isOwn",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "balance",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};
})();

(node as any).hash = "078841ec7cd826f78e23e36b04d526b8";

export default node;
