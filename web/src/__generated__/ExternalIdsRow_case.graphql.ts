/**
 * @generated SignedSource<<5d0521706e46bee0b4db568d2732cc38>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ExternalIdsRow_case$data = {
  readonly externalKeys: ReadonlyArray<{
    readonly id: string;
    readonly identifier: string;
    readonly system: {
      readonly id: string;
      readonly name: string;
    };
  }>;
  readonly id: string;
  readonly viewerCan: {
    readonly editExternalIds: boolean;
  };
  readonly " $fragmentType": "ExternalIdsRow_case";
};
export type ExternalIdsRow_case$key = {
  readonly " $data"?: ExternalIdsRow_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExternalIdsRow_case">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExternalIdsRow_case",
  "selections": [
    (v0/*:: as any*/),
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
        (v0/*:: as any*/),
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
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};
})();

(node as any).hash = "0eac684e0c5158fe53bce00f3896dc3b";

export default node;
