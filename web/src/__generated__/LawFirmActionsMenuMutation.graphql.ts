/**
 * @generated SignedSource<<6f4015f9c1dd9a74bb335a9b680a4cba>>
 * @relayHash e8cf7141fce26f4f62ec7b6ae305566d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 19ad58274fed74513a29bfa7cf9fc41e35ea31c190b4e4673d5587f441eafdff

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
    "id": "19ad58274fed74513a29bfa7cf9fc41e35ea31c190b4e4673d5587f441eafdff",
    "metadata": {},
    "name": "LawFirmActionsMenuMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "40a5aa1ce0acbc4d5b470c3081605020";

export default node;
