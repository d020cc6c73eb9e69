/**
 * @generated SignedSource<<f186bb04f1eb28e992da53174853b5f8>>
 * @relayHash 1b7e5ef17cccabc0418a5304e64232bf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 77b0e65f16ade9d5131fc4353b2fc93ca2ce7901570d76fedb5511375c693f1e

import type { ConcreteRequest } from 'relay-runtime';
export type ChangeRepresentationInput = {
  caseId: string;
  knowsNewFirm?: boolean | null | undefined;
  lawFirmId?: string | null | undefined;
  note?: string | null | undefined;
};
export type useChangeRepresentationMutation$variables = {
  input: ChangeRepresentationInput;
};
export type useChangeRepresentationMutation$data = {
  readonly changeRepresentation: {
    readonly removedCaseId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useChangeRepresentationMutation = {
  response: useChangeRepresentationMutation$data;
  variables: useChangeRepresentationMutation$variables;
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
    "name": "useChangeRepresentationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useChangeRepresentationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "77b0e65f16ade9d5131fc4353b2fc93ca2ce7901570d76fedb5511375c693f1e",
    "metadata": {},
    "name": "useChangeRepresentationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "54756500c6567c9fd1ddbb380cc4d20d";

export default node;
