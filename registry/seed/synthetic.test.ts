import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import { loginAs, startTestRegistry, type TestRegistry } from '../testing.ts';
import { seedSyntheticCases } from './synthetic.ts';
import { syntheticTenants, TYPICAL_MIN_CASES } from './spread.ts';
import { SYNTHETIC_PASSWORD, SYNTHETIC_TAGS, syntheticLawFirmEmail, syntheticLienholderEmail } from './synthetic-organizations.ts';
import { expectedShare, rankExponent, rankOf } from './skew.ts';

const CASES = 2_000;

describe('synthetic seed', () => {
  let registry: TestRegistry;
  let demoCases: number;
  const count = async (query: ReturnType<typeof sql<{ n: string }>>) => Number((await query.execute(registry.registry.db)).rows[0]!.n);

  beforeAll(async () => {
    registry = await startTestRegistry({ seed: true });
    demoCases = await count(sql`select count(*) as n from cases`);
    // Case numbers past 271,000, where `g * 7919` overflowed int4 before.
    await seedSyntheticCases(registry.registry.db, { cases: CASES, lawFirms: 20, lienholders: 60, firstNumber: 2_147_000 });
  }, 120_000);
  afterAll(() => registry?.close());

  test('spreads the cases over the synthetic organisations with a skew, the demo ones taking part', async () => {
    expect(await count(sql`select count(*) as n from cases`)).toBe(demoCases + CASES);
    const tenants = await syntheticTenants(registry.registry.db);
    const largestFirm = tenants.find((t) => t.kind === 'LAW_FIRM' && t.size === 'largest')!;
    const typicalFirm = tenants.find((t) => t.kind === 'LAW_FIRM' && t.size === 'typical')!;
    const largestLienholder = tenants.find((t) => t.kind === 'LIENHOLDER' && t.size === 'largest')!;
    expect(largestFirm.email).toBe(syntheticLawFirmEmail(1));
    expect(largestLienholder.email).toBe(syntheticLienholderEmail(1));
    expect(largestFirm.cases).toBeGreaterThan(CASES * 0.1);
    expect(typicalFirm.cases).toBeLessThan(largestFirm.cases / 2);
    // Typical: a list that fills a first page, not the median organisation's case or two.
    expect(typicalFirm.cases).toBeGreaterThanOrEqual(TYPICAL_MIN_CASES);
    expect(largestLienholder.cases).toBeGreaterThan(CASES * 0.2);
    const demoFirmCases = await count(sql`
      select count(*) as n from cases c join accounts a on a.organization_id = c.law_firm_id join users u on u.id = a.user_id
      where u.email = 'lawfirm@demo.test'`);
    expect(demoFirmCases).toBeGreaterThan(5);
  });

  test("every synthetic organisation's admin signs in and sees its own cases only", async () => {
    const tenants = await syntheticTenants(registry.registry.db);
    for (const tenant of tenants) {
      const token = await loginAs(registry.url, tenant.email, SYNTHETIC_PASSWORD);
      const path = tenant.kind === 'LAW_FIRM' ? 'escrow-agent/portfolio/?is_closed=all' : 'lienholder/portfolio/?is_resolved=all';
      const response = await fetch(`${registry.url}/api/registry/v1/${path}&page_size=5`, { headers: { Authorization: `JWT ${token}` } });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { count: number; results: { law_firm?: { id: string } }[] };
      expect(body.count).toBe(tenant.cases);
    }
    const admins = await count(sql`
      select count(*) as n from users u join accounts a on a.user_id = u.id
      where u.email like '%@synthetic.test' and a.role = 'ADMIN'`);
    expect(admins).toBe(80);
  });

  test('tags, case tags and external keys on a share of the cases', async () => {
    expect(
      await count(
        sql`select count(*) as n from tags t join accounts a on a.organization_id = t.organization_id join users u on u.id = a.user_id where u.email = ${syntheticLawFirmEmail(1)}`,
      ),
    ).toBe(SYNTHETIC_TAGS.length);
    const tagged = await count(sql`select count(distinct case_id) as n from case_tags`);
    expect(tagged).toBeGreaterThan(CASES * 0.15);
    // Every tag on a case belongs to an organisation that sees the case.
    expect(
      await count(sql`
        select count(*) as n from case_tags ct join tags t on t.id = ct.tag_id join cases c on c.id = ct.case_id
        where t.organization_id is distinct from c.law_firm_id
          and not exists (select 1 from liens l where l.case_id = c.id and l.lienholder_id = t.organization_id)`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from external_keys where case_id is not null and registry_external_id like 'MAT-%'`),
    ).toBeGreaterThan(CASES * 0.3);
    expect(
      await count(sql`select count(*) as n from external_keys where lien_id is not null and registry_external_id like 'ACC-%'`),
    ).toBeGreaterThan(CASES * 0.1);
  });

  test('the portfolio read model holds every entry the seed made (rebuilt after the bulk insert)', async () => {
    const expected = await count(sql`
      select count(*) as n from (
        select law_firm_id as organization_id, id as case_id from cases where law_firm_id is not null
        union
        select lienholder_id, case_id from liens where verification_status <> 'REJECTED'
      ) as visible`);
    expect(await count(sql`select count(*) as n from portfolio_entries`)).toBe(expected);
  });

  test('a second run adds cases to the same organisations', async () => {
    const organizations = await count(sql`select count(*) as n from legal_organizations`);
    await seedSyntheticCases(registry.registry.db, { cases: 100, lawFirms: 20, lienholders: 60 });
    expect(await count(sql`select count(*) as n from legal_organizations`)).toBe(organizations);
    expect(await count(sql`select count(*) as n from cases`)).toBe(demoCases + CASES + 100);
  });
});

describe('skew', () => {
  test('rank 0 gets the largest share, and the shares sum to one', () => {
    const exponent = rankExponent(400, 0.125);
    expect(expectedShare(0, 400, exponent)).toBeCloseTo(0.125, 6);
    const total = Array.from({ length: 400 }, (_, rank) => expectedShare(rank, 400, exponent)).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 6);
    expect(expectedShare(200, 400, exponent)).toBeLessThan(0.005);
    expect(rankOf(1, 400, exponent)).toBe(399);
    expect(rankOf(0.0001, 400, exponent)).toBe(0);
  });
});
