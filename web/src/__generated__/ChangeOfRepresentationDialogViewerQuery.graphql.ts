/**
 * @generated SignedSource<<a4fbaf3a5348fa5436955dcb6b44cdd3>>
 * @relayHash d60a06c64c8fe56f8410770792efee85
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6aaf0a91cb11f4fa19b973631228b9b36207542dfbc686787f6fe64f849b698f

import type { ConcreteRequest } from 'relay-runtime';
export type ChangeOfRepresentationDialogViewerQuery$variables = Record<PropertyKey, never>;
export type ChangeOfRepresentationDialogViewerQuery$data = {
  readonly viewer: {
    readonly activeAccount: {
      readonly organization: {
        readonly internalID: string;
      };
    };
  } | null | undefined;
};
export type ChangeOfRepresentationDialogViewerQuery = {
  response: ChangeOfRepresentationDialogViewerQuery$data;
  variables: ChangeOfRepresentationDialogViewerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "internalID",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ChangeOfRepresentationDialogViewerQuery",
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
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "organization",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/)
                ],
                "storageKey": null
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ChangeOfRepresentationDialogViewerQuery",
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
                "concreteType": "Organization",
                "kind": "LinkedField",
                "name": "organization",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/),
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "6aaf0a91cb11f4fa19b973631228b9b36207542dfbc686787f6fe64f849b698f",
    "metadata": {},
    "name": "ChangeOfRepresentationDialogViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e0d21ec34afaca73ace543923aa90b7f";

export default node;
