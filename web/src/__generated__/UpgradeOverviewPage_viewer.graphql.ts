/**
 * @generated SignedSource<<f8a092d89a547cae6670989655d51b6f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type UpgradeOverviewPage_viewer$data = {
  readonly plans: {
    readonly enterprisePriceLabel: string;
    readonly freePrice: string;
    readonly trialDays: number;
    readonly viewerCan: {
      readonly purchase: boolean;
      readonly startTrial: boolean;
    };
  } | null | undefined;
  readonly " $fragmentType": "UpgradeOverviewPage_viewer";
};
export type UpgradeOverviewPage_viewer$key = {
  readonly " $data"?: UpgradeOverviewPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"UpgradeOverviewPage_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UpgradeOverviewPage_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Plans",
      "kind": "LinkedField",
      "name": "plans",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "freePrice",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enterprisePriceLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trialDays",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PlansViewerCan",
          "kind": "LinkedField",
          "name": "viewerCan",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "startTrial",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "purchase",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "c96302a2bfa0b815c5d2ba854a4b7375";

export default node;
