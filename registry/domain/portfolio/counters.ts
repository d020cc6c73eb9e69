// Exact portfolio counts without scanning the tenant: the insert-only deltas the triggers of migration 0029 append
// to `portfolio_counts` and `portfolio_fresh_counts`, summed at read time, compacted by a job.
//
//   readCounterGroups(db, organizationId, { dimension?, value? }?): Promise<FacetGroup[]>
//     The organisation's entries grouped by (status, is_resolved, is_out_of_date) — what foldCounts consumes.
//     Without a dimension: the whole portfolio; with { dimension, value } (e.g. { dimension: 'tag', value: tagId }):
//     the entries of that facet value. Either way one statement of index range reads: the totals and the 90-day
//     split from the counters (fresh buckets per key and UTC day), only the boundary day counted exactly from
//     portfolio_entries (one day of the organisation's entries, restricted to the key).
//   readDimensionCounts(db, organizationId, dimension): Promise<DimensionCount[]>
//     Per facet value of `dimension` ('lienholder' | 'law_firm' | 'treatment' | 'tag'): rows { value, status,
//     is_resolved, count } (status null for a case without one; no out-of-date split). Values with no entries are
//     absent.
//   compactPortfolioCounts(db): Promise<{ counts: number; fresh: number }>
//     Folds every organisation's deltas into one row per key (and drops fresh buckets past the 90-day boundary);
//     answers how many rows it read; then ranks the facet values of the organisations it compacted (rankings.ts).
//     Safe to run concurrently with writes; runs one at a time.
//
// Keys: dimension '' / value '' is every entry; 'lienholder' (a law firm's entries, one row per lienholder with a
// non-rejected lien), 'law_firm' and 'treatment' (a lienholder's entries: its case's law firm, its own lien's
// plaintiff treatment status), 'tag' (the organisation's own tags). Status '' stands for no status.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isClosedStatus } from '../options.ts';
import { OUT_OF_DATE_DAYS } from '../out-of-date.ts';
import { rankFacetValues, unrankedOrganizations } from './rankings.ts';
import type { FacetGroup } from './rules.ts';

export type CounterDimension = 'lienholder' | 'law_firm' | 'treatment' | 'tag';

export interface DimensionCount {
  value: string;
  status: string | null;
  is_resolved: boolean;
  count: number;
}

const STALE_AFTER = sql.raw(`interval '${OUT_OF_DATE_DAYS * 24} hours'`);

/** The entries of one facet value, over `portfolio_entries as e` (the same keys the triggers count). */
function dimensionCondition(dimension: CounterDimension, value: string) {
  switch (dimension) {
    case 'lienholder':
      return sql`e.lien_id is null and e.lienholder_ids @> array[${value}::uuid]`;
    case 'law_firm':
      return sql`e.lien_id is not null and e.law_firm_id = ${value}::uuid`;
    case 'treatment':
      return sql`e.lien_id is not null and e.treatment_status = ${value}`;
    case 'tag':
      return sql`e.tag_ids @> array[${value}::uuid]`;
  }
}

interface KeyRow {
  /** 'total': every entry of the key; 'fresh': open entries not out of date (buckets after today + today's exact count). */
  kind: 'total' | 'fresh';
  status: string;
  is_resolved: boolean;
  n: number | string;
}

export async function readCounterGroups(
  db: Kysely<Database>,
  organizationId: string,
  filter: { dimension?: CounterDimension; value?: string } = {},
): Promise<FacetGroup[]> {
  const { dimension, value } = filter;
  if ((dimension === undefined) !== (value === undefined)) throw new Error('readCounterGroups: a dimension needs its value');
  const key = dimension === undefined || value === undefined ? { dimension: '', value: '' } : { dimension, value };
  const boundaryCondition = dimension === undefined || value === undefined ? sql`true` : dimensionCondition(dimension, value);
  // One clock for every part, each part one index range read once. Open entries become out of date at
  // last_updated_at + 90 × 24 h; the fresh buckets hold the UTC day of that instant: after today all fresh, before
  // today all stale, today's counted exactly from the entries updated within that one day (of this key only).
  const { rows } = await sql<KeyRow>`
    with clock as (
      select now() - ${STALE_AFTER} as cutoff, ((now() at time zone 'UTC')::date + 1)::timestamp at time zone 'UTC' - ${STALE_AFTER} as day_end,
             (now() at time zone 'UTC')::date as today
    )
    select 'total' as kind, status, is_resolved, sum(n) as n from portfolio_counts
     where organization_id = ${organizationId} and dimension = ${key.dimension} and value = ${key.value}
     group by status, is_resolved
    union all
    select 'fresh', f.status, f.is_resolved, sum(f.n) from portfolio_fresh_counts f, clock
     where f.organization_id = ${organizationId} and f.dimension = ${key.dimension} and f.value = ${key.value}
       and f.stale_on > clock.today
     group by f.status, f.is_resolved
    union all
    select 'fresh', coalesce(e.status, ''), e.is_resolved, count(*) from portfolio_entries e, clock
     where e.organization_id = ${organizationId} and e.updated_key > clock.cutoff and e.updated_key < clock.day_end
       and not e.is_closed and ${boundaryCondition}
     group by 1, 2, 3`.execute(db);
  const sums = new Map<string, { status: string | null; is_resolved: boolean; total: number; fresh: number }>();
  for (const row of rows) {
    const id = `${row.status}\u0000${row.is_resolved}`;
    const sum = sums.get(id) ?? { status: row.status === '' ? null : row.status, is_resolved: row.is_resolved, total: 0, fresh: 0 };
    sum[row.kind] += Number(row.n);
    sums.set(id, sum);
  }
  const groups: FacetGroup[] = [];
  for (const { status, is_resolved, total, fresh: freshCount } of sums.values()) {
    if (total === 0) continue;
    // Closed cases are never out of date; an open case never updated is (it is in the total, not in a bucket).
    const fresh = isClosedStatus(status) ? total : freshCount;
    if (fresh > 0) groups.push({ status, is_resolved, is_out_of_date: false, count: fresh });
    if (total - fresh > 0) groups.push({ status, is_resolved, is_out_of_date: true, count: total - fresh });
  }
  return groups;
}

