/**
 * @generated SignedSource<<fb84e38e13c32074195d0c260ee00c04>>
 * @relayHash e0e1bc3120d84754ce159fea224fdc87
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed80a4bcd8e71413970971074a1fd2600629cb64c7fb47b40b6cf86be25334f7

import type { ConcreteRequest } from 'relay-runtime';
export type MergeDuplicateDialogCandidatesQuery$variables = {
  exclude: string;
  lawFirm?: string | null | undefined;
  search?: string | null | undefined;
};
export type MergeDuplicateDialogCandidatesQuery$data = {
  readonly viewer: {
    readonly duplicateCandidates: ReadonlyArray<{
      readonly dateOfLoss: any | null | undefined;
      readonly id: string;
      readonly internalID: string;
      readonly plaintiff: {
        readonly birthdate: any | null | undefined;
        readonly fullName: string;
      };
    }>;
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
            "kind": "Variable",
            "name": "caseId",
            "variableName": "exclude"
          },
          {
            "kind": "Variable",
            "name": "lawFirmId",
            "variableName": "lawFirm"
          },
          {
            "kind": "Variable",
            "name": "search",
            "variableName": "search"
          }
        ],
        "concreteType": "Case",
        "kind": "LinkedField",
        "name": "duplicateCandidates",
        "plural": true,
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
    "id": "ed80a4bcd8e71413970971074a1fd2600629cb64c7fb47b40b6cf86be25334f7",
    "metadata": {},
    "name": "MergeDuplicateDialogCandidatesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "82695e4dce8409e6d26073d5a384dc70";

export default node;
