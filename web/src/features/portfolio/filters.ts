import type { PortfolioFilter, PortfolioOrder } from '../../__generated__/PortfolioListPaginationQuery.graphql.ts';
import type { OrganizationKind } from '../../__generated__/PortfolioList_viewer.graphql.ts';

export type Kind = OrganizationKind;
export type SortField = 'LAST_UPDATED_AT' | 'PLAINTIFF_FIRST_NAME' | 'PLAINTIFF_LAST_NAME' | 'CREATED_AT';
export type SortDirection = 'ASC' | 'DESC';
export type StatusFilter = 'OPEN' | 'CLOSED' | 'UNRESOLVED' | 'RESOLVED' | 'ALL';

export type PortfolioFilters = { sortField: SortField; sortDirection: SortDirection; status: StatusFilter };

export const SORT_FIELDS: ReadonlyArray<{ value: SortField; label: string }> = [
  { value: 'LAST_UPDATED_AT', label: 'Last updated' },
  { value: 'PLAINTIFF_FIRST_NAME', label: 'First name' },
  { value: 'PLAINTIFF_LAST_NAME', label: 'Last name' },
  { value: 'CREATED_AT', label: 'Created' },
];

export function statusOptions(kind: Kind): ReadonlyArray<{ value: StatusFilter; label: string }> {
  return isLawFirm(kind)
    ? [
        { value: 'OPEN', label: 'Open' },
        { value: 'CLOSED', label: 'Closed' },
        { value: 'ALL', label: 'All' },
      ]
    : [
        { value: 'UNRESOLVED', label: 'Unresolved' },
        { value: 'RESOLVED', label: 'Resolved' },
        { value: 'ALL', label: 'All' },
      ];
}

/** The organisation kind is decided by the registry (REFERRAL_LAW_FIRM handling is its setting). */
export function isLawFirm(kind: Kind): boolean {
  return kind === 'LAW_FIRM';
}

/** Defaults: law firms see open cases by last update ascending; lienholders unresolved, descending. */
export function defaultFilters(kind: Kind): PortfolioFilters {
  return isLawFirm(kind)
    ? { sortField: 'LAST_UPDATED_AT', sortDirection: 'ASC', status: 'OPEN' }
    : { sortField: 'LAST_UPDATED_AT', sortDirection: 'DESC', status: 'UNRESOLVED' };
}

/** Non-default values count as applied filters (the search box is counted apart). */
export function appliedFilterCount(filters: PortfolioFilters, kind: Kind): number {
  const defaults = defaultFilters(kind);
  const sortChanged = filters.sortField !== defaults.sortField || filters.sortDirection !== defaults.sortDirection;
  return (sortChanged ? 1 : 0) + (filters.status !== defaults.status ? 1 : 0);
}

export type PortfolioVariables = {
  search: string | null;
  filter: PortfolioFilter | null;
  orderBy: PortfolioOrder | null;
};

/** Defaults are sent as null so the server's defaults (and the route query's cache entry) apply. */
export function toVariables(filters: PortfolioFilters, search: string, kind: Kind): PortfolioVariables {
  const defaults = defaultFilters(kind);
  const sortIsDefault = filters.sortField === defaults.sortField && filters.sortDirection === defaults.sortDirection;
  let filter: PortfolioFilter | null = null;
  if (filters.status !== defaults.status) {
    const value = filters.status === 'ALL' ? null : filters.status === 'CLOSED' || filters.status === 'RESOLVED';
    filter = isLawFirm(kind) ? { isClosed: value } : { isResolved: value };
  }
  return {
    search: search.trim() || null,
    filter,
    orderBy: sortIsDefault ? null : (`${filters.sortField}_${filters.sortDirection}` as PortfolioOrder),
  };
}