export async function readDimensionCounts(
  db: Kysely<Database>,
  organizationId: string,
  dimension: CounterDimension,
): Promise<DimensionCount[]> {
  const rows = await db
    .selectFrom('portfolio_counts')
    .select(['value', 'status', 'is_resolved', (eb) => eb.fn.sum<number | string>('n').as('count')])
    .where('organization_id', '=', organizationId)
    .where('dimension', '=', dimension)
    .groupBy(['value', 'status', 'is_resolved'])
    .having((eb) => eb.fn.sum('n'), '<>', 0)
    .execute();
  return rows.map((row) => ({
    value: row.value,
    status: row.status === '' ? null : row.status,
    is_resolved: row.is_resolved,
    count: Number(row.count),
  }));
}

export async function compactPortfolioCounts(db: Kysely<Database>): Promise<{ counts: number; fresh: number }> {
  // One compaction at a time, its rankings committed with the rows they describe (rankings.ts): a ranking always
  // tells the compacted rows as they are.
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${COMPACTION_LOCK})`.execute(trx);
    const moved = await compactIn(trx);
    await rankFacetValues(trx, [...new Set([...moved.organizations, ...(await unrankedOrganizations(trx))])]);
    return { counts: moved.counts, fresh: moved.fresh };
  });
}

/** pg_advisory_xact_lock key of the compaction ('pfcc'). */
const COMPACTION_LOCK = 0x70666363;

async function compactIn(db: Kysely<Database>): Promise<{ counts: number; fresh: number; organizations: string[] }> {
  // Each statement moves the rows it deletes: rows a concurrent writer adds meanwhile stay as they are (deltas for
  // the next run). Rows go back in key order: a facet's rows then share a few pages (migration 0030).
  const counts = await sql<{ moved: number | string; organizations: string[] }>`
    with organizations as (
      select distinct organization_id from portfolio_counts where not compacted
    ), moved as (
      delete from portfolio_counts c using organizations o where c.organization_id = o.organization_id
      returning c.organization_id, c.dimension, c.value, c.status, c.is_resolved, c.n
    ), kept as (
      insert into portfolio_counts (organization_id, dimension, value, status, is_resolved, n, compacted)
      select organization_id, dimension, value, status, is_resolved, sum(n), true from moved
       group by organization_id, dimension, value, status, is_resolved
      having sum(n) <> 0
       order by organization_id, dimension, value
    )
    select count(*) as moved, array(select organization_id::text from organizations) as organizations from moved`.execute(db);
  // Buckets before yesterday (UTC) are past the boundary day of any read: all stale, never read again.
  const fresh = await sql<{ moved: number | string }>`
    with organizations as (
      select distinct organization_id from portfolio_fresh_counts where not compacted
    ), moved as (
      delete from portfolio_fresh_counts c using organizations o where c.organization_id = o.organization_id
      returning c.organization_id, c.dimension, c.value, c.status, c.is_resolved, c.stale_on, c.n
    ), kept as (
      insert into portfolio_fresh_counts (organization_id, dimension, value, status, is_resolved, stale_on, n, compacted)
      select organization_id, dimension, value, status, is_resolved, stale_on, sum(n), true from moved
       where stale_on >= (now() at time zone 'UTC')::date - 1
       group by organization_id, dimension, value, status, is_resolved, stale_on
      having sum(n) <> 0
       order by organization_id, dimension, value
    )
    select count(*) as moved from moved`.execute(db);
  return {
    counts: Number(counts.rows[0]?.moved ?? 0),
    fresh: Number(fresh.rows[0]?.moved ?? 0),
    organizations: counts.rows[0]?.organizations ?? [],
  };
}
