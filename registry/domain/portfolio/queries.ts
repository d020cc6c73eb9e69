// Portfolio reads: the viewer's entries (entries.ts) with filters, ordering, offset or keyset pages, and counts.
// Every query starts from entriesOf(), so no caller can forget the tenant condition; pages walk the
// (organization_id, key, case_id) indexes of portfolio_entries.
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Viewer } from '../context.ts';
import { readCounterGroups, type CounterDimension } from './counters.ts';
import {
  entriesOf,
  entryConditions,
  outOfDateRule,
  readRelevance,
  readsBranches,
  relevanceScore,
  searchedEntries,
  withSearch,
} from './entries.ts';
import { countableFromCounters, foldCounts, type FacetGroup, type OrderField, type Ordering, type PortfolioFilters } from './rules.ts';

type KeyType = 'timestamptz' | 'text' | 'float8';

function sortKey(field: OrderField, viewer: Viewer, filters: PortfolioFilters): { expression: RawBuilder<unknown>; type: KeyType } {
  switch (field) {
    case 'last_updated_at':
      return { expression: sql`e.updated_key`, type: 'timestamptz' };
    case 'created_at':
      return { expression: sql`e.created_at`, type: 'timestamptz' };
    case 'plaintiff__first_name':
      return { expression: sql`e.first_name_key`, type: 'text' };
    case 'plaintiff__last_name':
      return { expression: sql`e.last_name_key`, type: 'text' };
    case 'relevance':
      // Best first in ascending order of the key, so that `relevance` reads as the natural direction.
      return { expression: sql`(-${relevanceScore(viewer, filters.search)})`, type: 'float8' };
  }
}

const keyValue = (key: string, type: KeyType) =>
  type === 'text' ? sql`${key}::text collate "C"` : type === 'float8' ? sql`${key}::float8` : sql`${key}::timestamptz`;

/** An entry of a search's matches with its sort key (findPortfolioPage). */
interface EntryKey {
  case_id: string;
  lien_id: string | null;
  sort_value: unknown;
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
  // Walking backwards reverses the order; rows are flipped back below.
  const descending = page.ordering.descending !== Boolean(page.keyset?.backwards);
  const direction = descending ? sql`desc` : sql`asc`;
  return withSearch(db, viewer, filters, async (db, filters) => {
    const sort = sortKey(page.ordering.field, viewer, filters);
    // The page is cut from the entries alone (an index walk of (organization_id, key, case_id), OFFSET included);
    // only its rows are joined to the case, the plaintiff and the own lien.
    // A search reads its matches from searchedEntries' union (each with its key), then orders those.
    const searching = readsBranches(filters.search);
    const sortValue = searching ? sql`e.sort_value` : sort.expression;
    let entries = (
      searching
        ? db.selectFrom(
            sql<EntryKey>`(${searchedEntries(viewer, filters, (read) => {
              // Without a similarity, relevance is the same for every entry one read finds.
              const byRead = page.ordering.field === 'relevance' && !filters.search.similarTo;
              const value = byRead ? sql`(-${readRelevance(read)})` : sort.expression;
              return sql`e.case_id, e.lien_id, ${value} as sort_value`;
            })})`.as('e'),
          )
        : entriesOf(db, viewer).where(entryConditions(viewer, filters))
    )
      .select(['e.case_id', 'e.lien_id', sql`${sortValue}`.as('sort_value')])
      .orderBy(sql`${sortValue} ${direction}`)
      .orderBy(sql`e.case_id ${direction}`);
    if (page.keyset) {
      const { key, id } = page.keyset;
      const operator = sql.raw(descending ? '<' : '>');
      entries = entries.where(sql<SqlBool>`(${sortValue}, e.case_id) ${operator} (${keyValue(key, sort.type)}, ${id}::uuid)`);
    }
    if (page.limit !== null) entries = entries.limit(page.limit);
    if (page.offset) entries = entries.offset(page.offset);
    const rows = await db
      .selectFrom(entries.as('pe'))
      .innerJoin('cases as c', 'c.id', 'pe.case_id')
      .innerJoin('persons as p', 'p.id', 'c.plaintiff_id')
      .leftJoin('liens as ul', 'ul.id', 'pe.lien_id')
      .selectAll('c')
      .select([
        'p.first_name as plaintiff_first_name',
        'p.last_name as plaintiff_last_name',
        'p.birthdate as plaintiff_birthdate',
        'ul.resolution_status as own_resolution_status',
        sql<string>`pe.sort_value::text`.as('sort_key'),
      ])
      .orderBy(sql`pe.sort_value ${direction}`)
      .orderBy(sql`pe.case_id ${direction}`)
      .execute();
    return page.keyset?.backwards ? rows.reverse() : rows;
  });
}

