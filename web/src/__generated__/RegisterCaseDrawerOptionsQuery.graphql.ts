/**
 * @generated SignedSource<<6808aea679265c06db417a4f2dd4a0e7>>
 * @relayHash ec07682a4cf5a26fb78cd990704db263
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 65d3b97cffed4873a0e691c1f9463f5a3eb71e1766fa6a4c650ec3537b6de294

import type { ConcreteRequest } from 'relay-runtime';
export type RegisterCaseDrawerOptionsQuery$variables = Record<PropertyKey, never>;
export type RegisterCaseDrawerOptionsQuery$data = {
  readonly options: {
    readonly caseType: ReadonlyArray<{
      readonly label: string;
      readonly value: string;
    }>;
    readonly usStates: ReadonlyArray<{
      readonly label: string;
      readonly value: string;
    }>;
  };
};
export type RegisterCaseDrawerOptionsQuery = {
  response: RegisterCaseDrawerOptionsQuery$data;
  variables: RegisterCaseDrawerOptionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
v1 = [
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
        "name": "caseType",
        "plural": true,
        "selections": (v0/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Option",
        "kind": "LinkedField",
        "name": "usStates",
        "plural": true,
        "selections": (v0/*:: as any*/),
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
    "name": "RegisterCaseDrawerOptionsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RegisterCaseDrawerOptionsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "65d3b97cffed4873a0e691c1f9463f5a3eb71e1766fa6a4c650ec3537b6de294",
    "metadata": {},
    "name": "RegisterCaseDrawerOptionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "972ddb8199c8e48cfc20d5ec6be8a7a6";

export default node;
