/**
 * @generated SignedSource<<02ca29043061ea33caa126872aa46a1b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type LawFirmStatusPanel_options$data = {
  readonly caseStatus: ReadonlyArray<{
    readonly label: string;
    readonly value: string;
  }>;
  readonly datedCaseStatuses: ReadonlyArray<{
    readonly dateField: string | null | undefined;
    readonly dateLabel: string | null | undefined;
    readonly value: string;
  }>;
  readonly " $fragmentType": "LawFirmStatusPanel_options";
};
export type LawFirmStatusPanel_options$key = {
  readonly " $data"?: LawFirmStatusPanel_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"LawFirmStatusPanel_options">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LawFirmStatusPanel_options",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Option",
      "kind": "LinkedField",
      "name": "caseStatus",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
        (v0/*:: as any*/),
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
  "type": "Options",
  "abstractKey": null
};
})();

(node as any).hash = "6e5bc1305b55cc8f826e9a506f3fbacc";

export default node;
