// Document requests: the law firm's request (a DOCUMENT_REQUEST conversation, history, events, a notification and a
// one-time link e-mailed to each addressed lienholder contact), the lienholder's and the law firm's responses, the
// close, and the logged-out answer through the link: the token opens exactly its one request, once, for 14 days.
import { createHash } from 'node:crypto';
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
let otherCaseId: string;
const contacts: { id: string; email: string }[] = [];
const REQUESTS = `${V1}/escrow-agent/lien-document-requests/`;
const RESPONSES = `${V1}/lien-document-responses/`;
const LOGGED_OUT = `${V1}/logged-out-document-requests/`;

const as = (who: string, path: string, options: { method?: string; body?: unknown } = {}) =>
  call(url, path, { token: tokens[who], ...options });
const withToken = (token: string, path: string, options: { method?: string; body?: unknown } = {}) =>
  call(url, path, { ...options, headers: { authorization: `Token ${token}` } });
const db = () => registry.registry.db;
const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const sharedLiens = new Map<string, string>();
const shared2Lien = () => sharedLiens.get(otherCaseId)!;
const idle = () => registry.registry.adapters.jobs.idle();

/** The links e-mailed so far, newest first: recipient, token and request id. */
async function links() {
  const rows = await db()
    .selectFrom('mail_outbox')
    .select(['to', 'text', 'tag'])
    .where('tag', '=', 'document-request')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => {
    const match = /\/document-request\/response\?token=([^&\s]+)&request_id=([0-9a-f-]{36})/.exec(row.text)!;
    return { to: row.to[0]!, token: decodeURIComponent(match[1]!), requestId: match[2]! };
  });
}

beforeAll(async () => {
  registry = await startTestRegistry({ rateLimits: { perAddress: 60 } });
  url = registry.url;
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'insurer', 'funder'] as const) {
    tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
    orgs[key] = (await as(key, `${V1}/accounts-auth/`)).body.registry_accounts[0].registry_legal_organization.id;
  }
  const mine = (await as('provider', `${V1}/lienholder/portfolio/?page_size=off&is_resolved=all`)).body.results;
  const firm = new Set(
    (await as('lawFirm', `${V1}/escrow-agent/portfolio/?page_size=off&is_closed=all`)).body.results.map((c: any) => c.id),
  );
  const shared = mine.filter((c: any) => firm.has(c.id) && !c.lienholders.some((l: any) => l.id === orgs.insurer));
  caseId = shared[0].id;
  lienId = shared[0].user_lien.id;
  otherCaseId = shared[1].id;
  for (const c of shared) sharedLiens.set(c.id, c.user_lien.id);
  // Exactly two addressed contacts: the provider's contacts on this case are these two.
  await sql`delete from case_contacts where case_id = ${caseId} and contact_id in (select id from contacts where legal_organization_id = ${orgs.provider})`.execute(
    db(),
  );
  for (const name of ['Ada', 'Ben']) {
    const contact = await db()
      .insertInto('contacts')
      .values({
        first_name: name,
        last_name: 'Records',
        email: `${name.toLowerCase()}-records@provider.test`,
        legal_organization_id: orgs.provider,
        created_by_user_id: null,
        created_by_organization_id: orgs.provider,
      })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('case_contacts')
      .values({ case_id: caseId, contact_id: contact.id, created_by_organization_id: orgs.provider })
      .execute();
    contacts.push(contact);
  }
});
afterAll(() => registry?.close());

let requestId: string;
let threadId: string;

