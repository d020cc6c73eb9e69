/**
 * @generated SignedSource<<8983181cedbea9828a3d37619016fadc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ChatButton_case$data = {
  readonly chatUnreadCount: number;
  readonly id: string;
  readonly liens: ReadonlyArray<{
    readonly chat: {
      readonly id: string;
      readonly title: string;
      readonly unreadCount: number;
    } | null | undefined;
    readonly id: string;
  }>;
  readonly " $fragmentType": "ChatButton_case";
};
export type ChatButton_case$key = {
  readonly " $data"?: ChatButton_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatButton_case">;
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
  "name": "ChatButton_case",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chatUnreadCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Lien",
      "kind": "LinkedField",
      "name": "liens",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Thread",
          "kind": "LinkedField",
          "name": "chat",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "unreadCount",
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

(node as any).hash = "fbaf690b940e01bf2e23f157615d3542";

export default node;
