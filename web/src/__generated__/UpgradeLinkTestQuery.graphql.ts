/**
 * @generated SignedSource<<9a8540b95d5013803637ffec0073e159>>
 * @relayHash f06d508ae2210662ef16fb9675c1b561
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b0cac6d9f139274e00bb21815a12695c8c64c80f4978e92e0634c74f3e00ef50

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UpgradeLinkTestQuery$variables = Record<PropertyKey, never>;
export type UpgradeLinkTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"UpgradeLink_viewer">;
  } | null | undefined;
};
export type UpgradeLinkTestQuery = {
  response: UpgradeLinkTestQuery$data;
  variables: UpgradeLinkTestQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UpgradeLinkTestQuery",
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
            "args": null,
            "kind": "FragmentSpread",
            "name": "UpgradeLink_viewer"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UpgradeLinkTestQuery",
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
            "args": null,
            "concreteType": "Account",
            "kind": "LinkedField",
            "name": "activeAccount",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "showsUpgradeLink",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
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
    "id": "b0cac6d9f139274e00bb21815a12695c8c64c80f4978e92e0634c74f3e00ef50",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.activeAccount": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Account"
        },
        "viewer.activeAccount.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "viewer.activeAccount.showsUpgradeLink": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        }
      }
    },
    "name": "UpgradeLinkTestQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "a1b49a490dc89114379ce20314c2a700";

export default node;
