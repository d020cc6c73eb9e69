/**
 * @generated SignedSource<<c32d285dea4a204d81f3bb37cb3888f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type contactsSummary_contact$data = {
  readonly fullName: string;
  readonly isAccountDeactivated: boolean;
  readonly " $fragmentType": "contactsSummary_contact";
};
export type contactsSummary_contact$key = {
  readonly " $data"?: contactsSummary_contact$data;
  readonly " $fragmentSpreads": FragmentRefs<"contactsSummary_contact">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "contactsSummary_contact"
};

(node as any).hash = "04ed76f2cac50f40ace0d3321350a495";

export default node;
