// The viewer's portfolio: pages of cases (keyset cursors), the counts behind the filters, and the duplicate
// candidates of a case. Every case read here is primed into the cases loader.
import type { QueryValue } from '../rest/registry-client.ts';
import type { CaseJson, CountsJson, FacetValueJson, Page } from '../rest/types.ts';
import type { CasesGateway } from './cases.ts';
import { REGISTRY_PREFIX, sidePath, type GatewayScope } from './scope.ts';

export interface PortfolioFilter {
  search?: string | null;
  /** Law firm side; undefined keeps the registry's default (open cases), null means both. */
  isClosed?: boolean | null;
  /** Lienholder side; undefined keeps the registry's default (unresolved liens), null means both. */
  isResolved?: boolean | null;
  /** The registry's out-of-date rule; undefined or null means both. */
  isOutOfDate?: boolean | null;
  status?: readonly string[] | null;
  /** A case (registry id) to leave out. */
  exclude?: string | null;
  /** Cases of this law firm (registry id) only. */
  lawFirm?: string | null;
  /** Law firm side: cases with a (non-rejected) lien of one of these lienholders. */
  lienholders?: readonly string[] | null;
  /** Lienholder side: cases of one of these law firms. */
  lawFirms?: readonly string[] | null;
  /** Cases carrying one of these tags of the viewer's organisation. */
  tags?: readonly string[] | null;
  /** Lienholder side: the own lien's plaintiff treatment status (TREATING, DONE_TREATING). */
  treatmentStatus?: readonly string[] | null;
}

export type PortfolioFacet = 'lienholder' | 'law_firm' | 'tag';

export interface PortfolioPageQuery extends PortfolioFilter {
  /** A registry ordering, e.g. `-last_updated_at`. */
  ordering?: string | null;
  pageSize: number;
  cursor?: string | null;
}

const listOrNothing = (values: readonly string[] | null | undefined) => (values?.length ? values : undefined);

function filterQuery(filter: PortfolioFilter): Record<string, QueryValue> {
  const triState = (value: boolean | null | undefined) => (value === undefined ? undefined : value === null ? 'all' : String(value));
  return {
    search: filter.search?.trim() || undefined,
    is_closed: triState(filter.isClosed),
    is_resolved: triState(filter.isResolved),
    is_out_of_date: filter.isOutOfDate == null ? undefined : String(filter.isOutOfDate),
    status: filter.status?.length ? filter.status : undefined,
    exclude: filter.exclude || undefined,
    law_firm: filter.lawFirm || listOrNothing(filter.lawFirms),
    lienholder: listOrNothing(filter.lienholders),
    tag: listOrNothing(filter.tags),
    treatment_status: listOrNothing(filter.treatmentStatus),
  };
}

export function portfolioGateway(scope: GatewayScope, cases: CasesGateway) {
  const path = async (suffix = '') => `${REGISTRY_PREFIX}/${sidePath((await scope.acting()).kind)}/portfolio/${suffix}`;
  return {
    /** One page of the portfolio, with the cursor after each case. */
    async page(query: PortfolioPageQuery): Promise<Page<CaseJson>> {
      const page = await scope.client.get<Page<CaseJson>>(await path(), {
        ...filterQuery(query),
        ordering: query.ordering ?? undefined,
        page_size: query.pageSize,
        cursor: query.cursor || undefined,
      });
      cases.prime(page.results);
      return page;
    },
    /** How many cases match, open/closed and resolved/unresolved. */
    counts: async (filter: PortfolioFilter): Promise<CountsJson> =>
      scope.client.get<CountsJson>(await path('counts/'), filterQuery(filter)),
    /** A facet's values whose name contains the text, with their counts (the popover's option search). */
    facetSearch: async (facet: PortfolioFacet, text: string, filter: PortfolioFilter): Promise<FacetValueJson[]> =>
      (
        await scope.client.get<{ results: FacetValueJson[] }>(await path('search/'), {
          ...filterQuery(filter),
          facet,
          facet_search: text,
        })
      ).results,
  };
}