describe('requesting documents', () => {
  test('bad input is 400 with field messages; only the case law firm requests, of a lien on its case', async () => {
    expect(await as('lawFirm', REQUESTS, { method: 'POST', body: {} })).toEqual({
      status: 400,
      body: { lien: ['This field is required.'], note: ['This field is required.'] },
    });
    expect(await as('lawFirm', REQUESTS, { method: 'POST', body: { lien: 'nope', note: 'x' } })).toEqual({
      status: 400,
      body: { lien: ['Must be a valid UUID.'] },
    });
    expect(await as('lawFirm', REQUESTS, { method: 'POST', body: { lien: lienId, note: '   ' } })).toEqual({
      status: 400,
      body: { note: ['This field is required.'] },
    });
    expect((await as('lawFirm', REQUESTS, { method: 'POST', body: { lien: lienId, note: 7 } })).status).toBe(400);
    expect((await as('provider', REQUESTS, { method: 'POST', body: { lien: lienId, note: 'x' } })).status).toBe(403);
    expect(await as('lawFirm2', REQUESTS, { method: 'POST', body: { lien: lienId, note: 'x' } })).toEqual({
      status: 400,
      body: { lien: ['Not found.'] },
    });
    expect(Number((await sql<{ n: string }>`select count(*) as n from document_requests`.execute(db())).rows[0]!.n)).toBe(0);
  });

  test('a request opens the DOCUMENT_REQUEST conversation, history, events, and e-mails each addressed contact a link', async () => {
    const created = await as('lawFirm', REQUESTS, { method: 'POST', body: { lien: lienId, note: 'Please send the MRI records.' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      case: caseId,
      lien: { id: lienId, case: caseId, lienholder: { id: orgs.provider } },
      note: 'Please send the MRI records.',
      status: null,
      is_fulfilled: false,
      is_closed: false,
      closed_reason: null,
      created_by_organization_id: orgs.lawFirm,
      responses: [],
      viewer_can: { respond: true, close: true, upload: false },
    });
    requestId = created.body.id;
    threadId = created.body.thread;

    // The lienholder's Inbox: the conversation, its request, waiting for it.
    const inbox = (await as('provider', `${V1}/case-threads/?case=${caseId}&type=DOCUMENT_REQUEST&page_size=off`)).body.results;
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      id: threadId,
      type: 'DOCUMENT_REQUEST',
      is_new: true,
      to_organization_id: orgs.provider,
      latest_message: { note: 'Please send the MRI records.' },
      request: { id: requestId, status: null, viewer_can: { respond: true, close: false, upload: true } },
    });
    const lienholderList = (await as('provider', `${V1}/lienholder/lien-document-requests/?case=${caseId}`)).body;
    expect(lienholderList.results.map((r: any) => r.id)).toEqual([requestId]);

    // History and events for both parties.
    const activity = await db()
      .selectFrom('activities')
      .selectAll()
      .where('case_id', '=', caseId)
      .where('type', '=', 'DOCUMENT_REQUESTED')
      .executeTakeFirstOrThrow();
    expect(activity).toMatchObject({ lien_id: lienId, note: 'Please send the MRI records.', created_by_organization_id: orgs.lawFirm });
    const events = await db()
      .selectFrom('events')
      .select(['type', 'change', 'thread_id', 'organization_ids'])
      .where('case_id', '=', caseId)
      .where('change', '=', 'threads')
      .execute();
    expect(events.map((e) => e.type).sort()).toEqual(['activity.created', 'case.updated']);
    for (const event of events) {
      expect(event.thread_id).toBe(threadId);
      expect([...event.organization_ids].sort()).toEqual([orgs.lawFirm, orgs.provider].sort());
    }

    await idle();
    const sent = await links();
    expect(sent.map((link) => link.to).sort()).toEqual(contacts.map((c) => c.email).sort());
    for (const link of sent) expect(link.requestId).toBe(requestId);
    // Stored hashed only, never answered.
    const stored = await db()
      .selectFrom('document_request_tokens')
      .select(['token_hash', 'expires_at'])
      .where('request_id', '=', requestId)
      .execute();
    expect(stored).toHaveLength(2);
    for (const link of sent) {
      expect(stored.some((row) => row.token_hash === link.token)).toBe(false);
      expect(JSON.stringify(created.body)).not.toContain(link.token);
    }
    const days = (new Date(stored[0]!.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    // The lienholder's users are notified (DOCUMENT_REQUESTED); the law firm is not.
    const notified = await db()
      .selectFrom('notifications')
      .select(['organization_id', 'type', 'case_id'])
      .where('type', '=', 'DOCUMENT_REQUESTED')
      .execute();
    expect(notified.length).toBeGreaterThan(0);
    for (const row of notified) expect(row).toMatchObject({ organization_id: orgs.provider, case_id: caseId });
  });

  test('another tenant is refused on every route', async () => {
    for (const other of ['lawFirm2', 'insurer', 'funder']) {
      const role = other === 'lawFirm2' ? 'escrow-agent' : 'lienholder';
      expect((await as(other, `${V1}/${role}/lien-document-requests/${requestId}/`)).status, other).toBe(404);
      expect((await as(other, `${V1}/${role}/lien-document-requests/?case=${caseId}`)).body.results, other).toEqual([]);
      expect((await as(other, `${V1}/${role}/lien-document-requests/?id=${requestId}`)).body.results, other).toEqual([]);
      const status = other === 'lawFirm2' ? undefined : 'IN_PROGRESS';
      expect(await as(other, RESPONSES, { method: 'POST', body: { request: requestId, new_status: status, note: 'x' } }), other).toEqual({
        status: 400,
        body: { request: ['Not found.'] },
      });
      expect((await as(other, `${V1}/case-threads/${threadId}/`)).status, other).toBe(404);
    }
    expect((await as('provider', `${V1}/escrow-agent/lien-document-requests/${requestId}/`)).status).toBe(403);
    expect((await as('lawFirm', `${V1}/lienholder/lien-document-requests/${requestId}/`)).status).toBe(403);
    expect((await as('lawFirm', `${V1}/escrow-agent/lien-document-requests/?case=nope`)).status).toBe(400);
  });
});

describe('answering signed in', () => {
  test("the lienholder's rules: status required, never ALREADY_FULFILLED, a note for CLARIFICATION_NEEDED", async () => {
    expect(await as('provider', RESPONSES, { method: 'POST', body: { request: requestId } })).toEqual({
      status: 400,
      body: { new_status: ['This field is required.'] },
    });
    expect(await as('provider', RESPONSES, { method: 'POST', body: { request: requestId, new_status: 'ALREADY_FULFILLED' } })).toEqual({
      status: 400,
      body: { new_status: ['"ALREADY_FULFILLED" is not a valid choice.'] },
    });
    expect(
      (await as('provider', RESPONSES, { method: 'POST', body: { request: requestId, new_status: 'CLOSED_BY_LAW_FIRM' } })).status,
    ).toBe(400);
    expect(await as('provider', RESPONSES, { method: 'POST', body: { request: requestId, new_status: 'CLARIFICATION_NEEDED' } })).toEqual({
      status: 400,
      body: { note: ['This field is required. Please describe the clarification needed.'] },
    });
    const answered = await as('provider', RESPONSES, { method: 'POST', body: { request: requestId, new_status: 'IN_PROGRESS' } });
    expect(answered.status).toBe(201);
    expect(answered.body).toMatchObject({ status: 'IN_PROGRESS', responses: [{ new_status: 'IN_PROGRESS', note: '' }] });
    // The turn passes to the law firm.
    const [forFirm] = (await as('lawFirm', `${V1}/case-threads/?id=${threadId}`)).body.results;
    expect(forFirm).toMatchObject({ is_new: true, latest_message: { note: 'In Progress' } });
    const [forProvider] = (await as('provider', `${V1}/case-threads/?id=${threadId}`)).body.results;
    expect(forProvider.is_new).toBe(false);
    // The law firm is told of the answer.
    await idle();
    const told = await db()
      .selectFrom('notifications')
      .select(['organization_id', 'body'])
      .where('subject', '=', 'Document request answered')
      .execute();
    expect(told.length).toBeGreaterThan(0);
    for (const row of told) {
      expect(row.organization_id).toBe(orgs.lawFirm);
      expect(row.body).toMatch(/answered the document request for .+: In Progress\.$/);
    }
  });

  test("the law firm's rules: a note always; only CLOSED_BY_LAW_FIRM as a status", async () => {
    expect(await as('lawFirm', RESPONSES, { method: 'POST', body: { request: requestId } })).toEqual({
      status: 400,
      body: { note: ['This field is required.'] },
    });
    expect(
      (await as('lawFirm', RESPONSES, { method: 'POST', body: { request: requestId, new_status: 'IN_PROGRESS', note: 'x' } })).status,
    ).toBe(400);
    // The conversation closes with its request only: resolving it with a message is refused, and not offered.
    expect(
      await as('lawFirm', `${V1}/case-messages/`, { method: 'POST', body: { thread: threadId, note: 'Done', resolves_thread: true } }),
    ).toEqual({ status: 400, body: { resolves_thread: ['Close the document request instead.'] } });
    expect((await as('lawFirm', `${V1}/case-threads/${threadId}/`)).body.viewer_can).toMatchObject({ reply: true, resolve: false });
    expect(await as('provider', `${V1}/case-threads/${threadId}/`, { method: 'PATCH', body: { is_resolved: true } })).toEqual({
      status: 400,
      body: { non_field_errors: ['Answer the document request instead.'] },
    });
    const noted = await as('lawFirm', RESPONSES, { method: 'POST', body: { request: requestId, note: 'Any update?' } });
    expect(noted.status).toBe(201);
    expect(noted.body).toMatchObject({ status: 'IN_PROGRESS', is_closed: false });
    expect(noted.body.responses.at(-1)).toMatchObject({ new_status: null, note: 'Any update?' });
  });
});

describe('answering through the link', () => {
  let linkA: { token: string; to: string };
  let linkB: { token: string; to: string };

  test('the token reads its one request and nothing else', async () => {
    const sent = await links();
    linkA = sent.find((link) => link.to === contacts[0]!.email)!;
    linkB = sent.find((link) => link.to === contacts[1]!.email)!;
    const read = await withToken(linkA.token, `${LOGGED_OUT}${requestId}/`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: requestId,
      note: 'Please send the MRI records.',
      is_fulfilled: false,
      case: { id: caseId },
      lien: { id: lienId, lienholder: { id: orgs.provider } },
      contact: { id: contacts[0]!.id, name: 'Ada Records' },
      documents: [],
    });
    expect(read.body.document_types.map((t: any) => t.value)).toEqual(['MEDICAL_RECORDS', 'BILL', 'LIEN_AGREEMENT', 'OTHER']);

    // Another request id, a made-up token, no header, a session on the logged-out route: 401 'Token has expired'.
    const expired = { status: 401, body: { detail: 'Token has expired' } };
    const other = await as('lawFirm', REQUESTS, { method: 'POST', body: { lien: shared2Lien(), note: 'Other' } });
    expect(other.status).toBe(201);
    expect(await withToken(linkA.token, `${LOGGED_OUT}${other.body.id}/`)).toEqual(expired);
    expect(await withToken(linkA.token, `${LOGGED_OUT}not-a-uuid/`)).toEqual(expired);
    expect(await withToken('made-up-token', `${LOGGED_OUT}${requestId}/`)).toEqual(expired);
    expect(await call(url, `${LOGGED_OUT}${requestId}/`)).toEqual(expired);
    expect(await as('provider', `${LOGGED_OUT}${requestId}/`)).toEqual(expired);
    expect(
      await withToken(linkA.token, `${V1}/logged-out-document-responses/`, { method: 'POST', body: { request: other.body.id } }),
    ).toEqual(expired);

    // The token opens no other route: signed-in routes refuse it (it is no session).
    for (const path of [
      `${V1}/lienholder/lien-document-requests/${requestId}/`,
      `${V1}/lienholder/lien-document-requests/?case=${caseId}`,
      `${V1}/lienholder/portfolio/${caseId}/`,
      `${V1}/beta/lienholder/liens/${lienId}/`,
      `${V1}/case-threads/${threadId}/`,
      `${V1}/lienholder/policy-limits/?case=${caseId}`,
      `${V1}/accounts-auth/`,
    ]) {
      const refused = await withToken(linkA.token, path);
      expect(refused.status, path).toBe(401);
    }
    expect(
      (await withToken(linkA.token, RESPONSES, { method: 'POST', body: { request: requestId, new_status: 'IN_PROGRESS' } })).status,
    ).toBe(401);
    expect(
      (await withToken(linkA.token, `${V1}/beta/lienholder/liens/${lienId}/`, { method: 'PATCH', body: { balance: '1.00' } })).status,
    ).toBe(401);
  });

  test('refresh_token e-mails a fresh link to the addressed contact and never returns it', async () => {
    // Expire Ben's link.
    await db()
      .updateTable('document_request_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashOf(linkB.token))
      .execute();
    expect(await withToken(linkB.token, `${LOGGED_OUT}${requestId}/`)).toEqual({ status: 401, body: { detail: 'Token has expired' } });
    await idle();
    const before = (await links()).length;
    const refreshed = await withToken(linkB.token, `${LOGGED_OUT}${requestId}/refresh_token/`);
    expect(refreshed.status).toBe(200);
    expect(Object.keys(refreshed.body)).toEqual(['detail']);
    await idle();
    const after = await links();
    expect(after.length).toBe(before + 1);
    expect(after[0]!.to).toBe(contacts[1]!.email);
    expect(after[0]!.token).not.toBe(linkB.token);
    expect(JSON.stringify(refreshed.body)).not.toContain(after[0]!.token);
    linkB = after[0]!;
    expect((await withToken(linkB.token, `${LOGGED_OUT}${requestId}/`)).status).toBe(200);
    // A deactivated contact's link opens nothing (until the contact is active again).
    await db().updateTable('contacts').set({ is_account_deactivated: true }).where('id', '=', contacts[1]!.id).execute();
    expect((await withToken(linkB.token, `${LOGGED_OUT}${requestId}/`)).status).toBe(401);
    await db().updateTable('contacts').set({ is_account_deactivated: false }).where('id', '=', contacts[1]!.id).execute();
    // An unknown token: the same answer, nothing sent.
    expect((await withToken('made-up', `${LOGGED_OUT}${requestId}/refresh_token/`)).status).toBe(200);
    await idle();
    expect((await links()).length).toBe(before + 1);
  });

  test('the token uploads documents to its request: lien documents of the lien, created by the lienholder, uploaded by the contact', async () => {
    const UPLOAD = `${V1}/logged-out-documents/upload-url/`;
    const ATTACH = `${V1}/logged-out-documents/`;
    expect(await withToken(linkA.token, UPLOAD, { method: 'POST', body: { filename: 'big.pdf', size: 104_856_577 } })).toEqual({
      status: 400,
      body: { size: ['No files larger than 100mb may be uploaded. Selected file size: 100.0mb.'] },
    });
    expect((await withToken(linkA.token, UPLOAD, { method: 'POST', body: {} })).status).toBe(400);
    expect((await withToken('made-up', UPLOAD, { method: 'POST', body: { filename: 'a.pdf', size: 3 } })).status).toBe(401);
    const paths: string[] = [];
    for (const [name, content] of [
      ['mri.pdf', 'MRI'],
      ['bill.pdf', 'BILL'],
    ] as const) {
      const target = await withToken(linkA.token, UPLOAD, {
        method: 'POST',
        body: { filename: name, size: content.length, content_type: 'application/pdf' },
      });
      expect(target.status).toBe(201);
      const put = await fetch(`${url}${target.body.upload_url}`, {
        method: 'PUT',
        headers: target.body.upload_data.headers,
        body: content,
      });
      expect(put.status).toBe(200);
      paths.push(target.body.file_path);
    }
    // Bad input, and a signed-in user's upload (not the request's): refused, nothing attached.
    expect(
      (await withToken(linkA.token, ATTACH, { method: 'POST', body: { documents: [{ file_path: paths[0], name: '', type: 'BILL' }] } }))
        .status,
    ).toBe(400);
    expect(
      (
        await withToken(linkA.token, ATTACH, {
          method: 'POST',
          body: { documents: [{ file_path: paths[0], name: 'X', type: 'POLICY_LIMIT' }] },
        })
      ).status,
    ).toBe(400);
    const foreign = await as('provider', `${V1}/documents/upload-url/`, { method: 'POST', body: { filename: 'x.pdf', size: 1 } });
    expect(foreign.status).toBe(201);
    expect(
      (
        await withToken(linkA.token, ATTACH, {
          method: 'POST',
          body: { documents: [{ file_path: foreign.body.file_path, name: 'X', type: 'BILL' }] },
        })
      ).status,
    ).toBe(404);

    const attached = await withToken(linkA.token, ATTACH, {
      method: 'POST',
      body: {
        documents: [
          { file_path: paths[0], name: 'MRI records', type: 'MEDICAL_RECORDS' },
          { file_path: paths[1], name: 'Bill', type: 'BILL' },
        ],
      },
    });
    expect(attached.status).toBe(201);
    expect(attached.body.results.map((d: any) => d.name)).toEqual(['MRI records', 'Bill']);
    const stored = await db().selectFrom('documents').selectAll().where('document_request_id', '=', requestId).orderBy('order').execute();
    expect(stored).toHaveLength(2);
    for (const document of stored)
      expect(document).toMatchObject({
        case_id: caseId,
        lien_id: lienId,
        created_by_organization_id: orgs.provider,
        created_by_user_id: null,
        created_by_name: 'Ada Records',
        added_by_law_firm: false,
      });
    // The page lists them; the law firm sees them (the lien shares its documents).
    expect((await withToken(linkA.token, `${LOGGED_OUT}${requestId}/`)).body.documents.map((d: any) => d.name)).toEqual([
      'MRI records',
      'Bill',
    ]);
    const firmDocs = (await as('lawFirm', `${V1}/escrow-agent/documents/?case=${caseId}&page_size=100`)).body.results.map((d: any) => d.id);
    for (const document of stored) expect(firmDocs).toContain(document.id);
  });

  test("an access fee through the link: only on medical records, only while the lienholder's organisation has a connected payment account", async () => {
    const UPLOAD = `${V1}/logged-out-documents/upload-url/`;
    const ATTACH = `${V1}/logged-out-documents/`;
    const PRICE_NOT_ALLOWED = 'An access fee can only be set on medical records by an organisation with a connected payment account.';
    const upload = async (content: string) => {
      const target = await withToken(linkA.token, UPLOAD, {
        method: 'POST',
        body: { filename: 'records.pdf', size: content.length, content_type: 'application/pdf' },
      });
      expect(target.status).toBe(201);
      const put = await fetch(`${url}${target.body.upload_url}`, {
        method: 'PUT',
        headers: target.body.upload_data.headers,
        body: content,
      });
      expect(put.status).toBe(200);
      return target.body.file_path as string;
    };
    const attach = (filePath: string, type: string, price: string) =>
      withToken(linkA.token, ATTACH, { method: 'POST', body: { documents: [{ file_path: filePath, name: 'Priced', type, price }] } });
    await db().deleteFrom('payment_accounts').where('organization_id', '=', orgs.provider).execute();

    // No connected account: the page is told not to offer the fee, and a fee is refused (nothing attached).
    expect((await withToken(linkA.token, `${LOGGED_OUT}${requestId}/`)).body.viewer_can).toEqual({ price_documents: false });
    const first = await upload('PRICED');
    expect(await attach(first, 'MEDICAL_RECORDS', '25.00')).toEqual({
      status: 400,
      body: { documents: [{ price: [PRICE_NOT_ALLOWED] }] },
    });

    // Connected: offered; accepted on medical records (the document carries it), still refused on another type.
    await db()
      .insertInto('payment_accounts')
      .values({ organization_id: orgs.provider, provider: 'offline', account_id: 'acct_test_provider', connected_at: new Date() })
      .execute();
    try {
      expect((await withToken(linkA.token, `${LOGGED_OUT}${requestId}/`)).body.viewer_can).toEqual({ price_documents: true });
      expect(await attach(first, 'BILL', '25.00')).toEqual({ status: 400, body: { documents: [{ price: [PRICE_NOT_ALLOWED] }] } });
      const priced = await attach(first, 'MEDICAL_RECORDS', '25.00');
      expect(priced.status, JSON.stringify(priced.body)).toBe(201);
      const stored = await db()
        .selectFrom('documents')
        .select(['price', 'created_by_organization_id', 'document_request_id'])
        .where('id', '=', priced.body.results[0].id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ price: '25.00', created_by_organization_id: orgs.provider, document_request_id: requestId });
      // The law firm must pay for it before opening it.
      const seen = await as('lawFirm', `${V1}/escrow-agent/documents/${priced.body.results[0].id}/`);
      expect(seen.body).toMatchObject({ price: '25.00', needs_payment: true, download_url: null });
    } finally {
      await db().deleteFrom('payment_accounts').where('organization_id', '=', orgs.provider).execute();
    }
  });

  test('bad input to the logged-out response is 400; submit fulfils the request and uses the token up', async () => {
    const respond = (token: string, body: unknown) => withToken(token, `${V1}/logged-out-document-responses/`, { method: 'POST', body });
    expect(await respond(linkA.token, { request: requestId, new_status: 'ALREADY_FULFILLED' })).toEqual({
      status: 400,
      body: { new_status: ['"ALREADY_FULFILLED" is not a valid choice.'] },
    });
    expect((await respond(linkA.token, { request: requestId, new_status: 'CLARIFICATION_NEEDED' })).status).toBe(400);
    const submitted = await respond(linkA.token, { request: requestId, new_status: 'LIENHOLDER_UPLOADED_ALL_DOCUMENTS' });
    expect(submitted).toEqual({
      status: 201,
      body: { request: requestId, new_status: 'LIENHOLDER_UPLOADED_ALL_DOCUMENTS', is_fulfilled: true },
    });
    // Used: 401 everywhere with it; the other contact's link meets a fulfilled request (409).
    expect(await withToken(linkA.token, `${LOGGED_OUT}${requestId}/`)).toEqual({ status: 401, body: { detail: 'Token has expired' } });
    expect((await respond(linkA.token, { request: requestId })).status).toBe(401);
    expect(await withToken(linkB.token, `${LOGGED_OUT}${requestId}/`)).toEqual({ status: 409, body: { detail: 'already fulfilled' } });
    expect((await withToken(linkA.token, `${LOGGED_OUT}${requestId}/refresh_token/`)).status).toBe(409);

    const seen = (await as('lawFirm', `${REQUESTS}${requestId}/`)).body;
    expect(seen).toMatchObject({
      status: 'LIENHOLDER_UPLOADED_ALL_DOCUMENTS',
      is_fulfilled: true,
      is_closed: true,
      closed_reason: 'DOCUMENT_UPLOADED',
      viewer_can: { respond: false, close: false },
    });
    expect(seen.responses.at(-1)).toMatchObject({ new_status: 'LIENHOLDER_UPLOADED_ALL_DOCUMENTS', created_by_name: 'Ada Records' });
    const lien = await db()
      .selectFrom('liens')
      .select('has_lienholder_finalized_documents')
      .where('id', '=', lienId)
      .executeTakeFirstOrThrow();
    expect(lien.has_lienholder_finalized_documents).toBe(true);
    const [thread] = (await as('lawFirm', `${V1}/case-threads/?id=${threadId}`)).body.results;
    expect(thread).toMatchObject({ is_resolved: true, request: { is_fulfilled: true } });
    expect(await as('lawFirm', RESPONSES, { method: 'POST', body: { request: requestId, note: 'Thanks' } })).toEqual({
      status: 400,
      body: { non_field_errors: ['This document request is already closed.'] },
    });
    await idle();
    const fulfilled = await db()
      .selectFrom('notifications')
      .select(['organization_id'])
      .where('type', '=', 'DOCUMENT_REQUEST_FULFILLED')
      .execute();
    expect(fulfilled.length).toBeGreaterThan(0);
    for (const row of fulfilled) expect(row.organization_id).toBe(orgs.lawFirm);
    const history = await db()
      .selectFrom('activities')
      .select(['type', 'created_by_name', 'created_by_user_id'])
      .where('case_id', '=', caseId)
      .where('type', '=', 'DOCUMENT_REQUEST_FULFILLED')
      .execute();
    expect(history).toEqual([{ type: 'DOCUMENT_REQUEST_FULFILLED', created_by_name: 'Ada Records', created_by_user_id: null }]);
  });
});

