/**
 * @generated SignedSource<<ff2a8bfd4a75e5cf31b8dd1c22a9ad85>>
 * @relayHash fe6e829861d988ee79a36aec049378af
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8e9af3fad18a43bc39ff03f5ceb22739b87c7adada47b0d14308139265fdaa5c

import type { ConcreteRequest } from 'relay-runtime';
export type OrganizationType = "DEFENDANT_INSURANCE" | "FUNDER" | "HEALTH_INSURANCE" | "LAW_FIRM" | "MEDICAL_PRACTICE" | "OTHER" | "REFERRAL_LAW_FIRM" | "SERVICER" | "%future added value";
export type RegistrationContactPreference = "ADDRESS" | "WEBSITE" | "%future added value";
export type LienholderWizardDetailsQuery$variables = {
  id: string;
};
export type LienholderWizardDetailsQuery$data = {
  readonly lienholderRegistration: {
    readonly additionalInfo: string;
    readonly address: {
      readonly address1: string;
      readonly address2: string;
      readonly city: string;
      readonly state: string;
      readonly zipCode: string;
    };
    readonly cases: ReadonlyArray<{
      readonly dateOfLoss: any | null | undefined;
      readonly lawFirm: {
        readonly internalID: string;
        readonly name: string;
      } | null | undefined;
      readonly newLawFirm: {
        readonly name: string;
        readonly website: string;
      } | null | undefined;
      readonly plaintiffBirthdate: any | null | undefined;
      readonly plaintiffFirstName: string;
      readonly plaintiffLastName: string;
    }>;
    readonly companyName: string;
    readonly companyType: OrganizationType | null | undefined;
    readonly contactPreference: RegistrationContactPreference | null | undefined;
    readonly contacts: ReadonlyArray<{
      readonly email: string;
      readonly firstName: string;
      readonly lastName: string;
    }>;
    readonly dataFile: {
      readonly name: string;
    } | null | undefined;
    readonly email: string;
    readonly firstName: string;
    readonly internalID: string;
    readonly lastName: string;
    readonly phoneNumber: string;
    readonly website: string;
  } | null | undefined;
  readonly options: {
    readonly organizationTypes: ReadonlyArray<{
      readonly label: string;
      readonly value: string;
    }>;
    readonly usStates: ReadonlyArray<{
      readonly label: string;
      readonly value: string;
    }>;
  };
};
export type LienholderWizardDetailsQuery = {
  response: LienholderWizardDetailsQuery$data;
  variables: LienholderWizardDetailsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalID",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "website",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Options",
    "kind": "LinkedField",
    "name": "options",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Option",
        "kind": "LinkedField",
        "name": "organizationTypes",
        "plural": true,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Option",
        "kind": "LinkedField",
        "name": "usStates",
        "plural": true,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "LienholderRegistration",
    "kind": "LinkedField",
    "name": "lienholderRegistration",
    "plural": false,
    "selections": [
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "companyName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "companyType",
        "storageKey": null
      },
      (v6/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "phoneNumber",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RegistrationAddress",
        "kind": "LinkedField",
        "name": "address",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "address1",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "address2",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "city",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "zipCode",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contactPreference",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RegistrationContact",
        "kind": "LinkedField",
        "name": "contacts",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "additionalInfo",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RegistrationFile",
        "kind": "LinkedField",
        "name": "dataFile",
        "plural": false,
        "selections": [
          (v7/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RegistrationCase",
        "kind": "LinkedField",
        "name": "cases",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "RegistrationLawFirm",
            "kind": "LinkedField",
            "name": "lawFirm",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RegistrationNewLawFirm",
            "kind": "LinkedField",
            "name": "newLawFirm",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "plaintiffFirstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "plaintiffLastName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "plaintiffBirthdate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dateOfLoss",
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
    "name": "LienholderWizardDetailsQuery",
    "selections": (v8/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LienholderWizardDetailsQuery",
    "selections": (v8/*:: as any*/)
  },
  "params": {
    "id": "8e9af3fad18a43bc39ff03f5ceb22739b87c7adada47b0d14308139265fdaa5c",
    "metadata": {},
    "name": "LienholderWizardDetailsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3b72cb3e444aaa4bd7d7a5ec12c32fd5";

export default node;
