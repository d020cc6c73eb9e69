/**
 * @generated SignedSource<<628e78e4663178f599a15f288cd4abbf>>
 * @relayHash bd39b19770a57ae60617df62cc4f82b6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 37e8af7b5322a4996d5b5b2b3c6861eb7c1f7d6958267b579225917ba9760da4

import type { ConcreteRequest } from 'relay-runtime';
export type RegistrationPagesOptionsQuery$variables = Record<PropertyKey, never>;
export type RegistrationPagesOptionsQuery$data = {
  readonly options: {
    readonly organizationTypes: ReadonlyArray<{
      readonly label: string;
      readonly value: string;
    }>;
  };
};
export type RegistrationPagesOptionsQuery = {
  response: RegistrationPagesOptionsQuery$data;
  variables: RegistrationPagesOptionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "selections": [
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
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RegistrationPagesOptionsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RegistrationPagesOptionsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "37e8af7b5322a4996d5b5b2b3c6861eb7c1f7d6958267b579225917ba9760da4",
    "metadata": {},
    "name": "RegistrationPagesOptionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "45d0f33c56b4908afa7faf4836badbeb";

export default node;