describe('closing', () => {
  test('the law firm closes (CLOSED_BY_LAW_FIRM): the thread is resolved, the request takes no more answers', async () => {
    const [open] = (await as('lawFirm', `${V1}/escrow-agent/lien-document-requests/?case=${otherCaseId}&is_closed=false`)).body.results;
    const closed = await as('lawFirm', RESPONSES, {
      method: 'POST',
      body: { request: open.id, new_status: 'CLOSED_BY_LAW_FIRM', note: 'No longer needed' },
    });
    expect(closed.status).toBe(201);
    expect(closed.body).toMatchObject({
      status: 'CLOSED_BY_LAW_FIRM',
      is_closed: true,
      is_fulfilled: false,
      closed_reason: 'CLOSED_BY_LAW_FIRM',
    });
    const [thread] = (await as('lawFirm', `${V1}/case-threads/?id=${open.thread}`)).body.results;
    expect(thread).toMatchObject({ is_resolved: true, latest_message: { note: 'Closed by Law Firm: No longer needed' } });
    await idle();
    const told = await db()
      .selectFrom('notifications')
      .select(['organization_id'])
      .where('subject', '=', 'Document request closed')
      .execute();
    expect(told.length).toBeGreaterThan(0);
    for (const row of told) expect(row.organization_id).toBe(orgs.provider);
    expect((await as('provider', RESPONSES, { method: 'POST', body: { request: open.id, new_status: 'IN_PROGRESS' } })).body).toEqual({
      non_field_errors: ['This document request is already closed.'],
    });
  });

  test('the logged-out routes are rate-limited like every public form', async () => {
    let status = 0;
    for (let i = 0; i < 80 && status !== 429; i += 1) status = (await withToken(`guess-${i}`, `${LOGGED_OUT}${requestId}/`)).status;
    expect(status).toBe(429);
  });
});
