// The dedupe matching engine against a store (issue 14; registry/domain/dedupe/matching/store.ts): a new case is
// matched by the incremental job its event queues; the full refresh (the `dedupe.refresh` job) creates the expected
// groups, is idempotent, keeps a dismissed group dismissed, survives two runs at once, and drops a NEW group once its
// duplicate is merged away.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs, startTestRegistry, type TestRegistry } from '../../registry/testing.ts';
import { DEFAULT_DEDUPE_THRESHOLD } from '../../registry/domain/dedupe/matching/settings.ts';
import { refreshAll } from '../../registry/domain/dedupe/matching/store.ts';
import { DEDUPE_REFRESH_JOB } from '../../registry/jobs/dedupe.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
let token: string;
let lawFirmId: string;
let contactId: string;
const LF = `${V1}/escrow-agent/portfolio/`;

const db = () => registry.registry.db;
const matchesOf = (ids: string[]) =>
  db()
    .selectFrom('dedupe_matches')
    .selectAll()
    .where('model_type', '=', 'CASE')
    .where((eb) => eb.or(ids.map((id) => eb(eb.val(id), '=', eb.fn.any('record_ids')))))
    .orderBy('group_key')
    .execute();
const keyOf = (...ids: string[]) => [...ids].sort().join(',');

