// Portfolio rules: what the query string means (filters with their per-role defaults, ordering, paging), and
// how facet counts are folded from one grouped query.
import type { OrganizationKind } from '../kinds.ts';
import { invalidChoice, MESSAGES, validationError, type FieldErrors } from '../errors.ts';
import { isUuid } from '../ids.ts';
import { TEXT_LIMITS, tooLong } from '../input.ts';
import { CASE_STATUSES, isClosedStatus, values } from '../options.ts';
import type { Query } from '../paging.ts';

export type OrderField = 'last_updated_at' | 'created_at' | 'plaintiff__first_name' | 'plaintiff__last_name';
export const ORDER_FIELDS: OrderField[] = ['last_updated_at', 'created_at', 'plaintiff__first_name', 'plaintiff__last_name'];

export interface Ordering {
  field: OrderField;
  descending: boolean;
}

export interface PortfolioFilters {
  /** Search words; each must match a plaintiff name prefix (or, for uuid-shaped words, the case id). */
  search: string[];
  searchIds: string[];
  isClosed: boolean | null;
  isResolved: boolean | null;
  /** The 90-day rule (out-of-date.ts); null: either. */
  isOutOfDate: boolean | null;
  statuses: string[] | null;
  ids: string[] | null;
  exclude: string | null;
  /** Cases of this law firm only (a lienholder's duplicate search is limited to the case's firm). */
  lawFirm: string | null;
}

/** No filter at all (reading given cases by id). */
export const ALL_CASES: PortfolioFilters = {
  search: [],
  searchIds: [],
  isClosed: null,
  isResolved: null,
  isOutOfDate: null,
  statuses: null,
  ids: null,
  exclude: null,
  lawFirm: null,
};

const MAX_SEARCH_WORDS = 6;

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function parseTriState(value: string | undefined, fallback: boolean | null, field: string, errors: FieldErrors): boolean | null {
  if (value === undefined || value === '') return fallback;
  const lowered = value.toLowerCase();
  if (lowered === 'all') return null;
  if (lowered === 'true' || lowered === '1') return true;
  if (lowered === 'false' || lowered === '0') return false;
  errors[field] = [MESSAGES.invalidBoolean];
  return fallback;
}

/**
 * Filters with the product's defaults: law firms see open cases (is_closed=false), lienholders unresolved liens
 * (is_resolved=false); `all` lifts either. is_closed also works for lienholders (default all there).
 */
export function parseFilters(query: Query, kind: OrganizationKind): PortfolioFilters {
  const errors: FieldErrors = {};
  const search = (query.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  if ((query.search ?? '').length > TEXT_LIMITS.search) errors.search = [tooLong(TEXT_LIMITS.search)];
  const statuses = query.status === undefined ? null : list(query.status);
  const known = values(CASE_STATUSES);
  const unknown = statuses?.find((status) => !known.includes(status));
  if (unknown) errors.status = [`Select a valid choice. ${unknown} is not one of the available choices.`];
  const ids = query.id === undefined ? null : list(query.id);
  if (ids?.some((id) => !isUuid(id))) errors.id = [MESSAGES.invalidUuid];
  const exclude = query.exclude?.trim() || null;
  if (exclude && !isUuid(exclude)) errors.exclude = [MESSAGES.invalidUuid];
  const lawFirm = query.law_firm?.trim() || null;
  if (lawFirm && !isUuid(lawFirm)) errors.law_firm = [MESSAGES.invalidUuid];
  const filters: PortfolioFilters = {
    search,
    searchIds: search.filter(isUuid),
    isClosed: parseTriState(query.is_closed, kind === 'LAW_FIRM' ? false : null, 'is_closed', errors),
    isResolved: kind === 'LIENHOLDER' ? parseTriState(query.is_resolved, false, 'is_resolved', errors) : null,
    isOutOfDate: parseTriState(query.is_out_of_date, null, 'is_out_of_date', errors),
    statuses: statuses && statuses.length ? statuses : null,
    ids,
    exclude,
    lawFirm,
  };
  if (Object.keys(errors).length) throw validationError(errors);
  return filters;
}

export function parseOrdering(value: string | undefined, kind: OrganizationKind): Ordering {
  const raw = (value ?? '').trim() || (kind === 'LAW_FIRM' ? 'last_updated_at' : '-last_updated_at');
  const descending = raw.startsWith('-');
  // `id` is always the tiebreak; a trailing ",id" or "-id" sent by clients is accepted and ignored.
  const field = (descending ? raw.slice(1) : raw).split(',')[0].replace(/\./g, '__');
  if (!ORDER_FIELDS.includes(field as OrderField)) throw validationError({ ordering: [invalidChoice(raw)] });
  return { field: field as OrderField, descending };
}

export const formatOrdering = (ordering: Ordering) => `${ordering.descending ? '-' : ''}${ordering.field}`;

// Cursors are opaque to clients: base64url JSON of the ordering, the sort key and id of the edge row, and the
// direction. A cursor from another ordering is refused.
export interface Cursor {
  ordering: string;
  key: string;
  id: string;
  backwards: boolean;
}

export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify([cursor.ordering, cursor.key, cursor.id, cursor.backwards ? 1 : 0])).toString('base64url');

