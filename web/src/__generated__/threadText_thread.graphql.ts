/**
 * @generated SignedSource<<e38520ff26fa075a8a89860b7f48e604>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
export type ThreadType = "DOCUMENTS_HIDDEN" | "DOCUMENT_REQUEST" | "LAW_FIRM_CHANGED" | "LIEN_CHAT" | "LIEN_REJECTION" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type threadText_thread$data = {
  readonly context: {
    readonly newLawFirm: {
      readonly name: string;
    } | null | undefined;
    readonly oldLawFirm: {
      readonly name: string;
    } | null | undefined;
  };
  readonly createdByOrganizationName: string | null | undefined;
  readonly toOrganizationName: string;
  readonly type: ThreadType;
  readonly viewerIsAddressee: boolean;
  readonly " $fragmentType": "threadText_thread";
};
export type threadText_thread$key = {
  readonly " $data"?: threadText_thread$data;
  readonly " $fragmentSpreads": FragmentRefs<"threadText_thread">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "threadText_thread"
};

(node as any).hash = "feaba8fbd73dd49feff74372a06d75da";

export default node;
