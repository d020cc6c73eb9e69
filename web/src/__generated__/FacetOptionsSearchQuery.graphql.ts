/**
 * @generated SignedSource<<45256116e7ca6b04e483edddd0f109f4>>
 * @relayHash 88219ac596d0d783d67e4ca23f59cfbf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1e553f709ab4758729f24772bc4e32dbb311072be38a0c3092cf63ea027326a6

import type { ConcreteRequest } from 'relay-runtime';
export type PortfolioFacet = "LAW_FIRM" | "LIENHOLDER" | "TAG" | "%future added value";
export type TreatmentStatus = "DONE_TREATING" | "TREATING" | "%future added value";
export type PortfolioFilter = {
  exclude?: string | null | undefined;
  isClosed?: boolean | null | undefined;
  isOutOfDate?: boolean | null | undefined;
  isResolved?: boolean | null | undefined;
  lawFirm?: string | null | undefined;
  lawFirms?: ReadonlyArray<string> | null | undefined;
  lienholders?: ReadonlyArray<string> | null | undefined;
  status?: ReadonlyArray<string> | null | undefined;
  tags?: ReadonlyArray<string> | null | undefined;
  treatmentStatus?: ReadonlyArray<TreatmentStatus> | null | undefined;
};
export type FacetOptionsSearchQuery$variables = {
  facet: PortfolioFacet;
  filter?: PortfolioFilter | null | undefined;
  listSearch?: string | null | undefined;
  search: string;
};
export type FacetOptionsSearchQuery$data = {
  readonly viewer: {
    readonly portfolioFacetSearch: ReadonlyArray<{
      readonly count: number;
      readonly internalID: string;
      readonly name: string;
    }>;
  } | null | undefined;
};
export type FacetOptionsSearchQuery = {
  response: FacetOptionsSearchQuery$data;
  variables: FacetOptionsSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "facet"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "listSearch"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v4 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "facet",
            "variableName": "facet"
          },
          {
            "kind": "Variable",
            "name": "filter",
            "variableName": "filter"
          },
          {
            "kind": "Variable",
            "name": "listSearch",
            "variableName": "listSearch"
          },
          {
            "kind": "Variable",
            "name": "search",
            "variableName": "search"
          }
        ],
        "concreteType": "FacetValue",
        "kind": "LinkedField",
        "name": "portfolioFacetSearch",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "internalID",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "count",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "FacetOptionsSearchQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "FacetOptionsSearchQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "1e553f709ab4758729f24772bc4e32dbb311072be38a0c3092cf63ea027326a6",
    "metadata": {},
    "name": "FacetOptionsSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a0f329fe7f5fc610e5ffad07374da3c1";

export default node;
