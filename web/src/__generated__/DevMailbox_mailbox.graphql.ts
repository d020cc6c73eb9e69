/**
 * @generated SignedSource<<b0302f34d0fa3bc0d14080af3e7db46a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type MailDelivery = "OUTBOX" | "SMTP" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type DevMailbox_mailbox$data = {
  readonly count: number;
  readonly delivery: MailDelivery;
  readonly messages: ReadonlyArray<{
    readonly createdAt: any;
    readonly from: string | null | undefined;
    readonly html: string;
    readonly internalID: string;
    readonly listUnsubscribe: string | null | undefined;
    readonly replyTo: string | null | undefined;
    readonly subject: string;
    readonly tag: string;
    readonly text: string;
    readonly to: ReadonlyArray<string>;
  }>;
  readonly " $fragmentType": "DevMailbox_mailbox";
};
export type DevMailbox_mailbox$key = {
  readonly " $data"?: DevMailbox_mailbox$data;
  readonly " $fragmentSpreads": FragmentRefs<"DevMailbox_mailbox">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DevMailbox_mailbox",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "delivery",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DevMailboxMessage",
      "kind": "LinkedField",
      "name": "messages",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "internalID",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "to",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "from",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "replyTo",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "listUnsubscribe",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "subject",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "html",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "tag",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DevMailbox",
  "abstractKey": null
};

(node as any).hash = "c0aff03585c5edd150b44aa528194222";

export default node;
