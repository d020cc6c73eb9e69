/**
 * @generated SignedSource<<44923b343c6fa751736eea8a0480998e>>
 * @relayHash 7213ee3a6e32bf058240d0b7ddc8a400
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 68de85d99cef142e9a8656f4be3413ea106600318912e22dad6922c00f260a0f

import type { PreloadableConcreteRequest } from 'relay-runtime';
import type { ContactsTabPanelQuery } from './ContactsTabPanelQuery.graphql';

const node: PreloadableConcreteRequest<ContactsTabPanelQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "68de85d99cef142e9a8656f4be3413ea106600318912e22dad6922c00f260a0f",
    "metadata": {},
    "name": "ContactsTabPanelQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
