/**
 * @generated SignedSource<<e419f137a69fab3f6221510667710390>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ThreadType = "DOCUMENTS_HIDDEN" | "DOCUMENT_REQUEST" | "LAW_FIRM_CHANGED" | "LIEN_CHAT" | "LIEN_REJECTION" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ThreadView_thread$data = {
  readonly createdAt: any;
  readonly id: string;
  readonly internalID: string;
  readonly isResolved: boolean;
  readonly lien: {
    readonly id: string;
  } | null | undefined;
  readonly messages: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly createdAt: any;
        readonly createdByName: string;
        readonly createdByOrganizationName: string | null | undefined;
        readonly id: string;
        readonly note: string;
      };
    }>;
  };
  readonly type: ThreadType;
  readonly viewerCan: {
    readonly dismiss: boolean;
    readonly reply: boolean;
    readonly resolve: boolean;
  };
  readonly viewerIsAddressee: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentRequestPanel_thread" | "threadText_thread">;
  readonly " $fragmentType": "ThreadView_thread";
};
export type ThreadView_thread$key = {
  readonly " $data"?: ThreadView_thread$data;
  readonly " $fragmentSpreads": FragmentRefs<"ThreadView_thread">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerIsAddressee",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdByOrganizationName",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ThreadView_thread",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "internalID",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isResolved",
      "storageKey": null
    },
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ThreadViewerCan",
      "kind": "LinkedField",
      "name": "viewerCan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dismiss",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reply",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "resolve",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Lien",
      "kind": "LinkedField",
      "name": "lien",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "kind": "InlineDataFragmentSpread",
      "name": "threadText_thread",
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "toOrganizationName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ThreadContext",
          "kind": "LinkedField",
          "name": "context",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ThreadLawFirm",
              "kind": "LinkedField",
              "name": "oldLawFirm",
              "plural": false,
              "selections": (v5/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "ThreadLawFirm",
              "kind": "LinkedField",
              "name": "newLawFirm",
              "plural": false,
              "selections": (v5/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "args": null,
      "argumentDefinitions": []
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DocumentRequestPanel_thread"
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "last",
          "value": 100
        }
      ],
      "concreteType": "ThreadMessageConnection",
      "kind": "LinkedField",
      "name": "messages",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ThreadMessageEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "ThreadMessage",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "note",
                  "storageKey": null
                },
                (v3/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "createdByName",
                  "storageKey": null
                },
                (v4/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "messages(last:100)"
    }
  ],
  "type": "Thread",
  "abstractKey": null
};
})();

(node as any).hash = "7285f43daaa41c1e5e6378ec1e7c7b49";

export default node;
