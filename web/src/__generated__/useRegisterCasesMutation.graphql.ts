/**
 * @generated SignedSource<<d4c7943df725ad33033a335ebadd30fd>>
 * @relayHash 02f30e6a3da74dca23b1b982bdc09dd7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 512a321506272ea0bcaae8bc08bb951bc96a155a7f5558d7020a33d10fb041f0

import type { ConcreteRequest } from 'relay-runtime';
export type RegisterCasesInput = {
  cases?: ReadonlyArray<RegistrationCaseInput> | null | undefined;
  compulsionEventId: string;
  dataFileUploadId?: string | null | undefined;
};
export type RegistrationCaseInput = {
  dateOfLoss?: any | null | undefined;
  lawFirmId?: string | null | undefined;
  newLawFirmName?: string | null | undefined;
  newLawFirmWebsite?: string | null | undefined;
  plaintiffBirthdate?: any | null | undefined;
  plaintiffFirstName: string;
  plaintiffLastName: string;
};
export type useRegisterCasesMutation$variables = {
  input: RegisterCasesInput;
};
export type useRegisterCasesMutation$data = {
  readonly registerCases: {
    readonly registration: {
      readonly internalID: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useRegisterCasesMutation = {
  response: useRegisterCasesMutation$data;
  variables: useRegisterCasesMutation$variables;
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
    "concreteType": "RegisterCasesPayload",
    "kind": "LinkedField",
    "name": "registerCases",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "LienholderRegistration",
        "kind": "LinkedField",
        "name": "registration",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "internalID",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
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
    "name": "useRegisterCasesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRegisterCasesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "512a321506272ea0bcaae8bc08bb951bc96a155a7f5558d7020a33d10fb041f0",
    "metadata": {},
    "name": "useRegisterCasesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "660370610c35591a473e5118e227abb6";

export default node;
