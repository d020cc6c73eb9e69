/**
 * @generated SignedSource<<380e037d8b25cc6d8b76e25966b2b5bb>>
 * @relayHash 9d672139dd496e87eac868b7d530622e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 529797dad765707c9b60daca82b32d38a8446e4b139b34dffa870cb86fdb7af9

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { InboxTabPanelQuery } from './InboxTabPanelQuery.graphql';

const node: PreloadableConcreteRequest<InboxTabPanelQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "529797dad765707c9b60daca82b32d38a8446e4b139b34dffa870cb86fdb7af9",
    "metadata": {},
    "name": "InboxTabPanelQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
