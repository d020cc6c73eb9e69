/**
 * @generated SignedSource<<75d1789b4c90211c1feb9a80ef0f0ae9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ThreadType = "DOCUMENTS_HIDDEN" | "DOCUMENT_REQUEST" | "LAW_FIRM_CHANGED" | "LIEN_REJECTION" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ThreadView_thread$data = {
  readonly actionNeeded: boolean;
  readonly context: {
    readonly isFromLienholder: boolean | null | undefined;
    readonly isToLawFirm: boolean | null | undefined;
    readonly newLawFirm: {
      readonly internalID: string;
      readonly name: string;
    } | null | undefined;
    readonly oldLawFirm: {
      readonly internalID: string;
      readonly name: string;
    } | null | undefined;
  };
  readonly createdAt: any;
  readonly createdByOrganizationName: string | null | undefined;
  readonly id: string;
  readonly internalID: string;
  readonly isNew: boolean;
  readonly isResolved: boolean;
  readonly lien: {
    readonly id: string;
    readonly internalID: string;
  } | null | undefined;
  readonly messages: ReadonlyArray<{
    readonly createdAt: any;
    readonly createdByName: string;
    readonly createdByOrganizationName: string | null | undefined;
    readonly id: string;
    readonly note: string;
  }>;
  readonly toOrganizationName: string;
  readonly type: ThreadType;
  readonly viewerCan: {
    readonly dismiss: boolean;
    readonly reply: boolean;
    readonly resolve: boolean;
  };
  readonly viewerIsAddressee: boolean;
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
  "name": "internalID",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdByOrganizationName",
  "storageKey": null
},
v4 = [
  (v1/*:: as any*/),
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
    (v1/*:: as any*/),
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
      "name": "isResolved",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isNew",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actionNeeded",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerIsAddressee",
      "storageKey": null
    },
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
    (v2/*:: as any*/),
    (v3/*:: as any*/),
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
          "selections": (v4/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ThreadLawFirm",
          "kind": "LinkedField",
          "name": "newLawFirm",
          "plural": false,
          "selections": (v4/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isToLawFirm",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isFromLienholder",
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
      "name": "lien",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ThreadMessage",
      "kind": "LinkedField",
      "name": "messages",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "note",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdByName",
          "storageKey": null
        },
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Thread",
  "abstractKey": null
};
})();

(node as any).hash = "8dfd3e492aba48b7d60e4a61d1ea35ef";

export default node;
