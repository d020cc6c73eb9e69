// The named facets of a portfolio with more values than are shown, on both sides (a law firm's lienholders, a
// lienholder's law firms): the first values (by count, name, id) and the total equal those of a scan of the entries,
// whatever the filter (a status filter leaves many values tied at the cut), before the compaction ranked the values,
// after it, after changes since (a value from the last to the first; the first ones leaving the bucket), and after a
// recount.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql, type RawBuilder } from 'kysely';
import { loginAs, startTestRegistry, type TestRegistry } from '../../testing.ts';
import { seedSyntheticCases } from '../../seed/synthetic.ts';
import { syntheticTenants } from '../../seed/spread.ts';
import { SYNTHETIC_PASSWORD } from '../../seed/synthetic-organizations.ts';
import type { Database } from '../../db/schema.ts';
import type { Kysely } from 'kysely';
import { FACET_VALUES_SHOWN } from './facets.ts';
import { compactPortfolioCounts } from './counters.ts';
import { rankedFacetValues, RANKED_VALUES } from './rankings.ts';
import { parseFilters } from './rules.ts';

type Condition = RawBuilder<unknown>;

interface Side {
  kind: 'LAW_FIRM' | 'LIENHOLDER';
  role: 'escrow-agent' | 'lienholder';
  facet: 'lienholder' | 'law_firm';
  dimension: string;
  /** The bucket of the side's default filter in portfolio_facet_rankings. */
  defaultBucket: string;
  /** The counts' filters, and the entries each selects (`e`). */
  filters: [query: string, condition: Condition][];
  /** The entries' facet value as a set-returning or scalar expression of `e`. */
  value: Condition;
  /** Moves `count` entries of the default filter to `newcomer` (a value with fewer of them). */
  takeOver(db: Kysely<Database>, organizationId: string, newcomer: string, count: number): Promise<void>;
  /** Takes the entries of `values` out of the default filter. */
  leave(db: Kysely<Database>, organizationId: string, values: string[]): Promise<void>;
}

const LAW_FIRM_SIDE: Side = {
  kind: 'LAW_FIRM',
  role: 'escrow-agent',
  facet: 'lienholder',
  dimension: 'lienholder:closed',
  defaultBucket: 'open/all',
  filters: [
    ['', sql`not e.is_closed`],
    ['is_closed=all', sql`true`],
    ['is_closed=true', sql`e.is_closed`],
    ['status=NEGOTIATION', sql`e.status = 'NEGOTIATION'`],
  ],
  value: sql`unnest(e.lienholder_ids)`,
  // The lienholder takes over a lien of open cases it was not on (nor rejected on: liens are unique per case).
  async takeOver(db, organizationId, newcomer, count) {
    await sql`
      update liens set lienholder_id = ${newcomer} where id in (
        select distinct on (l.case_id) l.id from liens l join portfolio_entries e on e.case_id = l.case_id
         where e.organization_id = ${organizationId} and not e.is_closed
           and not exists (select 1 from liens x where x.case_id = l.case_id and x.lienholder_id = ${newcomer})
         order by l.case_id, l.id limit ${count})`.execute(db);
  },
  // Their liens on the firm's cases are rejected.
  async leave(db, organizationId, values) {
    await sql`
      update liens set verification_status = 'REJECTED' where lienholder_id = any(${values}::uuid[]) and id in (
        select l.id from liens l join cases c on c.id = l.case_id where c.law_firm_id = ${organizationId})`.execute(db);
  },
};

const LIENHOLDER_SIDE: Side = {
  kind: 'LIENHOLDER',
  role: 'lienholder',
  facet: 'law_firm',
  dimension: 'law_firm:closed',
  defaultBucket: 'all/false',
  filters: [
    ['', sql`not e.is_resolved`],
    ['is_resolved=all', sql`true`],
    ['is_resolved=true', sql`e.is_resolved`],
    ['is_closed=false', sql`not e.is_closed and not e.is_resolved`],
    ['is_closed=true&is_resolved=all', sql`e.is_closed`],
    ['status=NEGOTIATION', sql`e.status = 'NEGOTIATION' and not e.is_resolved`],
  ],
  value: sql`e.law_firm_id`,
  // The law firm takes over cases on which the lienholder's lien is unresolved.
  async takeOver(db, organizationId, newcomer, count) {
    await sql`
      update cases set law_firm_id = ${newcomer} where id in (
        select e.case_id from portfolio_entries e
         where e.organization_id = ${organizationId} and not e.is_resolved and e.law_firm_id <> ${newcomer}
         order by e.case_id limit ${count})`.execute(db);
  },
  // The lienholder's liens on their cases are resolved.
  async leave(db, organizationId, values) {
    await sql`
      update liens set resolution_status = 'PAID_IN_FULL' where lienholder_id = ${organizationId} and resolution_status is null
         and case_id in (select id from cases where law_firm_id = any(${values}::uuid[]))`.execute(db);
  },
};

