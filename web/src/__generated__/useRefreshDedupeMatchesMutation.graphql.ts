/**
 * @generated SignedSource<<0d84e0eb91fcc6a0367699784eda7c52>>
 * @relayHash 9f303f08e861e18a46983a60f1ddba36
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ab0e57dae4800ca33833ab8d92ce8ce5de61a69f306630fa084eff5ea2bbb310

import type { ConcreteRequest } from 'relay-runtime';
export type useRefreshDedupeMatchesMutation$variables = Record<PropertyKey, never>;
export type useRefreshDedupeMatchesMutation$data = {
  readonly refreshDedupeMatches: {
    readonly queued: boolean;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useRefreshDedupeMatchesMutation = {
  response: useRefreshDedupeMatchesMutation$data;
  variables: useRefreshDedupeMatchesMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "RefreshDedupeMatchesPayload",
    "kind": "LinkedField",
    "name": "refreshDedupeMatches",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "queued",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRefreshDedupeMatchesMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useRefreshDedupeMatchesMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ab0e57dae4800ca33833ab8d92ce8ce5de61a69f306630fa084eff5ea2bbb310",
    "metadata": {},
    "name": "useRefreshDedupeMatchesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "764e46fb16c3bd486e828957c2cb708d";

export default node;
