/**
 * @generated SignedSource<<88c3b94b150e5acb83391417723f4e57>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type InboxBadge_case$data = {
  readonly newThreadCount: number;
  readonly " $fragmentType": "InboxBadge_case";
};
export type InboxBadge_case$key = {
  readonly " $data"?: InboxBadge_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"InboxBadge_case">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InboxBadge_case",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "newThreadCount",
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};

(node as any).hash = "a4d71fb05ffe1137af472efbaf7df90a";

export default node;
