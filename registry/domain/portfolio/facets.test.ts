// The named facets of a portfolio with more values than are shown: the first values (by count, name, id) and the
// total equal those of a scan of the entries, whatever the filter (a status filter leaves many values tied at the
// cut), before the compaction ranked the values, after it, after changes since, and after a recount.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import { loginAs, startTestRegistry, type TestRegistry } from '../../testing.ts';
import { seedSyntheticCases } from '../../seed/synthetic.ts';
import { syntheticTenants } from '../../seed/spread.ts';
import { SYNTHETIC_PASSWORD } from '../../seed/synthetic-organizations.ts';
import { FACET_VALUES_SHOWN } from './facets.ts';
import { compactPortfolioCounts } from './counters.ts';
import { rankedFacetValues, RANKED_VALUES } from './rankings.ts';
import { parseFilters } from './rules.ts';

const FILTERS: [query: string, condition: ReturnType<typeof sql>][] = [
  ['', sql`not e.is_closed`],
  ['is_closed=all', sql`true`],
  ['is_closed=true', sql`e.is_closed`],
  ['status=NEGOTIATION', sql`e.status = 'NEGOTIATION'`],
];

describe('named facets past the values shown', () => {
  let registry: TestRegistry;
  let token: string;
  let organizationId: string;

  beforeAll(async () => {
    registry = await startTestRegistry({ seed: true });
    await seedSyntheticCases(registry.registry.db, { cases: 2000, lawFirms: 8, lienholders: 60 });
    const largest = (await syntheticTenants(registry.registry.db)).find((t) => t.kind === 'LAW_FIRM' && t.size === 'largest')!;
    organizationId = largest.organizationId;
    token = await loginAs(registry.url, largest.email, SYNTHETIC_PASSWORD);
  }, 120_000);
  afterAll(() => registry?.close());

  /** The lienholder facet as a scan of the entries computes it. */
  async function scanned(condition: ReturnType<typeof sql>) {
    const { rows } = await sql<{ id: string; name: string; count: number }>`
      select o.id, o.name, count(*)::int as count
        from portfolio_entries e, unnest(e.lienholder_ids) as lienholder join legal_organizations o on o.id = lienholder
       where e.organization_id = ${organizationId} and ${condition}
       group by o.id, o.name order by count(*) desc, o.name, o.id`.execute(registry.registry.db);
    return { values: rows.slice(0, FACET_VALUES_SHOWN), all: rows, total: rows.length };
  }

  async function expectCountsAsScanned() {
    for (const [query, condition] of FILTERS) {
      const response = await fetch(`${registry.url}/api/registry/v1/escrow-agent/portfolio/counts/?${query}`, {
        headers: { authorization: `JWT ${token}` },
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { facets: { lienholder: unknown[] }; facet_totals: { lienholder: number } };
      const expected = await scanned(condition);
      expect(body.facets.lienholder, query).toEqual(expected.values);
      expect(body.facet_totals.lienholder, query).toBe(expected.total);
    }
  }

  const ranked = () =>
    rankedFacetValues(registry.registry.db, organizationId, 'lienholder:closed', parseFilters({}, 'LAW_FIRM'), FACET_VALUES_SHOWN);

  test('before the compaction ranked them: every value summed', async () => {
    for (const [query, condition] of FILTERS) expect((await scanned(condition)).total, query).toBeGreaterThan(FACET_VALUES_SHOWN);
    expect(await ranked()).toBeNull();
    await expectCountsAsScanned();
  });

  test('after the compaction: from the ranking, then after changes, then after a recount', async () => {
    const db = registry.registry.db;
    await compactPortfolioCounts(db);
    const { rows: rankings } = await sql<{ floor: string; total: string; ranked: number }>`
      select floor, total, cardinality(ranked_values) as ranked from portfolio_facet_rankings
       where organization_id = ${organizationId} and dimension = 'lienholder:closed' and bucket = 'open/all'`.execute(db);
    expect(Number(rankings[0]!.total)).toBeGreaterThan(RANKED_VALUES);
    expect(Number(rankings[0]!.floor)).toBeGreaterThan(0);
    expect(await ranked()).not.toBeNull();
    await expectCountsAsScanned();

    // The least counted lienholder takes over a lien of 60 open cases it was not on: from the last to the first.
    const last = (await scanned(sql`not e.is_closed`)).total;
    const { rows: least } = await sql<{ id: string }>`
      select lienholder as id from portfolio_entries e, unnest(e.lienholder_ids) as lienholder
       where e.organization_id = ${organizationId} and not e.is_closed group by lienholder order by count(*), lienholder limit 1`.execute(
      db,
    );
    const newcomer = least[0]!.id;
    await sql`
      update liens set lienholder_id = ${newcomer} where id in (
        select distinct on (l.case_id) l.id from liens l join portfolio_entries e on e.case_id = l.case_id
         where e.organization_id = ${organizationId} and not e.is_closed
           and not exists (select 1 from liens x where x.case_id = l.case_id and x.lienholder_id = ${newcomer})
         order by l.case_id, l.id limit 60)`.execute(db);
    expect((await scanned(sql`not e.is_closed`)).values[0]).toMatchObject({ id: newcomer });
    expect(last).toBeGreaterThan(FACET_VALUES_SHOWN);
    await expectCountsAsScanned();

    // The first 30 lose their liens to rejection: fewer than the values shown are left of the ranking, and values
    // past it come up.
    const firstThirty = (await scanned(sql`not e.is_closed`)).all.slice(0, 30).map((value) => value.id);
    await sql`
      update liens set verification_status = 'REJECTED' where lienholder_id = any(${firstThirty}::uuid[]) and id in (
        select l.id from liens l join cases c on c.id = l.case_id where c.law_firm_id = ${organizationId})`.execute(db);
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
