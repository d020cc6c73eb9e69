/**
 * @generated SignedSource<<1bd7f77e553bd528ab5b21cb7188dd22>>
 * @relayHash 55dafcd9547b9aa4bc759cdadf66bce1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 96c9f9d42ff6d2aa50d4be1be96fee595df0ce9064f0a16af1848ed1ac9a562e

import type { ConcreteRequest } from 'relay-runtime';
export type OpenCaseUploadInput = {
  caseUploadId: string;
};
export type useOpenCaseUploadMutation$variables = {
  input: OpenCaseUploadInput;
};
export type useOpenCaseUploadMutation$data = {
  readonly openCaseUpload: {
    readonly url: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useOpenCaseUploadMutation = {
  response: useOpenCaseUploadMutation$data;
  variables: useOpenCaseUploadMutation$variables;
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
    "concreteType": "OpenCaseUploadPayload",
    "kind": "LinkedField",
    "name": "openCaseUpload",
    "plural": false,
    "selections": [
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
    "name": "useOpenCaseUploadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useOpenCaseUploadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "96c9f9d42ff6d2aa50d4be1be96fee595df0ce9064f0a16af1848ed1ac9a562e",
    "metadata": {},
    "name": "useOpenCaseUploadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "239ba982b6753d4cf21ee81c8084a19f";

export default node;