export function decodeCursor(value: string, ordering: Ordering): Cursor {
  try {
    const [order, key, id, backwards] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    if (order === formatOrdering(ordering) && typeof key === 'string' && typeof id === 'string' && isUuid(id)) {
      return { ordering: order, key, id, backwards: backwards === 1 };
    }
  } catch {
    // fall through
  }
  throw validationError({ cursor: [MESSAGES.invalidCursor] });
}

/** One row of the grouped count query: cases of one status and own-lien resolution. */
export interface FacetGroup {
  status: string | null;
  is_resolved: boolean;
  is_out_of_date: boolean;
  count: number;
}

export interface Counts {
  count: number;
  is_closed: { true: number; false: number };
  is_resolved?: { true: number; false: number };
  is_out_of_date: { true: number; false: number };
  status: Record<string, number>;
}

/**
 * Facet counts: each facet is counted under every filter except its own (so the numbers say what choosing a
 * value would give); `count` applies all filters.
 */
export function foldCounts(groups: FacetGroup[], filters: PortfolioFilters, kind: OrganizationKind): Counts {
  const matchesStatus = (group: FacetGroup) => !filters.statuses || (group.status !== null && filters.statuses.includes(group.status));
  const matchesClosed = (group: FacetGroup) => filters.isClosed === null || isClosedStatus(group.status) === filters.isClosed;
  const matchesResolved = (group: FacetGroup) => filters.isResolved === null || group.is_resolved === filters.isResolved;
  const matchesOutOfDate = (group: FacetGroup) => filters.isOutOfDate === null || group.is_out_of_date === filters.isOutOfDate;
  const counts: Counts = { count: 0, is_closed: { true: 0, false: 0 }, is_out_of_date: { true: 0, false: 0 }, status: {} };
  for (const status of values(CASE_STATUSES)) counts.status[status] = 0;
  const resolved = { true: 0, false: 0 };
  for (const group of groups) {
    const ofDate = matchesOutOfDate(group);
    if (matchesStatus(group) && matchesClosed(group) && matchesResolved(group) && ofDate) counts.count += group.count;
    if (matchesStatus(group) && matchesResolved(group) && ofDate)
      counts.is_closed[isClosedStatus(group.status) ? 'true' : 'false'] += group.count;
    if (matchesClosed(group) && matchesResolved(group) && ofDate && group.status !== null) counts.status[group.status] += group.count;
    if (matchesStatus(group) && matchesClosed(group) && ofDate) resolved[group.is_resolved ? 'true' : 'false'] += group.count;
    if (matchesStatus(group) && matchesClosed(group) && matchesResolved(group))
      counts.is_out_of_date[group.is_out_of_date ? 'true' : 'false'] += group.count;
  }
  if (kind === 'LIENHOLDER') counts.is_resolved = resolved;
  return counts;
}
