/**
 * @generated SignedSource<<9c77fccfc0724d06c89dfbd588b532b0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ChatMessageBubble_message$data = {
  readonly createdAt: any;
  readonly createdByName: string;
  readonly createdByOrganizationName: string | null | undefined;
  readonly id: string;
  readonly note: string;
  readonly sentByViewerOrganization: boolean;
  readonly viewerCan: {
    readonly delete: boolean;
  };
  readonly " $fragmentType": "ChatMessageBubble_message";
};
export type ChatMessageBubble_message$key = {
  readonly " $data"?: ChatMessageBubble_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatMessageBubble_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatMessageBubble_message",
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
      "name": "note",
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
      "name": "createdByName",
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
      "name": "sentByViewerOrganization",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ThreadMessageViewerCan",
      "kind": "LinkedField",
      "name": "viewerCan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "delete",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ThreadMessage",
  "abstractKey": null
};

(node as any).hash = "710295e2737805144a55091f6258ed68";

export default node;
