/**
 * @generated SignedSource<<6b424e4fda4347d360b20caa0e8d1db2>>
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
  readonly lawFirm: {
    readonly internalID: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CaseDetailTab_case" | "CaseHeader_case" | "InboxBadge_case" | "LienActionsMenu_case">;
  readonly " $fragmentType": "CasePage_case";
};
export type CasePage_case$key = {
  readonly " $data"?: CasePage_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"CasePage_case">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
  "name": "CasePage_case",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "lawFirm",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
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
    }
  ],
  "type": "Case",
  "abstractKey": null
};
})();

(node as any).hash = "e055c55ccfa95fb29d459d600bc4cad1";

export default node;
