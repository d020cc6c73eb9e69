// The portfolio read model (migration 0029) against the base tables, through the registry's real write paths: after
// every kind of change the entries and the summed counters equal what portfolio_rebuild() computes from scratch
// (in a transaction rolled back), the counter readers equal plain counts over the cases with the visibility rule and
// the 90-day rule of out-of-date.ts, and compaction changes no sum.
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrationProvider } from '../../db/migrations/index.ts';
import type { Database } from '../../db/schema.ts';
import { seedDemoData } from '../../seed/demo.ts';
import { DEMO_EMAILS, loginAs, startTestRegistry, type TestRegistry } from '../../testing.ts';
import { call, V1 } from '../../../tests/contract/helpers.ts';
import { visibleCases } from '../case-visibility.ts';
import type { OrganizationKind } from '../kinds.ts';
import { CLOSED_CASE_STATUSES } from '../options.ts';
import { outOfDateCondition } from '../out-of-date.ts';
import { compactPortfolioCounts, readCounterGroups, readDimensionCounts, type CounterDimension } from './counters.ts';
import type { FacetGroup } from './rules.ts';

let registry: TestRegistry;
let url: string;
let db: Kysely<Database>;
const tokens: Record<string, string> = {};
const orgs: Record<string, string> = {};
const LF = `${V1}/escrow-agent/portfolio/`;
const LH = `${V1}/lienholder/portfolio/`;
const ACTORS = ['lawFirm', 'lawFirm2', 'provider', 'funder'] as const;

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  db = registry.registry.db;
  for (const key of ACTORS) {
    tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
    orgs[key] = (await call(url, `${V1}/accounts-auth/`, { token: tokens[key] })).body.registry_accounts[0].registry_legal_organization.id;
  }
}, 120_000);
afterAll(() => registry?.close());

interface ReadModel {
  entries: unknown[];
  counts: unknown[];
  fresh: unknown[];
}

async function readModel(db: Kysely<Database>): Promise<ReadModel> {
  const entries = await sql`select * from portfolio_entries order by organization_id, case_id`.execute(db);
  const counts = await sql`
    select organization_id, dimension, value, status, is_resolved, sum(n)::int as n from portfolio_counts
     group by 1, 2, 3, 4, 5 having sum(n) <> 0 order by 1, 2, 3, 4, 5`.execute(db);
  // Compaction drops buckets before yesterday (never read again).
  const fresh = await sql`
    select organization_id, dimension, value, status, is_resolved, stale_on, sum(n)::int as n from portfolio_fresh_counts
     where stale_on >= (now() at time zone 'UTC')::date - 1
     group by 1, 2, 3, 4, 5, 6 having sum(n) <> 0 order by 1, 2, 3, 4, 5, 6`.execute(db);
  return { entries: entries.rows, counts: counts.rows, fresh: fresh.rows };
}

class Rollback extends Error {}

