/**
 * @generated SignedSource<<1427748cab41469de9473ed44e687722>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ManageContactsDialog_card$data = {
  readonly canManageContacts: boolean;
  readonly contacts: ReadonlyArray<{
    readonly canDelete: boolean;
    readonly email: string;
    readonly fullName: string;
    readonly id: string;
    readonly isAccountDeactivated: boolean;
  }>;
  readonly id: string;
  readonly organization: {
    readonly id: string;
    readonly name: string;
  };
  readonly " $fragmentType": "ManageContactsDialog_card";
};
export type ManageContactsDialog_card$key = {
  readonly " $data"?: ManageContactsDialog_card$data;
  readonly " $fragmentSpreads": FragmentRefs<"ManageContactsDialog_card">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ManageContactsDialog_card",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canManageContacts",
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
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
          "name": "email",
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
          "name": "canDelete",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CaseOrganizationCard",
  "abstractKey": null
};
})();

(node as any).hash = "64efda0fedb823065b603b58c7438e84";

export default node;
