/**
 * @generated SignedSource<<a789152cd593b38f0d9b11c3a8fef136>>
 * @relayHash 0dd1b0a024d1a4f59927f31dd1a37430
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5e99c9b4638b948818b081866e552f4a84bf13603f0a6cea2c48ef176c4bfc4a

import type { ConcreteRequest } from 'relay-runtime';
export type RetryFailedJobInput = {
  jobId: string;
};
export type useRetryFailedJobMutation$variables = {
  connections: ReadonlyArray<string>;
  input: RetryFailedJobInput;
};
export type useRetryFailedJobMutation$data = {
  readonly retryFailedJob: {
    readonly retriedJobId: string | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useRetryFailedJobMutation = {
  response: useRetryFailedJobMutation$data;
  variables: useRetryFailedJobMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "retriedJobId",
  "storageKey": null
},
v4 = {
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
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRetryFailedJobMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RetryFailedJobPayload",
        "kind": "LinkedField",
        "name": "retryFailedJob",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useRetryFailedJobMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "RetryFailedJobPayload",
        "kind": "LinkedField",
        "name": "retryFailedJob",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "retriedJobId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5e99c9b4638b948818b081866e552f4a84bf13603f0a6cea2c48ef176c4bfc4a",
    "metadata": {},
    "name": "useRetryFailedJobMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "141775b94f5793ffff970294490fb9ed";

export default node;
