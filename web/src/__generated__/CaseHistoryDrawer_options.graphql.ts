/**
 * @generated SignedSource<<13c891734261815578585cbacc83327b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CaseHistoryDrawer_options$data = {
  readonly activityTypes: ReadonlyArray<{
    readonly label: string;
    readonly value: string;
  }>;
  readonly caseStatus: ReadonlyArray<{
    readonly label: string;
    readonly value: string;
  }>;
  readonly treatmentStatus: ReadonlyArray<{
    readonly label: string;
    readonly value: string;
  }>;
  readonly " $fragmentType": "CaseHistoryDrawer_options";
};
export type CaseHistoryDrawer_options$key = {
  readonly " $data"?: CaseHistoryDrawer_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseHistoryDrawer_options">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CaseHistoryDrawer_options",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Option",
      "kind": "LinkedField",
      "name": "activityTypes",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Option",
      "kind": "LinkedField",
      "name": "caseStatus",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Option",
      "kind": "LinkedField",
      "name": "treatmentStatus",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Options",
  "abstractKey": null
};
})();

(node as any).hash = "b730c1b2f42f5da3b17a8757a6d7d04c";

export default node;
