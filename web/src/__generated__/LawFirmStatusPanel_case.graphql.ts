/**
 * @generated SignedSource<<3aba57ce12da313bd73f34f52a5f9852>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LawFirmStatusPanel_case$data = {
  readonly appearanceDate: any | null | undefined;
  readonly dateExpectedToReceiveCheck: any | null | undefined;
  readonly id: string;
  readonly lastUpdatedAt: any | null | undefined;
  readonly lastUpdatedByOrganizationName: string | null | undefined;
  readonly lawFirm: {
    readonly name: string;
  } | null | undefined;
  readonly lawsuitFiledDate: any | null | undefined;
  readonly status: string | null | undefined;
  readonly statusLabel: string | null | undefined;
  readonly viewerCan: {
    readonly updateStatus: boolean;
  };
  readonly " $fragmentType": "LawFirmStatusPanel_case";
};
export type LawFirmStatusPanel_case$key = {
  readonly " $data"?: LawFirmStatusPanel_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"LawFirmStatusPanel_case">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LawFirmStatusPanel_case",
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
      "concreteType": "CaseViewerCan",
      "kind": "LinkedField",
      "name": "viewerCan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "updateStatus",
          "storageKey": null
        }
      ],
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
      "name": "statusLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "appearanceDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lawsuitFiledDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dateExpectedToReceiveCheck",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUpdatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUpdatedByOrganizationName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "lawFirm",
      "plural": false,
      "selections": [
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
  "type": "Case",
  "abstractKey": null
};

(node as any).hash = "a1f50583e0004f6b078385855e39444a";

export default node;
