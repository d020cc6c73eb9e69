/**
 * @generated SignedSource<<dcb98832e8944c11003227236d1ef8dd>>
 * @relayHash 6714dbf0e702758389d8fbbf9b88a6cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b1df12d306dfc92b3603d7387413e3d8038ad836c54a1188dd1719e0a98bdb35

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DocumentPaymentRouteQuery$variables = {
  documentIds: ReadonlyArray<string>;
  lienId?: string | null | undefined;
};
export type DocumentPaymentRouteQuery$data = {
  readonly viewer: {
    readonly documentPayment: {
      readonly " $fragmentSpreads": FragmentRefs<"DocumentPaymentPage_payment">;
    } | null | undefined;
  } | null | undefined;
};
export type DocumentPaymentRouteQuery = {
  response: DocumentPaymentRouteQuery$data;
  variables: DocumentPaymentRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "documentIds"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "lienId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "documentIds",
    "variableName": "documentIds"
  },
  {
    "kind": "Variable",
    "name": "lienId",
    "variableName": "lienId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalID",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DocumentPaymentRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "DocumentPayment",
            "kind": "LinkedField",
            "name": "documentPayment",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DocumentPaymentPage_payment"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DocumentPaymentRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "DocumentPayment",
            "kind": "LinkedField",
            "name": "documentPayment",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PayableDocument",
                "kind": "LinkedField",
                "name": "documents",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "price",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "caseInternalID",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "total",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "provider",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "publishableKey",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "PaymentLienholder",
                "kind": "LinkedField",
                "name": "lienholders",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "canAcceptPayments",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SavedCard",
                "kind": "LinkedField",
                "name": "savedCards",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "brand",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "last4",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "expMonth",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "expYear",
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
    ]
  },
  "params": {
    "id": "b1df12d306dfc92b3603d7387413e3d8038ad836c54a1188dd1719e0a98bdb35",
    "metadata": {},
    "name": "DocumentPaymentRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8d420744e5e8ba47313aecb95379d662";

export default node;
