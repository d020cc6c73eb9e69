/**
 * @generated SignedSource<<4774ec2dfe9011fd38887b63a2b4dbfa>>
 * @relayHash fb7e4a978ae000faa9a51fd3ca78274a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ffd6883aae22e586c5b09430c31a57a7920350437454edf1633b2e4644f65d4f

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DocumentRequestPanelTestQuery$variables = Record<PropertyKey, never>;
export type DocumentRequestPanelTestQuery$data = {
  readonly viewer: {
    readonly case: {
      readonly threads: ReadonlyArray<{
        readonly " $fragmentSpreads": FragmentRefs<"DocumentRequestPanel_thread">;
      }>;
    } | null | undefined;
  } | null | undefined;
};
export type DocumentRequestPanelTestQuery = {
  response: DocumentRequestPanelTestQuery$data;
  variables: DocumentRequestPanelTestQuery$variables;
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
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DocumentRequestPanelTestQuery",
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
                "alias": null,
                "args": null,
                "concreteType": "Thread",
                "kind": "LinkedField",
                "name": "threads",
                "plural": true,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "DocumentRequestPanel_thread"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "case(internalID:\"x\")"
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
    "name": "DocumentRequestPanelTestQuery",
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
                "alias": null,
                "args": null,
                "concreteType": "Thread",
                "kind": "LinkedField",
                "name": "threads",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DocumentRequest",
                    "kind": "LinkedField",
                    "name": "request",
                    "plural": false,
                    "selections": [
                      (v1/*:: as any*/),
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
                        "name": "isFulfilled",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isClosed",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "DocumentRequestViewerCan",
                        "kind": "LinkedField",
                        "name": "viewerCan",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "respond",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "close",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "upload",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": "case(internalID:\"x\")"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ffd6883aae22e586c5b09430c31a57a7920350437454edf1633b2e4644f65d4f",
    "metadata": {
      "relayTestingSelectionTypeInfo": {
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
        "viewer.case.id": (v2/*:: as any*/),
        "viewer.case.threads": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "Thread"
        },
        "viewer.case.threads.id": (v2/*:: as any*/),
        "viewer.case.threads.request": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DocumentRequest"
        },
        "viewer.case.threads.request.id": (v2/*:: as any*/),
        "viewer.case.threads.request.isClosed": (v3/*:: as any*/),
        "viewer.case.threads.request.isFulfilled": (v3/*:: as any*/),
        "viewer.case.threads.request.status": {
          "enumValues": [
            "ALREADY_FULFILLED",
            "CLARIFICATION_NEEDED",
            "CLOSED_BY_LAW_FIRM",
            "IN_PROGRESS",
            "LIENHOLDER_UPLOADED_ALL_DOCUMENTS",
            "PATIENT_STILL_TREATING"
          ],
          "nullable": true,
          "plural": false,
          "type": "DocumentRequestStatus"
        },
        "viewer.case.threads.request.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DocumentRequestViewerCan"
        },
        "viewer.case.threads.request.viewerCan.close": (v3/*:: as any*/),
        "viewer.case.threads.request.viewerCan.respond": (v3/*:: as any*/),
        "viewer.case.threads.request.viewerCan.upload": (v3/*:: as any*/)
      }
    },
    "name": "DocumentRequestPanelTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9b95dab102e1d0df898736685ae71392";

export default node;
