// Staff's dedupe queue (issue 14): the lists of case, contact and legal organisation matches with their filters, counts and sort; merge,
// dismiss and needs more information with their rules enforced here; two staff merging at once; 'no document found';
// non-staff and impersonating staff refused on every route; the access log. Matches are inserted directly over the
// demo data (the matching engine is another slice).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../registry/db/schema.ts';
import { DEMO_EMAILS, loginAs, startTestRegistry, type TestRegistry } from '../../registry/testing.ts';
import { call, createUser, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};
const BASE = `${V1}/staff/dedupe`;
const db = (): Kysely<Database> => registry.registry.db;
let firmCases: { id: string; first_name: string; last_name: string }[] = [];
let staffUserId = '';
let providerUserId = '';

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  for (const key of ['lawFirm', 'provider', 'staff'] as const) tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
  const firm = await db()
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.user_id', 'u.id')
    .select('a.organization_id')
    .where('u.email', '=', DEMO_EMAILS.lawFirm)
    .executeTakeFirstOrThrow();
  firmCases = await db()
    .selectFrom('cases as c')
    .innerJoin('persons as p', 'p.id', 'c.plaintiff_id')
    .select(['c.id', 'p.first_name', 'p.last_name'])
    .where('c.law_firm_id', '=', firm.organization_id)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
  const users = await db().selectFrom('users').select(['id', 'email']).execute();
  staffUserId = users.find((user) => user.email === DEMO_EMAILS.staff)!.id;
  providerUserId = users.find((user) => user.email === DEMO_EMAILS.provider)!.id;
});
afterAll(() => registry?.close());

