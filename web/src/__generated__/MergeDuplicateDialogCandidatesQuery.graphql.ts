/**
 * @generated SignedSource<<92ddbe26c19064894bf0330a4e544d05>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type MergeDuplicateDialogCandidatesQuery$variables = {
  exclude?: string | null | undefined;
  lawFirm?: string | null | undefined;
  search?: string | null | undefined;
};
export type MergeDuplicateDialogCandidatesQuery$data = {
  readonly viewer: {
    readonly portfolio: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly dateOfLoss: any | null | undefined;
          readonly id: string;
          readonly internalID: string;
          readonly plaintiff: {
            readonly birthdate: any | null | undefined;
            readonly fullName: string;
          };
        };
      }>;
    };
  } | null | undefined;
};
export type MergeDuplicateDialogCandidatesQuery = {
  response: MergeDuplicateDialogCandidatesQuery$data;
  variables: MergeDuplicateDialogCandidatesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "exclude"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "lawFirm"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v3 = [
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
        "args": [
          {
            "fields": [
              {
                "kind": "Variable",
                "name": "exclude",
                "variableName": "exclude"
              },
              {
                "kind": "Literal",
                "name": "isClosed",
                "value": null
              },
              {
                "kind": "Literal",
                "name": "isResolved",
                "value": null
              },
              {
                "kind": "Variable",
                "name": "lawFirm",
                "variableName": "lawFirm"
              }
            ],
            "kind": "ObjectValue",
            "name": "filter"
          },
          {
            "kind": "Literal",
            "name": "first",
            "value": 100
          },
          {
            "kind": "Literal",
            "name": "orderBy",
            "value": "PLAINTIFF_LAST_NAME_ASC"
          },
          {
            "kind": "Variable",
            "name": "search",
            "variableName": "search"
          }
        ],
        "concreteType": "CaseConnection",
        "kind": "LinkedField",
        "name": "portfolio",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CaseEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Case",
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
                    "name": "internalID",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Person",
                    "kind": "LinkedField",
                    "name": "plaintiff",
                    "plural": false,
                    "selections": [
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
                        "name": "birthdate",
                        "storageKey": null
                      }
                    ],
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
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MergeDuplicateDialogCandidatesQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "MergeDuplicateDialogCandidatesQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "becd6db370e7972ea6f5c86fbdf7ec68",
    "id": null,
    "metadata": {},
    "name": "MergeDuplicateDialogCandidatesQuery",
    "operationKind": "query",
    "text": "query MergeDuplicateDialogCandidatesQuery(\n  $search: String\n  $exclude: String\n  $lawFirm: String\n) {\n  viewer {\n    portfolio(first: 100, search: $search, filter: {exclude: $exclude, lawFirm: $lawFirm}, orderBy: PLAINTIFF_LAST_NAME_ASC) {\n      edges {\n        node {\n          id\n          internalID\n          plaintiff {\n            fullName\n            birthdate\n          }\n          dateOfLoss\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "42ee701b8e03b28750af12014d8c5a43";

export default node;
