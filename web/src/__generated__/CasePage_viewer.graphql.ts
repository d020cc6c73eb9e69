/**
 * @generated SignedSource<<b2a5ef36ad846cee1edddef04a23b4c8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OrganizationKind = "LAW_FIRM" | "LIENHOLDER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CasePage_viewer$data = {
  readonly activeAccount: {
    readonly organization: {
      readonly kind: OrganizationKind;
    };
  };
  readonly " $fragmentSpreads": FragmentRefs<"AccessLogButton_viewer" | "CaseDetailTab_viewer">;
  readonly " $fragmentType": "CasePage_viewer";
};
export type CasePage_viewer$key = {
  readonly " $data"?: CasePage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"CasePage_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CasePage_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AccessLogButton_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CaseDetailTab_viewer"
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
          "concreteType": "Organization",
          "kind": "LinkedField",
          "name": "organization",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "kind",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "6bf0d542779f11cd5a9904e053aa7c06";

export default node;
