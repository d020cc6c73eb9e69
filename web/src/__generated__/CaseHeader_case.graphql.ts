/**
 * @generated SignedSource<<9001e71f585dce2842bc29ea4935c842>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CaseHeader_case$data = {
  readonly dateOfLoss: any | null | undefined;
  readonly plaintiff: {
    readonly birthdate: any | null | undefined;
    readonly fullName: string;
  };
  readonly " $fragmentType": "CaseHeader_case";
};
export type CaseHeader_case$key = {
  readonly " $data"?: CaseHeader_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseHeader_case">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CaseHeader_case",
  "selections": [
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "birthdate",
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
    }
  ],
  "type": "Case",
  "abstractKey": null
};

(node as any).hash = "2206bb2a91d6d253fc135b0b0d7fa8de";

export default node;
