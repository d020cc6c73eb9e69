/**
 * @generated SignedSource<<cbe9b4232f44d671abfb6059ebc0ce90>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrganizationCard_card$data = {
  readonly contacts: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"contactsSummary_contact">;
  }>;
  readonly id: string;
  readonly isFormer: boolean;
  readonly isOwn: boolean;
  readonly isViewerAssigned: boolean;
  readonly lastActiveAt: any | null | undefined;
  readonly organization: {
    readonly address: {
      readonly address1: string | null | undefined;
      readonly address2: string | null | undefined;
      readonly city: string | null | undefined;
      readonly state: string | null | undefined;
      readonly zipCode: string | null | undefined;
    } | null | undefined;
    readonly name: string;
    readonly website: string | null | undefined;
  };
  readonly viewerCan: {
    readonly manageContacts: boolean;
  };
  readonly viewerContact: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"contactsSummary_contact">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ManageContactsDialog_card">;
  readonly " $fragmentType": "OrganizationCard_card";
};
export type OrganizationCard_card$key = {
  readonly " $data"?: OrganizationCard_card$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrganizationCard_card">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "kind": "InlineDataFragmentSpread",
    "name": "contactsSummary_contact",
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
        "name": "isAccountDeactivated",
        "storageKey": null
      }
    ],
    "args": null,
    "argumentDefinitions": ([]/*:: as any*/)
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrganizationCard_card",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isFormer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isOwn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastActiveAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CaseOrganizationCardViewerCan",
      "kind": "LinkedField",
      "name": "viewerCan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "manageContacts",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isViewerAssigned",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "organization",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "website",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Address",
          "kind": "LinkedField",
          "name": "address",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "address1",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "address2",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "city",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "state",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "zipCode",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Contact",
      "kind": "LinkedField",
      "name": "contacts",
      "plural": true,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Contact",
      "kind": "LinkedField",
      "name": "viewerContact",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ManageContactsDialog_card"
    }
  ],
  "type": "CaseOrganizationCard",
  "abstractKey": null
};
})();

(node as any).hash = "9148a98be4cdf59ce1817d08cceb0a9d";

export default node;