describe.each([
  ['a law firm’s lienholders', LAW_FIRM_SIDE],
  ['a lienholder’s law firms', LIENHOLDER_SIDE],
])('named facets past the values shown: %s', (_name, side) => {
  let registry: TestRegistry;
  let token: string;
  let organizationId: string;

  beforeAll(async () => {
    registry = await startTestRegistry({ seed: true });
    await seedSyntheticCases(registry.registry.db, { cases: 2000, lawFirms: 60, lienholders: 60 });
    const largest = (await syntheticTenants(registry.registry.db)).find((t) => t.kind === side.kind && t.size === 'largest')!;
    organizationId = largest.organizationId;
    token = await loginAs(registry.url, largest.email, SYNTHETIC_PASSWORD);
  }, 120_000);
  afterAll(() => registry?.close());

  /** The facet as a scan of the entries computes it. */
  async function scanned(condition: Condition) {
    const { rows } = await sql<{ id: string; name: string; count: number }>`
      select o.id, o.name, count(*)::int as count
        from (select ${side.value} as value from portfolio_entries e where e.organization_id = ${organizationId} and ${condition}) v
        join legal_organizations o on o.id = v.value
       group by o.id, o.name order by count(*) desc, o.name, o.id`.execute(registry.registry.db);
    return { values: rows.slice(0, FACET_VALUES_SHOWN), all: rows, total: rows.length };
  }

  const defaultCondition = side.filters[0]![1];

  async function expectCountsAsScanned() {
    for (const [query, condition] of side.filters) {
      const response = await fetch(`${registry.url}/api/registry/v1/${side.role}/portfolio/counts/?${query}`, {
        headers: { authorization: `JWT ${token}` },
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { facets: Record<string, unknown[]>; facet_totals: Record<string, number> };
      const expected = await scanned(condition);
      expect(body.facets[side.facet], query).toEqual(expected.values);
      expect(body.facet_totals[side.facet], query).toBe(expected.total);
    }
  }

  const ranked = () =>
    rankedFacetValues(registry.registry.db, organizationId, side.dimension, parseFilters({}, side.kind), FACET_VALUES_SHOWN);

  test('before the compaction ranked them: every value summed', async () => {
    for (const [query, condition] of side.filters.slice(0, 3)) {
      expect((await scanned(condition)).total, query).toBeGreaterThan(FACET_VALUES_SHOWN);
    }
    expect(await ranked()).toBeNull();
    await expectCountsAsScanned();
  });

  test('after the compaction: from the ranking, then after changes, then after a recount', async () => {
    const db = registry.registry.db;
    await compactPortfolioCounts(db);
    const { rows: rankings } = await sql<{ floor: string; total: string }>`
      select floor, total from portfolio_facet_rankings
       where organization_id = ${organizationId} and dimension = ${side.dimension} and bucket = ${side.defaultBucket}`.execute(db);
    expect(Number(rankings[0]!.total)).toBeGreaterThan(RANKED_VALUES);
    expect(Number(rankings[0]!.floor)).toBeGreaterThan(0);
    expect(await ranked()).not.toBeNull();
    await expectCountsAsScanned();

    // The least counted value takes over more entries than the first has: from the last to the first.
    const before = await scanned(defaultCondition);
    const newcomer = before.all.at(-1)!.id;
    await side.takeOver(db, organizationId, newcomer, before.values[0]!.count + 5);
    expect((await scanned(defaultCondition)).values[0]).toMatchObject({ id: newcomer });
    await expectCountsAsScanned();

    // The first 30 leave the default filter: fewer than the values shown are left of the ranking, and values past it
    // come up.
    const firstThirty = (await scanned(defaultCondition)).all.slice(0, 30).map((value) => value.id);
    await side.leave(db, organizationId, firstThirty);
    expect((await scanned(defaultCondition)).values.map((value) => value.id)).not.toContain(firstThirty[0]);
    await expectCountsAsScanned();
    await compactPortfolioCounts(db);
    expect(await ranked()).not.toBeNull();
    await expectCountsAsScanned();

    // A recount rewrites the counters: their rankings go with them until the next compaction.
    await sql`select portfolio_recount()`.execute(db);
    expect(await ranked()).toBeNull();
    await expectCountsAsScanned();
  });
});
