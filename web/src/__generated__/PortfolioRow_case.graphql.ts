/**
 * @generated SignedSource<<2b223e27d12a176568c89e00f9934bd2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type PortfolioRow_case$data = {
  readonly dateOfLoss: any | null | undefined;
  readonly daysSinceLastUpdate: number | null | undefined;
  readonly internalID: string;
  readonly isResolved: boolean | null | undefined;
  readonly lawFirm: {
    readonly name: string;
  } | null | undefined;
  readonly needsUpdate: boolean;
  readonly plaintiff: {
    readonly fullName: string;
  };
  readonly statusLabel: string | null | undefined;
  readonly " $fragmentType": "PortfolioRow_case";
};
export type PortfolioRow_case$key = {
  readonly " $data"?: PortfolioRow_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"PortfolioRow_case">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PortfolioRow_case",
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
      "concreteType": "Person",
      "kind": "LinkedField",
      "name": "plaintiff",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dateOfLoss",
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
      "name": "needsUpdate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "daysSinceLastUpdate",
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

(node as any).hash = "70c638116feea3233f4787dda4aa20f3";

export default node;
