/**
 * @generated SignedSource<<7293c0677a8f9fcc1f39fece2f5d42e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CaseDetailTab_options$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CaseDetailsCard_options">;
  readonly " $fragmentType": "CaseDetailTab_options";
};
export type CaseDetailTab_options$key = {
  readonly " $data"?: CaseDetailTab_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseDetailTab_options">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CaseDetailTab_options",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CaseDetailsCard_options"
    }
  ],
  "type": "Options",
  "abstractKey": null
};

(node as any).hash = "1933bea717201585b0127ba12475643c";

export default node;
