/**
 * @generated SignedSource<<a69273a22f2c4ff5f752d5de4f9b0f2f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CaseDetailsCard_options$data = {
  readonly caseType: ReadonlyArray<{
    readonly label: string;
    readonly value: string;
  }>;
  readonly usStates: ReadonlyArray<{
    readonly label: string;
    readonly value: string;
  }>;
  readonly " $fragmentType": "CaseDetailsCard_options";
};
export type CaseDetailsCard_options$key = {
  readonly " $data"?: CaseDetailsCard_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseDetailsCard_options">;
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
  "name": "CaseDetailsCard_options",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Option",
      "kind": "LinkedField",
      "name": "caseType",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Option",
      "kind": "LinkedField",
      "name": "usStates",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Options",
  "abstractKey": null
};
})();

(node as any).hash = "4b09665991da05b75e1564787bbd2dd0";

export default node;
