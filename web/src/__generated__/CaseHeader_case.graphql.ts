/**
 * @generated SignedSource<<8e88040b6753594d134cb91c9f2ce29b>>
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
  readonly " $fragmentSpreads": FragmentRefs<"ChatButton_case">;
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ChatButton_case"
    }
  ],
  "type": "Case",
  "abstractKey": null
};

(node as any).hash = "6665c4f628a0a514d13b78ba56776c5f";

export default node;
