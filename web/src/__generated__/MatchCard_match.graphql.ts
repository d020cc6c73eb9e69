/**
 * @generated SignedSource<<2d45b62c2fcc4aa339d9264b1207b41f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type MatchModelType = "CASE" | "CONTACT" | "LEGAL_ORGANIZATION" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type MatchCard_match$data = {
  readonly canDismiss: boolean;
  readonly canMarkNeedsMoreInformation: boolean;
  readonly canMerge: boolean;
  readonly fromImport: boolean;
  readonly id: string;
  readonly masterCandidateIds: ReadonlyArray<string>;
  readonly modelType: MatchModelType;
  readonly note: string;
  readonly records: ReadonlyArray<{
    readonly __typename: "MatchedCase";
    readonly createdAt: any | null | undefined;
    readonly createdByOrganization: {
      readonly name: string;
    };
    readonly dateOfLoss: any | null | undefined;
    readonly internalID: string;
    readonly lawFirm: {
      readonly name: string;
    } | null | undefined;
    readonly lienCount: number;
    readonly plaintiffBirthdate: any | null | undefined;
    readonly plaintiffName: string;
    readonly stateOfIncident: string | null | undefined;
  } | {
    readonly __typename: "MatchedContact";
    readonly email: string;
    readonly firstName: string;
    readonly internalID: string;
    readonly isAccountDeactivated: boolean;
    readonly isAccountSuspended: boolean;
    readonly isUser: boolean;
    readonly lastLogin: any | null | undefined;
    readonly lastName: string;
    readonly legalOrganization: {
      readonly name: string;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  }>;
  readonly rule: string;
  readonly score: number;
  readonly " $fragmentType": "MatchCard_match";
};
export type MatchCard_match$key = {
  readonly " $data"?: MatchCard_match$data;
  readonly " $fragmentSpreads": FragmentRefs<"MatchCard_match">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalID",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MatchCard_match",
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
      "name": "modelType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rule",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "score",
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
      "name": "fromImport",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "masterCandidateIds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canMerge",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canDismiss",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canMarkNeedsMoreInformation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "records",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "plaintiffName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "plaintiffBirthdate",
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
              "name": "stateOfIncident",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "MatchedOrganization",
              "kind": "LinkedField",
              "name": "lawFirm",
              "plural": false,
              "selections": (v1/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "MatchedOrganization",
              "kind": "LinkedField",
              "name": "createdByOrganization",
              "plural": false,
              "selections": (v1/*:: as any*/),
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
              "name": "lienCount",
              "storageKey": null
            }
          ],
          "type": "MatchedCase",
          "abstractKey": null
        },
        {
          "kind": "InlineFragment",
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "firstName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lastName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "email",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isUser",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isAccountDeactivated",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "isAccountSuspended",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lastLogin",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "MatchedOrganization",
              "kind": "LinkedField",
              "name": "legalOrganization",
              "plural": false,
              "selections": (v1/*:: as any*/),
              "storageKey": null
            }
          ],
          "type": "MatchedContact",
          "abstractKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Match",
  "abstractKey": null
};
})();

(node as any).hash = "5a8d1ad1539251a0a46c5acaa3286280";

export default node;
