/**
 * @generated SignedSource<<57209a5b74ef50684bbd3c3f46328926>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ProviderInvitationState = "ACCEPTED" | "SENT" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ProviderInvitationRow_invitation$data = {
  readonly id: string;
  readonly lastSentAt: any;
  readonly state: ProviderInvitationState;
  readonly toEmail: string;
  readonly toName: string;
  readonly viewerCan: {
    readonly resend: boolean;
  };
  readonly " $fragmentType": "ProviderInvitationRow_invitation";
};
export type ProviderInvitationRow_invitation$key = {
  readonly " $data"?: ProviderInvitationRow_invitation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProviderInvitationRow_invitation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProviderInvitationRow_invitation",
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
      "name": "toEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "toName",
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
      "name": "lastSentAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProviderInvitationViewerCan",
      "kind": "LinkedField",
      "name": "viewerCan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "resend",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ProviderInvitation",
  "abstractKey": null
};

(node as any).hash = "58d734b66aaea0a27755cd1a66653095";

export default node;
