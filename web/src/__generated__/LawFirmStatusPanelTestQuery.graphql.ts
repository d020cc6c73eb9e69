/**
 * @generated SignedSource<<71bcecfa797f91c15a6bbb26ec32c495>>
 * @relayHash e51163102a630cf990f957e55d04a8b0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 27a2becdb4310a3b8bc37337a33a5b75d5f0106e4473e12e67ff67dfb56792ba

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LawFirmStatusPanelTestQuery$variables = Record<PropertyKey, never>;
export type LawFirmStatusPanelTestQuery$data = {
  readonly options: {
    readonly " $fragmentSpreads": FragmentRefs<"LawFirmStatusPanel_options">;
  };
  readonly viewer: {
    readonly case: {
      readonly " $fragmentSpreads": FragmentRefs<"LawFirmStatusPanel_case">;
    } | null | undefined;
  } | null | undefined;
};
export type LawFirmStatusPanelTestQuery = {
  response: LawFirmStatusPanelTestQuery$data;
  variables: LawFirmStatusPanelTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "internalID",
    "value": "x"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "Option"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v6 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Date"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LawFirmStatusPanelTestQuery",
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
            "args": (v0/*:: as any*/),
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "case",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "LawFirmStatusPanel_case"
              }
            ],
            "storageKey": "case(internalID:\"x\")"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Options",
        "kind": "LinkedField",
        "name": "options",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "LawFirmStatusPanel_options"
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
    "name": "LawFirmStatusPanelTestQuery",
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
            "args": (v0/*:: as any*/),
            "concreteType": "Case",
            "kind": "LinkedField",
            "name": "case",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "CaseViewerCan",
                "kind": "LinkedField",
                "name": "viewerCan",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "updateStatus",
                    "storageKey": null
                  }
                ],
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
                "kind": "ScalarField",
                "name": "lastUpdatedAt",
                "storageKey": null
              },
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
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "lawFirm",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "case(internalID:\"x\")"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Options",
        "kind": "LinkedField",
        "name": "options",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Option",
            "kind": "LinkedField",
            "name": "caseStatus",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Option",
            "kind": "LinkedField",
            "name": "datedCaseStatuses",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dateField",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "dateLabel",
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
    "id": "27a2becdb4310a3b8bc37337a33a5b75d5f0106e4473e12e67ff67dfb56792ba",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "options": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Options"
        },
        "options.caseStatus": (v3/*:: as any*/),
        "options.caseStatus.label": (v4/*:: as any*/),
        "options.caseStatus.value": (v4/*:: as any*/),
        "options.datedCaseStatuses": (v3/*:: as any*/),
        "options.datedCaseStatuses.dateField": (v5/*:: as any*/),
        "options.datedCaseStatuses.dateLabel": (v5/*:: as any*/),
        "options.datedCaseStatuses.value": (v4/*:: as any*/),
        "viewer": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.case": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Case"
        },
        "viewer.case.appearanceDate": (v6/*:: as any*/),
        "viewer.case.dateExpectedToReceiveCheck": (v6/*:: as any*/),
        "viewer.case.id": (v7/*:: as any*/),
        "viewer.case.lastUpdatedAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "viewer.case.lastUpdatedByOrganizationName": (v5/*:: as any*/),
        "viewer.case.lawFirm": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Organization"
        },
        "viewer.case.lawFirm.id": (v7/*:: as any*/),
        "viewer.case.lawFirm.name": (v4/*:: as any*/),
        "viewer.case.lawsuitFiledDate": (v6/*:: as any*/),
        "viewer.case.status": (v5/*:: as any*/),
        "viewer.case.statusLabel": (v5/*:: as any*/),
        "viewer.case.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "CaseViewerCan"
        },
        "viewer.case.viewerCan.updateStatus": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        }
      }
    },
    "name": "LawFirmStatusPanelTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "68aa4693494ab5c43e0e0657fbfdebec";

export default node;
