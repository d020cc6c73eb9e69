/**
 * @generated SignedSource<<ded6524096d84ae1852d96ddd23daa2c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderInlineDataFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type activityText_activity$data = {
  readonly createdByName: string | null | undefined;
  readonly createdByOrganizationName: string | null | undefined;
  readonly data: any | null | undefined;
  readonly hideCreatedBy: boolean;
  readonly isInternalUser: boolean;
  readonly type: string;
  readonly " $fragmentType": "activityText_activity";
};
export type activityText_activity$key = {
  readonly " $data"?: activityText_activity$data;
  readonly " $fragmentSpreads": FragmentRefs<"activityText_activity">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "activityText_activity"
};

(node as any).hash = "a8336f0ff126d3f7a305a786c5eb7a1a";

export default node;
