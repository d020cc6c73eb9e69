/**
 * @generated SignedSource<<5ea5c2eabf341a59f2f2089486d4a142>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ChatDialog_thread$data = {
  readonly id: string;
  readonly notesDisabledBy: string | null | undefined;
  readonly title: string;
  readonly unreadCount: number;
  readonly viewerCan: {
    readonly sendChatMessage: boolean;
  };
  readonly " $fragmentType": "ChatDialog_thread";
};
export type ChatDialog_thread$key = {
  readonly " $data"?: ChatDialog_thread$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatDialog_thread">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatDialog_thread",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notesDisabledBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ThreadViewerCan",
      "kind": "LinkedField",
      "name": "viewerCan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sendChatMessage",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Thread",
  "abstractKey": null
};

(node as any).hash = "387b7ba00d89bed3da461e63773d3cb1";

export default node;
