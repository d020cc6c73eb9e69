/**
 * @generated SignedSource<<8ab36921bd4e8c2a0d2f752e596631d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TagsRow_viewer$data = {
  readonly canAddTags: boolean;
  readonly " $fragmentType": "TagsRow_viewer";
};
export type TagsRow_viewer$key = {
  readonly " $data"?: TagsRow_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TagsRow_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TagsRow_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canAddTags",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "de30ceeba11e644b6eeb6cab49ac9082";

export default node;
