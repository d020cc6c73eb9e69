// The counters' reads stay a few pages at a million cases (issue 13). A facet of the largest law firm sums some
// 30,000 counter rows; the recount and the compaction inserted them in hash order, spread over ~14,000 pages of
// `portfolio_counts` (120 ms from a cold cache). Now:
// - the read indexes carry status, is_resolved and n, so a vacuumed table answers from the index alone;
// - the recount (and the compaction, registry/domain/portfolio/counters.ts) writes each organisation's rows in key
//   order, so they sit on neighbouring pages whenever the visibility map is not current;
// - autovacuum visits the counter tables after 1 % of their rows changed (the default waits for 20 %), keeping the
//   visibility map current after each compaction;
// - the existing rows are put in key order once (CLUSTER).
import { sql, type Kysely } from 'kysely';
import { insertCounts, insertFreshCounts } from './0029_portfolio_read_model.ts';

export const inKeyOrder = ' order by 1, 2, 3';

/**
 * portfolio_recount() of migration 0029, its inserts followed by `order` ('' as 0029 wrote them), then `more`
 * statements over the same `entry` relation (a later migration's further counts).
 */
export const recountFunction = (order: string, more: string[] = []) => `
    create or replace function portfolio_recount() returns void language plpgsql as $$
    begin
      truncate portfolio_counts, portfolio_fresh_counts;
      with entry as not materialized (select 1::bigint as n, * from portfolio_entries)
      ${insertCounts('entry', true)}${order};
      with entry as not materialized (select 1::bigint as n, * from portfolio_entries)
      ${insertFreshCounts('entry', true)}${order};${more
        .map(
          (statement) => `
      with entry as not materialized (select 1::bigint as n, * from portfolio_entries)
      ${statement};`,
        )
        .join('')}
    end
    $$`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index portfolio_counts_read_idx on portfolio_counts (organization_id, dimension, value) include (status, is_resolved, n)`.execute(
    db,
  );
  await sql`drop index portfolio_counts_key_idx`.execute(db);
  await sql`create index portfolio_fresh_counts_read_idx on portfolio_fresh_counts (organization_id, dimension, value, stale_on) include (status, is_resolved, n)`.execute(
    db,
  );
  await sql`drop index portfolio_fresh_counts_key_idx`.execute(db);
  for (const table of ['portfolio_counts', 'portfolio_fresh_counts']) {
    await sql
      .raw(`alter table ${table} set (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01)`)
      .execute(db);
  }
  await sql.raw(recountFunction(inKeyOrder)).execute(db);
  await sql`cluster portfolio_counts using portfolio_counts_read_idx`.execute(db);
  await sql`cluster portfolio_fresh_counts using portfolio_fresh_counts_read_idx`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(recountFunction('')).execute(db);
  for (const table of ['portfolio_counts', 'portfolio_fresh_counts']) {
    await sql.raw(`alter table ${table} reset (autovacuum_vacuum_scale_factor, autovacuum_vacuum_insert_scale_factor)`).execute(db);
  }
  await sql`create index portfolio_fresh_counts_key_idx on portfolio_fresh_counts (organization_id, dimension, value, stale_on)`.execute(
    db,
  );
  await sql`drop index portfolio_fresh_counts_read_idx`.execute(db);
  await sql`create index portfolio_counts_key_idx on portfolio_counts (organization_id, dimension, value)`.execute(db);
  await sql`drop index portfolio_counts_read_idx`.execute(db);
}
