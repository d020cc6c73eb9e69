/**
 * @generated SignedSource<<512560bd433c494ef7801a83fa93d2d7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type CreateLawFirmInput = {
  name: string;
  website?: string | null | undefined;
};
export type LawFirmPickerCreateMutation$variables = {
  input: CreateLawFirmInput;
};
export type LawFirmPickerCreateMutation$data = {
  readonly createLawFirm: {
    readonly lawFirm: {
      readonly internalID: string;
      readonly name: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type LawFirmPickerCreateMutation = {
  response: LawFirmPickerCreateMutation$data;
  variables: LawFirmPickerCreateMutation$variables;
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
    "concreteType": "CreateLawFirmPayload",
    "kind": "LinkedField",
    "name": "createLawFirm",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NewLawFirm",
        "kind": "LinkedField",
        "name": "lawFirm",
        "plural": false,
        "selections": [
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
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          }
        ],
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
    "name": "LawFirmPickerCreateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LawFirmPickerCreateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9490ed05d2ae2d70dfff0cd9e95d9327",
    "id": null,
    "metadata": {},
    "name": "LawFirmPickerCreateMutation",
    "operationKind": "mutation",
    "text": "mutation LawFirmPickerCreateMutation(\n  $input: CreateLawFirmInput!\n) {\n  createLawFirm(input: $input) {\n    lawFirm {\n      internalID\n      name\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "42658d885272198d1a13f65fc93bf874";

export default node;
