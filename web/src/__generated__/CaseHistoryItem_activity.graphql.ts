/**
 * @generated SignedSource<<ba65c23dc277e6c9c8f7b2182877a26d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CaseHistoryItem_activity$data = {
  readonly createdAt: any;
  readonly note: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"activityText_activity">;
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
      "kind": "InlineDataFragmentSpread",
      "name": "activityText_activity",
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
      "args": null,
      "argumentDefinitions": []
    }
  ],
  "type": "Activity",
  "abstractKey": null
};

(node as any).hash = "7d1bc94e457aa5c447671b127a70f663";

export default node;
