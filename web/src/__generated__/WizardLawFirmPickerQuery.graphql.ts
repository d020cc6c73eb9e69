/**
 * @generated SignedSource<<9f3218d9806648adcf2129c4552d5291>>
 * @relayHash 06bb8cc450d41afcf36ecfbb206910b2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 90f13a7db1d403fddd4f3b614f2eff1377f08d1ab114ee0769fe6fb6b494dc5b

import type { ConcreteRequest } from 'relay-runtime';
export type WizardLawFirmPickerQuery$variables = {
  search: string;
};
export type WizardLawFirmPickerQuery$data = {
  readonly registrationLawFirms: ReadonlyArray<{
    readonly internalID: string;
    readonly name: string;
  }>;
};
export type WizardLawFirmPickerQuery = {
  response: WizardLawFirmPickerQuery$data;
  variables: WizardLawFirmPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "RegistrationLawFirm",
    "kind": "LinkedField",
    "name": "registrationLawFirms",
    "plural": true,
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WizardLawFirmPickerQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WizardLawFirmPickerQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "90f13a7db1d403fddd4f3b614f2eff1377f08d1ab114ee0769fe6fb6b494dc5b",
    "metadata": {},
    "name": "WizardLawFirmPickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "63d8ee88fd23189bfd295519933fd8a8";

export default node;
