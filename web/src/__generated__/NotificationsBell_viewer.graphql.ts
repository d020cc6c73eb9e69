/**
 * @generated SignedSource<<7d31ceff1e86e87aadda2654ebb6fca7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type NotificationsBell_viewer$data = {
  readonly notificationCounts: {
    readonly unviewed: number;
  };
  readonly " $fragmentSpreads": FragmentRefs<"NotificationsBellList_viewer">;
  readonly " $fragmentType": "NotificationsBell_viewer";
};
export type NotificationsBell_viewer$key = {
  readonly " $data"?: NotificationsBell_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationsBell_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationsBell_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "NotificationCounts",
      "kind": "LinkedField",
      "name": "notificationCounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unviewed",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NotificationsBellList_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "81965de12a7c2a91b4db1c968366e081";

export default node;