const as = (who: string, path: string, options: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
  call(url, path, { token: tokens[who], ...options });

let clock = Date.UTC(2026, 0, 1);
/**
 * The matching engine's jobs (the full refresh queued by a test, the per-case run after a merge) drop NEW matches it
 * does not find itself, which these hand-made ones are: each test writes its matches once no job is pending.
 */
const jobsIdle = () => registry.registry.adapters.jobs.idle({ timeoutMs: 60_000 });

async function insertMatch(
  model: 'CASE' | 'CONTACT' | 'LEGAL_ORGANIZATION',
  recordIds: string[],
  options: { status?: 'NEW' | 'NEEDS_MORE_INFORMATION' | 'DISMISSED'; importId?: string; lastCreatedAt?: Date } = {},
) {
  await jobsIdle();
  clock += 86_400_000;
  const row = await db()
    .insertInto('dedupe_matches')
    .values({
      model_type: model,
      status: options.status ?? 'NEW',
      rule: 'name+birthdate',
      score: 0.93,
      record_ids: recordIds,
      group_key: [...recordIds].sort().join(','),
      import_id: options.importId ?? null,
      last_created_at: options.lastCreatedAt ?? new Date(clock),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let nextCase = 0;
/** Fresh demo cases of the law firm, never used by another test of this file. */
const takeCases = (count: number) => {
  const taken = firmCases.slice(nextCase, nextCase + count);
  nextCase += count;
  if (taken.length < count) throw new Error('not enough demo cases');
  return taken;
};

describe('who may call', () => {
  test('anonymous, non-staff and impersonating staff are refused on every route; nothing changes', async () => {
    const [a, b] = takeCases(2);
    const id = await insertMatch('CASE', [a.id, b.id]);
    const routes: [string, string, unknown?][] = [];
    for (const model of ['cases', 'contacts', 'legal-organizations']) {
      routes.push(
        ['GET', `${BASE}/${model}/`],
        ['GET', `${BASE}/${model}/counts/`],
        ['PATCH', `${BASE}/${model}/${id}/merge/`, { canonical_id: a.id, merge_ids: [b.id] }],
        ['PATCH', `${BASE}/${model}/${id}/dismiss/`, {}],
        ['PATCH', `${BASE}/${model}/${id}/needs_more_information/`, { note: 'x' }],
      );
    }
    routes.push(['POST', `${BASE}/refresh/`, {}]);
    for (const [method, path, body] of routes) {
      expect((await call(url, path, { method, body })).status, `${method} ${path} anonymous`).toBe(401);
      expect((await as('provider', path, { method, body })).status, `${method} ${path} provider`).toBe(403);
      expect((await as('lawFirm', path, { method, body })).status, `${method} ${path} law firm`).toBe(403);
      const impersonating = await as('staff', path, { method, body, headers: { impostor: providerUserId } });
      expect(impersonating.status, `${method} ${path} impersonating`).toBe(403);
    }
    const row = await db().selectFrom('dedupe_matches').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('NEW');
    expect((await db().selectFrom('cases').select('id').where('id', 'in', [a.id, b.id]).execute()).length).toBe(2);
    await db().deleteFrom('dedupe_matches').where('id', '=', id).execute();
  });
});

describe('the queue', () => {
  test('lists matches with their records, filters, sorts, pages and counts', async () => {
    const importId = randomUUID();
    const [a, b, c, d, e, f, g, h] = takeCases(8);
    const older = await insertMatch('CASE', [a.id, b.id], { lastCreatedAt: new Date('2030-01-01T00:00:00Z') });
    const newer = await insertMatch('CASE', [c.id, d.id], { lastCreatedAt: new Date('2030-02-01T00:00:00Z'), importId });
    const dismissed = await insertMatch('CASE', [e.id, f.id], { status: 'DISMISSED', lastCreatedAt: new Date('2030-03-01T00:00:00Z') });
    const info = await insertMatch('CASE', [g.id, h.id], {
      status: 'NEEDS_MORE_INFORMATION',
      lastCreatedAt: new Date('2030-04-01T00:00:00Z'),
    });

    const list = await as('staff', `${BASE}/cases/`);
    expect(list.status).toBe(200);
    const ids = list.body.results.map((match: any) => match.id);
    // Newest first by default; NEW only.
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids).not.toContain(dismissed);
    expect(ids).not.toContain(info);
    const first = list.body.results.find((match: any) => match.id === newer);
    expect(first).toMatchObject({
      model_type: 'CASE',
      status: 'NEW',
      rule: 'name+birthdate',
      import_id: importId,
      note: '',
      last_created_at: '2030-02-01T00:00:00.000Z',
    });
    expect(first.score).toBeCloseTo(0.93, 5);
    expect(new Set(first.matched_ids)).toEqual(new Set([c.id, d.id]));
    const record = first.matched_objects.find((object: any) => object.id === c.id);
    expect(record).toMatchObject({ plaintiff_first_name: c.first_name, plaintiff_last_name: c.last_name });
    expect(Object.keys(record).sort()).toEqual(
      [
        'created_at',
        'created_by_organization',
        'date_of_loss',
        'id',
        'law_firm',
        'lien_count',
        'plaintiff_birthdate',
        'plaintiff_first_name',
        'plaintiff_last_name',
        'plaintiff_name',
        'state_of_incident',
      ].sort(),
    );
    expect(record.law_firm.name).toBeTruthy();
    expect(record.created_by_organization.name).toBeTruthy();

    const oldest = await as('staff', `${BASE}/cases/?ordering=last_created_at`);
    const oldestIds = oldest.body.results.map((match: any) => match.id);
    expect(oldestIds.indexOf(older)).toBeLessThan(oldestIds.indexOf(newer));

    expect((await as('staff', `${BASE}/cases/?status=dismissed`)).body.results.map((m: any) => m.id)).toContain(dismissed);
    expect((await as('staff', `${BASE}/cases/?status=needs_more_information`)).body.results.map((m: any) => m.id)).toContain(info);
    const fromImport = await as('staff', `${BASE}/cases/?import_id=${importId}`);
    expect(fromImport.body.results.map((m: any) => m.id)).toEqual([newer]);
    expect(fromImport.body.count).toBe(1);

    const searched = await as('staff', `${BASE}/cases/?search=${encodeURIComponent(`${a.first_name} ${a.last_name}`)}`);
    expect(searched.body.results.map((m: any) => m.id)).toContain(older);
    expect(searched.body.results.map((m: any) => m.id)).not.toContain(newer);

    const counts = await as('staff', `${BASE}/cases/counts/`);
    expect(counts.status).toBe(200);
    expect(counts.body.new).toBe(list.body.count);
    expect(counts.body.dismissed).toBeGreaterThanOrEqual(1);
    expect(counts.body.needs_more_information).toBeGreaterThanOrEqual(1);
    expect((await as('staff', `${BASE}/cases/counts/?import_id=${importId}`)).body).toEqual({
      new: 1,
      needs_more_information: 0,
      dismissed: 0,
    });

    // Page size 10 by default, with a next link.
    const extra: string[] = [];
    for (let index = 0; index < 11; index += 1) {
      const [x, y] = [firmCases[index % firmCases.length], firmCases[(index + 1) % firmCases.length]];
      extra.push(await insertMatch('CASE', [x.id, y.id, firmCases[(index + 2) % firmCases.length].id]));
    }
    const paged = await as('staff', `${BASE}/cases/`);
    expect(paged.body.results).toHaveLength(10);
    expect(paged.body.next).toContain('page=2');
    const second = await call(url, paged.body.next, { token: tokens.staff });
    expect(second.body.results.length).toBe(paged.body.count - 10);
    expect((await as('staff', `${BASE}/cases/?page_size=2`)).body.results).toHaveLength(2);
    // Keyset paging: after a match's cursor, the next ones, whatever left the list meanwhile.
    const firstTwo = (await as('staff', `${BASE}/cases/?page_size=2`)).body.results;
    await db().updateTable('dedupe_matches').set({ status: 'DISMISSED' }).where('id', '=', firstTwo[0].id).execute();
    const resumed = await as('staff', `${BASE}/cases/?page_size=2&after=${encodeURIComponent(firstTwo[1].cursor)}`);
    expect(resumed.status).toBe(200);
    expect(resumed.body.results).toHaveLength(2);
    expect(resumed.body.results[0].id).toBe(paged.body.results[2].id);
    expect(resumed.body.count).toBe(paged.body.count - 1);
    expect(resumed.body.next).toContain('after=');
    await db().updateTable('dedupe_matches').set({ status: 'NEW' }).where('id', '=', firstTwo[0].id).execute();
    expect((await as('staff', `${BASE}/cases/?after=nope`)).body).toEqual({ after: ['Invalid cursor'] });
    // One match by its id; the other model's path does not find it.
    expect((await as('staff', `${BASE}/cases/${newer}/`)).body).toMatchObject({ id: newer, status: 'NEW' });
    expect((await as('staff', `${BASE}/contacts/${newer}/`)).body).toEqual({ detail: 'no document found' });
    await db().deleteFrom('dedupe_matches').where('id', 'in', extra).execute();

    // Bad parameters are 400s that name them.
    expect((await as('staff', `${BASE}/cases/?status=merged`)).body).toEqual({ status: ['"merged" is not a valid choice.'] });
    expect((await as('staff', `${BASE}/cases/?ordering=name`)).status).toBe(400);
    expect((await as('staff', `${BASE}/cases/?import_id=nope`)).body).toEqual({ import_id: ['Must be a valid UUID.'] });
    expect((await as('staff', `${BASE}/cases/?search=a%00b`)).status).toBe(400);
    // LIKE wildcards are searched as text.
    expect((await as('staff', `${BASE}/cases/?search=%25`)).body.count).toBe(0);
    expect((await as('staff', `${BASE}/cases/?search=_`)).body.count).toBe(0);
    expect((await as('staff', `${BASE}/organizations/`)).status).toBe(404);
    await db().deleteFrom('dedupe_matches').where('id', 'in', [older, newer, dismissed, info]).execute();
  });

  test('a match is listed while two of its records exist, and names only those', async () => {
    const [a, b] = takeCases(2);
    const gone = randomUUID();
    const three = await insertMatch('CASE', [a.id, b.id, gone]);
    const one = await insertMatch('CASE', [a.id, randomUUID()]);
    const list = await as('staff', `${BASE}/cases/?page_size=100`);
    const found = list.body.results.find((match: any) => match.id === three);
    expect(found.matched_ids.sort()).toEqual([a.id, b.id].sort());
    expect(found.matched_objects).toHaveLength(2);
    expect(list.body.results.map((match: any) => match.id)).not.toContain(one);
    await db().deleteFrom('dedupe_matches').where('id', 'in', [three, one]).execute();
  });

  test('related_to_compulsion_firm: true keeps the matches with a case of a firm that had lienholders register, false the others', async () => {
    // Two demo cases another test of this block also lists; this test changes no case (the demo has too few to spare).
    const [a, b] = [firmCases[0]!, firmCases[1]!];
    const id = await insertMatch('CASE', [a.id, b.id]);
    const list = (value: string) => as('staff', `${BASE}/cases/?page_size=100&related_to_compulsion_firm=${value}`);
    const ids = async (value: string) => (await list(value)).body.results.map((match: any) => match.id);
    const { law_firm_id: lawFirmId } = await db()
      .selectFrom('cases')
      .select('law_firm_id')
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    const compelledBefore = await db().selectFrom('registrations').select('id').where('law_firm_id', '=', lawFirmId).execute();
    if (!compelledBefore.length) {
      expect(await ids('true')).not.toContain(id);
      expect(await ids('false')).toContain(id);
    }
    const registration = await db()
      .insertInto('registrations')
      .values({
        kind: 'LAW_FIRM_USER',
        first_name: 'Rita',
        last_name: 'Compelled',
        email: `compelled-${randomUUID()}@example.test`,
        law_firm_id: lawFirmId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await ids('true')).toContain(id);
    expect(await ids('false')).not.toContain(id);
    const counts = await as('staff', `${BASE}/cases/counts/?related_to_compulsion_firm=true`);
    expect(counts.status).toBe(200);
    const bad = await list('maybe');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['related_to_compulsion_firm']);
    await db().deleteFrom('registrations').where('id', '=', registration.id).execute();
    await db().deleteFrom('dedupe_matches').where('id', '=', id).execute();
  });

  test('a list of case matches is in the access log with its cases', async () => {
    const [a, b] = takeCases(2);
    const id = await insertMatch('CASE', [a.id, b.id]);
    expect((await as('staff', `${BASE}/cases/?page_size=100`)).status).toBe(200);
    const entries = await db()
      .selectFrom('access_log')
      .select(['action', 'object_type', 'case_ids', 'object_ids'])
      .where('user_id', '=', staffUserId)
      .where('object_type', '=', 'case')
      .where('action', '=', 'list')
      .where(sql<boolean>`${id} = any(object_ids)`)
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0].case_ids).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(entries[0].case_ids).not.toContain(id);
    await db().deleteFrom('dedupe_matches').where('id', '=', id).execute();
  });
});

describe('decisions', () => {
  test('dismiss and needs more information, with their rules', async () => {
    const [a, b, c, d] = takeCases(4);
    const first = await insertMatch('CASE', [a.id, b.id]);
    const second = await insertMatch('CASE', [c.id, d.id]);

    // needs_more_information/ wants a note: required, ≤ 5000, no control characters.
    const nmi = (id: string, body: unknown) => as('staff', `${BASE}/cases/${id}/needs_more_information/`, { method: 'PATCH', body });
    expect((await nmi(first, {})).body).toEqual({ note: ['This field is required.'] });
    expect((await nmi(first, { note: '   ' })).body).toEqual({ note: ['This field is required.'] });
    expect((await nmi(first, { note: 'x'.repeat(5001) })).status).toBe(400);
    expect((await nmi(first, { note: 'bad\u0007' })).status).toBe(400);
    const marked = await nmi(first, { note: 'Which birth date is right?\nAsk the firm.' });
    expect(marked.status).toBe(200);
    const row = await db().selectFrom('dedupe_matches').selectAll().where('id', '=', first).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'NEEDS_MORE_INFORMATION',
      note: 'Which birth date is right?\nAsk the firm.',
      decided_by_user_id: staffUserId,
    });
    expect(row.decided_at).not.toBeNull();
    // Already needing more information: refused (the page disables it too).
    expect((await nmi(first, { note: 'again' })).body).toEqual({
      non_field_errors: ['This match is already marked as needing more information.'],
    });
    // It can still be dismissed; then neither action applies again.
    expect((await as('staff', `${BASE}/cases/${first}/dismiss/`, { method: 'PATCH' })).status).toBe(200);
    expect((await as('staff', `${BASE}/cases/${first}/dismiss/`, { method: 'PATCH', body: {} })).body).toEqual({
      non_field_errors: ['This match is already dismissed.'],
    });
    expect((await nmi(first, { note: 'x' })).status).toBe(400);

    // dismiss/ with needs_more_information: true does what needs_more_information/ does (DECISIONS 20).
    const viaDismiss = await as('staff', `${BASE}/cases/${second}/dismiss/`, { method: 'PATCH', body: { needs_more_information: true } });
    expect(viaDismiss.body).toEqual({ id: second, status: 'NEEDS_MORE_INFORMATION' });
    expect(
      (await as('staff', `${BASE}/cases/${second}/dismiss/`, { method: 'PATCH', body: { needs_more_information: 'yes' } })).status,
    ).toBe(400);

    // The write is in the access log, naming the match and its cases.
    const entries = await db()
      .selectFrom('access_log')
      .select(['action', 'case_ids'])
      .where('action', '=', 'update')
      .where(sql<boolean>`${second} = any(object_ids)`)
      .execute();
    expect(entries.length).toBeGreaterThan(0);
    expect(entries[0].case_ids).toEqual(expect.arrayContaining([c.id, d.id]));
  });

  test("a match that is gone, or of the other model, is 404 'no document found'", async () => {
    const [a, b] = takeCases(2);
    const id = await insertMatch('CASE', [a.id, b.id]);
    for (const path of [
      `${BASE}/cases/${randomUUID()}/dismiss/`,
      `${BASE}/cases/not-a-uuid/dismiss/`,
      `${BASE}/contacts/${id}/dismiss/`,
      `${BASE}/contacts/${id}/merge/`,
    ]) {
      const reply = await as('staff', path, { method: 'PATCH', body: { canonical_id: a.id, merge_ids: [b.id] } });
      expect(reply.status, path).toBe(404);
      expect(reply.body, path).toEqual({ detail: 'no document found' });
    }
    await db().deleteFrom('dedupe_matches').where('id', '=', id).execute();
  });

  test('merging cases: bad choices are refused; the duplicates merge into the master; the match is merged once', async () => {
    const [a, b, c, other] = takeCases(4);
    const id = await insertMatch('CASE', [a.id, b.id, c.id]);
    const merge = (body: unknown) => as('staff', `${BASE}/cases/${id}/merge/`, { method: 'PATCH', body });
    expect((await merge({})).body).toEqual({ canonical_id: ['This field is required.'], merge_ids: ['This field is required.'] });
    expect((await merge({ canonical_id: a.id, merge_ids: [] })).body).toEqual({ merge_ids: ['Choose at least one duplicate.'] });
    expect((await merge({ canonical_id: a.id, merge_ids: [a.id] })).body).toEqual({
      merge_ids: ['The master cannot also be a duplicate.'],
    });
    expect((await merge({ canonical_id: a.id, merge_ids: ['x'] })).body).toEqual({ merge_ids: ['Must be a valid UUID.'] });
    expect((await merge({ canonical_id: other.id, merge_ids: [b.id] })).body).toEqual({ canonical_id: ['Choose records of this match.'] });
    expect((await merge({ canonical_id: a.id, merge_ids: [other.id] })).body).toEqual({ merge_ids: ['Choose records of this match.'] });
    expect((await db().selectFrom('dedupe_matches').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('NEW');

    const liensBefore = await db().selectFrom('liens').select('id').where('case_id', 'in', [a.id, b.id, c.id]).execute();
    const merged = await merge({ canonical_id: a.id, merge_ids: [b.id, c.id] });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ id, status: 'MERGED', canonical_id: a.id });
    expect(await db().selectFrom('cases').select('id').where('id', 'in', [b.id, c.id]).execute()).toEqual([]);
    const liensAfter = await db().selectFrom('liens').select('id').where('case_id', '=', a.id).execute();
    expect(liensAfter.length).toBeLessThanOrEqual(liensBefore.length);
    expect(liensAfter.length).toBeGreaterThan(0);
    const activity = await db()
      .selectFrom('activities')
      .select('type')
      .where('case_id', '=', a.id)
      .where('type', '=', 'CASES_MERGED')
      .execute();
    expect(activity).toHaveLength(2);
    const row = await db().selectFrom('dedupe_matches').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'MERGED', decided_by_user_id: staffUserId });
    // Gone from the queue; a second merge finds nothing.
    expect((await merge({ canonical_id: a.id, merge_ids: [b.id] })).body).toEqual({ detail: 'no document found' });
    expect((await as('staff', `${BASE}/cases/?page_size=100`)).body.results.map((m: any) => m.id)).not.toContain(id);
    // The merge's writes are in the access log with the cases.
    const entries = await db()
      .selectFrom('access_log')
      .select('case_ids')
      .where('action', '=', 'update')
      .where(sql<boolean>`${id} = any(object_ids)`)
      .execute();
    expect(entries.flatMap((entry) => entry.case_ids)).toEqual(expect.arrayContaining([a.id]));
  });

  test('a duplicate that cannot be merged stops the whole merge: nothing is merged and the match stays in the queue', async () => {
    const [a, b] = takeCases(2);
    const otherFirm = await db()
      .selectFrom('cases as c')
      .innerJoin('accounts as acc', 'acc.organization_id', 'c.law_firm_id')
      .innerJoin('users as u', 'u.id', 'acc.user_id')
      .select('c.id')
      .where('u.email', '=', DEMO_EMAILS.lawFirm2)
      .executeTakeFirstOrThrow();
    const id = await insertMatch('CASE', [a.id, b.id, otherFirm.id]);
    const reply = await as('staff', `${BASE}/cases/${id}/merge/`, {
      method: 'PATCH',
      body: { canonical_id: a.id, merge_ids: [b.id, otherFirm.id] },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.non_field_errors[0]).toBe(
      `Case ${otherFirm.id} could not be merged: Both cases must be with the same law firm. Nothing was merged.`,
    );
    expect(await db().selectFrom('cases').select('id').where('id', 'in', [a.id, b.id, otherFirm.id]).execute()).toHaveLength(3);
    const mergedHistory = await db()
      .selectFrom('activities')
      .select('id')
      .where('case_id', '=', a.id)
      .where('type', '=', 'CASES_MERGED')
      .execute();
    expect(mergedHistory).toEqual([]);
    const row = await db().selectFrom('dedupe_matches').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'NEW', decided_by_user_id: null, decided_at: null });
    const listed = (await as('staff', `${BASE}/cases/${id}/`)).body;
    expect(listed.matched_ids.sort()).toEqual([a.id, b.id, otherFirm.id].sort());
  });

  test('two staff merging the same match at once: one merge happens', async () => {
    const [a, b] = takeCases(2);
    const id = await insertMatch('CASE', [a.id, b.id]);
    const other = await loginAs(url, (await createUser(db(), { password: 'pw-123456789', isStaff: true })).email, 'pw-123456789');
    const body = { canonical_id: a.id, merge_ids: [b.id] };
    const replies = await Promise.all([
      as('staff', `${BASE}/cases/${id}/merge/`, { method: 'PATCH', body }),
      call(url, `${BASE}/cases/${id}/merge/`, { token: other, method: 'PATCH', body }),
    ]);
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const reply of replies) expect([200, 404, 409]).toContain(reply.status);
    expect(statuses.every((status) => status < 500)).toBe(true);
    const activity = await db()
      .selectFrom('activities')
      .select('id')
      .where('case_id', '=', a.id)
      .where('type', '=', 'CASES_MERGED')
      .execute();
    const row = await db().selectFrom('dedupe_matches').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('MERGED');
    expect(activity).toHaveLength(1);

    // Two dismissals at once: one applies, the other is told.
    const [c, d] = takeCases(2);
    const next = await insertMatch('CASE', [c.id, d.id]);
    const both = await Promise.all([
      as('staff', `${BASE}/cases/${next}/dismiss/`, { method: 'PATCH' }),
      call(url, `${BASE}/cases/${next}/dismiss/`, { token: other, method: 'PATCH' }),
    ]);
    expect(both.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(both.every((reply) => [200, 400, 409].includes(reply.status))).toBe(true);
  });

  test('merging contacts: the master rule; case and account links move; the duplicates go', async () => {
    const org = await db()
      .insertInto('legal_organizations')
      .values({ name: `Dedupe Org ${randomUUID().slice(0, 6)}`, type: 'MEDICAL_PRACTICE' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const contact = async (first: string) =>
      (
        await db()
          .insertInto('contacts')
          .values({
            first_name: first,
            last_name: 'Quill',
            email: `${first.toLowerCase()}-${randomUUID().slice(0, 6)}@example.test`,
            legal_organization_id: org.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const [plain, userContact, third] = [await contact('Ann'), await contact('Anne'), await contact('Annie')];
    const user = await createUser(db(), { password: 'pw-123456789', organizationId: org.id });
    await db().updateTable('accounts').set({ linked_contact_id: userContact }).where('id', '=', user.accountId).execute();
    // Any two cases that still exist (the law firm's have been used up by the merges above).
    const [kase, kase2] = await db().selectFrom('cases').select('id').orderBy('created_at', 'desc').orderBy('id').limit(2).execute();
    await db()
      .insertInto('case_contacts')
      .values([
        { case_id: kase.id, contact_id: plain },
        { case_id: kase.id, contact_id: userContact },
        { case_id: kase2.id, contact_id: third },
      ])
      .execute();
    const id = await insertMatch('CONTACT', [plain, userContact, third]);

    const list = await as('staff', `${BASE}/contacts/?page_size=100`);
    const match = list.body.results.find((m: any) => m.id === id);
    expect(match.matched_objects.find((o: any) => o.id === userContact)).toMatchObject({
      is_user: true,
      first_name: 'Anne',
      legal_organization: { id: org.id },
      is_account_deactivated: false,
      is_account_suspended: false,
      last_login: null,
    });
    expect(match.matched_objects.find((o: any) => o.id === plain).is_user).toBe(false);

    // Another contact of the group is a user: a non-user cannot be master.
    const refused = await as('staff', `${BASE}/contacts/${id}/merge/`, {
      method: 'PATCH',
      body: { canonical_id: plain, merge_ids: [third] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.canonical_id[0]).toMatch(/must be a user/);
    expect((await db().selectFrom('dedupe_matches').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('NEW');

    const merged = await as('staff', `${BASE}/contacts/${id}/merge/`, {
      method: 'PATCH',
      body: { canonical_id: userContact, merge_ids: [plain, third] },
    });
    expect(merged.status).toBe(200);
    expect(await db().selectFrom('contacts').select('id').where('id', 'in', [plain, third]).execute()).toEqual([]);
    const links = await db().selectFrom('case_contacts').select(['case_id', 'contact_id']).where('contact_id', '=', userContact).execute();
    expect(links.map((link) => link.case_id).sort()).toEqual([kase.id, kase2.id].sort());
    expect((await db().selectFrom('dedupe_matches').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('MERGED');
  });

  test('refresh queues the full refresh job', async () => {
    const reply = await as('staff', `${BASE}/refresh/`, { method: 'POST' });
    expect(reply.status).toBe(202);
    expect(reply.body).toEqual({ queued: true });
    // The engine's refresh runs (and leaves nothing pending for the tests after this one).
    await jobsIdle();
  });
});

describe('legal organisation matches', () => {
  test('listed with what the card shows, counted, dismissed and marked; never merged here', async () => {
    const suffix = randomUUID().slice(0, 8);
    const orgs = await db()
      .insertInto('legal_organizations')
      .values([
        {
          name: `Dedupe Org ${suffix} LLC`,
          type: 'LAW_FIRM',
          website: `https://org-${suffix}.example`,
          address1: '1 Main St',
          city: 'Austin',
          state: 'TX',
          zip_code: '78701',
          phone_number: '5125550100',
          created_at: new Date(Date.UTC(2025, 0, 1)),
        },
        { name: `Dedupe Org ${suffix}`, type: 'LAW_FIRM', website: `org-${suffix}.example`, created_at: new Date(Date.UTC(2025, 0, 2)) },
        { name: `Dedupe Other ${suffix}`, type: 'LAW_FIRM', created_at: new Date(Date.UTC(2025, 0, 3)) },
      ])
      .returning(['id', 'name'])
      .execute();
    const [a, b, c] = orgs;
    const first = await insertMatch('LEGAL_ORGANIZATION', [a.id, b.id]);
    const second = await insertMatch('LEGAL_ORGANIZATION', [b.id, c.id]);
    const path = `${BASE}/legal-organizations`;

    const list = await as('staff', `${path}/?search=${suffix}`);
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(2);
    const listed = list.body.results.find((match: { id: string }) => match.id === first);
    expect(listed).toMatchObject({ model_type: 'LEGAL_ORGANIZATION', status: 'NEW', matched_ids: [a.id, b.id] });
    expect(listed.matched_objects[0]).toEqual({
      id: a.id,
      name: a.name,
      type: 'LAW_FIRM',
      website: `https://org-${suffix}.example`,
      address: { address1: '1 Main St', address2: '', city: 'Austin', state: 'TX', zip_code: '78701' },
      phone_number: '5125550100',
      case_count: 0,
      created_at: '2025-01-01T00:00:00.000Z',
    });
    // The website is searched too; the detail answers one match; the counts count per status.
    expect((await as('staff', `${path}/?search=org-${suffix}.example`)).body.count).toBe(2);
    expect((await as('staff', `${path}/${first}/`)).body).toMatchObject({ id: first, matched_ids: [a.id, b.id] });
    expect((await as('staff', `${path}/counts/?search=${suffix}`)).body).toEqual({ new: 2, needs_more_information: 0, dismissed: 0 });
    // Not a case or contact match.
    expect((await as('staff', `${BASE}/cases/${first}/`)).status).toBe(404);

    // Merging organisations is the verification tab's: a clear 400, nothing changes.
    const merge = await as('staff', `${path}/${first}/merge/`, { method: 'PATCH', body: { canonical_id: a.id, merge_ids: [b.id] } });
    expect(merge.status).toBe(400);
    expect(merge.body).toEqual({ non_field_errors: ['Organisations are merged from the verification tab.'] });
    expect((await db().selectFrom('legal_organizations').select('id').where('id', 'in', [a.id, b.id]).execute()).length).toBe(2);

    expect((await as('staff', `${path}/${first}/dismiss/`, { method: 'PATCH', body: {} })).body).toEqual({
      id: first,
      status: 'DISMISSED',
    });
    const marked = await as('staff', `${path}/${second}/needs_more_information/`, { method: 'PATCH', body: { note: 'Same firm?' } });
    expect(marked.body).toEqual({ id: second, status: 'NEEDS_MORE_INFORMATION' });
    expect((await as('staff', `${path}/counts/?search=${suffix}`)).body).toEqual({ new: 0, needs_more_information: 1, dismissed: 1 });
    const dismissed = await as('staff', `${path}/?search=${suffix}&status=dismissed`);
    expect(dismissed.body.results.map((match: { id: string }) => match.id)).toEqual([first]);
    const row = await db().selectFrom('dedupe_matches').selectAll().where('id', '=', first).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'DISMISSED', decided_by_user_id: staffUserId });

    // Refused for everyone but staff.
    for (const who of ['provider', 'lawFirm']) {
      expect((await as(who, `${path}/`)).status).toBe(403);
      expect((await as(who, `${path}/${second}/dismiss/`, { method: 'PATCH', body: {} })).status).toBe(403);
    }
    await db().deleteFrom('dedupe_matches').where('id', 'in', [first, second]).execute();
    await db().deleteFrom('legal_organizations').where('id', 'in', [a.id, b.id, c.id]).execute();
  });
});
