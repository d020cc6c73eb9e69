/**
 * @generated SignedSource<<bb975b5548de3f047e5e04c5e4bc3c49>>
 * @relayHash 175af759c6cf4f99e7e7eb06e99da525
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID efbfc95f00e60fcca8d5bedea3ae0e8c4e0c6601e75833be4a9e70d8d4cb2288

import type { ConcreteRequest } from 'relay-runtime';
export type CreatedByOrganizationPickerQuery$variables = {
  search?: string | null | undefined;
};
export type CreatedByOrganizationPickerQuery$data = {
  readonly viewer: {
    readonly manualDedupeOrganizations: ReadonlyArray<{
      readonly internalID: string;
      readonly name: string;
    }> | null | undefined;
  } | null | undefined;
};
export type CreatedByOrganizationPickerQuery = {
  response: CreatedByOrganizationPickerQuery$data;
  variables: CreatedByOrganizationPickerQuery$variables;
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
    "name": "CreatedByOrganizationPickerQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreatedByOrganizationPickerQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "efbfc95f00e60fcca8d5bedea3ae0e8c4e0c6601e75833be4a9e70d8d4cb2288",
    "metadata": {},
    "name": "CreatedByOrganizationPickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d2ac5c2f14f3580610dce54a103a74ed";

export default node;
