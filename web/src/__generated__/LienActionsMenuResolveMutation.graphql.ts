/**
 * @generated SignedSource<<2d2683e022dab13906ad8286d27e8e35>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "e674010dc5e6bd22e01dca851c7be67d",
    "id": null,
    "metadata": {},
    "name": "LienActionsMenuResolveMutation",
    "operationKind": "mutation",
    "text": "mutation LienActionsMenuResolveMutation(\n  $input: ResolveLienInput!\n) {\n  resolveLien(input: $input) {\n    lien {\n      id\n      isResolved\n      resolutionStatus\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d9f0f64cca543a70007f6de1abd9b563";

export default node;
