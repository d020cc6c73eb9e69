/**
 * @generated SignedSource<<66bd7c8b0c053e8c0b23335630d5bdd8>>
 * @relayHash 0f6acc6ae007784ae03d095512cd94b9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 299d5899cbf863dc75b344eb3b6f75ebf978ef4ac591472a2cc7ca44bbebd0f7

import type { ConcreteRequest } from 'relay-runtime';
export type useSettingsOptionsQuery$variables = Record<PropertyKey, never>;
export type useSettingsOptionsQuery$data = {
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
export type useSettingsOptionsQuery = {
  response: useSettingsOptionsQuery$data;
  variables: useSettingsOptionsQuery$variables;
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
        "name": "organizationTypes",
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
    "name": "useSettingsOptionsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSettingsOptionsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "299d5899cbf863dc75b344eb3b6f75ebf978ef4ac591472a2cc7ca44bbebd0f7",
    "metadata": {},
    "name": "useSettingsOptionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a49d2f13825e555f980c915f47d36560";

export default node;
