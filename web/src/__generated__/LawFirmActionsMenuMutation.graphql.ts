/**
 * @generated SignedSource<<f23cb1478c4e162ef88a1026c4275248>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ChangeRepresentationInput = {
  caseId: string;
  knowsNewFirm?: boolean | null | undefined;
  lawFirmId?: string | null | undefined;
  note?: string | null | undefined;
};
export type LawFirmActionsMenuMutation$variables = {
  input: ChangeRepresentationInput;
};
export type LawFirmActionsMenuMutation$data = {
  readonly changeRepresentation: {
    readonly removedCaseId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type LawFirmActionsMenuMutation = {
  response: LawFirmActionsMenuMutation$data;
  variables: LawFirmActionsMenuMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ChangeRepresentationPayload",
    "kind": "LinkedField",
    "name": "changeRepresentation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "removedCaseId",
        "storageKey": null
      },
      {
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LawFirmActionsMenuMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LawFirmActionsMenuMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e8cf7141fce26f4f62ec7b6ae305566d",
    "id": null,
    "metadata": {},
    "name": "LawFirmActionsMenuMutation",
    "operationKind": "mutation",
    "text": "mutation LawFirmActionsMenuMutation(\n  $input: ChangeRepresentationInput!\n) {\n  changeRepresentation(input: $input) {\n    removedCaseId\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "40a5aa1ce0acbc4d5b470c3081605020";

export default node;
