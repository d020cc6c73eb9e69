/**
 * @generated SignedSource<<549e2cea58fe68486fc851895953e04b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AppHeader_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"NotificationsBell_viewer" | "OrganizationSwitcher_viewer" | "RewardsButton_viewer" | "UpgradeLink_viewer" | "UserMenu_viewer">;
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UpgradeLink_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "6d7128bfb553252700bfb2313f48bd2c";

export default node;
