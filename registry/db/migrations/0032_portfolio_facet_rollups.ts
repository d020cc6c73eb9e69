// The facet values of a big organisation are counted from a few rows each (issue 13). The largest law firm of a
// million cases has liens from 3,000 lienholders: its lienholder facet summed ~30,000 counter rows, one per
// lienholder, status and resolution, and took 10 ms where the 10 k firm's took 1 ms. The popover's counts filter by
// open / closed and resolution, rarely by a status, so each facet dimension also gets rollup rows keyed by
// 'open' / 'closed' in place of the status (dimension `<dimension>:closed`, ~2 rows per value), kept by the same
// statement triggers and the same compaction as the rest. Status filters still read the status rows.
import { sql, type Kysely } from 'kysely';
import { deltaTrigger } from './0029_portfolio_read_model.ts';
import { inKeyOrder, recountFunction } from './0030_portfolio_counts_locality.ts';

const CLOSED_SUFFIX = ':closed';

/** The rollup rows of `source` (entries with `n`): per facet dimension and value, open or closed, resolved or not. */
export const insertRollups = (source: string, compacted: boolean) => `
  insert into portfolio_counts (organization_id, dimension, value, status, is_resolved, n, compacted)
  select organization_id, dimension, value, status, is_resolved, sum(n), ${compacted}
    from (
      select organization_id, 'lienholder${CLOSED_SUFFIX}'::text as dimension, lienholder::text as value,
             case when is_closed then 'closed' else 'open' end as status, is_resolved, n
        from ${source} cross join unnest(lienholder_ids) as lienholder
      union all
      select organization_id, 'law_firm${CLOSED_SUFFIX}', law_firm_id::text, case when is_closed then 'closed' else 'open' end, is_resolved, n
        from ${source} where lien_id is not null and law_firm_id is not null
      union all
      select organization_id, 'tag${CLOSED_SUFFIX}', tag::text, case when is_closed then 'closed' else 'open' end, is_resolved, n
        from ${source} cross join unnest(tag_ids) as tag
    ) as keys
   group by organization_id, dimension, value, status, is_resolved
  having sum(n) <> 0`;

const TRIGGERS: [name: string, source: string, tables: string[]][] = [
  ['portfolio_count_inserted', 'select 1::bigint as n, * from added', ['added']],
  ['portfolio_count_updated', 'select 1::bigint as n, * from added union all select -1::bigint, * from removed', ['added']],
  ['portfolio_count_deleted', 'select -1::bigint as n, * from removed', ['removed']],
];

async function defineCounting(db: Kysely<any>, rollups: boolean): Promise<void> {
  for (const [name, source, tables] of TRIGGERS) {
    await sql.raw(deltaTrigger(name, source, tables, rollups ? [insertRollups('delta', false)] : [])).execute(db);
  }
  await sql.raw(recountFunction(inKeyOrder, rollups ? [`${insertRollups('entry', true)}${inKeyOrder}`] : [])).execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await defineCounting(db, true);
  await sql
    .raw(`with entry as not materialized (select 1::bigint as n, * from portfolio_entries) ${insertRollups('entry', true)}${inKeyOrder}`)
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await defineCounting(db, false);
  await sql`delete from portfolio_counts where dimension like ${`%${CLOSED_SUFFIX}`}`.execute(db);
}
