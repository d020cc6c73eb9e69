/**
 * @generated SignedSource<<2dc43a710ae88ad8c62681240b46c1c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CasePage_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AccessLogButton_viewer" | "CaseDetailTab_viewer">;
  readonly " $fragmentType": "CasePage_viewer";
};
export type CasePage_viewer$key = {
  readonly " $data"?: CasePage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CasePage_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CasePage_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AccessLogButton_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CaseDetailTab_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "bd5b1e6e9cb3d0dca9acf1de72785cfe";

export default node;
