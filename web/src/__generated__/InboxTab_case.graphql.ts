/**
 * @generated SignedSource<<112d45d8d13112aeb202c132797b45ae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ThreadType = "DOCUMENTS_HIDDEN" | "DOCUMENT_REQUEST" | "LAW_FIRM_CHANGED" | "LIEN_CHAT" | "LIEN_REJECTION" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type InboxTab_case$data = {
  readonly id: string;
  readonly threads: ReadonlyArray<{
    readonly createdByOrganizationInternalID: string | null | undefined;
    readonly createdByOrganizationName: string | null | undefined;
    readonly id: string;
    readonly isNew: boolean;
    readonly type: ThreadType;
    readonly " $fragmentSpreads": FragmentRefs<"ThreadListItem_thread" | "ThreadView_thread">;
  }>;
  readonly " $fragmentType": "InboxTab_case";
};
export type InboxTab_case$key = {
  readonly " $data"?: InboxTab_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"InboxTab_case">;
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
  "name": "InboxTab_case",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Thread",
      "kind": "LinkedField",
      "name": "threads",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isNew",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdByOrganizationInternalID",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdByOrganizationName",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ThreadListItem_thread"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ThreadView_thread"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};
})();

(node as any).hash = "ad621bcf9aacdad6b3ac765102161a5d";

export default node;
