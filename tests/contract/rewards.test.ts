// Rewards: a law-firm user of a participating organisation earns points for status updates that keep a case current
// (docs/PRODUCT.md, "Rewards"), awarded by the rewards.award job once per case and 90-day period from the status
// events; only the user
// themself reads their points, only in an organisation of the programme.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { awardPointsForStatusEvent, CARD_POINTS, POINTS_PER_UPDATE, rewardsProgress } from '../../registry/domain/rewards.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};
const userIds: Record<string, string> = {};
let openCases: string[] = [];

const LF = `${V1}/escrow-agent/portfolio/`;
const rewardsPath = (userId: string) => `${V1}/escrow-agent/rewards/${userId}/`;

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'multi'] as const) {
    tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
    userIds[key] = (await call(url, `${V1}/accounts-auth/`, { token: tokens[key] })).body.id;
  }
  const cases = (await call(url, `${LF}?page_size=off`, { token: tokens.lawFirm })).body.results;
  openCases = cases.map((c: any) => c.id);
});
afterAll(() => registry?.close());

/** Registered `createdDaysAgo` days ago; its last status update `updatedDaysAgo` days ago (null: never updated). */
async function ageCase(caseId: string, createdDaysAgo: number, updatedDaysAgo: number | null) {
  const db = registry.registry.db;
  const ago = (days: number) => sql<Date>`now() - make_interval(days => ${days})`;
  await db
    .updateTable('cases')
    .set({ created_at: ago(createdDaysAgo), last_updated_at: updatedDaysAgo === null ? null : ago(updatedDaysAgo) })
    .where('id', '=', caseId)
    .execute();
  const statusUpdates = db
    .updateTable('activities')
    .where('case_id', '=', caseId)
    .where('type', 'in', ['CASE_STATUS_UPDATED', 'CASE_STATUS_CONFIRMED']);
  if (updatedDaysAgo === null)
    await db
      .deleteFrom('activities')
      .where('case_id', '=', caseId)
      .where('type', 'in', ['CASE_STATUS_UPDATED', 'CASE_STATUS_CONFIRMED'])
      .execute();
  else await statusUpdates.set({ created_at: ago(updatedDaysAgo) }).execute();
}

/** Makes a status update and answers the id of its `case.updated` event. */
async function updateStatus(
  token: string,
  caseId: string,
  body: Record<string, unknown> = { status: 'NEGOTIATION' },
  headers?: Record<string, string>,
) {
  const reply = await call(url, `${LF}${caseId}/`, { token, method: 'PATCH', body, headers });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const { id } = await registry.registry.db
    .selectFrom('events')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('case_id', '=', caseId)
    .where('type', '=', 'case.updated')
    .where('change', '=', 'status')
    .executeTakeFirstOrThrow();
  return Number(id);
}

const db = () => registry.registry.db;

/** The ledger row the `rewards.award` job wrote for a status event (it runs after the commit, so poll for it). */
async function awardOf(eventId: number) {
  const row = () =>
    db()
      .selectFrom('reward_points')
      .select(['points', 'reason', 'user_id'])
      .where('source_key', '=', `status-event:${eventId}`)
      .executeTakeFirst();
  await expect.poll(row, { timeout: 15_000, interval: 50 }).toBeDefined();
  return row();
}

const rewardsOf = (key: string) => call(url, rewardsPath(userIds[key]), { token: tokens[key] });

