/**
 * @generated SignedSource<<5d77b8c73b9ca05babb655592eff2f63>>
 * @relayHash 40a9b5504f8c03973213f4e3b8264925
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f3136d4dca1cf5b1e2e6c7d247ca86869d47030987c0c9b961341d98839a60bd

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ContactsTabTestQuery$variables = Record<PropertyKey, never>;
export type ContactsTabTestQuery$data = {
  readonly viewer: {
    readonly case: {
      readonly " $fragmentSpreads": FragmentRefs<"ContactsTab_case">;
    } | null | undefined;
  } | null | undefined;
};
export type ContactsTabTestQuery = {
  response: ContactsTabTestQuery$data;
  variables: ContactsTabTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "internalID",
    "value": "x"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isAccountDeactivated",
  "storageKey": null
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v7 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ContactsTabTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "case",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ContactsTab_case"
              }
            ],
            "storageKey": "case(internalID:\"x\")"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ContactsTabTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "case",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
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
                      (v1/*:: as any*/),
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
                          },
                          (v1/*:: as any*/),
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
                        "concreteType": "Lien",
                        "kind": "LinkedField",
                        "name": "lien",
                        "plural": false,
                        "selections": [
                          (v1/*:: as any*/)
                        ],
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
                        "concreteType": "Contact",
                        "kind": "LinkedField",
                        "name": "contacts",
                        "plural": true,
                        "selections": [
                          (v1/*:: as any*/),
                          (v2/*:: as any*/),
                          (v3/*:: as any*/),
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
                            "name": "canDelete",
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
                        "name": "viewerContact",
                        "plural": false,
                        "selections": [
                          (v1/*:: as any*/),
                          (v2/*:: as any*/),
                          (v3/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "case(internalID:\"x\")"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f3136d4dca1cf5b1e2e6c7d247ca86869d47030987c0c9b961341d98839a60bd",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.case": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Case"
        },
        "viewer.case.contactOrganizations": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ContactSection"
        },
        "viewer.case.contactOrganizations.cards": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "CaseOrganizationCard"
        },
        "viewer.case.contactOrganizations.cards.contacts": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Contact"
        },
        "viewer.case.contactOrganizations.cards.contacts.canDelete": (v4/*:: as any*/),
        "viewer.case.contactOrganizations.cards.contacts.email": (v5/*:: as any*/),
        "viewer.case.contactOrganizations.cards.contacts.fullName": (v5/*:: as any*/),
        "viewer.case.contactOrganizations.cards.contacts.id": (v6/*:: as any*/),
        "viewer.case.contactOrganizations.cards.contacts.isAccountDeactivated": (v4/*:: as any*/),
        "viewer.case.contactOrganizations.cards.id": (v6/*:: as any*/),
        "viewer.case.contactOrganizations.cards.isFormer": (v4/*:: as any*/),
        "viewer.case.contactOrganizations.cards.isOwn": (v4/*:: as any*/),
        "viewer.case.contactOrganizations.cards.isViewerAssigned": (v4/*:: as any*/),
        "viewer.case.contactOrganizations.cards.lastActiveAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "viewer.case.contactOrganizations.cards.lien": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Lien"
        },
        "viewer.case.contactOrganizations.cards.lien.id": (v6/*:: as any*/),
        "viewer.case.contactOrganizations.cards.organization": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Organization"
        },
        "viewer.case.contactOrganizations.cards.organization.address": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Address"
        },
        "viewer.case.contactOrganizations.cards.organization.address.address1": (v7/*:: as any*/),
        "viewer.case.contactOrganizations.cards.organization.address.address2": (v7/*:: as any*/),
        "viewer.case.contactOrganizations.cards.organization.address.city": (v7/*:: as any*/),
        "viewer.case.contactOrganizations.cards.organization.address.state": (v7/*:: as any*/),
        "viewer.case.contactOrganizations.cards.organization.address.zipCode": (v7/*:: as any*/),
        "viewer.case.contactOrganizations.cards.organization.id": (v6/*:: as any*/),
        "viewer.case.contactOrganizations.cards.organization.name": (v5/*:: as any*/),
        "viewer.case.contactOrganizations.cards.organization.website": (v7/*:: as any*/),
        "viewer.case.contactOrganizations.cards.side": {
          "enumValues": [
            "LAW_FIRM",
            "LIENHOLDER"
          ],
          "nullable": false,
          "plural": false,
          "type": "OrganizationKind"
        },
        "viewer.case.contactOrganizations.cards.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "CaseOrganizationCardViewerCan"
        },
        "viewer.case.contactOrganizations.cards.viewerCan.manageContacts": (v4/*:: as any*/),
        "viewer.case.contactOrganizations.cards.viewerContact": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Contact"
        },
        "viewer.case.contactOrganizations.cards.viewerContact.fullName": (v5/*:: as any*/),
        "viewer.case.contactOrganizations.cards.viewerContact.id": (v6/*:: as any*/),
        "viewer.case.contactOrganizations.cards.viewerContact.isAccountDeactivated": (v4/*:: as any*/),
        "viewer.case.contactOrganizations.organizationType": (v5/*:: as any*/),
        "viewer.case.contactOrganizations.title": (v5/*:: as any*/),
        "viewer.case.id": (v6/*:: as any*/)
      }
    },
    "name": "ContactsTabTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a90bf7b06f14c79331094ddcd2568b3d";

export default node;
