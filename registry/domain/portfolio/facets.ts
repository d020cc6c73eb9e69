// Facet values with their counts: the lienholders (law firm side), the law firms and treatment statuses
// (lienholder side) and the viewer's tags, each counted under every filter but its own. From the counters'
// dimension rows when the other filters allow (status / closed / resolved only), else a grouped scan of the
// filtered entries.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OrganizationKind } from '../kinds.ts';
import type { Viewer } from '../context.ts';
import { invalidChoice, MESSAGES, validationError, type FieldErrors } from '../errors.ts';
import { hasDisallowedCharacters, INPUT_MESSAGES, TEXT_LIMITS, tooLong } from '../input.ts';
import { TREATMENT_STATUSES, values } from '../options.ts';
import type { Query } from '../paging.ts';
import { counterRowConditions, entryConditions, rollupRowConditions, ROLLUP_SUFFIX, withSearch, type DimensionFacet } from './entries.ts';
import { rankedFacetValues } from './rankings.ts';
import { countableFromCounters, type PortfolioFilters } from './rules.ts';

export const FACET_VALUES_SHOWN = 15;

export type NamedFacet = 'lienholder' | 'law_firm' | 'tag';

export interface FacetValue {
  id: string;
  name: string;
  count: number;
}

export interface Facets {
  facets: {
    lienholder?: FacetValue[];
    law_firm?: FacetValue[];
    tag: FacetValue[];
    treatment_status?: Record<string, number>;
  };
  facet_totals: { lienholder?: number; law_firm?: number; tag: number };
}

/** The named facets of a side: the other side's organisations, and tags. */
export const namedFacetsOf = (kind: OrganizationKind): NamedFacet[] => (kind === 'LAW_FIRM' ? ['lienholder', 'tag'] : ['law_firm', 'tag']);

const COUNTER_DIMENSION: Record<DimensionFacet, string> = {
  lienholder: 'lienholder',
  law_firm: 'law_firm',
  tag: 'tag',
  treatment_status: 'treatment',
};

/** Without the facet's own filter, can the counters answer? Only status / closed / resolved may remain. */
function countable(filters: PortfolioFilters, facet: DimensionFacet): boolean {
  const others: PortfolioFilters = {
    ...filters,
    lienholders: facet === 'lienholder' ? null : filters.lienholders,
    lawFirms: facet === 'law_firm' ? null : filters.lawFirms,
    tags: facet === 'tag' ? null : filters.tags,
    treatmentStatuses: facet === 'treatment_status' ? null : filters.treatmentStatuses,
  };
  return countableFromCounters(others) && filters.isOutOfDate === null;
}

