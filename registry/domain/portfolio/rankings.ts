// Rankings of a facet's values (migration 0039), so that the first values of a facet with thousands of them are
// counted from a few dozen values.
//
//   rankFacetValues(db, organizationIds): the compaction (counters.ts), in its transaction, ranks the values of the
//     organisations' compacted rollup rows per bucket: those counted at least `floor` (the RANKED_VALUES-th count,
//     ties included; 0 when there are no more values than that) and how many values there are.
//   rankedFacetValues(db, organizationId, dimension, filters, limit): the first `limit` values (by count, name, id)
//     and how many there are, exactly, or null when the ranking cannot tell (then every value is summed). Counted
//     are the ranked values and those with deltas since the compaction; any other value is as the ranking saw it, so
//     counted less than `floor`. When `limit` of the counted values reach `floor`, no other value can be among the
//     first.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { rollupBucketCondition, rollupBucketOf, rollupRowConditions, ROLLUP_BUCKETS, type RollupBucket } from './entries.ts';
import type { PortfolioFilters } from './rules.ts';

/** Values ranked per bucket (more when tied with the last): a margin for the first ones losing counts to others. */
export const RANKED_VALUES = 40;

/** The rollup dimensions of the organisation facets (migration 0032). */
export const RANKED_DIMENSIONS = ['lienholder:closed', 'law_firm:closed'] as const;

/** A bucket's key in portfolio_facet_rankings: `<closed>/<resolved>`, e.g. `open/all`. */
export const bucketKey = ({ closed, resolved }: RollupBucket) => `${closed}/${resolved}`;

/** Every bucket of the closed and resolved filters. */
const BUCKETS: RollupBucket[] = (Object.keys(ROLLUP_BUCKETS.closed) as RollupBucket['closed'][]).flatMap((closed) =>
  (Object.keys(ROLLUP_BUCKETS.resolved) as RollupBucket['resolved'][]).map((resolved) => ({ closed, resolved })),
);

/** `(values ('<bucket>', <does the row count in it>), …)` over every bucket, on a row of portfolio_counts' columns. */
const bucketMembership = sql`(values ${sql.join(BUCKETS.map((bucket) => sql`(${bucketKey(bucket)}, ${rollupBucketCondition(bucket)})`))})`;

export async function rankFacetValues(db: Kysely<Database>, organizationIds: string[]): Promise<void> {
  if (!organizationIds.length) return;
  const dimensions = sql.join(RANKED_DIMENSIONS.map((dimension) => sql`${dimension}`));
  await sql`delete from portfolio_facet_rankings where organization_id = any(${organizationIds}::uuid[])`.execute(db);
  await sql`
    with sums as (
      select organization_id, dimension, value, status, is_resolved, sum(n::int4) as n from portfolio_counts
       where organization_id = any(${organizationIds}::uuid[]) and dimension in (${dimensions}) and compacted
       group by 1, 2, 3, 4, 5
    ), bucketed as (
      select s.organization_id, s.dimension, s.value, b.bucket, sum(s.n) as n
        from sums s cross join lateral ${bucketMembership} as b(bucket, included)
       where b.included
       group by 1, 2, 3, 4 having sum(s.n) <> 0
    ), ranked as (
      select *, row_number() over (partition by organization_id, dimension, bucket order by n desc, value) as rank,
             count(*) over (partition by organization_id, dimension, bucket) as total
        from bucketed
    ), floors as (
      select organization_id, dimension, bucket, total,
             case when total > ${RANKED_VALUES} then max(n) filter (where rank = ${RANKED_VALUES}) else 0 end as floor
        from ranked group by 1, 2, 3, 4
    )
    insert into portfolio_facet_rankings (organization_id, dimension, bucket, ranked_values, floor, total)
    select r.organization_id, r.dimension, r.bucket, array_agg(r.value order by r.n desc, r.value), f.floor, f.total
      from ranked r join floors f using (organization_id, dimension, bucket)
     where r.n >= f.floor
     group by r.organization_id, r.dimension, r.bucket, f.floor, f.total`.execute(db);
}

/** Organisations with compacted rollup rows of a ranked dimension and no ranking (after a recount, or before any). */
export async function unrankedOrganizations(db: Kysely<Database>): Promise<string[]> {
  const dimensions = sql.join(RANKED_DIMENSIONS.map((dimension) => sql`${dimension}`));
  const { rows } = await sql<{ id: string }>`
    select o.id from legal_organizations o
     where not exists (select 1 from portfolio_facet_rankings r where r.organization_id = o.id)
       and exists (select 1 from portfolio_counts c where c.organization_id = o.id and c.dimension in (${dimensions}) and c.compacted)`.execute(
    db,
  );
  return rows.map((row) => row.id);
}

interface RankedRow {
  id: string;
  name: string;
  n: string | number;
  floor: string | number | null;
  total: string | number | null;
  reaching: string | number;
}

export async function rankedFacetValues(
  db: Kysely<Database>,
  organizationId: string,
  dimension: string,
  filters: PortfolioFilters,
  limit: number,
): Promise<{ values: { id: string; name: string; count: number }[]; total: number } | null> {
  const inBucket = rollupRowConditions(filters);
  const { rows } = await sql<RankedRow>`
    with ranking as (
      select ranked_values, floor, total from portfolio_facet_rankings
       where organization_id = ${organizationId} and dimension = ${dimension} and bucket = ${bucketKey(rollupBucketOf(filters))}
    ), candidates as (
      select unnest(ranked_values) as value from ranking
      union
      select value from portfolio_counts where organization_id = ${organizationId} and dimension = ${dimension} and not compacted
    ), counted as (
      select c.value, coalesce(sum(p.n::int4) filter (where ${inBucket}), 0) as n,
             coalesce(sum(p.n::int4) filter (where ${inBucket} and p.compacted), 0) as ranked_n
        from candidates c join portfolio_counts p on p.organization_id = ${organizationId} and p.dimension = ${dimension} and p.value = c.value
       group by c.value
    ), summary as (
      select (select floor from ranking) as floor,
             (select total from ranking) + count(*) filter (where n <> 0) - count(*) filter (where ranked_n <> 0) as total,
             count(*) filter (where n <> 0 and n >= (select floor from ranking)) as reaching
        from counted
    )
    select o.id, o.name, c.n, s.floor, s.total, s.reaching
      from counted c join legal_organizations o on o.id = c.value::uuid cross join summary s
     where c.n <> 0
     order by c.n desc, o.name, o.id limit ${limit}`.execute(db);
  const first = rows[0];
  if (!first || first.floor === null || first.total === null) return null;
  if (Number(first.floor) > 0 && Number(first.reaching) < limit) return null;
  return { values: rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.n) })), total: Number(first.total) };
}
