/**
 * @generated SignedSource<<8bff6c6075b9269ad5b396688de002d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type FinanceTab_case$data = {
  readonly id: string;
  readonly liens: ReadonlyArray<{
    readonly balance: string | null | undefined;
    readonly id: string;
    readonly isOwn: boolean;
    readonly lienholder: {
      readonly internalID: string;
    };
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
        {
          "alias": null,
          "args": null,
          "concreteType": "Organization",
          "kind": "LinkedField",
          "name": "lienholder",
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
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};
})();

(node as any).hash = "d904e8ad96242ed92d44ad2ac02c24b5";

export default node;
