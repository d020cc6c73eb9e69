/**
 * @generated SignedSource<<453232294aa9125db583423abf46bc58>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AppHeader_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationSwitcher_viewer" | "UserMenu_viewer">;
  readonly " $fragmentType": "AppHeader_viewer";
};
export type AppHeader_viewer$key = {
  readonly " $data"?: AppHeader_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppHeader_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppHeader_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserMenu_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrganizationSwitcher_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "38095dd2ca1d7dbd06c43e4246a8be76";

export default node;
