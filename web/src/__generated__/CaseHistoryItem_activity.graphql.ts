/**
 * @generated SignedSource<<89480a81d1ab4f5345d1ac885ec651d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CaseHistoryItem_activity$data = {
  readonly createdAt: any;
  readonly createdByName: string | null | undefined;
  readonly createdByOrganizationName: string | null | undefined;
  readonly data: any | null | undefined;
  readonly hideCreatedBy: boolean;
  readonly isInternalUser: boolean;
  readonly note: string | null | undefined;
  readonly type: string;
  readonly " $fragmentType": "CaseHistoryItem_activity";
};
export type CaseHistoryItem_activity$key = {
  readonly " $data"?: CaseHistoryItem_activity$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseHistoryItem_activity">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CaseHistoryItem_activity",
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
      "name": "hideCreatedBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isInternalUser",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "data",
      "storageKey": null
    }
  ],
  "type": "Activity",
  "abstractKey": null
};

(node as any).hash = "5a68fb48c600b6639b7ce92ef3419082";

export default node;
