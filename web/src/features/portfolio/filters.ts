import type { PortfolioFilter, PortfolioOrder } from '../../__generated__/PortfolioListPaginationQuery.graphql.ts';
import type { OrganizationKind } from '../../__generated__/PortfolioList_viewer.graphql.ts';
import { searchText } from '../../lib/input-rules.ts';

export type Kind = OrganizationKind;
export type SortField = 'LAST_UPDATED_AT' | 'PLAINTIFF_FIRST_NAME' | 'PLAINTIFF_LAST_NAME' | 'CREATED_AT';
export type SortDirection = 'ASC' | 'DESC';
export type StatusFilter = 'OPEN' | 'CLOSED' | 'UNRESOLVED' | 'RESOLVED' | 'ALL';
export type TreatmentStatus = 'TREATING' | 'DONE_TREATING';
/** A chosen facet value; the name is kept so it stays on screen when it is not among the listed values. */
export type FacetChoice = { id: string; name: string };
export type FacetKey = 'lienholders' | 'lawFirms' | 'tags';

export type PortfolioFilters = {
  sortField: SortField;
  sortDirection: SortDirection;
  status: StatusFilter;
  /** Case statuses (any of); empty: every status. */
  statuses: readonly string[];
  /** Lienholder side: the own lien's treatment status (any of). */
  treatmentStatuses: readonly TreatmentStatus[];
  /** true: out of date only (the 90-day rule); null: either. */
  outOfDate: boolean | null;
  lienholders: readonly FacetChoice[];
  lawFirms: readonly FacetChoice[];
  tags: readonly FacetChoice[];
};

/** Spec: at most 10 facet values at first; the toggle appears when there are more than 10 + 5. */
export const FACET_INITIAL_OPTIONS = 10;
export const FACET_TOGGLE_THRESHOLD = FACET_INITIAL_OPTIONS + 5;
/** Spec: facet counts use the long debounce. */
export const FACET_COUNTS_DEBOUNCE_MS = 900;

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

const NO_FACETS = { statuses: [], treatmentStatuses: [], outOfDate: null, lienholders: [], lawFirms: [], tags: [] } as const;

/** Defaults: law firms see open cases by last update ascending; lienholders unresolved, descending. */
export function defaultFilters(kind: Kind): PortfolioFilters {
  return isLawFirm(kind)
    ? { sortField: 'LAST_UPDATED_AT', sortDirection: 'ASC', status: 'OPEN', ...NO_FACETS }
    : { sortField: 'LAST_UPDATED_AT', sortDirection: 'DESC', status: 'UNRESOLVED', ...NO_FACETS };
}

function sortIsDefault(filters: PortfolioFilters, kind: Kind): boolean {
  const defaults = defaultFilters(kind);
  return filters.sortField === defaults.sortField && filters.sortDirection === defaults.sortDirection;
}

/** Non-default values count as applied filters, one per facet (the search box is counted apart). */
export function appliedFilterCount(filters: PortfolioFilters, kind: Kind): number {
  const defaults = defaultFilters(kind);
  return [
    !sortIsDefault(filters, kind),
    filters.status !== defaults.status,
    filters.statuses.length > 0,
    filters.treatmentStatuses.length > 0,
    filters.outOfDate !== null,
    filters.lienholders.length > 0,
    filters.lawFirms.length > 0,
    filters.tags.length > 0,
  ].filter(Boolean).length;
}

export type PortfolioVariables = {
  search: string | null;
  filter: PortfolioFilter | null;
  orderBy: PortfolioOrder | null;
};

const ids = (choices: readonly FacetChoice[]) => (choices.length ? choices.map((choice) => choice.id) : undefined);

/**
 * Defaults are sent as null so the server's defaults (and the route query's cache entry) apply. While there is a
 * search and the user kept the default sort, the best matches come first (RELEVANCE).
 */
export function toVariables(filters: PortfolioFilters, search: string, kind: Kind): PortfolioVariables {
  const defaults = defaultFilters(kind);
  const filter: PortfolioFilter = {};
  if (filters.status !== defaults.status) {
    const value = filters.status === 'ALL' ? null : filters.status === 'CLOSED' || filters.status === 'RESOLVED';
    if (isLawFirm(kind)) filter.isClosed = value;
    else filter.isResolved = value;
  }
  if (filters.statuses.length) filter.status = filters.statuses;
  if (filters.treatmentStatuses.length) filter.treatmentStatus = filters.treatmentStatuses;
  if (filters.outOfDate !== null) filter.isOutOfDate = filters.outOfDate;
  const lienholders = ids(filters.lienholders);
  if (lienholders) filter.lienholders = lienholders;
  const lawFirms = ids(filters.lawFirms);
  if (lawFirms) filter.lawFirms = lawFirms;
  const tags = ids(filters.tags);
  if (tags) filter.tags = tags;
  const trimmed = searchText(search);
  return {
    search: trimmed || null,
    filter: Object.keys(filter).length ? filter : null,
    orderBy: sortIsDefault(filters, kind)
      ? trimmed
        ? 'RELEVANCE'
        : null
      : (`${filters.sortField}_${filters.sortDirection}` as PortfolioOrder),
  };
}

/** The status cards: choosing the only chosen status again lifts it; otherwise it becomes the only one. */
export function toggleOnlyStatus(filters: PortfolioFilters, status: string): PortfolioFilters {
  const only = filters.statuses.length === 1 && filters.statuses[0] === status;
  return { ...filters, statuses: only ? [] : [status] };
}

export function toggleValue<T>(list: readonly T[], value: T, same: (a: T, b: T) => boolean = Object.is): T[] {
  return list.some((item) => same(item, value)) ? list.filter((item) => !same(item, value)) : [...list, value];
}