/** `select value, n`: the facet's values with their counts (values as text), as a subquery. */
function valueCounts(viewer: Viewer, filters: PortfolioFilters, facet: DimensionFacet): RawBuilder<unknown> {
  if (countable(filters, facet)) {
    // Without a status filter, the rollup rows (open / closed in place of the status, migration 0032): a few per value.
    const rollup = !filters.statuses && facet !== 'treatment_status';
    const dimension = rollup ? `${COUNTER_DIMENSION[facet]}${ROLLUP_SUFFIX}` : COUNTER_DIMENSION[facet];
    // The sum of int4 runs in int8 arithmetic, that of the int8 column in numeric: a third slower over the thousands
    // of values a large organisation's facet has. One row's delta is a count of cases: it fits.
    return sql`select value, sum(n::int4) as n from portfolio_counts
      where organization_id = ${viewer.organizationId} and dimension = ${dimension}
        and ${rollup ? rollupRowConditions(filters) : counterRowConditions(filters)}
      group by value having sum(n::int4) <> 0`;
  }
  const value = {
    lienholder: sql`unnest(e.lienholder_ids)::text`,
    law_firm: sql`e.law_firm_id::text`,
    tag: sql`unnest(e.tag_ids)::text`,
    treatment_status: sql`e.treatment_status`,
  }[facet];
  return sql`select value, count(*) as n from (
      select ${value} as value from portfolio_entries e
      where e.organization_id = ${viewer.organizationId} and ${entryConditions(viewer, filters, { except: facet })}
    ) v where value is not null group by value`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

interface NamedRow {
  id: string;
  name: string;
  n: string | number;
  total: string | number;
}

/** The first values of a named facet (by count, name, id) and how many there are, optionally those whose name contains `search`. */
export async function namedFacetValues(
  db: Kysely<Database>,
  viewer: Viewer,
  filters: PortfolioFilters,
  facet: NamedFacet,
  search = '',
): Promise<{ values: FacetValue[]; total: number }> {
  const contains = search ? sql`and name ilike ${`%${escapeLike(search)}%`}` : sql``;
  // Tags: every tag of the viewer's organisation, zero counts included. Organisations: those with a count only;
  // without a search only the values that can make the first ones are named (a law firm at a million cases works
  // with thousands of lienholders: naming them all cost more than counting them).
  const named =
    facet === 'tag'
      ? sql`select t.id, t.name, coalesce(c.n, 0) as n from tags t left join counted c on c.value = t.id::text
            where t.organization_id = ${viewer.organizationId}`
      : sql`select o.id, o.name, c.n from counted c join legal_organizations o on o.id::text = c.value`;
  // Without a status filter an organisation facet's first values are counted from its ranking (rankings.ts).
  if (facet !== 'tag' && !search && !filters.statuses && countable(filters, facet)) {
    const dimension = `${COUNTER_DIMENSION[facet]}${ROLLUP_SUFFIX}`;
    const ranked = await rankedFacetValues(db, viewer.organizationId, dimension, filters, FACET_VALUES_SHOWN);
    if (ranked) return ranked;
  }
  return withSearch(db, viewer, filters, async (db, filters) => {
    const counted = valueCounts(viewer, filters, facet);
    const { rows } =
      facet === 'tag' || search
        ? await sql<NamedRow>`
            with counted as (${counted}), named as (${named})
            select id, name, n, count(*) over () as total from named where true ${contains}
            order by n desc, name, id limit ${FACET_VALUES_SHOWN}`.execute(db)
        : await sql<NamedRow>`
            with counted as materialized (${counted}), top as (
              select value, n from counted
               where n >= coalesce((select n from counted order by n desc offset ${FACET_VALUES_SHOWN - 1} limit 1), 0)
            )
            select o.id, o.name, t.n, (select count(*) from counted) as total
              from top t join legal_organizations o on o.id = t.value::uuid
             order by t.n desc, o.name, o.id limit ${FACET_VALUES_SHOWN}`.execute(db);
    const total = rows.length ? Number(rows[0].total) : 0;
    return { values: rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.n) })), total };
  });
}

export async function treatmentStatusCounts(
  db: Kysely<Database>,
  viewer: Viewer,
  filters: PortfolioFilters,
): Promise<Record<string, number>> {
  const counts = Object.fromEntries(values(TREATMENT_STATUSES).map((status) => [status, 0]));
  const rows = await withSearch(db, viewer, filters, async (db, filters) => {
    const result = await sql<{ value: string; n: string | number }>`${valueCounts(viewer, filters, 'treatment_status')}`.execute(db);
    return result.rows;
  });
  for (const row of rows) if (row.value in counts) counts[row.value] = Number(row.n);
  return counts;
}

export async function facetsOf(db: Kysely<Database>, viewer: Viewer, filters: PortfolioFilters): Promise<Facets> {
  const [organizations, tags, treatment] = await Promise.all([
    namedFacetValues(db, viewer, filters, viewer.kind === 'LAW_FIRM' ? 'lienholder' : 'law_firm'),
    namedFacetValues(db, viewer, filters, 'tag'),
    viewer.kind === 'LIENHOLDER' ? treatmentStatusCounts(db, viewer, filters) : Promise.resolve(null),
  ]);
  if (viewer.kind === 'LAW_FIRM') {
    return {
      facets: { lienholder: organizations.values, tag: tags.values },
      facet_totals: { lienholder: organizations.total, tag: tags.total },
    };
  }
  return {
    facets: { law_firm: organizations.values, tag: tags.values, treatment_status: treatment! },
    facet_totals: { law_firm: organizations.total, tag: tags.total },
  };
}

/** `?facet=&facet_search=` of the facet search endpoint. */
export function parseFacetSearch(query: Query, kind: OrganizationKind): { facet: NamedFacet; search: string } {
  const errors: FieldErrors = {};
  const facet = query.facet?.trim() ?? '';
  if (!facet) errors.facet = [MESSAGES.required];
  else if (!namedFacetsOf(kind).includes(facet as NamedFacet)) errors.facet = [invalidChoice(facet)];
  const search = (query.facet_search ?? '').trim();
  if (hasDisallowedCharacters(search)) errors.facet_search = [INPUT_MESSAGES.disallowedCharacters];
  else if (search.length > TEXT_LIMITS.search) errors.facet_search = [tooLong(TEXT_LIMITS.search)];
  if (Object.keys(errors).length) throw validationError(errors);
  return { facet: facet as NamedFacet, search };
}
