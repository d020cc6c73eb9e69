/**
 * @generated SignedSource<<3082ef7a8a838302448237360343bae7>>
 * @relayHash 9b442d101919af86d298d4a53dfc7831
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd247c832302452328a2e8fcc7a4297abeb3c49a59154717f3f19ae4898f8507

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
      readonly viewerCan: {
        readonly priceDocuments: boolean;
      };
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LoggedOutDocumentRequestViewerCan",
            "kind": "LinkedField",
            "name": "viewerCan",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "priceDocuments",
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
    "id": "fd247c832302452328a2e8fcc7a4297abeb3c49a59154717f3f19ae4898f8507",
    "metadata": {},
    "name": "LoggedOutPagesQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8136e352a0dd5d58c751f3aae272a164";

export default node;
