/**
 * @generated SignedSource<<374ccd5adaf4ab5246e97beb641b68a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ThreadType = "DOCUMENTS_HIDDEN" | "DOCUMENT_REQUEST" | "LAW_FIRM_CHANGED" | "LIEN_REJECTION" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ThreadListItem_thread$data = {
  readonly context: {
    readonly newLawFirm: {
      readonly name: string;
    } | null | undefined;
    readonly oldLawFirm: {
      readonly name: string;
    } | null | undefined;
  };
  readonly createdAt: any;
  readonly createdByOrganizationName: string | null | undefined;
  readonly isNew: boolean;
  readonly isResolved: boolean;
  readonly latestMessage: {
    readonly note: string;
  } | null | undefined;
  readonly messageCount: number;
  readonly toOrganizationName: string;
  readonly type: ThreadType;
  readonly viewerIsAddressee: boolean;
  readonly " $fragmentType": "ThreadListItem_thread";
};
export type ThreadListItem_thread$key = {
  readonly " $data"?: ThreadListItem_thread$data;
  readonly " $fragmentSpreads": FragmentRefs<"ThreadListItem_thread">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ThreadListItem_thread",
  "selections": [
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
      "name": "isResolved",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerIsAddressee",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "toOrganizationName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "messageCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ThreadContext",
      "kind": "LinkedField",
      "name": "context",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ThreadLawFirm",
          "kind": "LinkedField",
          "name": "oldLawFirm",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ThreadLawFirm",
          "kind": "LinkedField",
          "name": "newLawFirm",
          "plural": false,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ThreadMessagePreview",
      "kind": "LinkedField",
      "name": "latestMessage",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Thread",
  "abstractKey": null
};
})();

(node as any).hash = "e380cc39e55d7851be7d861b3d5193f3";

export default node;
