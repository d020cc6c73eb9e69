/**
 * @generated SignedSource<<9bd4e52b5a41b57fa88f404a89ebbeaf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PolicyLimitDocument_policyLimit$data = {
  readonly document: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "PolicyLimitDocument_policyLimit";
};
export type PolicyLimitDocument_policyLimit$key = {
  readonly " $data"?: PolicyLimitDocument_policyLimit$data;
  readonly " $fragmentSpreads": FragmentRefs<"PolicyLimitDocument_policyLimit">;
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
  "name": "PolicyLimitDocument_policyLimit",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Document",
      "kind": "LinkedField",
      "name": "document",
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
  "type": "PolicyLimit",
  "abstractKey": null
};
})();

(node as any).hash = "38552240dfea7e18b27ab1e813230483";

export default node;
