/**
 * @generated SignedSource<<287e54164f33271fdd2dd82bdd2b7105>>
 * @relayHash 9b7e2395d8b2bd2835fcf977c6885be0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4a516e258b3b371e025abf6a10e81da01ff452c2bd81f829deb55fdb35ae940f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { FinanceTabPanelQuery } from './FinanceTabPanelQuery.graphql';

const node: PreloadableConcreteRequest<FinanceTabPanelQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "4a516e258b3b371e025abf6a10e81da01ff452c2bd81f829deb55fdb35ae940f",
    "metadata": {},
    "name": "FinanceTabPanelQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
