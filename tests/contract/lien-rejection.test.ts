// Rejecting a lien's verification (the case's law firm) and resolving the rejection (the lien's holder): the
// required texts, the open LIEN_REJECTION thread, RESUBMITTED, the change-firm path, and who is refused.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};
const reject = (id: string) => `${V1}/beta/escrow-agent/liens/${id}/reject_verification/`;
const resolve = (id: string) => `${V1}/beta/lienholder/liens/${id}/resolve_rejection/`;
let lien: { id: string; case: string; lienholder: { id: string; name: string } };

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'funder'] as const) tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
});
afterAll(() => registry?.close());

const db = () => registry.registry.db;
const count = async (table: 'case_threads' | 'case_messages' | 'activities') =>
  Number(
    (
      await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const counts = async () => ({
  threads: await count('case_threads'),
  messages: await count('case_messages'),
  activities: await count('activities'),
});

/** A fresh lien of the provider's on one of the first firm's cases (each test rejects another one). */
const used = new Set<string>();
async function nextLien() {
  const liens = (await call(url, `${V1}/beta/escrow-agent/liens/?page_size=off`, { token: tokens.lawFirm })).body.results;
  const found = liens.find((l: any) => l.lienholder.name === 'Riverside Spine & Rehab' && !used.has(l.id) && !l.has_open_rejection);
  used.add(found.id);
  return found;
}
const ownLien = async (id: string) => (await call(url, `${V1}/beta/lienholder/liens/${id}/`, { token: tokens.provider })).body;

beforeEach(async () => {
  lien = await nextLien();
});

describe('reject lien verification (law firm)', () => {
  test('the reasons are required; nothing is written on bad input', async () => {
    const before = await counts();
    for (const body of [{}, { note: '   ' }, { note: null }]) {
      const reply = await call(url, reject(lien.id), { token: tokens.lawFirm, method: 'PATCH', body });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ note: ['This field is required.'] });
    }
    expect(await counts()).toEqual(before);
    expect((await ownLien(lien.id)).has_open_rejection).toBe(false);
  });

  test('records an open rejection both sides see, keeps the lien visible, and writes the history', async () => {
    const reply = await call(url, reject(lien.id), { token: tokens.lawFirm, method: 'PATCH', body: { note: 'No signed lien letter' } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ id: lien.id, has_open_rejection: true, rejection_note: 'No signed lien letter' });
    expect(reply.body.verification_status).not.toBe('REJECTED');
    expect(await ownLien(lien.id)).toMatchObject({ has_open_rejection: true, rejection_note: 'No signed lien letter' });

    const threads = await db().selectFrom('case_threads').selectAll().where('lien_id', '=', lien.id).execute();
    expect(threads).toHaveLength(1);
    expect(threads[0]).toMatchObject({
      type: 'LIEN_REJECTION',
      is_resolved: false,
      case_id: lien.case,
      to_organization_id: lien.lienholder.id,
    });
    const history = await call(url, `${V1}/lienholder/activities/?lien=${lien.id}&page_size=1`, { token: tokens.provider });
    expect(history.body.results[0]).toMatchObject({ type: 'LIEN_REJECTED', note: 'No signed lien letter' });
  });

  test("another lienholder on the case sees only the lien's public fields, not the firm's reasons", async () => {
    const all = (await call(url, `${V1}/beta/escrow-agent/liens/?page_size=off`, { token: tokens.lawFirm })).body.results;
    const funderCases = new Set(all.filter((l: any) => l.lienholder.name === 'Beacon Settlement Funding').map((l: any) => l.case));
    const shared = all.find(
      (l: any) => l.lienholder.name === 'Riverside Spine & Rehab' && funderCases.has(l.case) && !l.has_open_rejection,
    );
    expect(shared).toBeTruthy();
    await call(url, reject(shared.id), { token: tokens.lawFirm, method: 'PATCH', body: { note: 'Private reasons' } });
    const seen = (
      await call(url, `${V1}/beta/lienholder/liens/?case=${shared.case}&page_size=off`, { token: tokens.funder })
    ).body.results.find((l: any) => l.id === shared.id);
    expect(seen).toEqual({
      id: shared.id,
      case: shared.case,
      lienholder: shared.lienholder,
      verification_status: shared.verification_status,
      is_own: false,
    });
    used.add(shared.id);
  });

  test('rejecting again while one is open is refused, and writes nothing', async () => {
    await call(url, reject(lien.id), { token: tokens.lawFirm, method: 'PATCH', body: { note: 'Wrong patient' } });
    const before = await counts();
    const again = await call(url, reject(lien.id), { token: tokens.lawFirm, method: 'PATCH', body: { note: 'Still wrong' } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ non_field_errors: ['This lien already has an open rejection. Wait for the lienholder to resolve it.'] });
    expect(await counts()).toEqual(before);
  });

  test('another firm is refused with 404, a lienholder with 403', async () => {
    const before = await counts();
    expect((await call(url, reject(lien.id), { token: tokens.lawFirm2, method: 'PATCH', body: { note: 'x' } })).status).toBe(404);
    expect((await call(url, reject(lien.id), { token: tokens.provider, method: 'PATCH', body: { note: 'x' } })).status).toBe(403);
    expect((await call(url, reject('not-a-uuid'), { token: tokens.lawFirm, method: 'PATCH', body: { note: 'x' } })).status).toBe(404);
    expect(await counts()).toEqual(before);
  });
});

