/**
 * @generated SignedSource<<39d4f7d3f170ee16530cd5daec08f2b3>>
 * @relayHash d4b7714ea3e979942e960afec4cc2cf3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5d65c5eaa3725e08996ba72be35a4975b6cf2dab973bdfbfa4c8ac93a9e61565

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CaseDetailsCardTestQuery$variables = Record<PropertyKey, never>;
export type CaseDetailsCardTestQuery$data = {
  readonly options: {
    readonly " $fragmentSpreads": FragmentRefs<"CaseDetailsCard_options">;
  };
  readonly viewer: {
    readonly case: {
      readonly " $fragmentSpreads": FragmentRefs<"CaseDetailsCard_case">;
    } | null | undefined;
  } | null | undefined;
};
export type CaseDetailsCardTestQuery = {
  response: CaseDetailsCardTestQuery$data;
  variables: CaseDetailsCardTestQuery$variables;
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
  "name": "name",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  }
],
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "Option"
},
v5 = {
  "enumValues": null,
  "nullable": false,
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
},
v8 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CaseDetailsCardTestQuery",
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
                "name": "CaseDetailsCard_case"
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
            "name": "CaseDetailsCard_options"
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
    "name": "CaseDetailsCardTestQuery",
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
                    "name": "editDetails",
                    "storageKey": null
                  }
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
                    "name": "firstName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "birthdate",
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
                "name": "lawFirm",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v1/*:: as any*/)
                ],
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
                  (v1/*:: as any*/),
                  (v2/*:: as any*/)
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
            "name": "caseType",
            "plural": true,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Option",
            "kind": "LinkedField",
            "name": "usStates",
            "plural": true,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5d65c5eaa3725e08996ba72be35a4975b6cf2dab973bdfbfa4c8ac93a9e61565",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "options": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Options"
        },
        "options.caseType": (v4/*:: as any*/),
        "options.caseType.label": (v5/*:: as any*/),
        "options.caseType.value": (v5/*:: as any*/),
        "options.usStates": (v4/*:: as any*/),
        "options.usStates.label": (v5/*:: as any*/),
        "options.usStates.value": (v5/*:: as any*/),
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
        "viewer.case.dateOfLoss": (v6/*:: as any*/),
        "viewer.case.id": (v7/*:: as any*/),
        "viewer.case.lastUpdatedAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTime"
        },
        "viewer.case.lawFirm": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Organization"
        },
        "viewer.case.lawFirm.id": (v7/*:: as any*/),
        "viewer.case.lawFirm.name": (v5/*:: as any*/),
        "viewer.case.lawsuitFiledDate": (v6/*:: as any*/),
        "viewer.case.lienholders": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Organization"
        },
        "viewer.case.lienholders.id": (v7/*:: as any*/),
        "viewer.case.lienholders.name": (v5/*:: as any*/),
        "viewer.case.plaintiff": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Person"
        },
        "viewer.case.plaintiff.birthdate": (v6/*:: as any*/),
        "viewer.case.plaintiff.firstName": (v5/*:: as any*/),
        "viewer.case.plaintiff.lastName": (v5/*:: as any*/),
        "viewer.case.stateOfIncident": (v8/*:: as any*/),
        "viewer.case.status": (v8/*:: as any*/),
        "viewer.case.statusLabel": (v8/*:: as any*/),
        "viewer.case.type": (v8/*:: as any*/),
        "viewer.case.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "CaseViewerCan"
        },
        "viewer.case.viewerCan.editDetails": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        }
      }
    },
    "name": "CaseDetailsCardTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ccf041b78caa9489353b6f9f5cb8d380";

export default node;
