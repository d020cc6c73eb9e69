/**
 * @generated SignedSource<<081001eb7c76c958f71db4824da07202>>
 * @relayHash d3ca552ebb5e0b85d07909f6d384be53
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e38ce74058eaa26e36ad245ce26d4ce3660197c06bb88924260c4fd39a734b73

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { StatusTabPanelQuery } from './StatusTabPanelQuery.graphql';

const node: PreloadableConcreteRequest<StatusTabPanelQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "e38ce74058eaa26e36ad245ce26d4ce3660197c06bb88924260c4fd39a734b73",
    "metadata": {},
    "name": "StatusTabPanelQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
