// Inbox threads: visible to their sender and addressee only (on cases they still see), dismissed by the addressee
// only, answered by the parties, the DOCUMENTS_HIDDEN notice of the share-documents toggle, events for both
// parties, and threads following a merge.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};
const orgs: Record<string, string> = {};
let caseId: string;
let lienId: string;
const THREADS = `${V1}/case-threads/`;
const MESSAGES = `${V1}/case-messages/`;

const as = (who: string, path: string, options: { method?: string; body?: unknown } = {}) =>
  call(url, path, { token: tokens[who], ...options });
const threadsOf = async (who: string, query = `case=${caseId}`) => (await as(who, `${THREADS}?${query}&page_size=off`)).body;
const share = (on: boolean) => as('provider', `${V1}/beta/lienholder/liens/${lienId}/`, { method: 'PATCH', body: { share_documents: on } });
const messageCount = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from case_messages`.execute(registry.registry.db)).rows[0]!.n);

/** A DOCUMENT_REQUEST conversation from the law firm to the provider (that type's writer arrives later). */
async function openConversation(): Promise<string> {
  const { id } = await registry.registry.db
    .insertInto('case_threads')
    .values({
      case_id: caseId,
      lien_id: lienId,
      type: 'DOCUMENT_REQUEST',
      created_by_organization_id: orgs.lawFirm,
      to_organization_id: orgs.provider,
      context: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'insurer', 'funder'] as const) {
    tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
    orgs[key] = (await as(key, `${V1}/accounts-auth/`)).body.registry_accounts[0].registry_legal_organization.id;
  }
  const mine = (await as('provider', `${V1}/lienholder/portfolio/?page_size=off&is_resolved=all`)).body.results;
  const firm = new Set(
    (await as('lawFirm', `${V1}/escrow-agent/portfolio/?page_size=off&is_closed=all`)).body.results.map((c: any) => c.id),
  );
  const shared = mine.find(
    (c: any) => firm.has(c.id) && c.user_lien.share_documents && !c.lienholders.some((l: any) => l.id === orgs.insurer),
  );
  caseId = shared.id;
  lienId = shared.user_lien.id;
});
afterAll(() => registry?.close());

describe('DOCUMENTS_HIDDEN', () => {
  test('turning sharing off opens a notice to the law firm, seen by both parties and nobody else', async () => {
    expect((await threadsOf('lawFirm')).count).toBe(0);
    expect((await share(false)).status).toBe(200);
    const seen = await threadsOf('lawFirm');
    expect(seen).toMatchObject({ count: 1, next: null, previous: null });
    const [thread] = seen.results;
    expect(thread).toMatchObject({
      case: caseId,
      lien: lienId,
      type: 'DOCUMENTS_HIDDEN',
      is_resolved: false,
      is_new: true,
      created_by_organization_id: orgs.provider,
      to_organization_id: orgs.lawFirm,
      message_count: 0,
      latest_message: null,
    });
    // The sender sees it too, but nothing waits for it.
    expect((await threadsOf('provider')).results).toMatchObject([{ id: thread.id, is_new: false }]);
    // Another law firm, and a lienholder not on the case: nothing, and 404 on the thread itself.
    for (const other of ['lawFirm2', 'insurer']) {
      expect((await threadsOf(other)).results).toEqual([]);
      expect((await threadsOf(other, `id=${thread.id}`)).results).toEqual([]);
      expect((await as(other, `${THREADS}${thread.id}/`)).status).toBe(404);
    }
    expect((await as('lawFirm', `${THREADS}${thread.id}/`)).body).toMatchObject({ id: thread.id, type: 'DOCUMENTS_HIDDEN' });

    // The toggle's own lien.updated event tells both parties of the thread; the notice adds none of its own.
    const events = await sql<{ type: string; organization_ids: string[] }>`
      select type, organization_ids from events where case_id = ${caseId} order by id desc limit 2`.execute(registry.registry.db);
    expect(events.rows.map((row) => row.type).sort()).toEqual(['activity.created', 'lien.updated']);
    for (const row of events.rows) expect(row.organization_ids.sort()).toEqual([orgs.lawFirm, orgs.provider].sort());
  });

  test('turning sharing back on releases it with "Released document"', async () => {
    expect((await share(true)).status).toBe(200);
    const [thread] = (await threadsOf('lawFirm')).results;
    expect(thread).toMatchObject({ is_resolved: true, is_new: false, message_count: 1, latest_message: { note: 'Released document' } });
    expect(thread.messages[0]).toMatchObject({
      note: 'Released document',
      created_by_organization_name: thread.created_by_organization_name,
    });
  });
});

describe('dismissing a thread', () => {
  test('only the addressee dismisses, once; re-opening and bad input write nothing', async () => {
    await share(false);
    const open = (await threadsOf('lawFirm', `case=${caseId}&is_resolved=false`)).results;
    expect(open).toHaveLength(1);
    const path = `${THREADS}${open[0].id}/`;
    const before = await messageCount();
    expect(await as('lawFirm', path, { method: 'PATCH', body: {} })).toEqual({
      status: 400,
      body: { is_resolved: ['This field is required.'] },
    });
    expect(await as('lawFirm', path, { method: 'PATCH', body: { is_resolved: 'yes' } })).toEqual({
      status: 400,
      body: { is_resolved: ['Must be a valid boolean.'] },
    });
    expect(await as('lawFirm', path, { method: 'PATCH', body: { is_resolved: false } })).toEqual({
      status: 400,
      body: { is_resolved: ['A resolved thread cannot be re-opened.'] },
    });
    expect((await as('provider', path, { method: 'PATCH', body: { is_resolved: true } })).status).toBe(403);
    expect((await as('lawFirm2', path, { method: 'PATCH', body: { is_resolved: true } })).status).toBe(404);
    expect((await as('insurer', path, { method: 'PATCH', body: { is_resolved: true } })).status).toBe(404);
    expect(await messageCount()).toBe(before);

    const dismissed = await as('lawFirm', path, { method: 'PATCH', body: { is_resolved: true } });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toMatchObject({ is_resolved: true, is_new: false, latest_message: { note: 'Dismissed thread' } });
    expect(await as('lawFirm', path, { method: 'PATCH', body: { is_resolved: true } })).toEqual({
      status: 400,
      body: { non_field_errors: ['This thread is already resolved.'] },
    });
    // Turning sharing on afterwards has nothing left to release.
    await share(true);
    expect((await as('lawFirm', path)).body.messages.map((m: any) => m.note)).toEqual(['Dismissed thread']);
  });

  test('a rejection is answered, not dismissed or closed with a message: the thread and the rejection stay open', async () => {
    // Another case than the other tests', so their counts stay theirs.
    const mine = (await as('provider', `${V1}/lienholder/portfolio/?page_size=off`)).body.results;
    const firm = new Set((await as('lawFirm', `${V1}/escrow-agent/portfolio/?page_size=off`)).body.results.map((c: any) => c.id));
    const other = mine.find((c: any) => c.id !== caseId && firm.has(c.id));
    const otherLienId = other.user_lien.id;
    const rejected = await as('lawFirm', `${V1}/beta/escrow-agent/liens/${otherLienId}/reject_verification/`, {
      method: 'PATCH',
      body: { note: 'Missing the signed letter' },
    });
    expect(rejected.status).toBe(200);
    const [thread] = (await threadsOf('provider', `case=${other.id}&type=LIEN_REJECTION&is_resolved=false`)).results;
    const before = await messageCount();
    const refusal = { non_field_errors: ['Answer the rejection instead: resubmit the lien or name the new law firm.'] };
    expect(await as('provider', `${THREADS}${thread.id}/`, { method: 'PATCH', body: { is_resolved: true } })).toEqual({
      status: 400,
      body: refusal,
    });
    expect(await as('provider', MESSAGES, { method: 'POST', body: { thread: thread.id, note: 'Done', resolves_thread: true } })).toEqual({
      status: 400,
      body: refusal,
    });
    expect(await messageCount()).toBe(before);
    expect((await as('provider', `${THREADS}${thread.id}/`)).body.is_resolved).toBe(false);
    expect((await as('provider', `${V1}/beta/lienholder/liens/${otherLienId}/`)).body.has_open_rejection).toBe(true);
    // Answering it is what closes it.
    const answered = await as('provider', `${V1}/beta/lienholder/liens/${otherLienId}/resolve_rejection/`, {
      method: 'PATCH',
      body: { path: 'RESUBMIT', note: 'Letter attached' },
    });
    expect(answered.status).toBe(200);
    expect((await as('provider', `${THREADS}${thread.id}/`)).body).toMatchObject({
      is_resolved: true,
      latest_message: { note: 'Resubmitted lien' },
    });
  });
});

describe('messages', () => {
  test('bad input and the wrong organisation write nothing', async () => {
    await share(false);
    const [notice] = (await threadsOf('lawFirm', `case=${caseId}&is_resolved=false`)).results;
    const before = await messageCount();
    expect(await as('lawFirm', MESSAGES, { method: 'POST', body: {} })).toEqual({
      status: 400,
      body: { thread: ['This field is required.'], note: ['This field is required.'] },
    });
    expect(await as('lawFirm', MESSAGES, { method: 'POST', body: { thread: notice.id, note: '   ' } })).toEqual({
      status: 400,
      body: { note: ['This field is required.'] },
    });
    expect(await as('lawFirm', MESSAGES, { method: 'POST', body: { thread: 'nope', note: 'x', resolves_thread: 'yes' } })).toEqual({
      status: 400,
      body: { thread: ['Must be a valid UUID.'], resolves_thread: ['Must be a valid boolean.'] },
    });
    // Another tenant cannot tell the thread exists; the sender of a notice cannot write on it.
    expect(await as('lawFirm2', MESSAGES, { method: 'POST', body: { thread: notice.id, note: 'Hello' } })).toEqual({
      status: 400,
      body: { thread: ['Not found.'] },
    });
    expect(
      (await as('provider', MESSAGES, { method: 'POST', body: { thread: notice.id, note: 'Hello', resolves_thread: true } })).status,
    ).toBe(403);
    expect(await messageCount()).toBe(before);

    const posted = await as('lawFirm', MESSAGES, {
      method: 'POST',
      body: { thread: notice.id, note: 'Noted, thanks.', resolves_thread: true },
    });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({
      thread: notice.id,
      note: 'Noted, thanks.',
      created_by_organization_name: notice.to_organization_name,
    });
    expect((await as('lawFirm', `${THREADS}${notice.id}/`)).body).toMatchObject({
      is_resolved: true,
      latest_message: { note: 'Noted, thanks.' },
    });
    expect(await as('lawFirm', MESSAGES, { method: 'POST', body: { thread: notice.id, note: 'Again' } })).toEqual({
      status: 400,
      body: { non_field_errors: ['This thread is already resolved.'] },
    });
    await share(true);
  });

  test('a conversation passes the turn to the other party with each message, and either party closes it', async () => {
    const id = await openConversation();
    const newFor = async (who: string) => (await as(who, `${THREADS}${id}/`)).body.is_new;
    expect([await newFor('provider'), await newFor('lawFirm')]).toEqual([true, false]);
    expect((await as('provider', MESSAGES, { method: 'POST', body: { thread: id, note: 'Patient still treating.' } })).status).toBe(201);
    expect((await as('provider', `${THREADS}${id}/`)).body).toMatchObject({ action_needed: false, is_resolved: false, message_count: 1 });
    expect([await newFor('provider'), await newFor('lawFirm')]).toEqual([false, true]);
    expect((await as('lawFirm', MESSAGES, { method: 'POST', body: { thread: id, note: 'Please send what you have.' } })).status).toBe(201);
    expect([await newFor('provider'), await newFor('lawFirm')]).toEqual([true, false]);
    // Closing a conversation is either party's (the law firm closes its document requests).
    expect(
      (await as('lawFirm', MESSAGES, { method: 'POST', body: { thread: id, note: 'Closing this request.', resolves_thread: true } }))
        .status,
    ).toBe(201);
    const closed = (await as('provider', `${THREADS}${id}/`)).body;
    expect(closed).toMatchObject({
      is_resolved: true,
      action_needed: false,
      is_new: false,
      message_count: 3,
      latest_message: { note: 'Closing this request.' },
    });
    expect(closed.messages.map((m: any) => m.created_by_organization_name)).toEqual([
      closed.to_organization_name,
      closed.created_by_organization_name,
      closed.created_by_organization_name,
    ]);
  });
});

describe('listing', () => {
  test('filters by type, sender and resolution; bad filters are field errors', async () => {
    const all = (await threadsOf('lawFirm')).results;
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all.map((t: any) => t.created_at)).toEqual([...all.map((t: any) => t.created_at)].sort().reverse());
    const request = (await threadsOf('lawFirm', `case=${caseId}&type=DOCUMENT_REQUEST`)).results;
    expect(request.map((t: any) => t.type)).toEqual(['DOCUMENT_REQUEST']);
    const fromProvider = (await threadsOf('lawFirm', `case=${caseId}&created_by_organization_id=${orgs.provider}`)).results;
    expect(fromProvider.length).toBe(all.length - 1);
    expect((await threadsOf('lawFirm', `case=${caseId}&is_resolved=false`)).results).toEqual([]);
    expect(await as('lawFirm', `${THREADS}?type=CHAT&is_resolved=maybe&case=x`)).toEqual({
      status: 400,
      body: { case: ['Must be a valid UUID.'], type: ['"CHAT" is not a valid choice.'], is_resolved: ['Must be a valid boolean.'] },
    });
    const paged = await as('lawFirm', `${THREADS}?case=${caseId}&page_size=2`);
    expect(paged.body.results).toHaveLength(2);
    expect(paged.body.next).toContain('page=2');
    expect((await as('funder', `${THREADS}?page_size=off`)).body.results.filter((t: any) => t.case === caseId)).toEqual([]);
  });

  test("a merge moves the duplicate's threads to the canonical case", async () => {
    const cases = (await as('lawFirm', `${V1}/escrow-agent/portfolio/?page_size=off&is_closed=all`)).body.results.filter(
      (c: any) => c.id !== caseId,
    );
    const [canonical, duplicate] = cases;
    const { id } = await registry.registry.db
      .insertInto('case_threads')
      .values({
        case_id: duplicate.id,
        type: 'DOCUMENTS_HIDDEN',
        created_by_organization_id: orgs.provider,
        to_organization_id: orgs.lawFirm,
        context: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const LF = `${V1}/escrow-agent/portfolio/`;
    const preview = await as('lawFirm', `${LF}preview-merge/`, { method: 'POST', body: { case_ids: [canonical.id, duplicate.id] } });
    const merged = await as('lawFirm', `${LF}merge/`, {
      method: 'POST',
      body: { case_ids: [canonical.id, duplicate.id], last_previewed_at: preview.body.last_previewed_at },
    });
    expect(merged.status).toBe(200);
    expect((await as('lawFirm', `${THREADS}${id}/`)).body.case).toBe(canonical.id);
  });

  test('a lienholder whose lien is rejected keeps the threads about that lien only', async () => {
    const db = registry.registry.db;
    const insert = (lien: string | null) =>
      db
        .insertInto('case_threads')
        .values({
          case_id: caseId,
          lien_id: lien,
          type: 'LIEN_REJECTION',
          created_by_organization_id: orgs.lawFirm,
          to_organization_id: orgs.provider,
          context: '{}',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const aboutLien = (await insert(lienId)).id;
    const aboutCase = (await insert(null)).id;
    await db.updateTable('liens').set({ verification_status: 'REJECTED' }).where('id', '=', lienId).execute();
    try {
      expect((await as('provider', `${THREADS}${aboutLien}/`)).body).toMatchObject({ id: aboutLien, is_new: true });
      expect((await as('provider', `${THREADS}${aboutCase}/`)).status).toBe(404);
    } finally {
      await db.updateTable('liens').set({ verification_status: 'VERIFIED' }).where('id', '=', lienId).execute();
      await db.deleteFrom('case_threads').where('id', 'in', [aboutLien, aboutCase]).execute();
    }
  });

  test('a law firm that no longer represents the plaintiff no longer sees the threads of that case', async () => {
    expect((await threadsOf('lawFirm')).count).toBeGreaterThan(0);
    const change = await as('lawFirm', `${V1}/escrow-agent/portfolio/${caseId}/change-law-firm/`, {
      method: 'PATCH',
      body: { knows_new_firm: false, note: 'Client left.' },
    });
    expect(change.status).toBe(204);
    expect((await threadsOf('lawFirm')).results).toEqual([]);
    // The provider still sees the case, and its threads with the former firm.
    expect((await threadsOf('provider')).count).toBeGreaterThan(0);
  });
});
