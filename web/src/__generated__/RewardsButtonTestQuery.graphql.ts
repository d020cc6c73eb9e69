/**
 * @generated SignedSource<<552e5ab4e3b4dba79b55eeefba747f64>>
 * @relayHash 58dab6563c93a2528aa44d61217fedeb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8510e6305c1aa36c455477cd84f3db782b1522dbabc2950d3b6fbb34acc1a006

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RewardsButtonTestQuery$variables = Record<PropertyKey, never>;
export type RewardsButtonTestQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"RewardsButton_viewer">;
  } | null | undefined;
};
export type RewardsButtonTestQuery = {
  response: RewardsButtonTestQuery$data;
  variables: RewardsButtonTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RewardsButtonTestQuery",
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
            "name": "RewardsButton_viewer"
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
    "name": "RewardsButtonTestQuery",
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
            "concreteType": "Rewards",
            "kind": "LinkedField",
            "name": "rewards",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalPoints",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pointsToCard",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "percent",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cardPoints",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rule",
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
    "id": "8510e6305c1aa36c455477cd84f3db782b1522dbabc2950d3b6fbb34acc1a006",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.rewards": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Rewards"
        },
        "viewer.rewards.cardPoints": (v0/*:: as any*/),
        "viewer.rewards.percent": (v0/*:: as any*/),
        "viewer.rewards.pointsToCard": (v0/*:: as any*/),
        "viewer.rewards.rule": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "viewer.rewards.totalPoints": (v0/*:: as any*/)
      }
    },
    "name": "RewardsButtonTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2f6995a977333c948594bc097713ef64";

export default node;
