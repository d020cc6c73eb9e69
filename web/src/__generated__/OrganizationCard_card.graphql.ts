/**
 * @generated SignedSource<<c50541dd3d09d97536347dfae8b66994>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrganizationCard_card$data = {
  readonly contacts: ReadonlyArray<{
    readonly fullName: string;
    readonly id: string;
    readonly isAccountDeactivated: boolean;
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
    readonly canDelete: boolean;
    readonly email: string;
    readonly fullName: string;
    readonly id: string;
    readonly isAccountDeactivated: boolean;
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAccountDeactivated",
  "storageKey": null
};
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
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Contact",
      "kind": "LinkedField",
      "name": "viewerContact",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canDelete",
          "storageKey": null
        }
      ],
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

(node as any).hash = "0b5cdd16adb5ed8b0dd84e2d76cf7025";

export default node;
