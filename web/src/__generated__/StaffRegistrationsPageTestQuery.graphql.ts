/**
 * @generated SignedSource<<33f6c382913ad8b6bfa3cfc938ba7f3f>>
 * @relayHash d3b635cd06231d0446e34c683eb6b487
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3fd66b0b43999f2a708157be989b96556f7e5459ff2d3d80f52c068d356b43ab

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StaffRegistrationsPageTestQuery$variables = Record<PropertyKey, never>;
export type StaffRegistrationsPageTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"StaffRegistrationsPage_viewer">;
  } | null | undefined;
};
export type StaffRegistrationsPageTestQuery = {
  response: StaffRegistrationsPageTestQuery$data;
  variables: StaffRegistrationsPageTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "RegistrationLawFirm",
  "kind": "LinkedField",
  "name": "lawFirm",
  "plural": false,
  "selections": (v4/*:: as any*/),
  "storageKey": null
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v8 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Date"
},
v9 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "RegistrationLawFirm"
},
v10 = {
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
    "name": "StaffRegistrationsPageTestQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "StaffRegistrationsPage_viewer"
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
    "name": "StaffRegistrationsPageTestQuery",
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
            "concreteType": "ViewerPendingRegistrationsConnection",
            "kind": "LinkedField",
            "name": "pendingRegistrations",
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
                      (v1/*:: as any*/),
                      (v2/*:: as any*/),
                      (v3/*:: as any*/),
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
                      (v5/*:: as any*/),
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
                        "selections": (v4/*:: as any*/),
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
                          (v1/*:: as any*/),
                          (v2/*:: as any*/),
                          (v3/*:: as any*/)
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
                          (v5/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "RegistrationNewLawFirm",
                            "kind": "LinkedField",
                            "name": "newLawFirm",
                            "plural": false,
                            "selections": (v4/*:: as any*/),
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
            "storageKey": "pendingRegistrations(first:100)"
          },
          {
            "alias": null,
            "args": (v0/*:: as any*/),
            "filters": null,
            "handle": "connection",
            "key": "StaffRegistrationsPage_pendingRegistrations",
            "kind": "LinkedHandle",
            "name": "pendingRegistrations"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3fd66b0b43999f2a708157be989b96556f7e5459ff2d3d80f52c068d356b43ab",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.pendingRegistrations": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ViewerPendingRegistrationsConnection"
        },
        "viewer.pendingRegistrations.__id": (v6/*:: as any*/),
        "viewer.pendingRegistrations.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ViewerPendingRegistrationsConnectionEdge"
        },
        "viewer.pendingRegistrations.edges.cursor": (v7/*:: as any*/),
        "viewer.pendingRegistrations.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Registration"
        },
        "viewer.pendingRegistrations.edges.node.__typename": (v7/*:: as any*/),
        "viewer.pendingRegistrations.edges.node.additionalInfo": (v7/*:: as any*/),
        "viewer.pendingRegistrations.edges.node.cases": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "RegistrationCase"
        },
        "viewer.pendingRegistrations.edges.node.cases.dateOfLoss": (v8/*:: as any*/),
        "viewer.pendingRegistrations.edges.node.cases.lawFirm": (v9/*:: as any*/),
        "viewer.pendingRegistrations.edges.node.cases.lawFirm.name": (v7/*:: as any*/),
        "viewer.pendingRegistrations.edges.node.cases.newLawFirm": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RegistrationNewLawFirm"
        },
        "viewer.pendingRegistrations.edges.node.cases.newLawFirm.name": (v7/*:: as any*/),
        "viewer.pendingRegistrations.edges.node.cases.plaintiffBirthdate": (v8/*:: as any*/),
        "viewer.pendingRegistrations.edges.node.cases.plaintiffFirstName": (v7/*:: as any*/),
        "viewer.pendingRegistrations.edges.node.cases.plaintiffLastName": (v7/*:: as any*/),
        "viewer.pendingRegistrations.edges.node.companyName": (v7/*:: as any*/),
        "viewer.pendingRegistrations.edges.node.companyType": {
          "enumValues": [
            "DEFENDANT_INSURANCE",
            "FUNDER",
            "HEALTH_INSURANCE",
            "LAW_FIRM",
            "MEDICAL_PRACTICE",
            "OTHER",
            "REFERRAL_LAW_FIRM",
            "SERVICER"
          ],
          "nullable": true,
          "plural": false,
          "type": "OrganizationType"
        },
        "viewer.pendingRegistrations.edges.node.companyTypeSpecification": (v7/*:: as any*/),
        "viewer.pendingRegistrations.edges.node.contactPreference": {
          "enumValues": [
            "ADDRESS",
            "WEBSITE"
          ],
          "nullable": true,
          "plural": false,
          "type": "RegistrationContactPreference"
        },
        "viewer.pendingRegistrations.edges.node.contacts": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "RegistrationContact"
        },
        "viewer.pendingRegistrations.edges.node.contacts.email": (v7/*:: as any*/),
        "viewer.pendingRegistrations.edges.node.contacts.firstName": (v7/*:: as any*/),
        "viewer.pendingRegistrations.edges.node.contacts.lastName": (v7/*:: as any*/),
        "viewer.pendingRegistrations.edges.node.customerSource": (v7/*:: as any*/),
        "viewer.pendingRegistrations.edges.node.dataFile": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "RegistrationFile"
        },
        "viewer.pendingRegistrations.edges.node.dataFile.name": (v7/*:: as any*/),
        "viewer.pendingRegistrations.edges.node.email": (v7/*:: as any*/),
        "viewer.pendingRegistrations.edges.node.firstName": (v7/*:: as any*/),
        "viewer.pendingRegistrations.edges.node.id": (v6/*:: as any*/),
        "viewer.pendingRegistrations.edges.node.kind": {
          "enumValues": [
            "LAW_FIRM_USER",
            "LIENHOLDER",
            "SELF_SERVICE"
          ],
          "nullable": false,
          "plural": false,
          "type": "RegistrationKind"
        },
        "viewer.pendingRegistrations.edges.node.lastName": (v7/*:: as any*/),
        "viewer.pendingRegistrations.edges.node.lawFirm": (v9/*:: as any*/),
        "viewer.pendingRegistrations.edges.node.lawFirm.name": (v7/*:: as any*/),
        "viewer.pendingRegistrations.edges.node.organizationName": (v10/*:: as any*/),
        "viewer.pendingRegistrations.edges.node.phoneNumber": (v7/*:: as any*/),
        "viewer.pendingRegistrations.edges.node.referralSource": (v7/*:: as any*/),
        "viewer.pendingRegistrations.edges.node.submittedAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "viewer.pendingRegistrations.edges.node.website": (v7/*:: as any*/),
        "viewer.pendingRegistrations.pageInfo": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PageInfo"
        },
        "viewer.pendingRegistrations.pageInfo.endCursor": (v10/*:: as any*/),
        "viewer.pendingRegistrations.pageInfo.hasNextPage": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        }
      }
    },
    "name": "StaffRegistrationsPageTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f63499fcc94e31bebc284c6410d01ec1";

export default node;
