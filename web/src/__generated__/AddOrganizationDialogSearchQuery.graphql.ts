/**
 * @generated SignedSource<<7418cbad6307ac1c1f0021ef09ebce44>>
 * @relayHash 63fb0ca14b4919decce40306dcd7501b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 77716fa665e14eefbd21529eb0ca59bb76b1a91cb6db776a70b30176201b2f56

import type { ConcreteRequest } from 'relay-runtime';
export type AddOrganizationDialogSearchQuery$variables = {
  search?: string | null | undefined;
};
export type AddOrganizationDialogSearchQuery$data = {
  readonly viewer: {
    readonly lienholderDirectory: ReadonlyArray<{
      readonly city: string | null | undefined;
      readonly internalID: string;
      readonly name: string;
      readonly state: string | null | undefined;
    }>;
  } | null | undefined;
};
export type AddOrganizationDialogSearchQuery = {
  response: AddOrganizationDialogSearchQuery$data;
  variables: AddOrganizationDialogSearchQuery$variables;
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
            "value": 50
          },
          {
            "kind": "Variable",
            "name": "search",
            "variableName": "search"
          }
        ],
        "concreteType": "OrganizationSummary",
        "kind": "LinkedField",
        "name": "lienholderDirectory",
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
            "name": "city",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
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
    "name": "AddOrganizationDialogSearchQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddOrganizationDialogSearchQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "77716fa665e14eefbd21529eb0ca59bb76b1a91cb6db776a70b30176201b2f56",
    "metadata": {},
    "name": "AddOrganizationDialogSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "618cee6912262ca05a877b553e5357eb";

export default node;
