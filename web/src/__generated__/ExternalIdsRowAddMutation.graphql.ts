/**
 * @generated SignedSource<<8d0c01b672d0aa11013a4362922d9f13>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AddExternalKeyInput = {
  caseId: string;
  externalSystemId?: string | null | undefined;
  externalSystemIdentifier?: string | null | undefined;
};
export type ExternalIdsRowAddMutation$variables = {
  input: AddExternalKeyInput;
};
export type ExternalIdsRowAddMutation$data = {
  readonly addExternalKey: {
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
export type ExternalIdsRowAddMutation = {
  response: ExternalIdsRowAddMutation$data;
  variables: ExternalIdsRowAddMutation$variables;
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
    "name": "ExternalIdsRowAddMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ExternalKeyPayload",
        "kind": "LinkedField",
        "name": "addExternalKey",
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
    "name": "ExternalIdsRowAddMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ExternalKeyPayload",
        "kind": "LinkedField",
        "name": "addExternalKey",
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
    "cacheID": "ab7da861e1c15b03bbd82db4fdb57f75",
    "id": null,
    "metadata": {},
    "name": "ExternalIdsRowAddMutation",
    "operationKind": "mutation",
    "text": "mutation ExternalIdsRowAddMutation(\n  $input: AddExternalKeyInput!\n) {\n  addExternalKey(input: $input) {\n    case {\n      id\n      ...ExternalIdsRow_case\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment ExternalIdsRow_case on Case {\n  id\n  externalKeys {\n    id\n    identifier\n    system {\n      id\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9dd37b2d1319910cb8322e2dc943e05c";

export default node;
