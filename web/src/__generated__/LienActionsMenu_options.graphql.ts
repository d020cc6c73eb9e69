/**
 * @generated SignedSource<<55a18ccddb95bc25c25c95e86929f25f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LienActionsMenu_options$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ResolveLienDialog_options">;
  readonly " $fragmentType": "LienActionsMenu_options";
};
export type LienActionsMenu_options$key = {
  readonly " $data"?: LienActionsMenu_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"LienActionsMenu_options">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LienActionsMenu_options",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ResolveLienDialog_options"
    }
  ],
  "type": "Options",
  "abstractKey": null
};

(node as any).hash = "6e8a0b6d0c24e1fe1a8caaa22f5ddd6e";

export default node;