describe('rewards', () => {
  test('a new user starts at the defaults: 0 points, 5000 to the card, 0 %, with the rule', async () => {
    expect(await rewardsOf('lawFirm')).toEqual({
      status: 200,
      body: {
        total_points: 0,
        points_to_card: CARD_POINTS,
        percent: 0,
        points_per_update: POINTS_PER_UPDATE,
        card_points: CARD_POINTS,
        rule: expect.stringContaining(`Earn ${POINTS_PER_UPDATE} points`),
      },
    });
  });

  test('the rewards.award job awards an update that keeps a case current, once per case and period; a retry adds nothing', async () => {
    const caseId = openCases[0];
    await ageCase(caseId, 30, 20);
    const event = await updateStatus(tokens.lawFirm, caseId);
    expect(await awardOf(event)).toEqual({ points: POINTS_PER_UPDATE, reason: 'CASE_STATUS_UPDATED', user_id: userIds.lawFirm });
    expect((await rewardsOf('lawFirm')).body).toMatchObject({ total_points: 50, points_to_card: 4950, percent: 1 });
    // The job again (a retry, a second dispatcher): nothing more.
    expect(await awardPointsForStatusEvent(db(), event)).toBe('already-awarded');

    // A confirmation in the same 90-day period of the case earns nothing more.
    const again = await updateStatus(tokens.lawFirm, caseId, { status_no_change: true });
    expect(await awardPointsForStatusEvent(db(), again)).toBe('already-awarded');
    expect((await rewardsOf('lawFirm')).body.total_points).toBe(50);
  });

  test('two tries of one award racing each other: one award', async () => {
    const caseId = openCases[3];
    await ageCase(caseId, 40, 30);
    const event = await updateStatus(tokens.lawFirm, caseId);
    await awardOf(event);
    // Undo the job's award, then run two tries at once.
    await db().deleteFrom('reward_points').where('source_key', '=', `status-event:${event}`).execute();
    const outcomes = await Promise.all([awardPointsForStatusEvent(db(), event), awardPointsForStatusEvent(db(), event)]);
    expect(outcomes.sort()).toEqual(['already-awarded', 'awarded']);
    expect((await rewardsOf('lawFirm')).body.total_points).toBe(100);
  });

  test("a case's first update counts from its registration; a 'No change' confirmation earns too", async () => {
    const caseId = openCases[1];
    await ageCase(caseId, 10, null);
    const event = await updateStatus(tokens.lawFirm, caseId, { status_no_change: true });
    expect(await awardOf(event)).toMatchObject({ points: POINTS_PER_UPDATE, reason: 'CASE_STATUS_CONFIRMED' });
    expect((await rewardsOf('lawFirm')).body.total_points).toBe(150);
  });

  test('a late update earns nothing and closes its period; the next period earns again', async () => {
    const caseId = openCases[2];
    // Registered 200 days ago (period 2 began 20 days ago), last updated 120 days ago: out of date.
    await ageCase(caseId, 200, 120);
    const late = await updateStatus(tokens.lawFirm, caseId);
    expect(await awardOf(late)).toMatchObject({ points: 0, reason: 'CASE_STATUS_UPDATED_LATE' });
    // Current again at once, but the period is closed: no points for catching up with a second click.
    const followUp = await updateStatus(tokens.lawFirm, caseId, { status_no_change: true });
    expect(await awardPointsForStatusEvent(db(), followUp)).toBe('already-awarded');
    expect((await rewardsOf('lawFirm')).body.total_points).toBe(150);

    // The next period (the case now 275 days old, last updated 40 days ago): an update earns again.
    await ageCase(caseId, 275, 40);
    const next = await updateStatus(tokens.lawFirm, caseId);
    expect(await awardOf(next)).toMatchObject({ points: POINTS_PER_UPDATE });
    expect((await rewardsOf('lawFirm')).body.total_points).toBe(200);
  });

  test('an organisation outside the programme earns nothing; other events are not status updates', async () => {
    const firm2Case = (await call(url, `${LF}?page_size=off`, { token: tokens.lawFirm2 })).body.results[0].id;
    await ageCase(firm2Case, 30, 10);
    const event = await updateStatus(tokens.lawFirm2, firm2Case);
    expect(await awardPointsForStatusEvent(registry.registry.db, event)).toBe('not-eligible');
    const other = await registry.registry.db.selectFrom('events').select('id').where('change', '!=', 'status').limit(1).executeTakeFirst();
    if (other) expect(await awardPointsForStatusEvent(registry.registry.db, Number(other.id))).toBe('not-eligible');
    expect(await awardPointsForStatusEvent(registry.registry.db, 987_654_321)).toBe('not-eligible');
  });

  test('only the user themself, as a law-firm user of a participating organisation, reads the points', async () => {
    // Another user's points are not found, whoever asks.
    expect(await call(url, rewardsPath(userIds.multi), { token: tokens.lawFirm })).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect((await call(url, rewardsPath('not-a-uuid'), { token: tokens.lawFirm })).status).toBe(404);
    // Another tenant asking for the law firm user's points: 403 (not in the programme) or 404, never the points.
    expect((await call(url, rewardsPath(userIds.lawFirm), { token: tokens.lawFirm2 })).status).toBe(404);
    expect(await rewardsOf('lawFirm2')).toEqual({
      status: 403,
      body: { detail: 'Your organization does not take part in the rewards program.' },
    });
    // A lienholder is on the other side of the registry.
    expect((await rewardsOf('provider')).status).toBe(403);
    expect((await call(url, rewardsPath(userIds.lawFirm), { token: tokens.provider })).status).toBe(403);
    expect((await call(url, rewardsPath(userIds.lawFirm))).status).toBe(401);
  });

  test('a user with two organisations has their points per organisation', async () => {
    const accounts = (await call(url, `${V1}/accounts-auth/`, { token: tokens.multi })).body.registry_accounts;
    const lawFirmAccount = accounts.find((a: any) => a.registry_legal_organization.name === 'Hartwell & Associates');
    const funderAccount = accounts.find((a: any) => a.registry_legal_organization.name !== 'Hartwell & Associates');
    const asFirm = await call(url, rewardsPath(userIds.multi), { token: tokens.multi, headers: { 'registry-account': lawFirmAccount.id } });
    expect(asFirm).toMatchObject({ status: 200, body: { total_points: 0 } });
    const asFunder = await call(url, rewardsPath(userIds.multi), {
      token: tokens.multi,
      headers: { 'registry-account': funderAccount.id },
    });
    expect(asFunder.status).toBe(403);
  });

  test('progress: percent = total / (total + points to card), clamped to 0–100', () => {
    expect(rewardsProgress(0)).toMatchObject({ points_to_card: 5000, percent: 0 });
    expect(rewardsProgress(2500)).toMatchObject({ points_to_card: 2500, percent: 50 });
    expect(rewardsProgress(4999)).toMatchObject({ points_to_card: 1, percent: 99 });
    expect(rewardsProgress(7000)).toMatchObject({ points_to_card: 0, percent: 100 });
  });
});
