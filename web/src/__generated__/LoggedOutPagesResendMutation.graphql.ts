/**
 * @generated SignedSource<<71344547895a90d553b70597da7fa09d>>
 * @relayHash 94003fc5a64be11fa61910abc29d3283
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f0028b472e6082f8dbee5d1d4a6bc38f71c84c8544a6cd63ed87c1b8e25c33d7

import type { ConcreteRequest } from 'relay-runtime';
export type ResendDocumentRequestLinkInput = {
  requestId: string;
  token: string;
};
export type LoggedOutPagesResendMutation$variables = {
  input: ResendDocumentRequestLinkInput;
};
export type LoggedOutPagesResendMutation$data = {
  readonly resendDocumentRequestLink: {
    readonly sent: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type LoggedOutPagesResendMutation = {
  response: LoggedOutPagesResendMutation$data;
  variables: LoggedOutPagesResendMutation$variables;
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
    "concreteType": "ResendDocumentRequestLinkPayload",
    "kind": "LinkedField",
    "name": "resendDocumentRequestLink",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sent",
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
    "name": "LoggedOutPagesResendMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LoggedOutPagesResendMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "f0028b472e6082f8dbee5d1d4a6bc38f71c84c8544a6cd63ed87c1b8e25c33d7",
    "metadata": {},
    "name": "LoggedOutPagesResendMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e2e2a8a4f45e23b9047c52bc591189ba";

export default node;
