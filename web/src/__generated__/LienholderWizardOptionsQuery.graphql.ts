/**
 * @generated SignedSource<<c392c3fae78d4734708e860bc9f91d00>>
 * @relayHash 190205d370d047742d52353eaaf95877
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f47b8637ff15880754826d49d12ea468af1ff954b9b12561712818111ecdf7d2

import type { ConcreteRequest } from 'relay-runtime';
export type LienholderWizardOptionsQuery$variables = Record<PropertyKey, never>;
export type LienholderWizardOptionsQuery$data = {
  readonly options: {
    readonly organizationTypes: ReadonlyArray<{
      readonly label: string;
      readonly value: string;
    }>;
  };
};
export type LienholderWizardOptionsQuery = {
  response: LienholderWizardOptionsQuery$data;
  variables: LienholderWizardOptionsQuery$variables;
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
    "name": "LienholderWizardOptionsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LienholderWizardOptionsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f47b8637ff15880754826d49d12ea468af1ff954b9b12561712818111ecdf7d2",
    "metadata": {},
    "name": "LienholderWizardOptionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "18d101a4514d2d052877e27b53ef1a89";

export default node;
