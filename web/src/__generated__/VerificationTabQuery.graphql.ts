/**
 * @generated SignedSource<<c2dff1c53ed47b2e96ab8a8b2c255854>>
 * @relayHash 5b94ceddb8f393b23f6ee62a9c8fd0e5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0b3eb84e2ccbb5fa672a3dad3c53a20ccb2f8555e2d125da53e63735f5eac8a1

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type StaffVerificationStatus = "COULD_NOT_VERIFY" | "NEEDS_MORE_INFORMATION" | "NEW" | "VERIFIED" | "%future added value";
export type VerificationModel = "CONTACT" | "LEGAL_ORGANIZATION" | "%future added value";
export type VerificationTabQuery$variables = {
  contacts: boolean;
  createdByOrganizationId?: string | null | undefined;
  modelType: VerificationModel;
  organizations: boolean;
  relatedToCompulsionFirm?: boolean | null | undefined;
  search?: string | null | undefined;
  status?: StaffVerificationStatus | null | undefined;
};
export type VerificationTabQuery$data = {
  readonly viewer: {
    readonly contactsTable?: {
      readonly " $fragmentSpreads": FragmentRefs<"VerificationContactsTable_viewer">;
    } | null | undefined;
    readonly organizationsTable?: {
      readonly " $fragmentSpreads": FragmentRefs<"VerificationOrganizationsTable_viewer">;
    } | null | undefined;
    readonly verificationCounts: {
      readonly __id: string;
      readonly needsMoreInformation: number;
      readonly new: number;
    } | null | undefined;
  } | null | undefined;
};
export type VerificationTabQuery = {
  response: VerificationTabQuery$data;
  variables: VerificationTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "contacts"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "createdByOrganizationId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "modelType"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "organizations"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "relatedToCompulsionFirm"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v7 = {
  "kind": "Variable",
  "name": "createdByOrganizationId",
  "variableName": "createdByOrganizationId"
},
v8 = {
  "kind": "Variable",
  "name": "relatedToCompulsionFirm",
  "variableName": "relatedToCompulsionFirm"
},
v9 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
},
v10 = {
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
},
v11 = {
  "alias": null,
  "args": [
    (v7/*:: as any*/),
    {
      "kind": "Variable",
      "name": "modelType",
      "variableName": "modelType"
    },
    (v8/*:: as any*/),
    (v9/*:: as any*/)
  ],
  "concreteType": "VerificationCounts",
  "kind": "LinkedField",
  "name": "verificationCounts",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "new",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "needsMoreInformation",
      "storageKey": null
    },
    (v10/*:: as any*/)
  ],
  "storageKey": null
},
v12 = {
  "kind": "Variable",
  "name": "status",
  "variableName": "status"
},
v13 = [
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  (v9/*:: as any*/),
  (v12/*:: as any*/)
],
v14 = [
  (v7/*:: as any*/),
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  },
  (v8/*:: as any*/),
  (v9/*:: as any*/),
  (v12/*:: as any*/)
],
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dismissedVerificationNote",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canVerify",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canMarkNeedsMoreInformation",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canMarkCouldNotVerify",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v24 = {
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
v25 = [
  "status",
  "search",
  "relatedToCompulsionFirm",
  "createdByOrganizationId"
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "VerificationTabQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v11/*:: as any*/),
          {
            "condition": "contacts",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": (v13/*:: as any*/),
                      "kind": "FragmentSpread",
                      "name": "VerificationContactsTable_viewer"
                    }
                  ],
                  "type": "Viewer",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "contactsTable"
              }
            ]
          },
          {
            "condition": "organizations",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": (v13/*:: as any*/),
                      "kind": "FragmentSpread",
                      "name": "VerificationOrganizationsTable_viewer"
                    }
                  ],
                  "type": "Viewer",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "organizationsTable"
              }
            ]
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
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v6/*:: as any*/),
      (v5/*:: as any*/),
      (v4/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "VerificationTabQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v11/*:: as any*/),
          {
            "condition": "contacts",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": (v14/*:: as any*/),
                "concreteType": "VerificationContactConnection",
                "kind": "LinkedField",
                "name": "verificationContacts",
                "plural": false,
                "selections": [
                  (v15/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "VerificationContactEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "VerificationContact",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v16/*:: as any*/),
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
                          (v17/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "createdByOrganizationName",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "VerificationOrganizationRef",
                            "kind": "LinkedField",
                            "name": "legalOrganization",
                            "plural": false,
                            "selections": [
                              (v18/*:: as any*/)
                            ],
                            "storageKey": null
                          },
                          (v19/*:: as any*/),
                          (v20/*:: as any*/),
                          (v21/*:: as any*/),
                          (v22/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v23/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v24/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v14/*:: as any*/),
                "filters": (v25/*:: as any*/),
                "handle": "connection",
                "key": "VerificationContactsTable_verificationContacts",
                "kind": "LinkedHandle",
                "name": "verificationContacts"
              }
            ]
          },
          {
            "condition": "organizations",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": (v14/*:: as any*/),
                "concreteType": "StaffLegalOrganizationConnection",
                "kind": "LinkedField",
                "name": "verificationOrganizations",
                "plural": false,
                "selections": [
                  (v15/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "StaffLegalOrganizationEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "StaffLegalOrganization",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v16/*:: as any*/),
                          (v18/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "type",
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
                            "name": "caseCount",
                            "storageKey": null
                          },
                          (v17/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "StaffAddress",
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
                          },
                          (v19/*:: as any*/),
                          (v20/*:: as any*/),
                          (v21/*:: as any*/),
                          (v22/*:: as any*/)
                        ],
                        "storageKey": null
                      },
                      (v23/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v24/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v14/*:: as any*/),
                "filters": (v25/*:: as any*/),
                "handle": "connection",
                "key": "VerificationOrganizationsTable_verificationOrganizations",
                "kind": "LinkedHandle",
                "name": "verificationOrganizations"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "0b3eb84e2ccbb5fa672a3dad3c53a20ccb2f8555e2d125da53e63735f5eac8a1",
    "metadata": {},
    "name": "VerificationTabQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a306dd271f523c7e11140c40bad78a4c";

export default node;