/** A case written straight into the store (no event: only a refresh finds it). */
async function insertCase(first: string, last: string, birthdate: string | null, dateOfLoss: string, firm: string | null) {
  const person = await db()
    .insertInto('persons')
    .values({ first_name: first, last_name: last, birthdate })
    .returning('id')
    .executeTakeFirstOrThrow();
  const created = await db()
    .insertInto('cases')
    .values({
      id: randomUUID(),
      plaintiff_id: person.id,
      date_of_loss: dateOfLoss,
      law_firm_id: firm,
      created_by_organization_id: lawFirmId,
      created_at: new Date(),
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return created;
}

async function registerCase(first: string, last: string, birthdate: string, dateOfLoss: string): Promise<string> {
  const reply = await call(url, LF, {
    token,
    method: 'POST',
    body: {
      plaintiff: { first_name: first, last_name: last, birthdate },
      date_of_loss: dateOfLoss,
      type: 'MOTOR_VEHICLE_ACCIDENT',
      state_of_incident: 'CA',
      contact: { id: contactId },
    },
  });
  expect(reply.body).toMatchObject({ id: expect.any(String) });
  return reply.body.id;
}

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  token = await loginAs(url, DEMO_EMAILS.lawFirm);
  lawFirmId = (await call(url, `${V1}/accounts-auth/`, { token })).body.registry_accounts[0].registry_legal_organization.id;
  contactId = (
    await db()
      .selectFrom('contacts')
      .select('id')
      .where('legal_organization_id', '=', lawFirmId)
      .orderBy('created_at')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => registry?.close());

const refresh = () => refreshAll(db(), { threshold: DEFAULT_DEDUPE_THRESHOLD });

describe('dedupe refresh', () => {
  let registeredA: string;
  let registeredB: string;

  test('a registered case is matched by the incremental job its event queues', async () => {
    registeredA = await registerCase('Nadia', 'Quintero', '1988-04-02', '2025-01-15');
    registeredB = await registerCase('Nadja', 'Quintero', '1988-04-02', '2025-01-15');
    await registry.registry.adapters.jobs.idle({ timeoutMs: 60_000 });
    const [match, ...others] = await matchesOf([registeredA, registeredB]);
    expect(others).toEqual([]);
    expect(match).toMatchObject({
      status: 'NEW',
      rule: 'name~typo+birthdate+date-of-loss+law-firm',
      group_key: keyOf(registeredA, registeredB),
      import_id: null,
    });
    expect(match!.score).toBeGreaterThanOrEqual(DEFAULT_DEDUPE_THRESHOLD);
    expect(match!.record_ids.sort()).toEqual([registeredA, registeredB].sort());
  }, 90_000);

  test('the full refresh finds the expected groups, and not the near-misses; a second run changes nothing', async () => {
    const william = await insertCase('William', 'Hartley', '1975-02-09', '2024-06-01', lawFirmId);
    const bill = await insertCase('Bill', 'Hartley', '1975-09-02', '2024-06-01', null);
    const transposed = await insertCase('Hartley', 'William', '1975-02-09', '2024-06-01', lawFirmId);
    const twin1 = await insertCase('Liam', 'Okafor', '2001-12-24', '2024-03-03', lawFirmId);
    const twin2 = await insertCase('Noah', 'Okafor', '2001-12-24', '2024-03-03', lawFirmId);
    const namesake1 = await insertCase('John', 'Smithers', '1960-01-01', '2024-01-01', lawFirmId);
    const namesake2 = await insertCase('John', 'Smithers', '1983-07-19', '2024-08-08', lawFirmId);
    const result = await refresh();
    expect(result.CASE!.records).toBeGreaterThan(7);

    const [hartleys, ...rest] = await matchesOf([william.id, bill.id, transposed.id]);
    expect(rest).toEqual([]);
    expect(hartleys).toMatchObject({ status: 'NEW', group_key: keyOf(william.id, bill.id, transposed.id) });
    // The group's rule and score are its weakest pair's; its date the newest record's.
    expect(hartleys!.rule).toMatch(/^(name~nickname|transposed-name)/);
    expect(new Date(hartleys!.last_created_at).getTime()).toBe(
      Math.max(...[william, bill, transposed].map((c) => new Date(c.created_at).getTime())),
    );
    expect(await matchesOf([twin1.id, twin2.id, namesake1.id, namesake2.id])).toEqual([]);
    // The registered pair is still there, once.
    expect((await matchesOf([registeredA])).map((m) => m.group_key)).toEqual([keyOf(registeredA, registeredB)]);

    const before = await db().selectFrom('dedupe_matches').selectAll().orderBy('id').execute();
    const again = await refresh();
    expect(again.CASE).toMatchObject({ inserted: 0, deleted: 0 });
    expect(await db().selectFrom('dedupe_matches').selectAll().orderBy('id').execute()).toEqual(before);
  });

  test('a dismissed group stays dismissed; two refreshes at once insert nothing twice', async () => {
    const a = await insertCase('Rosalind', 'Featherstone', '1969-10-30', '2023-05-05', lawFirmId);
    const b = await insertCase('Roz', 'Featherstone', '1969-10-30', '2023-05-05', lawFirmId);
    await refresh();
    const [match] = await matchesOf([a.id]);
    await db().updateTable('dedupe_matches').set({ status: 'DISMISSED', decided_at: new Date() }).where('id', '=', match!.id).execute();
    await Promise.all([refresh(), refresh()]);
    const after = await matchesOf([a.id, b.id]);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: match!.id, status: 'DISMISSED' });
    const counts = await db()
      .selectFrom('dedupe_matches')
      .select(['model_type', 'group_key', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['model_type', 'group_key'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(counts).toEqual([]);
  });

  test('two records of a dismissed group are not linked again in a smaller group', async () => {
    const a = await insertCase('Gwendolyn', 'Abernathy', '1971-04-14', '2023-09-09', lawFirmId);
    const b = await insertCase('Gwen', 'Abernathy', '1971-04-14', '2023-09-09', lawFirmId);
    const c = await insertCase('Gwendolyn', 'Abernathy', '1971-04-14', '2023-09-09', null);
    await refresh();
    const [match] = await matchesOf([a.id]);
    expect(match!.group_key).toBe(keyOf(a.id, b.id, c.id));
    await db().updateTable('dedupe_matches').set({ status: 'DISMISSED' }).where('id', '=', match!.id).execute();
    // c becomes someone else: {a, b} alone would be a new group of two records staff already dismissed together.
    await db()
      .updateTable('persons')
      .set({ first_name: 'Zebulon', birthdate: '1999-01-01' })
      .where('id', '=', db().selectFrom('cases').select('plaintiff_id').where('id', '=', c.id))
      .execute();
    await refresh();
    expect((await matchesOf([a.id, b.id, c.id])).map((m) => [m.group_key, m.status])).toEqual([[keyOf(a.id, b.id, c.id), 'DISMISSED']]);
  });

  test('the dedupe.refresh job runs the full refresh', async () => {
    const a = await insertCase('Theodore', 'Quackenbush', '1955-05-12', '2022-02-02', lawFirmId);
    const b = await insertCase('Ted', 'Quackenbush', '1955-05-12', '2022-02-02', null);
    const jobs = registry.registry.adapters.jobs;
    const failed = await jobs.failedJobCount();
    await jobs.enqueue(DEDUPE_REFRESH_JOB, { scope: 'all' }, { key: `dedupe-test:${randomUUID()}` });
    await jobs.idle({ timeoutMs: 60_000 });
    expect(await jobs.failedJobCount()).toBe(failed);
    expect((await matchesOf([a.id])).map((m) => m.group_key)).toEqual([keyOf(a.id, b.id)]);
  }, 90_000);

  test('a NEW group goes once its duplicate is merged', async () => {
    const preview = await call(url, `${LF}preview-merge/`, { token, method: 'POST', body: { case_ids: [registeredA, registeredB] } });
    expect(preview.status).toBe(200);
    const merged = await call(url, `${LF}merge/`, {
      token,
      method: 'POST',
      body: { case_ids: [registeredA, registeredB], last_previewed_at: preview.body.last_previewed_at },
    });
    expect(merged.status).toBe(200);
    // The merge's event queues the incremental job on the surviving case, which drops the group; so would a refresh.
    await registry.registry.adapters.jobs.idle({ timeoutMs: 60_000 });
    expect(await matchesOf([registeredA, registeredB])).toEqual([]);
    await refresh();
    expect(await matchesOf([registeredA, registeredB])).toEqual([]);
  }, 90_000);
});
