/**
 * @generated SignedSource<<08f082be3038325a25a3dc7d86064d1d>>
 * @relayHash bc528f04f7e2b1ec4e6ebef4e5d42ca8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cb19ccceec4c753969fc0c0f19470c45f5d4d246059f8bf0b040797aa9ee25ee

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ExternalIdsRowTestQuery$variables = Record<PropertyKey, never>;
export type ExternalIdsRowTestQuery$data = {
  readonly viewer: {
    readonly case: {
      readonly " $fragmentSpreads": FragmentRefs<"ExternalIdsRow_case">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"ExternalIdsRow_viewer">;
  } | null | undefined;
};
export type ExternalIdsRowTestQuery = {
  response: ExternalIdsRowTestQuery$data;
  variables: ExternalIdsRowTestQuery$variables;
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
v2 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ExternalIdsRowTestQuery",
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
            "name": "ExternalIdsRow_viewer"
          },
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
                "name": "ExternalIdsRow_case"
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
    "name": "ExternalIdsRowTestQuery",
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
            "concreteType": "ExternalSystem",
            "kind": "LinkedField",
            "name": "externalSystems",
            "plural": true,
            "selections": (v2/*:: as any*/),
            "storageKey": null
          },
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
                    "name": "editExternalIds",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ExternalKey",
                "kind": "LinkedField",
                "name": "externalKeys",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "identifier",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ExternalSystem",
                    "kind": "LinkedField",
                    "name": "system",
                    "plural": false,
                    "selections": (v2/*:: as any*/),
                    "storageKey": null
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
    ]
  },
  "params": {
    "id": "cb19ccceec4c753969fc0c0f19470c45f5d4d246059f8bf0b040797aa9ee25ee",
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
        "viewer.case.externalKeys": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ExternalKey"
        },
        "viewer.case.externalKeys.id": (v3/*:: as any*/),
        "viewer.case.externalKeys.identifier": (v4/*:: as any*/),
        "viewer.case.externalKeys.system": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ExternalSystem"
        },
        "viewer.case.externalKeys.system.id": (v3/*:: as any*/),
        "viewer.case.externalKeys.system.name": (v4/*:: as any*/),
        "viewer.case.id": (v3/*:: as any*/),
        "viewer.case.viewerCan": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "CaseViewerCan"
        },
        "viewer.case.viewerCan.editExternalIds": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "viewer.externalSystems": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ExternalSystem"
        },
        "viewer.externalSystems.id": (v3/*:: as any*/),
        "viewer.externalSystems.name": (v4/*:: as any*/)
      }
    },
    "name": "ExternalIdsRowTestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6fb713a4ad72525fef25d3bd40a48bc4";

export default node;
