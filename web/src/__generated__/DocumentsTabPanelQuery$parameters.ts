/**
 * @generated SignedSource<<17ad9aeb9f965dd29a2e6e315343d2dc>>
 * @relayHash eb6eca0f596e4d09c24672fd2e23fb33
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID acbac4de316a41b56b7f962cfb1041ee249b08d0c5dd937ce30922c3375505c1

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { DocumentsTabPanelQuery } from './DocumentsTabPanelQuery.graphql';

const node: PreloadableConcreteRequest<DocumentsTabPanelQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "acbac4de316a41b56b7f962cfb1041ee249b08d0c5dd937ce30922c3375505c1",
    "metadata": {},
    "name": "DocumentsTabPanelQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
