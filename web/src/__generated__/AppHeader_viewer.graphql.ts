/**
 * @generated SignedSource<<28003530a7ee87f4709e8bc43cb0946d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AppHeader_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"NotificationsBell_viewer" | "OrganizationSwitcher_viewer" | "RewardsButton_viewer" | "UserMenu_viewer">;
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NotificationsBell_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RewardsButton_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "97bd90bd7d08878dd9598c558d072721";

export default node;
