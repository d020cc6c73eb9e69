/**
 * @generated SignedSource<<239a4d121ac8db7f6f2fc1c4a8a8ec11>>
 * @relayHash 58f0ca6f2b70a533778cdfd774b54171
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4c44f417afaf8d99ed5a6f7b21b8db4b48760983906e89db4c9849e4a5ecfaa9

import type { ConcreteRequest } from 'relay-runtime';
export type OrganizationPickerSearchQuery$variables = {
  search?: string | null | undefined;
};
export type OrganizationPickerSearchQuery$data = {
  readonly viewer: {
    readonly manualDedupeOrganizations: ReadonlyArray<{
      readonly internalID: string;
      readonly name: string;
      readonly type: string;
    }> | null | undefined;
  } | null | undefined;
};
export type OrganizationPickerSearchQuery = {
  response: OrganizationPickerSearchQuery$data;
  variables: OrganizationPickerSearchQuery$variables;
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
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 20
          },
          {
            "kind": "Variable",
            "name": "search",
            "variableName": "search"
          }
        ],
        "concreteType": "ManualDedupeOrganization",
        "kind": "LinkedField",
        "name": "manualDedupeOrganizations",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
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
    "name": "OrganizationPickerSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrganizationPickerSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4c44f417afaf8d99ed5a6f7b21b8db4b48760983906e89db4c9849e4a5ecfaa9",
    "metadata": {},
    "name": "OrganizationPickerSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5399d0ab10e7c07f1cfbdce1811dcf09";

export default node;
