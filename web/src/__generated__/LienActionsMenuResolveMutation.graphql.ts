/**
 * @generated SignedSource<<1976c950dc7128d1f90dfc09239c910a>>
 * @relayHash e674010dc5e6bd22e01dca851c7be67d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6ca7546dc67e8c3ea017a23a8ce3c99acc55cf050e28bfb079ec74fce60a4751

import type { ConcreteRequest } from 'relay-runtime';
export type ResolveLienInput = {
  lienId: string;
  note?: string | null | undefined;
  resolutionStatus?: string | null | undefined;
};
export type LienActionsMenuResolveMutation$variables = {
  input: ResolveLienInput;
};
export type LienActionsMenuResolveMutation$data = {
  readonly resolveLien: {
    readonly lien: {
      readonly id: string;
      readonly isResolved: boolean;
      readonly resolutionStatus: string | null | undefined;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type LienActionsMenuResolveMutation = {
  response: LienActionsMenuResolveMutation$data;
  variables: LienActionsMenuResolveMutation$variables;
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
    "concreteType": "LienPayload",
    "kind": "LinkedField",
    "name": "resolveLien",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Lien",
        "kind": "LinkedField",
        "name": "lien",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isResolved",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "resolutionStatus",
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
    "name": "LienActionsMenuResolveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LienActionsMenuResolveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6ca7546dc67e8c3ea017a23a8ce3c99acc55cf050e28bfb079ec74fce60a4751",
    "metadata": {},
    "name": "LienActionsMenuResolveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d9f0f64cca543a70007f6de1abd9b563";

export default node;
