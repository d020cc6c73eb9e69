// The named facets of a portfolio with more values than are shown: the first values (by count, name, id) and the
// total, as the counters give them, equal those of a scan of the entries, whatever the filter (a status filter leaves
// many values tied at the cut).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import { loginAs, startTestRegistry, type TestRegistry } from '../../testing.ts';
import { seedSyntheticCases } from '../../seed/synthetic.ts';
import { syntheticTenants } from '../../seed/spread.ts';
import { SYNTHETIC_PASSWORD } from '../../seed/synthetic-organizations.ts';
import { FACET_VALUES_SHOWN } from './facets.ts';

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
    return { values: rows.slice(0, FACET_VALUES_SHOWN), total: rows.length };
  }

  test.each([
    ['', sql`not e.is_closed`],
    ['is_closed=all', sql`true`],
    ['is_closed=true', sql`e.is_closed`],
    ['status=NEGOTIATION', sql`e.status = 'NEGOTIATION'`],
  ])('counts/?%s', async (filter, condition) => {
    const response = await fetch(`${registry.url}/api/registry/v1/escrow-agent/portfolio/counts/?${filter}`, {
      headers: { authorization: `JWT ${token}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { facets: { lienholder: unknown[] }; facet_totals: { lienholder: number } };
    const expected = await scanned(condition);
    expect(expected.total).toBeGreaterThan(FACET_VALUES_SHOWN);
    expect(body.facets.lienholder).toEqual(expected.values);
    expect(body.facet_totals.lienholder).toBe(expected.total);
  });
});
