/**
 * @generated SignedSource<<f5da04d6629550b5e188c3b1223ff711>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type TagsRow_case$data = {
  readonly id: string;
  readonly tags: ReadonlyArray<{
    readonly id: string;
    readonly tag: {
      readonly id: string;
      readonly name: string;
    };
  }>;
  readonly " $fragmentType": "TagsRow_case";
};
export type TagsRow_case$key = {
  readonly " $data"?: TagsRow_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"TagsRow_case">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TagsRow_case",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "CaseTag",
      "kind": "LinkedField",
      "name": "tags",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Tag",
          "kind": "LinkedField",
          "name": "tag",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};
})();

(node as any).hash = "b5235aa2405198ce562f70d2e4ca043a";

export default node;