/** What the triggers kept equals what portfolio_rebuild() computes from the base tables (rolled back after). */
async function expectExact(step: string): Promise<ReadModel> {
  const kept = await readModel(db);
  let rebuilt: ReadModel | undefined;
  await db
    .transaction()
    .execute(async (trx) => {
      await sql`select portfolio_rebuild()`.execute(trx);
      rebuilt = await readModel(trx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  expect(kept, step).toEqual(rebuilt);
  return kept;
}

const sortGroups = (groups: FacetGroup[]) =>
  [...groups].sort((a, b) =>
    `${a.status}|${a.is_resolved}|${a.is_out_of_date}`.localeCompare(`${b.status}|${b.is_resolved}|${b.is_out_of_date}`),
  );

/** The groups by a plain count over the visible cases, with the out-of-date rule of out-of-date.ts. */
async function countedGroups(organizationId: string, kind: OrganizationKind): Promise<FacetGroup[]> {
  const rows = await visibleCases(db, { organizationId, kind })
    .select([
      'c.status as status',
      sql<boolean>`ul.resolution_status is not null`.as('is_resolved'),
      outOfDateCondition(true).as('is_out_of_date'),
      (eb) => eb.fn.countAll<number>().as('count'),
    ])
    .groupBy(['c.status', sql`ul.resolution_status is not null`, sql`3`])
    .execute();
  return rows.map((row) => ({
    status: row.status,
    is_resolved: Boolean(row.is_resolved),
    is_out_of_date: Boolean(row.is_out_of_date),
    count: Number(row.count),
  }));
}

const KINDS: Record<(typeof ACTORS)[number], OrganizationKind> = {
  lawFirm: 'LAW_FIRM',
  lawFirm2: 'LAW_FIRM',
  provider: 'LIENHOLDER',
  funder: 'LIENHOLDER',
};

async function expectReadersExact(step: string): Promise<void> {
  for (const actor of ACTORS) {
    expect(sortGroups(await readCounterGroups(db, orgs[actor])), `${step}: ${actor}`).toEqual(
      sortGroups(await countedGroups(orgs[actor], KINDS[actor])),
    );
  }
}

/** Every check after a change. */
async function expectConsistent(step: string): Promise<ReadModel> {
  const model = await expectExact(step);
  await expectReadersExact(step);
  return model;
}

const firmCases = async (token = tokens.lawFirm) =>
  (await call(url, `${LF}?page_size=off&is_closed=all`, { token })).body.results as Array<{
    id: string;
    lienholders: Array<{ id: string; name: string }>;
    plaintiff: { first_name: string; last_name: string };
  }>;
const liensOf = async (caseId: string) =>
  db.selectFrom('liens').selectAll().where('case_id', '=', caseId).orderBy('created_at').orderBy('id').execute();

describe('portfolio read model', () => {
  test('the migration fills the entries for the demo data; each organisation sees what the visibility rule gives', async () => {
    const model = await expectConsistent('demo data');
    expect(model.entries.length).toBeGreaterThan(10);
    for (const actor of ACTORS) {
      const visible = await visibleCases(db, { organizationId: orgs[actor], kind: KINDS[actor] }).select('c.id').orderBy('c.id').execute();
      const entries = await db
        .selectFrom('portfolio_entries')
        .select('case_id as id')
        .where('organization_id', '=', orgs[actor])
        .orderBy('case_id')
        .execute();
      expect(entries, actor).toEqual(visible);
    }
  });

  test('case creation on both sides, status and details updates, plaintiff rename', async () => {
    const contacts = await call(url, `${V1}/law-firm-contacts/?law_firm=${orgs.lawFirm}`, { token: tokens.provider });
    const contact = contacts.body.results.find((c: { email: string }) => c.email === DEMO_EMAILS.lawFirm);
    const row = {
      plaintiff: { first_name: 'Nadia', last_name: 'Quintero', birthdate: '1988-04-02' },
      date_of_loss: '2025-01-15',
      type: 'MOTOR_VEHICLE_ACCIDENT',
      state_of_incident: 'CA',
      law_firm: orgs.lawFirm,
      contact: { id: contact.id },
    };
    const byProvider = await call(url, LH, { token: tokens.provider, method: 'POST', body: { cases: [row, row] } });
    expect(byProvider.status).toBe(201);
    await expectConsistent('lienholder registers two cases');
    const byFirm = await call(url, LF, { token: tokens.lawFirm, method: 'POST', body: row });
    expect(byFirm.status, JSON.stringify(byFirm.body)).toBe(201);
    await expectConsistent('law firm registers a case');

    const [target] = await firmCases();
    const updated = await call(url, `${LF}${target.id}/`, {
      token: tokens.lawFirm,
      method: 'PATCH',
      body: { status: 'TRIAL_SCHEDULED', appearance_date: '2031-03-04', note: 'Trial set.' },
    });
    expect(updated.status).toBe(200);
    await expectConsistent('status update');
    const closed = await call(url, `${LF}${target.id}/`, { token: tokens.lawFirm, method: 'PATCH', body: { status: 'CASE_CLOSED' } });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    await expectConsistent('closed');
    expect(
      (await call(url, `${LF}${target.id}/`, { token: tokens.lawFirm, method: 'PATCH', body: { status_no_change: true } })).status,
    ).toBe(200);
    await expectConsistent('status confirmed without change');

    const renamed = await call(url, `${LF}${target.id}/details/`, {
      token: tokens.lawFirm,
      method: 'PATCH',
      body: { plaintiff: { first_name: 'Renamed', last_name: 'Person', birthdate: '1970-01-08' }, date_of_loss: '2024-12-31' },
    });
    expect(renamed.status).toBe(200);
    const entry = await db
      .selectFrom('portfolio_entries')
      .selectAll()
      .where('case_id', '=', target.id)
      .where('organization_id', '=', orgs.lawFirm)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      first_name_key: 'renamed',
      last_name_key: 'person',
      full_name: 'renamed person',
      birthdate: '1970-01-08',
      date_of_loss: '2024-12-31',
      status: 'CASE_CLOSED',
      is_closed: true,
    });
    await expectConsistent('details and plaintiff rename');
  });

  test('liens: add, treatment status, resolve and reopen, reject and resubmit, removal by either side', async () => {
    const cases = await firmCases();
    const target = cases.find((c) => !c.lienholders.some((l) => l.id === orgs.funder))!;
    const added = await call(url, `${V1}/beta/escrow-agent/liens/`, {
      token: tokens.lawFirm,
      method: 'POST',
      body: { case: target.id, lienholder: orgs.funder },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const lienId = added.body.id as string;
    await expectConsistent('lien added by the law firm');
    const own = `${V1}/beta/lienholder/liens/${lienId}/`;

    expect((await call(url, own, { token: tokens.funder, method: 'PATCH', body: { plaintiff_treatment_status: 'TREATING' } })).status).toBe(
      200,
    );
    await expectConsistent('treatment status');
    expect(
      (await call(url, `${own}resolve/`, { token: tokens.funder, method: 'POST', body: { resolution_status: 'PAID_IN_FULL' } })).status,
    ).toBe(200);
    await expectConsistent('lien resolved');
    expect((await readDimensionCounts(db, orgs.funder, 'treatment')).some((row) => row.is_resolved)).toBe(true);
    expect((await call(url, `${own}reopen/`, { token: tokens.funder, method: 'POST', body: {} })).status).toBe(200);
    await expectConsistent('lien reopened');

    const rejected = await call(url, `${V1}/beta/escrow-agent/liens/${lienId}/reject_verification/`, {
      token: tokens.lawFirm,
      method: 'PATCH',
      body: { note: 'Missing bill' },
    });
    expect(rejected.status).toBe(200);
    await expectConsistent('lien verification rejected');
    const resubmitted = await call(url, `${V1}/beta/lienholder/liens/${lienId}/resolve_rejection/`, {
      token: tokens.funder,
      method: 'PATCH',
      body: { path: 'RESUBMIT', note: 'Here it is' },
    });
    expect(resubmitted.status).toBe(200);
    await expectConsistent('rejection resolved');

    expect(
      (await call(url, `${V1}/beta/escrow-agent/liens/${lienId}/`, { token: tokens.lawFirm, method: 'DELETE', body: {} })).status,
    ).toBe(204);
    const model = await expectConsistent('lien removed by the law firm');
    expect(model.entries).not.toContainEqual(expect.objectContaining({ organization_id: orgs.funder, case_id: target.id }));

    const again = await call(url, `${V1}/beta/escrow-agent/liens/`, {
      token: tokens.lawFirm,
      method: 'POST',
      body: { case: target.id, lienholder: orgs.funder },
    });
    expect(again.status).toBe(201);
    await expectConsistent('lien added again');
    const left = await call(url, `${V1}/beta/lienholder/liens/${again.body.id}/remove-case/`, {
      token: tokens.funder,
      method: 'POST',
      body: { note: 'Not ours' },
    });
    expect(left.status).toBe(204);
    await expectConsistent('case removed by the lienholder');
  });

  test('tags added and removed, and a deleted tag', async () => {
    const [first, second] = await firmCases();
    const tag = (await call(url, `${V1}/tags/`, { token: tokens.lawFirm, method: 'POST', body: { name: 'Read model' } })).body;
    const providerTag = (await call(url, `${V1}/tags/`, { token: tokens.provider, method: 'POST', body: { name: 'Mine' } })).body;
    const links: string[] = [];
    for (const caseId of [first.id, second.id]) {
      const link = await call(url, `${V1}/case-tags/`, { token: tokens.lawFirm, method: 'POST', body: { case: caseId, tag: tag.id } });
      expect(link.status).toBe(201);
      links.push(link.body.id);
    }
    const providerCase = (await call(url, `${LH}?page_size=off&is_resolved=all`, { token: tokens.provider })).body.results[0].id;
    expect(
      (await call(url, `${V1}/case-tags/`, { token: tokens.provider, method: 'POST', body: { case: providerCase, tag: providerTag.id } }))
        .status,
    ).toBe(201);
    await expectConsistent('tags added');
    expect(
      (await readDimensionCounts(db, orgs.lawFirm, 'tag')).filter((row) => row.value === tag.id).reduce((n, row) => n + row.count, 0),
    ).toBe(2);
    expect((await call(url, `${V1}/case-tags/${links[0]}/`, { token: tokens.lawFirm, method: 'DELETE' })).status).toBe(204);
    await expectConsistent('tag removed');
    await db.deleteFrom('tags').where('id', '=', tag.id).execute();
    await expectConsistent('tag deleted');
  });

  test('merge of duplicates', async () => {
    const cases = (await firmCases()).filter((c) => c.lienholders.length > 0);
    const [a, b] = cases;
    const preview = await call(url, `${LF}preview-merge/`, { token: tokens.lawFirm, method: 'POST', body: { case_ids: [a.id, b.id] } });
    const merge = await call(url, `${LF}merge/`, {
      token: tokens.lawFirm,
      method: 'POST',
      body: { case_ids: [a.id, b.id], last_previewed_at: preview.body.last_previewed_at },
    });
    expect(merge.status, JSON.stringify(merge.body)).toBe(200);
    await expectConsistent('merge');
  });

  test('change of law firm by the law firm (known and unknown) and by a lienholder after a rejection', async () => {
    const cases = (await firmCases()).filter((c) => c.lienholders.length > 0);
    const known = await call(url, `${LF}${cases[0].id}/change-law-firm/`, {
      token: tokens.lawFirm,
      method: 'PATCH',
      body: { knows_new_firm: true, law_firm: orgs.lawFirm2 },
    });
    expect(known.status, JSON.stringify(known.body)).toBe(204);
    await expectConsistent('case moved to another firm');
    const unknown = await call(url, `${LF}${cases[1].id}/change-law-firm/`, {
      token: tokens.lawFirm,
      method: 'PATCH',
      body: { knows_new_firm: false, note: 'Client left' },
    });
    expect(unknown.status, JSON.stringify(unknown.body)).toBe(204);
    await expectConsistent('case left without a firm');

    const lien = (await liensOf(cases[2].id)).find((l) => l.lienholder_id === orgs.provider && l.verification_status !== 'REJECTED');
    expect(lien).toBeDefined();
    await call(url, `${V1}/beta/escrow-agent/liens/${lien!.id}/reject_verification/`, {
      token: tokens.lawFirm,
      method: 'PATCH',
      body: { note: 'We do not represent this plaintiff' },
    });
    const changed = await call(url, `${V1}/beta/lienholder/liens/${lien!.id}/resolve_rejection/`, {
      token: tokens.provider,
      method: 'PATCH',
      body: { path: 'CHANGE_LAW_FIRM', law_firm: orgs.lawFirm2 },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await expectConsistent('lienholder moved the case to another firm');
    const facets = await readDimensionCounts(db, orgs.provider, 'law_firm');
    expect(facets.some((row) => row.value === orgs.lawFirm2)).toBe(true);
  });

  test('concurrent changes of one case (a tag, a status update) both end in its entries', async () => {
    const [target] = await firmCases();
    const tag = (await call(url, `${V1}/tags/`, { token: tokens.lawFirm, method: 'POST', body: { name: 'Concurrent' } })).body;
    // The tag's transaction stays open while the status update starts (on PostgreSQL the update waits for it; the
    // single-connection PGlite runs them one after the other).
    const tagging = db.transaction().execute(async (trx) => {
      await trx.insertInto('case_tags').values({ case_id: target.id, tag_id: tag.id }).execute();
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const updating = db.transaction().execute(async (trx) => {
      await trx
        .updateTable('cases')
        .set({ status: 'DEMAND_SENT', last_updated_at: sql`now()` })
        .where('id', '=', target.id)
        .execute();
    });
    await Promise.all([tagging, updating]);
    const entry = await db
      .selectFrom('portfolio_entries')
      .select(['status', 'tag_ids'])
      .where('case_id', '=', target.id)
      .where('organization_id', '=', orgs.lawFirm)
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ status: 'DEMAND_SENT', tag_ids: [tag.id] });
    await expectConsistent('concurrent tag and status update');
  });

  test('a deleted case leaves no entry and no count', async () => {
    const [target] = await firmCases(tokens.lawFirm2);
    await db.transaction().execute(async (trx) => {
      for (const table of ['activities', 'events', 'case_threads', 'case_contacts'] as const) {
        await trx.deleteFrom(table).where('case_id', '=', target.id).execute();
      }
      await trx.deleteFrom('cases').where('id', '=', target.id).execute();
    });
    const model = await expectConsistent('case deleted');
    expect(model.entries).not.toContainEqual(expect.objectContaining({ case_id: target.id }));
  });

  test('the out-of-date split follows the 90 × 24 h rule around the boundary day', async () => {
    const open = (await firmCases()).slice(0, 9);
    expect(open.length).toBe(9);
    // Instants relative to now and to the UTC day of now: the buckets before, on and after today, both sides of
    // the cutoff on the boundary day, never updated, and a closed case updated long ago.
    const times = [
      sql`now() - interval '2160 hours' - interval '3 days'`,
      sql`now() - interval '2160 hours' - interval '1 day'`,
      sql`(now() at time zone 'UTC')::date::timestamp at time zone 'UTC' - interval '2160 hours' + interval '1 second'`,
      sql`now() - interval '2160 hours' - interval '1 minute'`,
      sql`now() - interval '2160 hours' + interval '1 minute'`,
      sql`((now() at time zone 'UTC')::date + 1)::timestamp at time zone 'UTC' - interval '2160 hours' - interval '1 second'`,
      sql`now() - interval '2160 hours' + interval '1 day'`,
      sql`null`,
    ];
    for (const [index, time] of times.entries()) {
      await db
        .updateTable('cases')
        .set({ last_updated_at: sql`${time}`, status: 'NEGOTIATION' })
        .where('id', '=', open[index].id)
        .execute();
    }
    await db
      .updateTable('cases')
      .set({ last_updated_at: sql`now() - interval '400 days'`, status: 'CASE_CLOSED' })
      .where('id', '=', open[8].id)
      .execute();
    await expectConsistent('last updates around the boundary');
    const groups = await readCounterGroups(db, orgs.lawFirm);
    const negotiation = (outOfDate: boolean) =>
      groups.find((group) => group.status === 'NEGOTIATION' && group.is_out_of_date === outOfDate)?.count ?? 0;
    // Four stale and one never updated at least (the demo data may hold more NEGOTIATION cases).
    expect(negotiation(true)).toBeGreaterThanOrEqual(5);
    expect(negotiation(false)).toBeGreaterThanOrEqual(3);
    expect(groups.some((group) => group.status === 'CASE_CLOSED' && group.is_out_of_date)).toBe(false);
  });

  test('dimension readers: per facet value, exact and equal to plain counts; filtered groups equal a filtered count', async () => {
    const tag = (await call(url, `${V1}/tags/`, { token: tokens.lawFirm, method: 'POST', body: { name: 'Dimension' } })).body;
    for (const c of (await firmCases()).slice(0, 3)) {
      await call(url, `${V1}/case-tags/`, { token: tokens.lawFirm, method: 'POST', body: { case: c.id, tag: tag.id } });
    }
    const plain = async (organizationId: string, kind: OrganizationKind, dimension: CounterDimension) => {
      const facet = {
        lienholder: sql`select l.lienholder_id::text as value, v.status, v.is_resolved from visible v
                          join liens l on l.case_id = v.id and l.verification_status <> 'REJECTED'`,
        tag: sql`select t.id::text, v.status, v.is_resolved from visible v
                   join case_tags ct on ct.case_id = v.id join tags t on t.id = ct.tag_id and t.organization_id = ${organizationId}`,
        law_firm: sql`select v.law_firm_id::text, v.status, v.is_resolved from visible v where v.law_firm_id is not null`,
        treatment: sql`select v.treatment, v.status, v.is_resolved from visible v where v.treatment is not null`,
      }[dimension];
      const rows = await sql<{ value: string; status: string | null; is_resolved: boolean; count: number }>`
        with visible as (
          select c.id, c.status, c.law_firm_id, ul.resolution_status is not null as is_resolved, ul.plaintiff_treatment_status as treatment
            from cases c
            left join liens ul on ul.case_id = c.id and ul.lienholder_id = ${organizationId} and ul.verification_status <> 'REJECTED'
           where ${kind === 'LAW_FIRM' ? sql`c.law_firm_id = ${organizationId}` : sql`ul.id is not null`}
        )
        select value, status, is_resolved, count(*)::int as count from (${facet}) as facet(value, status, is_resolved)
         group by 1, 2, 3`.execute(db);
      return rows.rows;
    };
    const sortRows = <T extends { value: string; status: string | null; is_resolved: boolean }>(rows: T[]) =>
      [...rows].sort((a, b) => `${a.value}|${a.status}|${a.is_resolved}`.localeCompare(`${b.value}|${b.status}|${b.is_resolved}`));
    const checks: Array<[(typeof ACTORS)[number], CounterDimension]> = [
      ['lawFirm', 'lienholder'],
      ['lawFirm', 'tag'],
      ['provider', 'law_firm'],
      ['provider', 'treatment'],
      ['funder', 'law_firm'],
    ];
    for (const [actor, dimension] of checks) {
      expect(sortRows(await readDimensionCounts(db, orgs[actor], dimension)), `${actor} ${dimension}`).toEqual(
        sortRows(await plain(orgs[actor], KINDS[actor], dimension)),
      );
    }
    // One facet value's groups: the counted totals, the out-of-date split counted over that value's entries.
    const filtered = await readCounterGroups(db, orgs.lawFirm, { dimension: 'tag', value: tag.id });
    const expected = await visibleCases(db, { organizationId: orgs.lawFirm, kind: 'LAW_FIRM' })
      .where('c.id', 'in', (eb) => eb.selectFrom('case_tags').select('case_id').where('tag_id', '=', tag.id))
      .select([
        'c.status as status',
        sql<boolean>`false`.as('is_resolved'),
        outOfDateCondition(true).as('is_out_of_date'),
        (eb) => eb.fn.countAll<number>().as('count'),
      ])
      .groupBy(['c.status', sql`3`])
      .execute();
    expect(sortGroups(filtered)).toEqual(
      sortGroups(
        expected.map((row) => ({ ...row, is_resolved: false, is_out_of_date: Boolean(row.is_out_of_date), count: Number(row.count) })),
      ),
    );
  });

  test('the facet rollups (migration 0032) equal the status rows summed by open / closed', async () => {
    const rollups = await sql`
      select organization_id, dimension, value, status, is_resolved, sum(n)::int as n from portfolio_counts
       where dimension like '%:closed' group by 1, 2, 3, 4, 5 having sum(n) <> 0 order by 1, 2, 3, 4, 5`.execute(db);
    const summed = await sql`
      select organization_id, dimension || ':closed' as dimension, value,
             case when status in (${sql.join(CLOSED_CASE_STATUSES)}) then 'closed' else 'open' end as status, is_resolved, sum(n)::int as n
        from portfolio_counts where dimension in ('lienholder', 'law_firm', 'tag')
       group by 1, 2, 3, 4, 5 having sum(n) <> 0 order by 1, 2, 3, 4, 5`.execute(db);
    expect(rollups.rows.length).toBeGreaterThan(0);
    expect(rollups.rows).toEqual(summed.rows);
  });

  test('compaction folds the deltas into one row per key and changes no sum', async () => {
    const before = await readModel(db);
    const uncompacted = async () =>
      Number(
        (
          await sql<{
            n: number;
          }>`select (select count(*) from portfolio_counts where not compacted) + (select count(*) from portfolio_fresh_counts where not compacted) as n`.execute(
            db,
          )
        ).rows[0].n,
      );
    expect(await uncompacted()).toBeGreaterThan(0);
    const moved = await compactPortfolioCounts(db);
    expect(moved.counts).toBeGreaterThan(0);
    expect(await uncompacted()).toBe(0);
    expect(await readModel(db)).toEqual(before);
    const duplicates = await sql`
      select organization_id, dimension, value, status, is_resolved from portfolio_counts
       group by 1, 2, 3, 4, 5 having count(*) > 1`.execute(db);
    expect(duplicates.rows).toEqual([]);
    // Each organisation's rows written back in key order: a facet's rows share neighbouring pages. An insert may still
    // put a row or two in space freed on an earlier page; in hash order most rows were out of order.
    for (const table of ['portfolio_counts', 'portfolio_fresh_counts']) {
      const order = await sql<{ breaks: number; total: number }>`
        select count(*) filter (where before)::int as breaks, count(*)::int as total from (
          select row(dimension, value) < lag(row(dimension, value)) over (partition by organization_id order by ctid) as before
            from ${sql.table(table)}
        ) rows`.execute(db);
      const { breaks, total } = order.rows[0];
      expect(breaks, table).toBeLessThanOrEqual(Math.ceil(total * 0.02));
    }
    await expectConsistent('after compaction');
  });
});

describe('migrations 0029 to 0033 on existing data', () => {
  test('fills the entries and counters of the cases already there; down removes it all, up again restores it', async () => {
    // (startTestRegistry in beforeAll set the tests' cheap password hashes the demo seed uses.)
    const pglite = await PGlite.create('memory://', { extensions: { pg_trgm, btree_gin } });
    const store = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    try {
      const migrator = new Migrator({ db: store, provider: migrationProvider });
      expect((await migrator.migrateTo('0028_plans')).error).toBeUndefined();
      await seedDemoData(store);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const entries = async () => (await sql<{ n: number }>`select count(*)::int as n from portfolio_entries`.execute(store)).rows[0].n;
      const visible = await sql<{ n: number }>`
        select (select count(*) from cases where law_firm_id is not null)
             + (select count(*) from liens l join cases c on c.id = l.case_id
                 where l.verification_status <> 'REJECTED' and l.lienholder_id is distinct from c.law_firm_id) as n`.execute(store);
      expect(await entries()).toBe(Number(visible.rows[0].n));
      expect(await entries()).toBeGreaterThan(10);
      const filled = await readModel(store);
      expect(filled.counts.length).toBeGreaterThan(0);

      expect((await migrator.migrateTo('0028_plans')).error).toBeUndefined();
      const left = await sql`
        select (select count(*) from pg_proc where proname like 'portfolio%')::int as functions,
               (select count(*) from pg_trigger where tgname like 'portfolio%')::int as triggers,
               to_regclass('portfolio_entries') is null as dropped`.execute(store);
      expect(left.rows[0]).toEqual({ functions: 0, triggers: 0, dropped: true });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await readModel(store)).toEqual(filled);

      // The bulk rebuild drops and re-creates the entries' indexes as they are (0031's and 0033's included).
      const indexes = async () =>
        (
          await sql<{ definition: string }>`select pg_get_indexdef(indexrelid) as definition from pg_index
            where indrelid = 'portfolio_entries'::regclass order by 1`.execute(store)
        ).rows.map((row) => row.definition);
      const before = await indexes();
      expect(before.find((definition) => definition.includes('portfolio_entries_last_name_idx'))).toContain('first_name_key, tag_ids)');
      await sql`select portfolio_rebuild()`.execute(store);
      expect(await indexes()).toEqual(before);
      expect(await readModel(store)).toEqual(filled);
    } finally {
      await store.destroy();
    }
  }, 120_000);
});
