/**
 * @generated SignedSource<<ff071c40a8aa53abacdaca1d454a165f>>
 * @relayHash 733b6014c41620a4d3f7be0db9eaea3a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dea6aabc792aa50c8758c1410649db42d4941fc10df940e3130a3649db033442

import type { ConcreteRequest } from 'relay-runtime';
export type LoggedOutPagesQuery$variables = {
  requestId: string;
  token: string;
};
export type LoggedOutPagesQuery$data = {
  readonly documentRequestByToken: {
    readonly errorCode: string | null | undefined;
    readonly request: {
      readonly contactName: string;
      readonly dateOfLoss: any | null | undefined;
      readonly documentTypeChoices: ReadonlyArray<{
        readonly label: string;
        readonly value: string;
      }>;
      readonly documents: ReadonlyArray<{
        readonly internalID: string;
        readonly name: string;
        readonly type: string;
      }>;
      readonly internalID: string;
      readonly lawFirmName: string | null | undefined;
      readonly lienholderName: string;
      readonly note: string;
      readonly plaintiffBirthdate: any | null | undefined;
      readonly plaintiffFirstName: string;
      readonly plaintiffLastName: string;
    } | null | undefined;
  };
};
export type LoggedOutPagesQuery = {
  response: LoggedOutPagesQuery$data;
  variables: LoggedOutPagesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "requestId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "token"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalID",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "requestId",
        "variableName": "requestId"
      },
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "LoggedOutDocumentRequestResult",
    "kind": "LinkedField",
    "name": "documentRequestByToken",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "errorCode",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "LoggedOutDocumentRequest",
        "kind": "LinkedField",
        "name": "request",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "note",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lawFirmName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lienholderName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "plaintiffFirstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "plaintiffLastName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "plaintiffBirthdate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dateOfLoss",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contactName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DocumentRequestUploadedDocument",
            "kind": "LinkedField",
            "name": "documents",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DocumentRequestTypeChoice",
            "kind": "LinkedField",
            "name": "documentTypeChoices",
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "LoggedOutPagesQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "LoggedOutPagesQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "dea6aabc792aa50c8758c1410649db42d4941fc10df940e3130a3649db033442",
    "metadata": {},
    "name": "LoggedOutPagesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "36d3858e668255098c91d93fd2fa1e5a";

export default node;
