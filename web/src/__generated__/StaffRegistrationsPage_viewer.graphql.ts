/**
 * @generated SignedSource<<6ffc9e430e1eea9f9fd59d009517e7a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type OrganizationType = "DEFENDANT_INSURANCE" | "FUNDER" | "HEALTH_INSURANCE" | "LAW_FIRM" | "MEDICAL_PRACTICE" | "OTHER" | "REFERRAL_LAW_FIRM" | "SERVICER" | "%future added value";
export type RegistrationContactPreference = "ADDRESS" | "WEBSITE" | "%future added value";
export type RegistrationKind = "LAW_FIRM_USER" | "LIENHOLDER" | "SELF_SERVICE" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type StaffRegistrationsPage_viewer$data = {
  readonly pendingRegistrations: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly additionalInfo: string;
        readonly cases: ReadonlyArray<{
          readonly dateOfLoss: any | null | undefined;
          readonly lawFirm: {
            readonly name: string;
          } | null | undefined;
          readonly newLawFirm: {
            readonly name: string;
          } | null | undefined;
          readonly plaintiffBirthdate: any | null | undefined;
          readonly plaintiffFirstName: string;
          readonly plaintiffLastName: string;
        }>;
        readonly companyName: string;
        readonly companyType: OrganizationType | null | undefined;
        readonly companyTypeSpecification: string;
        readonly contactPreference: RegistrationContactPreference | null | undefined;
        readonly contacts: ReadonlyArray<{
          readonly email: string;
          readonly firstName: string;
          readonly lastName: string;
        }>;
        readonly customerSource: string;
        readonly dataFile: {
          readonly name: string;
        } | null | undefined;
        readonly email: string;
        readonly firstName: string;
        readonly id: string;
        readonly kind: RegistrationKind;
        readonly lastName: string;
        readonly lawFirm: {
          readonly name: string;
        } | null | undefined;
        readonly organizationName: string | null | undefined;
        readonly phoneNumber: string;
        readonly referralSource: string;
        readonly submittedAt: any | null | undefined;
        readonly website: string;
      };
    }>;
  };
  readonly " $fragmentType": "StaffRegistrationsPage_viewer";
};
export type StaffRegistrationsPage_viewer$key = {
  readonly " $data"?: StaffRegistrationsPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"StaffRegistrationsPage_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "RegistrationLawFirm",
  "kind": "LinkedField",
  "name": "lawFirm",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": null,
        "cursor": null,
        "direction": "forward",
        "path": [
          "pendingRegistrations"
        ]
      }
    ]
  },
  "name": "StaffRegistrationsPage_viewer",
  "selections": [
    {
      "alias": "pendingRegistrations",
      "args": null,
      "concreteType": "ViewerPendingRegistrationsConnection",
      "kind": "LinkedField",
      "name": "__StaffRegistrationsPage_pendingRegistrations_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ViewerPendingRegistrationsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Registration",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                  "name": "kind",
                  "storageKey": null
                },
                (v0/*:: as any*/),
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "companyName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "companyType",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "companyTypeSpecification",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "customerSource",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "referralSource",
                  "storageKey": null
                },
                (v4/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "organizationName",
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
                  "kind": "ScalarField",
                  "name": "phoneNumber",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "contactPreference",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "additionalInfo",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "submittedAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "RegistrationFile",
                  "kind": "LinkedField",
                  "name": "dataFile",
                  "plural": false,
                  "selections": (v3/*:: as any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "RegistrationContact",
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
                  "concreteType": "RegistrationCase",
                  "kind": "LinkedField",
                  "name": "cases",
                  "plural": true,
                  "selections": [
                    (v4/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "RegistrationNewLawFirm",
                      "kind": "LinkedField",
                      "name": "newLawFirm",
                      "plural": false,
                      "selections": (v3/*:: as any*/),
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "plaintiffFirstName",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "plaintiffLastName",
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
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "kind": "ClientExtension",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "__id",
              "storageKey": null
            }
          ]
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "afce03aa582822ad494b9e927c7fff0c";

export default node;
