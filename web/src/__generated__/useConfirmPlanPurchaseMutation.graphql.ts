/**
 * @generated SignedSource<<d626d86f1156acb41230719aed5867c8>>
 * @relayHash 2030c5f3bf49c53590e37aff2e0c6d9f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 75c9533d1e2fb1eae5e9ea1f4bd294ef6e97acdf0ea0558f695ca49b20c6979e

import type { ConcreteRequest } from 'relay-runtime';
export type ConfirmPlanPurchaseInput = {
  purchaseId: string;
  status: string;
};
export type useConfirmPlanPurchaseMutation$variables = {
  input: ConfirmPlanPurchaseInput;
};
export type useConfirmPlanPurchaseMutation$data = {
  readonly confirmPlanPurchase: {
    readonly purchase: {
      readonly internalID: string;
      readonly status: string;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useConfirmPlanPurchaseMutation = {
  response: useConfirmPlanPurchaseMutation$data;
  variables: useConfirmPlanPurchaseMutation$variables;
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
    "concreteType": "PurchasePlanPayload",
    "kind": "LinkedField",
    "name": "confirmPlanPurchase",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PlanPurchase",
        "kind": "LinkedField",
        "name": "purchase",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "internalID",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
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
    "name": "useConfirmPlanPurchaseMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useConfirmPlanPurchaseMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "75c9533d1e2fb1eae5e9ea1f4bd294ef6e97acdf0ea0558f695ca49b20c6979e",
    "metadata": {},
    "name": "useConfirmPlanPurchaseMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c7348c5c3eb481a709b28cdd2d081822";

export default node;
