/**
 * @generated SignedSource<<528c425936d43a4d2e452b1f50b9a449>>
 * @relayHash bd24db7afb3e1d410a542d99f1a696a4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 35d668fe4ee951e197996fa68f3b5bdf276b31e5049cb76570a78115eb89806f

import type { ConcreteRequest } from 'relay-runtime';
export type LawFirmPickerSearchQuery$variables = {
  search?: string | null | undefined;
};
export type LawFirmPickerSearchQuery$data = {
  readonly viewer: {
    readonly lawFirmDirectory: ReadonlyArray<{
      readonly internalID: string;
      readonly name: string;
    }>;
  } | null | undefined;
};
export type LawFirmPickerSearchQuery = {
  response: LawFirmPickerSearchQuery$data;
  variables: LawFirmPickerSearchQuery$variables;
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
        "concreteType": "OrganizationSummary",
        "kind": "LinkedField",
        "name": "lawFirmDirectory",
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
    "name": "LawFirmPickerSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LawFirmPickerSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "35d668fe4ee951e197996fa68f3b5bdf276b31e5049cb76570a78115eb89806f",
    "metadata": {},
    "name": "LawFirmPickerSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d1486a9eea02f6a3c25d1751ca44e5fd";

export default node;
