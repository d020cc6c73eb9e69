/**
 * @generated SignedSource<<a4d59292b77f7f02739e9eb1c250eb5f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UpdateLienInput = {
  balance?: string | null | undefined;
  finalTreatmentDate?: any | null | undefined;
  hasLienholderFinalizedDocuments?: boolean | null | undefined;
  lienId: string;
  note?: string | null | undefined;
  plaintiffTreatmentStatus?: string | null | undefined;
  shareDocuments?: boolean | null | undefined;
};
export type LienStatusPanelMutation$variables = {
  input: UpdateLienInput;
};
export type LienStatusPanelMutation$data = {
  readonly updateLien: {
    readonly lien: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"FinanceTab_lien" | "LienStatusPanel_lien">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type LienStatusPanelMutation = {
  response: LienStatusPanelMutation$data;
  variables: LienStatusPanelMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
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
},
v4 = {
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
    "name": "LienStatusPanelMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LienPayload",
        "kind": "LinkedField",
        "name": "updateLien",
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
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "LienStatusPanel_lien"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "FinanceTab_lien"
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LienStatusPanelMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "LienPayload",
        "kind": "LinkedField",
        "name": "updateLien",
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "balance",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "balanceLastUpdatedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "plaintiffTreatmentStatus",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "finalTreatmentDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasLienholderFinalizedDocuments",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shareDocuments",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isLienholderBlacklisted",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasOpenRejection",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rejectionNote",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Case",
                "kind": "LinkedField",
                "name": "case",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Organization",
                    "kind": "LinkedField",
                    "name": "lawFirm",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "internalID",
                        "storageKey": null
                      },
                      (v4/*:: as any*/),
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "balanceLastUpdatedByOrganizationName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "verificationStatus",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "lienholder",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "29466d181e85e8ec1b30f74deaec20be",
    "id": null,
    "metadata": {},
    "name": "LienStatusPanelMutation",
    "operationKind": "mutation",
    "text": "mutation LienStatusPanelMutation(\n  $input: UpdateLienInput!\n) {\n  updateLien(input: $input) {\n    lien {\n      id\n      ...LienStatusPanel_lien\n      ...FinanceTab_lien\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment FinanceTab_lien on Lien {\n  id\n  hasOpenRejection\n  balance\n  balanceLastUpdatedAt\n  balanceLastUpdatedByOrganizationName\n  verificationStatus\n  lienholder {\n    name\n    id\n  }\n}\n\nfragment LienRejectionNotice_lien on Lien {\n  id\n  hasOpenRejection\n  rejectionNote\n  case {\n    lawFirm {\n      internalID\n      name\n      id\n    }\n    id\n  }\n}\n\nfragment LienStatusPanel_lien on Lien {\n  id\n  balance\n  balanceLastUpdatedAt\n  plaintiffTreatmentStatus\n  finalTreatmentDate\n  hasLienholderFinalizedDocuments\n  shareDocuments\n  isLienholderBlacklisted\n  ...LienRejectionNotice_lien\n}\n"
  }
};
})();

(node as any).hash = "0466300a228cf0c49a7beb0434feaa1f";

export default node;
