/**
 * @generated SignedSource<<60fd8784cb0075991b5da09b8227ce36>>
 * @relayHash 749b92576635437866adfe7474e04930
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0268bd048e65a8926466a9156b76d0fddfc5ad17bb672efd5e57c37664f85077

import type { ConcreteRequest } from 'relay-runtime';
export type CreateLawFirmInput = {
  name: string;
  website?: string | null | undefined;
};
export type useCreateLawFirmMutation$variables = {
  input: CreateLawFirmInput;
};
export type useCreateLawFirmMutation$data = {
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
export type useCreateLawFirmMutation = {
  response: useCreateLawFirmMutation$data;
  variables: useCreateLawFirmMutation$variables;
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
    "name": "useCreateLawFirmMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateLawFirmMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0268bd048e65a8926466a9156b76d0fddfc5ad17bb672efd5e57c37664f85077",
    "metadata": {},
    "name": "useCreateLawFirmMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2883d3eb7fbbed78956642d3da51d215";

export default node;