describe('resolve rejection (lienholder)', () => {
  test('path is required and must be a known choice; resubmitting needs the note; the change path needs a law firm', async () => {
    await call(url, reject(lien.id), { token: tokens.lawFirm, method: 'PATCH', body: { note: 'Missing bill' } });
    const before = await counts();
    const attempts: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{}, { path: ['This field is required.'] }],
      [{ path: 'X' }, { path: ['"X" is not a valid choice.'] }],
      [{ path: 'RESUBMIT' }, { note: ['This field is required. Please provide additional information to the law firm.'] }],
      [{ path: 'RESUBMIT', note: '  ' }, { note: ['This field is required. Please provide additional information to the law firm.'] }],
      [{ path: 'CHANGE_LAW_FIRM' }, { law_firm: ['This field is required.'] }],
      [{ path: 'CHANGE_LAW_FIRM', law_firm: 'nope' }, { law_firm: ['Must be a valid UUID.'] }],
      [{ path: 'CHANGE_LAW_FIRM', law_firm: lien.lienholder.id }, { law_firm: ['Select a law firm.'] }],
    ];
    for (const [body, errors] of attempts) {
      const reply = await call(url, resolve(lien.id), { token: tokens.provider, method: 'PATCH', body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body).toEqual(errors);
    }
    expect(await counts()).toEqual(before);
    expect((await ownLien(lien.id)).has_open_rejection).toBe(true);
  });

  test('without an open rejection there is nothing to resolve', async () => {
    const reply = await call(url, resolve(lien.id), {
      token: tokens.provider,
      method: 'PATCH',
      body: { path: 'RESUBMIT', note: 'Here it is' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ non_field_errors: ['This lien has no open rejection to resolve.'] });
  });

  test('another organisation is refused with 404, the law firm with 403', async () => {
    await call(url, reject(lien.id), { token: tokens.lawFirm, method: 'PATCH', body: { note: 'Missing bill' } });
    const before = await counts();
    const body = { path: 'RESUBMIT', note: 'x' };
    expect((await call(url, resolve(lien.id), { token: tokens.funder, method: 'PATCH', body })).status).toBe(404);
    expect((await call(url, resolve(lien.id), { token: tokens.lawFirm, method: 'PATCH', body })).status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  test('resubmitting sets RESUBMITTED, answers and resolves the thread, and the firm sees it', async () => {
    await call(url, reject(lien.id), { token: tokens.lawFirm, method: 'PATCH', body: { note: 'Missing bill' } });
    const reply = await call(url, resolve(lien.id), {
      token: tokens.provider,
      method: 'PATCH',
      body: { path: 'RESUBMIT', note: 'Bill uploaded' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ verification_status: 'RESUBMITTED', has_open_rejection: false, rejection_note: null });

    const thread = await db().selectFrom('case_threads').selectAll().where('lien_id', '=', lien.id).executeTakeFirstOrThrow();
    expect(thread.is_resolved).toBe(true);
    const messages = await db().selectFrom('case_messages').select('note').where('thread_id', '=', thread.id).orderBy('seq').execute();
    expect(messages.map((m) => m.note)).toEqual(['Missing bill', 'Bill uploaded', 'Resubmitted lien']);

    const seen = await call(url, `${V1}/beta/escrow-agent/liens/${lien.id}/`, { token: tokens.lawFirm });
    expect(seen.body).toMatchObject({ verification_status: 'RESUBMITTED', has_open_rejection: false });
    const history = await call(url, `${V1}/escrow-agent/activities/?lien=${lien.id}&page_size=2`, { token: tokens.lawFirm });
    expect(history.body.results.map((a: any) => a.type)).toEqual(['LIEN_VERIFICATION_UPDATED', 'LIEN_REJECTED']);
    expect(history.body.results[0]).toMatchObject({ note: 'Bill uploaded', activity_data: { new_status: 'RESUBMITTED' } });

    // A resubmitted lien can be rejected again.
    expect((await call(url, reject(lien.id), { token: tokens.lawFirm, method: 'PATCH', body: { note: 'Still missing' } })).status).toBe(
      200,
    );
  });

  test('naming the new law firm moves the case there and resolves the rejection', async () => {
    await call(url, reject(lien.id), { token: tokens.lawFirm, method: 'PATCH', body: { note: 'We do not represent this plaintiff' } });
    const morales = (await call(url, `${V1}/legal-organizations-light/?type=LAW_FIRM&search=morales`, { token: tokens.provider })).body
      .results[0];
    const reply = await call(url, resolve(lien.id), {
      token: tokens.provider,
      method: 'PATCH',
      body: { path: 'CHANGE_LAW_FIRM', law_firm: morales.id },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ has_open_rejection: false, has_attorney_changed: true });
    expect(reply.body.verification_status).not.toBe('RESUBMITTED');

    const thread = await db()
      .selectFrom('case_threads')
      .select(['id', 'is_resolved'])
      .where('lien_id', '=', lien.id)
      .executeTakeFirstOrThrow();
    expect(thread.is_resolved).toBe(true);
    const last = await db()
      .selectFrom('case_messages')
      .select('note')
      .where('thread_id', '=', thread.id)
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    expect(last.note).toBe('Resolved rejection');
    expect((await call(url, `${V1}/escrow-agent/portfolio/${lien.case}/`, { token: tokens.lawFirm2 })).body.law_firm.name).toBe(
      'Morales Cole Trial Lawyers',
    );
    expect((await call(url, `${V1}/escrow-agent/portfolio/${lien.case}/`, { token: tokens.lawFirm })).status).toBe(404);
  });
});
