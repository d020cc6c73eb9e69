/**
 * @generated SignedSource<<8a3763b26bf9647288806ae0188385f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CaseDetailTab_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ExternalIdsRow_viewer" | "TagsRow_viewer">;
  readonly " $fragmentType": "CaseDetailTab_viewer";
};
export type CaseDetailTab_viewer$key = {
  readonly " $data"?: CaseDetailTab_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseDetailTab_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CaseDetailTab_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TagsRow_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ExternalIdsRow_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "82464223c30ef89b6a56fc0278d727f8";

export default node;
