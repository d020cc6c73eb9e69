/**
 * @generated SignedSource<<d91b301dc4202f385393916219b41943>>
 * @relayHash fc545ce38a5460c44912d0bca4d2f6af
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bf18330c21830cb818d6fbf7bce2790d63b05b2fa7fbba8a1268959a2cdc7722

import type { ConcreteRequest } from 'relay-runtime';
export type DocumentRequestStatus = "ALREADY_FULFILLED" | "CLARIFICATION_NEEDED" | "CLOSED_BY_LAW_FIRM" | "IN_PROGRESS" | "LIENHOLDER_UPLOADED_ALL_DOCUMENTS" | "PATIENT_STILL_TREATING" | "%future added value";
export type SubmitDocumentRequestResponseInput = {
  newStatus?: DocumentRequestStatus | null | undefined;
  note?: string | null | undefined;
  requestId: string;
  token: string;
};
export type LoggedOutPagesSubmitMutation$variables = {
  input: SubmitDocumentRequestResponseInput;
};
export type LoggedOutPagesSubmitMutation$data = {
  readonly submitDocumentRequestResponse: {
    readonly isFulfilled: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type LoggedOutPagesSubmitMutation = {
  response: LoggedOutPagesSubmitMutation$data;
  variables: LoggedOutPagesSubmitMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SubmitDocumentRequestResponsePayload",
    "kind": "LinkedField",
    "name": "submitDocumentRequestResponse",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isFulfilled",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
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
    "name": "LoggedOutPagesSubmitMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LoggedOutPagesSubmitMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bf18330c21830cb818d6fbf7bce2790d63b05b2fa7fbba8a1268959a2cdc7722",
    "metadata": {},
    "name": "LoggedOutPagesSubmitMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "00488f97c3dba1666afbf85112c58f59";

export default node;
