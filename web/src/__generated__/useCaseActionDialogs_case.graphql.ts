/**
 * @generated SignedSource<<81d3b393e08b81e7c79aceb9c7cad220>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useCaseActionDialogs_case$data = {
  readonly id: string;
  readonly lawFirm: {
    readonly internalID: string;
  } | null | undefined;
  readonly viewerCan: {
    readonly removeLiens: boolean;
    readonly setLawFirm: boolean;
  };
  readonly " $fragmentType": "useCaseActionDialogs_case";
};
export type useCaseActionDialogs_case$key = {
  readonly " $data"?: useCaseActionDialogs_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"useCaseActionDialogs_case">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useCaseActionDialogs_case",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
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
          "name": "internalID",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
          "name": "setLawFirm",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "removeLiens",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};

(node as any).hash = "da8d8e76da85e01d9c085c381ead21df";

export default node;
