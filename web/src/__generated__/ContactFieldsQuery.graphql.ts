/**
 * @generated SignedSource<<001278ed5004b0b8489bf7b32243be02>>
 * @relayHash 0bade953be46b1ffd81bcfe72a8e8fe5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 694953abd266b0b6026caf7a786028c8b562f22fb1ac8790cdb5fc03a53be9c2

import type { ConcreteRequest } from 'relay-runtime';
export type ContactFieldsQuery$variables = {
  lawFirmId: string;
};
export type ContactFieldsQuery$data = {
  readonly viewer: {
    readonly lawFirmContacts: ReadonlyArray<{
      readonly email: string;
      readonly fullName: string;
      readonly internalID: string;
    }>;
  } | null | undefined;
};
export type ContactFieldsQuery = {
  response: ContactFieldsQuery$data;
  variables: ContactFieldsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "lawFirmId"
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
            "kind": "Variable",
            "name": "lawFirmId",
            "variableName": "lawFirmId"
          }
        ],
        "concreteType": "LawFirmContact",
        "kind": "LinkedField",
        "name": "lawFirmContacts",
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
            "name": "fullName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
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
    "name": "ContactFieldsQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContactFieldsQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "694953abd266b0b6026caf7a786028c8b562f22fb1ac8790cdb5fc03a53be9c2",
    "metadata": {},
    "name": "ContactFieldsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "99702900a606276303468d14f12c2632";

export default node;
