// Portfolio reads: the visible cases of a viewer with filters, ordering, offset or keyset pages, facet counts.
// Every query starts from visibleCases(), so no caller can forget the tenant condition.
import { sql, type Expression, type ExpressionBuilder, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Viewer } from '../context.ts';
import { visibleCases } from '../case-visibility.ts';
import { CLOSED_CASE_STATUSES } from '../options.ts';
import { outOfDateCondition } from '../out-of-date.ts';
import type { FacetGroup, OrderField, Ordering, PortfolioFilters } from './rules.ts';

type CaseExpressions = ExpressionBuilder<
  Database & { c: Database['cases']; p: Database['persons']; ul: Database['liens'] },
  'c' | 'p' | 'ul'
>;

const SORT_KEYS: Record<OrderField, { expression: RawBuilder<unknown>; type: 'timestamptz' | 'text' }> = {
  last_updated_at: { expression: sql`coalesce(c.last_updated_at, '-infinity'::timestamptz)`, type: 'timestamptz' },
  created_at: { expression: sql`c.created_at`, type: 'timestamptz' },
  plaintiff__first_name: { expression: sql`lower(p.first_name) collate "C"`, type: 'text' },
  plaintiff__last_name: { expression: sql`lower(p.last_name) collate "C"`, type: 'text' },
};

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`);

const closedCondition = (eb: CaseExpressions, closed: boolean): Expression<SqlBool> =>
  closed ? eb('c.status', 'in', CLOSED_CASE_STATUSES) : eb.or([eb('c.status', 'is', null), eb('c.status', 'not in', CLOSED_CASE_STATUSES)]);

const resolvedCondition = (eb: CaseExpressions, resolved: boolean): Expression<SqlBool> =>
  resolved ? eb('ul.resolution_status', 'is not', null) : eb('ul.resolution_status', 'is', null);

/** The filters except the faceted ones (status, is_closed, is_resolved). */
function baseConditions(eb: CaseExpressions, filters: PortfolioFilters): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  for (const word of filters.search) {
    const pattern = `${escapeLike(word.toLowerCase())}%`;
    const alternatives: Expression<SqlBool>[] = [
      eb(sql`lower(p.first_name)`, 'like', pattern),
      eb(sql`lower(p.last_name)`, 'like', pattern),
    ];
    if (filters.searchIds.includes(word)) alternatives.push(eb('c.id', '=', word));
    conditions.push(eb.or(alternatives));
  }
  if (filters.ids) conditions.push(eb('c.id', 'in', filters.ids.length ? filters.ids : [sql<string>`null`]));
  if (filters.exclude) conditions.push(eb('c.id', '!=', filters.exclude));
  if (filters.lawFirm) conditions.push(eb('c.law_firm_id', '=', filters.lawFirm));
  return eb.and(conditions);
}

function allConditions(eb: CaseExpressions, filters: PortfolioFilters): Expression<SqlBool> {
  const conditions = [baseConditions(eb, filters)];
  if (filters.isClosed !== null) conditions.push(closedCondition(eb, filters.isClosed));
  if (filters.isResolved !== null) conditions.push(resolvedCondition(eb, filters.isResolved));
  if (filters.isOutOfDate !== null) conditions.push(outOfDateCondition(filters.isOutOfDate));
  if (filters.statuses) conditions.push(eb('c.status', 'in', filters.statuses));
  return eb.and(conditions);
}

export interface Keyset {
  key: string;
  id: string;
  /** true: the page before the key (walk backwards, then flip). */
  backwards: boolean;
}

export interface PageRequest {
  ordering: Ordering;
  limit: number | null;
  offset?: number;
  keyset?: Keyset;
}

export async function findPortfolioPage(db: Kysely<Database>, viewer: Viewer, filters: PortfolioFilters, page: PageRequest) {
  const sort = SORT_KEYS[page.ordering.field];
  // Walking backwards reverses the order; rows are flipped back below.
  const descending = page.ordering.descending !== Boolean(page.keyset?.backwards);
  const direction = descending ? sql`desc` : sql`asc`;
  let query = visibleCases(db, viewer)
    .selectAll('c')
    .select([
      'p.first_name as plaintiff_first_name',
      'p.last_name as plaintiff_last_name',
      'p.birthdate as plaintiff_birthdate',
      'ul.resolution_status as own_resolution_status',
      sql<string>`(${sort.expression})::text`.as('sort_key'),
    ])
    .where((eb) => allConditions(eb as unknown as CaseExpressions, filters))
    .orderBy(sql`${sort.expression} ${direction}`)
    .orderBy(sql`c.id ${direction}`);
  if (page.keyset) {
    const { key, id } = page.keyset;
    const operator = sql.raw(descending ? '<' : '>');
    const value = sort.type === 'text' ? sql`${key}::text collate "C"` : sql`${key}::timestamptz`;
    query = query.where(sql<SqlBool>`(${sort.expression}, c.id) ${operator} (${value}, ${id}::uuid)`);
  }
  if (page.limit !== null) query = query.limit(page.limit);
  if (page.offset) query = query.offset(page.offset);
  const rows = await query.execute();
  return page.keyset?.backwards ? rows.reverse() : rows;
}

export type PortfolioRow = Awaited<ReturnType<typeof findPortfolioPage>>[number];

export async function countPortfolio(db: Kysely<Database>, viewer: Viewer, filters: PortfolioFilters): Promise<number> {
  const row = await visibleCases(db, viewer)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where((eb) => allConditions(eb as unknown as CaseExpressions, filters))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Counts grouped by status, own-lien resolution and the 90-day rule, under the non-faceted filters: one small result set. */
export async function facetGroups(db: Kysely<Database>, viewer: Viewer, filters: PortfolioFilters): Promise<FacetGroup[]> {
  const rows = await visibleCases(db, viewer)
    .select([
      'c.status as status',
      sql<boolean>`ul.resolution_status is not null`.as('is_resolved'),
      outOfDateCondition(true).as('is_out_of_date'),
      (eb) => eb.fn.countAll<number>().as('count'),
    ])
    .where((eb) => baseConditions(eb as unknown as CaseExpressions, filters))
    // is_out_of_date by its position in the select list: its bound parameters would make the repeated expression differ.
    .groupBy(['c.status', sql`ul.resolution_status is not null`, sql`3`])
    .execute();
  return rows.map((row) => ({
    status: row.status,
    is_resolved: Boolean(row.is_resolved),
    is_out_of_date: Boolean(row.is_out_of_date),
    count: Number(row.count),
  }));
}
