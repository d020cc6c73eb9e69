/**
 * @generated SignedSource<<e683500e5b7eef419afd7293a09df5a7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ThreadListItem_thread$data = {
  readonly createdAt: any;
  readonly isNew: boolean;
  readonly isResolved: boolean;
  readonly latestMessage: {
    readonly note: string;
  } | null | undefined;
  readonly messageCount: number;
  readonly " $fragmentSpreads": FragmentRefs<"threadText_thread">;
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
      "kind": "InlineDataFragmentSpread",
      "name": "threadText_thread",
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
          "name": "viewerIsAddressee",
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
        }
      ],
      "args": null,
      "argumentDefinitions": []
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
      "name": "createdAt",
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

(node as any).hash = "57a285f97b90c53136cbd84fd632da95";

export default node;
