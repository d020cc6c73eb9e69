/**
 * @generated SignedSource<<13ce1649be430e319d1e759070dc5270>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ChangeCaseLawFirmInput = {
  caseId: string;
  lawFirmId?: string | null | undefined;
  note?: string | null | undefined;
};
export type SetLawFirmDialogMutation$variables = {
  input: ChangeCaseLawFirmInput;
};
export type SetLawFirmDialogMutation$data = {
  readonly changeCaseLawFirm: {
    readonly case: {
      readonly id: string;
      readonly lawFirm: {
        readonly internalID: string;
        readonly name: string;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"CaseDetailsCard_case" | "CaseHeader_case" | "FinanceTab_case" | "LawFirmStatusPanel_case" | "LienActionsMenu_case" | "PortfolioRow_case">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type SetLawFirmDialogMutation = {
  response: SetLawFirmDialogMutation$data;
  variables: SetLawFirmDialogMutation$variables;
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
  "kind": "ScalarField",
  "name": "internalID",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
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
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isResolved",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "hasOpenRejection",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "balance",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "balanceLastUpdatedAt",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "balanceLastUpdatedByOrganizationName",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "verificationStatus",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SetLawFirmDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChangeCaseLawFirmPayload",
        "kind": "LinkedField",
        "name": "changeCaseLawFirm",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "case",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "lawFirm",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CaseHeader_case"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CaseDetailsCard_case"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PortfolioRow_case"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "LawFirmStatusPanel_case"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "FinanceTab_case"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "LienActionsMenu_case"
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
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
    "name": "SetLawFirmDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ChangeCaseLawFirmPayload",
        "kind": "LinkedField",
        "name": "changeCaseLawFirm",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "case",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "lawFirm",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Person",
                "kind": "LinkedField",
                "name": "plaintiff",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fullName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "birthdate",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "firstName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastName",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dateOfLoss",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isEditableByLienholder",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "stateOfIncident",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "statusLabel",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastUpdatedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "appearanceDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lawsuitFiledDate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dateExpectedToReceiveCheck",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "lienholders",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "needsUpdate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "daysSinceLastUpdate",
                "storageKey": null
              },
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastUpdatedByOrganizationName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Lien",
                "kind": "LinkedField",
                "name": "userLien",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
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
                  },
                  (v6/*:: as any*/),
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
                    "name": "createdByCaseLawFirm",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Lien",
                "kind": "LinkedField",
                "name": "liens",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isOwn",
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Organization",
                    "kind": "LinkedField",
                    "name": "lienholder",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v2/*:: as any*/),
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v7/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "46ae5f702db4e40f4bdc5d3db6ce3367",
    "id": null,
    "metadata": {},
    "name": "SetLawFirmDialogMutation",
    "operationKind": "mutation",
    "text": "mutation SetLawFirmDialogMutation(\n  $input: ChangeCaseLawFirmInput!\n) {\n  changeCaseLawFirm(input: $input) {\n    case {\n      id\n      lawFirm {\n        internalID\n        name\n        id\n      }\n      ...CaseHeader_case\n      ...CaseDetailsCard_case\n      ...PortfolioRow_case\n      ...LawFirmStatusPanel_case\n      ...FinanceTab_case\n      ...LienActionsMenu_case\n    }\n    userErrors {\n      field\n      message\n    }\n  }\n}\n\nfragment CaseDetailsCard_case on Case {\n  id\n  isEditableByLienholder\n  plaintiff {\n    firstName\n    lastName\n    birthdate\n  }\n  dateOfLoss\n  stateOfIncident\n  type\n  status\n  statusLabel\n  lastUpdatedAt\n  appearanceDate\n  lawsuitFiledDate\n  dateExpectedToReceiveCheck\n  lawFirm {\n    name\n    id\n  }\n  lienholders {\n    id\n    name\n  }\n}\n\nfragment CaseHeader_case on Case {\n  plaintiff {\n    fullName\n    birthdate\n  }\n  dateOfLoss\n}\n\nfragment FinanceTab_case on Case {\n  id\n  userLien {\n    id\n    ...FinanceTab_lien\n  }\n  liens {\n    id\n    isOwn\n    balance\n    lienholder {\n      internalID\n      id\n    }\n    ...FinanceTab_lien\n  }\n}\n\nfragment FinanceTab_lien on Lien {\n  id\n  hasOpenRejection\n  balance\n  balanceLastUpdatedAt\n  balanceLastUpdatedByOrganizationName\n  verificationStatus\n  lienholder {\n    name\n    id\n  }\n}\n\nfragment LawFirmStatusPanel_case on Case {\n  id\n  status\n  statusLabel\n  appearanceDate\n  lawsuitFiledDate\n  dateExpectedToReceiveCheck\n  lastUpdatedAt\n  lastUpdatedByOrganizationName\n  lawFirm {\n    name\n    id\n  }\n}\n\nfragment LienActionsMenu_case on Case {\n  id\n  internalID\n  lawFirm {\n    internalID\n    id\n  }\n  userLien {\n    id\n    isResolved\n    isLienholderBlacklisted\n    createdByCaseLawFirm\n  }\n}\n\nfragment PortfolioRow_case on Case {\n  internalID\n  plaintiff {\n    fullName\n  }\n  dateOfLoss\n  statusLabel\n  needsUpdate\n  daysSinceLastUpdate\n  isResolved\n  lawFirm {\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "30b8b27265dde6a925e747e27ff0a8cb";

export default node;
