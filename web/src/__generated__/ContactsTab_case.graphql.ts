/**
 * @generated SignedSource<<422d96021d8b4f6c8d41fc4fdf3db46c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OrganizationKind = "LAW_FIRM" | "LIENHOLDER" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ContactsTab_case$data = {
  readonly contactOrganizations: ReadonlyArray<{
    readonly cards: ReadonlyArray<{
      readonly id: string;
      readonly isFormer: boolean;
      readonly lien: {
        readonly id: string;
      } | null | undefined;
      readonly organization: {
        readonly name: string;
      };
      readonly side: OrganizationKind;
      readonly " $fragmentSpreads": FragmentRefs<"OrganizationCard_card">;
    }>;
    readonly organizationType: string;
    readonly title: string;
  }>;
  readonly id: string;
  readonly " $fragmentType": "ContactsTab_case";
};
export type ContactsTab_case$key = {
  readonly " $data"?: ContactsTab_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactsTab_case">;
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
  "name": "ContactsTab_case",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ContactSection",
      "kind": "LinkedField",
      "name": "contactOrganizations",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "organizationType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CaseOrganizationCard",
          "kind": "LinkedField",
          "name": "cards",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "side",
              "storageKey": null
            },
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
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Lien",
              "kind": "LinkedField",
              "name": "lien",
              "plural": false,
              "selections": [
                (v0/*:: as any*/)
              ],
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "OrganizationCard_card"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};
})();

(node as any).hash = "711c5ee554f4adeae58d971a0b0a5c1d";

export default node;
