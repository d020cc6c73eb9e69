/**
 * @generated SignedSource<<498e3afbfe103aa7adece988d93de7ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type AccountRole = "ADMIN" | "USER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AccessLogButton_viewer$data = {
  readonly activeAccount: {
    readonly role: AccountRole;
  };
  readonly user: {
    readonly isStaff: boolean;
  };
  readonly " $fragmentType": "AccessLogButton_viewer";
};
export type AccessLogButton_viewer$key = {
  readonly " $data"?: AccessLogButton_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccessLogButton_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccessLogButton_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isStaff",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Account",
      "kind": "LinkedField",
      "name": "activeAccount",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "role",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "4c58cecd9a0896fc855195dfbdfc2c4e";

export default node;
