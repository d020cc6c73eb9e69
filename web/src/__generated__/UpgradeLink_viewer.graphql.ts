/**
 * @generated SignedSource<<c5ecbd46adc99c1c1d421f30a68833d7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UpgradeLink_viewer$data = {
  readonly activeAccount: {
    readonly showsUpgradeLink: boolean;
  };
  readonly " $fragmentType": "UpgradeLink_viewer";
};
export type UpgradeLink_viewer$key = {
  readonly " $data"?: UpgradeLink_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpgradeLink_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UpgradeLink_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Account",
      "kind": "LinkedField",
      "name": "activeAccount",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "showsUpgradeLink",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "24779e97d964ddf74edbc356e22e49db";

export default node;
