/**
 * @generated SignedSource<<a76904f305967bd2a88b1a251b209e35>>
 * @relayHash e72587dd807522e46a81cef848ed6430
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b4a960a795068590e149c47798cc8041012c5a0d48e2be3e02dfa57ce4ec53f1

import type { ConcreteRequest } from 'relay-runtime';
export type OrganizationType = "DEFENDANT_INSURANCE" | "FUNDER" | "HEALTH_INSURANCE" | "LAW_FIRM" | "MEDICAL_PRACTICE" | "OTHER" | "REFERRAL_LAW_FIRM" | "SERVICER" | "%future added value";
export type StartLienholderRegistrationInput = {
  companyName: string;
  companyType: OrganizationType;
  compulsionRequestId?: string | null | undefined;
  email: string;
  firstName: string;
  lastName: string;
};
export type useStartLienholderRegistrationMutation$variables = {
  input: StartLienholderRegistrationInput;
};
export type useStartLienholderRegistrationMutation$data = {
  readonly startLienholderRegistration: {
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
export type useStartLienholderRegistrationMutation = {
  response: useStartLienholderRegistrationMutation$data;
  variables: useStartLienholderRegistrationMutation$variables;
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
    "concreteType": "StartLienholderRegistrationPayload",
    "kind": "LinkedField",
    "name": "startLienholderRegistration",
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
    "name": "useStartLienholderRegistrationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStartLienholderRegistrationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b4a960a795068590e149c47798cc8041012c5a0d48e2be3e02dfa57ce4ec53f1",
    "metadata": {},
    "name": "useStartLienholderRegistrationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e83e6bb6f7dbcac426893167b938877b";

export default node;
