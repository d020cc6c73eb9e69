// The first values of a big organisation's lienholder / law firm facet without summing every value (issue 13). The
// largest law firm of a million cases works with 3,000 lienholders: ranking them summed 6,000 rollup rows on every
// count. The compaction of the counters (registry/domain/portfolio/counters.ts) now also ranks, per organisation,
// rollup dimension and open / closed / resolved bucket, the values of its compacted rows: the most counted ones (every
// value counted at least `floor`), and how many values there are. A count then sums only those values and the ones
// with deltas since (registry/domain/portfolio/rankings.ts).
//
// Kept exact by one rule: a ranking describes the compacted rows as they are. The compaction rewrites both in one
// transaction; portfolio_recount(), which rewrites the counters, empties the rankings (a count without its ranking
// sums every value, as before, until the next compaction ranks them again).
import { sql, type Kysely } from 'kysely';
import { inKeyOrder, recountFunction } from './0030_portfolio_counts_locality.ts';
import { insertRollups } from './0032_portfolio_facet_rollups.ts';

const RECOUNT_TRUNCATE = 'truncate portfolio_counts, portfolio_fresh_counts;';

const recount = (withRankings: boolean) => {
  const text = recountFunction(inKeyOrder, [`${insertRollups('entry', true)}${inKeyOrder}`]);
  if (!text.includes(RECOUNT_TRUNCATE)) throw new Error('portfolio_recount() no longer starts with its truncate');
  return withRankings
    ? text.replace(RECOUNT_TRUNCATE, 'truncate portfolio_counts, portfolio_fresh_counts, portfolio_facet_rankings;')
    : text;
};

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table portfolio_facet_rankings (
      organization_id uuid not null,
      dimension text not null,
      bucket text not null,
      ranked_values text[] not null,
      floor bigint not null check (floor >= 0),
      total bigint not null check (total >= 0),
      primary key (organization_id, dimension, bucket)
    )`.execute(db);
  await sql.raw(recount(true)).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(recount(false)).execute(db);
  await sql`drop table portfolio_facet_rankings`.execute(db);
}
