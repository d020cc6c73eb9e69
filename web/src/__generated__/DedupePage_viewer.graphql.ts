/**
 * @generated SignedSource<<5d64809aa672b11c4f6e9b8c0b5c6591>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type DedupePage_viewer$data = {
  readonly dedupeMatchCounts: {
    readonly __id: string;
    readonly dismissed: number;
    readonly needsMoreInformation: number;
    readonly new: number;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"DedupeQueue_viewer">;
  readonly " $fragmentType": "DedupePage_viewer";
};
export type DedupePage_viewer$key = {
  readonly " $data"?: DedupePage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"DedupePage_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Variable",
  "name": "importId",
  "variableName": "importId"
},
v1 = {
  "kind": "Variable",
  "name": "modelType",
  "variableName": "modelType"
},
v2 = {
  "kind": "Variable",
  "name": "relatedToCompulsionFirm",
  "variableName": "relatedToCompulsionFirm"
},
v3 = {
  "kind": "Variable",
  "name": "search",
  "variableName": "search"
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "importId"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "modelType"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "orderBy"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "relatedToCompulsionFirm"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "search"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "status"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "DedupePage_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "concreteType": "MatchCounts",
      "kind": "LinkedField",
      "name": "dedupeMatchCounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "new",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "needsMoreInformation",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dismissed",
          "storageKey": null
        },
        {
          "kind": "ClientExtension",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "__id",
              "storageKey": null
            }
          ]
        }
      ],
      "storageKey": null
    },
    {
      "args": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "kind": "Variable",
          "name": "orderBy",
          "variableName": "orderBy"
        },
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        {
          "kind": "Variable",
          "name": "status",
          "variableName": "status"
        }
      ],
      "kind": "FragmentSpread",
      "name": "DedupeQueue_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "3a9771ea454d57cb0febe5b7d154040b";

export default node;
