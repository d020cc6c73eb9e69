/**
 * @generated SignedSource<<4caedcd36d51d5ac39aacf7e9f348094>>
 * @relayHash bfce92579640305066adb99687f5d7a3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1988f24de4a865f07a28a1fd6842861c726ceda9899e8285f40df63a001082bf

import type { ConcreteRequest } from 'relay-runtime';
export type OrganizationType = "DEFENDANT_INSURANCE" | "FUNDER" | "HEALTH_INSURANCE" | "LAW_FIRM" | "MEDICAL_PRACTICE" | "OTHER" | "REFERRAL_LAW_FIRM" | "SERVICER" | "%future added value";
export type RegistrationContactPreference = "ADDRESS" | "WEBSITE" | "%future added value";
export type UpdateLienholderRegistrationInput = {
  additionalInfo?: string | null | undefined;
  address?: RegistrationAddressInput | null | undefined;
  companyName?: string | null | undefined;
  companyType?: OrganizationType | null | undefined;
  contactPreference?: RegistrationContactPreference | null | undefined;
  contacts?: ReadonlyArray<RegistrationContactInput> | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  id: string;
  lastName?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  website?: string | null | undefined;
};
export type RegistrationAddressInput = {
  address1?: string | null | undefined;
  address2?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  zipCode?: string | null | undefined;
};
export type RegistrationContactInput = {
  email: string;
  firstName: string;
  lastName?: string | null | undefined;
};
export type useUpdateLienholderRegistrationMutation$variables = {
  input: UpdateLienholderRegistrationInput;
};
export type useUpdateLienholderRegistrationMutation$data = {
  readonly updateLienholderRegistration: {
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
export type useUpdateLienholderRegistrationMutation = {
  response: useUpdateLienholderRegistrationMutation$data;
  variables: useUpdateLienholderRegistrationMutation$variables;
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
    "concreteType": "UpdateLienholderRegistrationPayload",
    "kind": "LinkedField",
    "name": "updateLienholderRegistration",
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
    "name": "useUpdateLienholderRegistrationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateLienholderRegistrationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1988f24de4a865f07a28a1fd6842861c726ceda9899e8285f40df63a001082bf",
    "metadata": {},
    "name": "useUpdateLienholderRegistrationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7c922f0833bef89e301ee785a0965478";

export default node;
