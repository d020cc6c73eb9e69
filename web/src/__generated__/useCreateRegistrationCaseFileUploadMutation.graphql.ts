/**
 * @generated SignedSource<<dcb070fff16f67cb46b8f744c99aa957>>
 * @relayHash 7206874609f041ade70b21dbdfc2a102
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 58fe7be1088e6ef95e4f479df75503648bf635065c3ac85881e20b9cadf4d546

import type { ConcreteRequest } from 'relay-runtime';
export type CreateRegistrationCaseFileUploadInput = {
  compulsionEventId: string;
  contentType?: string | null | undefined;
  fileName: string;
  size: number;
};
export type useCreateRegistrationCaseFileUploadMutation$variables = {
  input: CreateRegistrationCaseFileUploadInput;
};
export type useCreateRegistrationCaseFileUploadMutation$data = {
  readonly createRegistrationCaseFileUpload: {
    readonly upload: {
      readonly contentType: string;
      readonly method: string;
      readonly uploadId: string;
      readonly url: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useCreateRegistrationCaseFileUploadMutation = {
  response: useCreateRegistrationCaseFileUploadMutation$data;
  variables: useCreateRegistrationCaseFileUploadMutation$variables;
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
    "concreteType": "CreateRegistrationCaseFileUploadPayload",
    "kind": "LinkedField",
    "name": "createRegistrationCaseFileUpload",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RegistrationCaseFileUpload",
        "kind": "LinkedField",
        "name": "upload",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "uploadId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "method",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contentType",
            "storageKey": null
          }
        ],
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
    "name": "useCreateRegistrationCaseFileUploadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateRegistrationCaseFileUploadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "58fe7be1088e6ef95e4f479df75503648bf635065c3ac85881e20b9cadf4d546",
    "metadata": {},
    "name": "useCreateRegistrationCaseFileUploadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d1beee3099d766fc4c3a405386ed00c6";

export default node;
