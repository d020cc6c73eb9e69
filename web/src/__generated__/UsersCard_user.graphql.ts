/**
 * @generated SignedSource<<45c4a80b78a55dcccf4faf025fc76d93>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type InvitationStatus = "ACCEPTED" | "SENT" | "%future added value";
export type OrganizationUserRole = "ADMIN" | "USER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type UsersCard_user$data = {
  readonly email: string;
  readonly firstName: string;
  readonly id: string;
  readonly invitationStatus: InvitationStatus | null | undefined;
  readonly isActive: boolean;
  readonly isViewer: boolean;
  readonly lastName: string;
  readonly name: string;
  readonly role: OrganizationUserRole;
  readonly viewerCan: {
    readonly deactivate: boolean;
    readonly edit: boolean;
    readonly resendInvitation: boolean;
  };
  readonly " $fragmentType": "UsersCard_user";
};
export type UsersCard_user$key = {
  readonly " $data"?: UsersCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UsersCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UsersCard_user",
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
      "name": "name",
      "storageKey": null
    },
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
      "name": "role",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isActive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invitationStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isViewer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OrganizationUserViewerCan",
      "kind": "LinkedField",
      "name": "viewerCan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "edit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deactivate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "resendInvitation",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OrganizationUser",
  "abstractKey": null
};

(node as any).hash = "780f6250922c080b324e2e552c4e05c9";

export default node;
