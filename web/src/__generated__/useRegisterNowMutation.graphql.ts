/**
 * @generated SignedSource<<5ad55cc6a1c518c9f90ca67b5c503c0a>>
 * @relayHash b68a167f8b5adddbc75c489ac99b3561
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7df4bdee07914de03a021aa586076d7c6552a160fca1fd8e3327af82672a2e86

import type { ConcreteRequest } from 'relay-runtime';
export type OrganizationType = "DEFENDANT_INSURANCE" | "FUNDER" | "HEALTH_INSURANCE" | "LAW_FIRM" | "MEDICAL_PRACTICE" | "OTHER" | "REFERRAL_LAW_FIRM" | "SERVICER" | "%future added value";
export type RegisterNowInput = {
  companyName: string;
  companyType: OrganizationType;
  companyTypeSpecification?: string | null | undefined;
  customerSource: string;
  email: string;
  firstName: string;
  lastName: string;
};
export type useRegisterNowMutation$variables = {
  input: RegisterNowInput;
};
export type useRegisterNowMutation$data = {
  readonly registerNow: {
    readonly isAccountCreated: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useRegisterNowMutation = {
  response: useRegisterNowMutation$data;
  variables: useRegisterNowMutation$variables;
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
    "concreteType": "RegisterNowPayload",
    "kind": "LinkedField",
    "name": "registerNow",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isAccountCreated",
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
    "name": "useRegisterNowMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRegisterNowMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7df4bdee07914de03a021aa586076d7c6552a160fca1fd8e3327af82672a2e86",
    "metadata": {},
    "name": "useRegisterNowMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "abc56a0b01fb5b9b2651a2b1d2d2fc8a";

export default node;
