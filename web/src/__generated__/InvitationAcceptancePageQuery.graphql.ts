/**
 * @generated SignedSource<<648ef64eba2c947bba4f582d61139ca2>>
 * @relayHash e590bccc828be009e58511e8780537c0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ad8939e84718c997377d3e31ed5a936c675fa6df26aee6b9cad0f26929200a14

import type { ConcreteRequest } from 'relay-runtime';
export type InvitationAcceptancePageQuery$variables = {
  token: string;
};
export type InvitationAcceptancePageQuery$data = {
  readonly invitation: {
    readonly errorCode: string | null | undefined;
    readonly invitation: {
      readonly email: string;
      readonly firstName: string;
      readonly lastName: string;
      readonly organizationInternalID: string;
      readonly organizationName: string;
      readonly phoneNumber: string;
    } | null | undefined;
    readonly redirectToLogin: boolean;
  };
};
export type InvitationAcceptancePageQuery = {
  response: InvitationAcceptancePageQuery$data;
  variables: InvitationAcceptancePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "InvitationResult",
    "kind": "LinkedField",
    "name": "invitation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Invitation",
        "kind": "LinkedField",
        "name": "invitation",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "organizationName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "organizationInternalID",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "phoneNumber",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "redirectToLogin",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "errorCode",
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
    "name": "InvitationAcceptancePageQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvitationAcceptancePageQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ad8939e84718c997377d3e31ed5a936c675fa6df26aee6b9cad0f26929200a14",
    "metadata": {},
    "name": "InvitationAcceptancePageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e73b1d8b959b6bedb082638a33e20173";

export default node;
