/**
 * @generated SignedSource<<3f45bc6d372cf8869f2d993025a3ac74>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LienRejectionNotice_lien$data = {
  readonly case: {
    readonly lawFirm: {
      readonly internalID: string;
      readonly name: string;
    } | null | undefined;
  };
  readonly hasOpenRejection: boolean;
  readonly id: string;
  readonly rejectionNote: string | null | undefined;
  readonly " $fragmentType": "LienRejectionNotice_lien";
};
export type LienRejectionNotice_lien$key = {
  readonly " $data"?: LienRejectionNotice_lien$data;
  readonly " $fragmentSpreads": FragmentRefs<"LienRejectionNotice_lien">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LienRejectionNotice_lien",
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
      "name": "hasOpenRejection",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rejectionNote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Case",
      "kind": "LinkedField",
      "name": "case",
      "plural": false,
      "selections": [
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
              "name": "internalID",
              "storageKey": null
            },
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
      "storageKey": null
    }
  ],
  "type": "Lien",
  "abstractKey": null
};

(node as any).hash = "1d8bd7a21639c55b569da4b1670e2f57";

export default node;
