// Portfolio rules: what the query string means (filters with their per-role defaults, ordering, paging), and
// how facet counts are folded from one grouped query.
import type { OrganizationKind } from '../kinds.ts';
import { invalidChoice, MESSAGES, validationError, type FieldErrors } from '../errors.ts';
import { isUuid } from '../ids.ts';
import { TEXT_LIMITS, tooLong } from '../input.ts';
import { CASE_STATUSES, isClosedStatus, TREATMENT_STATUSES, values } from '../options.ts';
import type { Query } from '../paging.ts';
import { NO_SEARCH, parseSearch, type Search } from './search.ts';

export type OrderField = 'last_updated_at' | 'created_at' | 'plaintiff__first_name' | 'plaintiff__last_name' | 'relevance';
export const ORDER_FIELDS: OrderField[] = ['last_updated_at', 'created_at', 'plaintiff__first_name', 'plaintiff__last_name', 'relevance'];

export interface Ordering {
  field: OrderField;
  descending: boolean;
}

export interface PortfolioFilters {
  search: Search;
  isClosed: boolean | null;
  isResolved: boolean | null;
  /** The 90-day rule (out-of-date.ts); null: either. */
  isOutOfDate: boolean | null;
  statuses: string[] | null;
  ids: string[] | null;
  exclude: string | null;
  /** Cases of these law firms only (a lienholder's duplicate search is limited to the case's firm). */
  lawFirms: string[] | null;
  /** Law firm side: cases on which one of these lienholders holds a non-rejected lien. */
  lienholders: string[] | null;
  /** Cases carrying one of these tags of the viewer's organisation. */
  tags: string[] | null;
  /** Lienholder side: the own lien's treatment status. */
  treatmentStatuses: string[] | null;
}

/** No filter at all (reading given cases by id). */
export const ALL_CASES: PortfolioFilters = {
  search: NO_SEARCH,
  isClosed: null,
  isResolved: null,
  isOutOfDate: null,
  statuses: null,
  ids: null,
  exclude: null,
  lawFirms: null,
  lienholders: null,
  tags: null,
  treatmentStatuses: null,
};

/** The most values a comma list filter takes (the SQL stays small). */
export const MAX_LIST_VALUES = 100;
export const tooManyValues = (max: number) => `Ensure this field has no more than ${max} elements.`;

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

function parseIds(query: Query, field: string, errors: FieldErrors): string[] | null {
  const ids = query[field] === undefined ? null : list(query[field]);
  if (!ids?.length) return null;
  if (ids.some((id) => !isUuid(id))) errors[field] = [MESSAGES.invalidUuid];
  else if (ids.length > MAX_LIST_VALUES) errors[field] = [tooManyValues(MAX_LIST_VALUES)];
  return [...new Set(ids.map((id) => id.toLowerCase()))];
}

function parseChoices(query: Query, field: string, choices: string[], errors: FieldErrors): string[] | null {
  const chosen = query[field] === undefined ? null : list(query[field]);
  if (!chosen?.length) return null;
  const unknown = chosen.find((value) => !choices.includes(value));
  if (unknown) errors[field] = [`Select a valid choice. ${unknown} is not one of the available choices.`];
  return [...new Set(chosen)];
}

/**
 * Filters with the product's defaults: law firms see open cases (is_closed=false), lienholders unresolved liens
 * (is_resolved=false); `all` lifts either. is_closed also works for lienholders (default all there).
 */
export function parseFilters(query: Query, kind: OrganizationKind): PortfolioFilters {
  const errors: FieldErrors = {};
  if ((query.search ?? '').length > TEXT_LIMITS.search) errors.search = [tooLong(TEXT_LIMITS.search)];
  const statuses = parseChoices(query, 'status', values(CASE_STATUSES), errors);
  const ids = query.id === undefined ? null : list(query.id);
  if (ids?.some((id) => !isUuid(id))) errors.id = [MESSAGES.invalidUuid];
  const exclude = query.exclude?.trim() || null;
  if (exclude && !isUuid(exclude)) errors.exclude = [MESSAGES.invalidUuid];
  const lawFirms = parseIds(query, 'law_firm', errors);
  const lienholders = parseIds(query, 'lienholder', errors);
  const tags = parseIds(query, 'tag', errors);
  const treatmentStatuses = parseChoices(query, 'treatment_status', values(TREATMENT_STATUSES), errors);
  const filters: PortfolioFilters = {
    search: parseSearch(query.search),
    isClosed: parseTriState(query.is_closed, kind === 'LAW_FIRM' ? false : null, 'is_closed', errors),
    isResolved: kind === 'LIENHOLDER' ? parseTriState(query.is_resolved, false, 'is_resolved', errors) : null,
    isOutOfDate: parseTriState(query.is_out_of_date, null, 'is_out_of_date', errors),
    statuses,
    ids,
    exclude,
    lawFirms,
    lienholders: kind === 'LAW_FIRM' ? lienholders : null,
    tags,
    treatmentStatuses: kind === 'LIENHOLDER' ? treatmentStatuses : null,
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

/** Relevance needs a search; without one the list keeps the side's default order. */
export const effectiveOrdering = (ordering: Ordering, filters: PortfolioFilters, kind: OrganizationKind): Ordering =>
  ordering.field === 'relevance' && !filters.search.words.length ? parseOrdering(undefined, kind) : ordering;

/** Whether the filters leave the per-organisation counters enough to count (no search, no dimension filter). */
export const countableFromCounters = (filters: PortfolioFilters): boolean =>
  !filters.search.words.length &&
  !filters.ids &&
  !filters.exclude &&
  !filters.lawFirms &&
  !filters.lienholders &&
  !filters.tags &&
  !filters.treatmentStatuses;

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