export type PortfolioRow = Awaited<ReturnType<typeof findPortfolioPage>>[number];

/**
 * The counter key that holds exactly the entries of the filters' one dimension value (a single lienholder, law
 * firm, tag or treatment status, nothing else but status / closed / resolved / out of date), or null.
 */
function counterKeyOf(viewer: Viewer, filters: PortfolioFilters): { dimension?: CounterDimension; value?: string } | null {
  const dimensional = { ...filters, lienholders: null, lawFirms: null, tags: null, treatmentStatuses: null };
  // The 'law_firm' counters hold lienholder entries (a law firm's entries are all its own): a law firm scans.
  if (!countableFromCounters(dimensional) || (viewer.kind === 'LAW_FIRM' && filters.lawFirms)) return null;
  const chosen = [
    ['lienholder', filters.lienholders],
    ['law_firm', filters.lawFirms],
    ['tag', filters.tags],
    ['treatment', filters.treatmentStatuses],
  ].filter((pair): pair is [CounterDimension, string[]] => pair[1] !== null);
  if (!chosen.length) return {};
  const [[dimension, values]] = chosen;
  return chosen.length === 1 && values.length === 1 ? { dimension, value: values[0] } : null;
}

/** The number of entries matching every filter: from the counters when they can tell, else one count of the filtered entries. */
export async function countPortfolio(db: Kysely<Database>, viewer: Viewer, filters: PortfolioFilters): Promise<number> {
  const key = counterKeyOf(viewer, filters);
  if (key) return foldCounts(await readCounterGroups(db, viewer.organizationId, key), filters, viewer.kind).count;
  return withSearch(db, viewer, filters, async (db, filters) => {
    if (readsBranches(filters.search)) {
      const { rows } = await sql<{
        count: string;
      }>`select count(*) as count from (${searchedEntries(viewer, filters, sql`e.case_id`)}) m`.execute(db);
      return Number(rows[0].count);
    }
    const row = await entriesOf(db, viewer)
      .select(sql<string>`count(*)`.as('count'))
      .where(entryConditions(viewer, filters))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  });
}

/** Counts grouped by status, own-lien resolution and the 90-day rule, under the other filters: one small result set. */
export async function facetGroups(db: Kysely<Database>, viewer: Viewer, filters: PortfolioFilters): Promise<FacetGroup[]> {
  const key = counterKeyOf(viewer, filters);
  if (key) return readCounterGroups(db, viewer.organizationId, key);
  return withSearch(db, viewer, filters, async (db, filters) => {
    if (readsBranches(filters.search)) {
      const columns = sql`e.case_id, e.status, e.is_resolved, ${outOfDateRule} as is_out_of_date`;
      const { rows } = await sql<RawGroup>`select status, is_resolved, is_out_of_date, count(*) as count
        from (${searchedEntries(viewer, filters, columns, { grouped: true })}) m group by 1, 2, 3`.execute(db);
      return rows.map(toFacetGroup);
    }
    const rows = await entriesOf(db, viewer)
      .select([
        sql<string | null>`e.status`.as('status'),
        sql<boolean>`e.is_resolved`.as('is_resolved'),
        outOfDateRule.as('is_out_of_date'),
        sql<string>`count(*)`.as('count'),
      ])
      .where(entryConditions(viewer, filters, { grouped: true }))
      .groupBy([sql`1`, sql`2`, sql`3`])
      .execute();
    return rows.map(toFacetGroup);
  });
}

interface RawGroup {
  status: string | null;
  is_resolved: boolean | null;
  is_out_of_date: SqlBool | null;
  count: string | number;
}

const toFacetGroup = (row: RawGroup): FacetGroup => ({
  status: row.status,
  is_resolved: Boolean(row.is_resolved),
  is_out_of_date: Boolean(row.is_out_of_date),
  count: Number(row.count),
});
