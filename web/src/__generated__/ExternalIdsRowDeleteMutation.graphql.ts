/**
 * @generated SignedSource<<9c6436a6f8639a2430a08cf164631393>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DeleteExternalKeyInput = {
  caseId: string;
  externalKeyId: string;
};
export type ExternalIdsRowDeleteMutation$variables = {
  input: DeleteExternalKeyInput;
};
export type ExternalIdsRowDeleteMutation$data = {
  readonly deleteExternalKey: {
    readonly case: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ExternalIdsRow_case">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type ExternalIdsRowDeleteMutation = {
  response: ExternalIdsRowDeleteMutation$data;
  variables: ExternalIdsRowDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ExternalIdsRowDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ExternalKeyPayload",
        "kind": "LinkedField",
        "name": "deleteExternalKey",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "case",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ExternalIdsRow_case"
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ExternalIdsRowDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ExternalKeyPayload",
        "kind": "LinkedField",
        "name": "deleteExternalKey",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "case",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ExternalKey",
                "kind": "LinkedField",
                "name": "externalKeys",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "identifier",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ExternalSystem",
                    "kind": "LinkedField",
                    "name": "system",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
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
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2e5575b55946b84ffc5caf9ad450f5f2",
    "id": null,
    "metadata": {},
    "name": "ExternalIdsRowDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation ExternalIdsRowDeleteMutation(\n  $input: DeleteExternalKeyInput!\n) {\n  deleteExternalKey(input: $input) {\n    case {\n      id\n      ...ExternalIdsRow_case\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment ExternalIdsRow_case on Case {\n  id\n  externalKeys {\n    id\n    identifier\n    system {\n      id\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3003f92fa4885e7ca8f086baa49ea5b6";

export default node;
