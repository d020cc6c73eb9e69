/**
 * @generated SignedSource<<d9142ff84f61e59c1c69bcf15d9d568f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type DocumentRequestStatus = "ALREADY_FULFILLED" | "CLARIFICATION_NEEDED" | "CLOSED_BY_LAW_FIRM" | "IN_PROGRESS" | "LIENHOLDER_UPLOADED_ALL_DOCUMENTS" | "PATIENT_STILL_TREATING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type DocumentRequestPanel_thread$data = {
  readonly request: {
    readonly id: string;
    readonly isClosed: boolean;
    readonly isFulfilled: boolean;
    readonly status: DocumentRequestStatus | null | undefined;
    readonly viewerCan: {
      readonly close: boolean;
      readonly respond: boolean;
      readonly upload: boolean;
    };
  } | null | undefined;
  readonly " $fragmentType": "DocumentRequestPanel_thread";
};
export type DocumentRequestPanel_thread$key = {
  readonly " $data"?: DocumentRequestPanel_thread$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentRequestPanel_thread">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentRequestPanel_thread",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DocumentRequest",
      "kind": "LinkedField",
      "name": "request",
      "plural": false,
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
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isFulfilled",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isClosed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DocumentRequestViewerCan",
          "kind": "LinkedField",
          "name": "viewerCan",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "respond",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "close",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "upload",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Thread",
  "abstractKey": null
};

(node as any).hash = "266de3be977d20e2637f475f2e6225aa";

export default node;
