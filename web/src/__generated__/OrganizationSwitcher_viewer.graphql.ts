/**
 * @generated SignedSource<<cde3382516f1c13627f30a21c5b1f31f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrganizationSwitcher_viewer$data = {
  readonly accounts: ReadonlyArray<{
    readonly id: string;
    readonly organization: {
      readonly name: string;
    };
  }>;
  readonly activeAccount: {
    readonly id: string;
    readonly organization: {
      readonly name: string;
    };
  };
  readonly " $fragmentType": "OrganizationSwitcher_viewer";
};
export type OrganizationSwitcher_viewer$key = {
  readonly " $data"?: OrganizationSwitcher_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationSwitcher_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "concreteType": "Organization",
    "kind": "LinkedField",
    "name": "organization",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizationSwitcher_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Account",
      "kind": "LinkedField",
      "name": "activeAccount",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Account",
      "kind": "LinkedField",
      "name": "accounts",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "76bfe350baccdce2faa27e0cec21bbf7";

export default node;
