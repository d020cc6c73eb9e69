// Documents (issue 11): upload targets, the streaming upload receiver and its size limit, attaching uploads once,
// who sees which document, editing and deleting, download links and files, Download All, access fees, the law
// firm's views, a policy limit's document, events to the right organisations only, and refusals for everyone else.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { MAX_DOCUMENT_BYTES } from '../../registry/domain/documents/limits.ts';
import { discardUnattachedUpload } from '../../registry/domain/documents/uploads.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};
const orgs: Record<string, string> = {};
let caseId: string;
let lienId: string;
const db = () => registry.registry.db;

const UPLOAD_URL = `${V1}/documents/upload-url/`;
const LIENHOLDER = `${V1}/lienholder/documents/`;
const LAW_FIRM = `${V1}/escrow-agent/documents/`;
const TOO_LARGE = (mb: string) => `No files larger than 100mb may be uploaded. Selected file size: ${mb}mb.`;

/** `size` bytes of a repeating pattern, produced as they are read (never allocated whole). */
function patternStream(size: number, chunk = 1024 * 1024): ReadableStream<Uint8Array> {
  const block = new Uint8Array(chunk).map((_, index) => index % 251);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const length = Math.min(chunk, size - sent);
      controller.enqueue(length === chunk ? block.slice() : block.slice(0, length));
      sent += length;
    },
  });
}

async function uploadTarget(token: string, body: Record<string, unknown>) {
  return call(url, UPLOAD_URL, { token, method: 'POST', body });
}

async function put(uploadUrl: string, body: BodyInit | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}${uploadUrl}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/pdf', ...headers },
    body: body as BodyInit,
    duplex: 'half',
  } as RequestInit);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** An upload with these bytes, sent: its file_path. */
async function upload(token: string, content: string | Buffer = 'a lien document', name = 'scan.pdf'): Promise<string> {
  const bytes = Buffer.from(content);
  const target = await uploadTarget(token, { filename: name, size: bytes.byteLength, content_type: 'application/pdf' });
  expect(target.status, JSON.stringify(target.body)).toBe(201);
  const sent = await put(target.body.upload_url, bytes);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return target.body.file_path;
}

const attach = (token: string, path: string, body: Record<string, unknown>) => call(url, path, { token, method: 'POST', body });

async function lienholderDocument(overrides: Record<string, unknown> = {}, content = 'a lien document') {
  const filePath = await upload(tokens.provider, content);
  const reply = await attach(tokens.provider, LIENHOLDER, {
    case: caseId,
    documents: [{ file_path: filePath, name: 'Bill.pdf', type: 'BILL', ...overrides }],
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.results[0];
}

async function orgOf(email: string): Promise<string> {
  const row = await db()
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.user_id', 'u.id')
    .select('a.organization_id')
    .where('u.email', '=', email)
    .executeTakeFirstOrThrow();
  return row.organization_id;
}

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'insurer'] as const) {
    tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
    orgs[key] = await orgOf(DEMO_EMAILS[key]);
  }
  // A case of the law firm with exactly one (non-rejected) lien, the provider's; the insurer has none on it.
  const row = await db()
    .selectFrom('cases as c')
    .innerJoin('liens as l', 'l.case_id', 'c.id')
    .select(['c.id as case_id', 'l.id as lien_id'])
    .where('c.law_firm_id', '=', orgs.lawFirm)
    .where('l.lienholder_id', '=', orgs.provider)
    .where('l.verification_status', '!=', 'REJECTED')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('liens as other')
            .select('other.id')
            .whereRef('other.case_id', '=', 'c.id')
            .where('other.lienholder_id', '=', orgs.insurer),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  caseId = row.case_id;
  lienId = row.lien_id;
  await db().updateTable('liens').set({ share_documents: true }).where('id', '=', lienId).execute();
});
afterAll(() => registry?.close());

describe('documents', () => {
  test('upload-url → PUT the bytes → attach → list → detail → the file → edit → delete', async () => {
    const content = 'Riverside Spine & Rehab — itemised bill';
    const target = await uploadTarget(tokens.provider, {
      filename: 'bill.pdf',
      size: Buffer.byteLength(content),
      content_type: 'application/pdf',
    });
    expect(target.status).toBe(201);
    expect(target.body).toMatchObject({
      file_path: expect.stringMatching(/^[0-9a-f-]{36}$/),
      upload_url: expect.stringContaining(`/api/registry/v1/uploads/${target.body.file_path}?signature=`),
      upload_data: { method: 'PUT', headers: { 'Content-Type': 'application/pdf' } },
    });
    expect((await put(target.body.upload_url, Buffer.from(content))).status).toBe(200);

    const attached = await attach(tokens.provider, LIENHOLDER, {
      case: caseId,
      documents: [{ file_path: target.body.file_path, name: 'Itemised bill.pdf', type: 'BILL' }],
    });
    expect(attached.status, JSON.stringify(attached.body)).toBe(201);
    const document = attached.body.results[0];
    expect(document).toMatchObject({
      case: caseId,
      lien: lienId,
      name: 'Itemised bill.pdf',
      type: 'BILL',
      price: '0.00',
      size: Buffer.byteLength(content),
      content_type: 'application/pdf',
      added_by_law_firm: false,
      is_case_document: false,
      is_paid_for: false,
      needs_payment: false,
      created_by_organization: { id: orgs.provider },
      viewer_can: { edit: true, delete: true, download: true, pay: false },
    });
    expect(document.uploaded_by).toBeTruthy();

    // Its event goes to the two organisations that see it.
    const event = await db()
      .selectFrom('events')
      .selectAll()
      .where('document_id', '=', document.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({ type: 'case.updated', change: 'documents', case_id: caseId, lien_id: lienId });
    expect([...event.organization_ids].sort()).toEqual([orgs.lawFirm, orgs.provider].sort());

    const list = await call(url, `${LIENHOLDER}?case=${caseId}`, { token: tokens.provider });
    expect(list.status).toBe(200);
    expect(list.body.results.map((d: any) => d.id)).toContain(document.id);
    const firmList = await call(url, `${LAW_FIRM}?case=${caseId}&search=itemised`, { token: tokens.lawFirm });
    expect(firmList.body.results.map((d: any) => d.id)).toEqual([document.id]);
    expect(firmList.body.results[0].viewer_can).toEqual({ edit: false, delete: false, download: true, pay: false });

    const detail = await call(url, `${LIENHOLDER}${document.id}/`, { token: tokens.provider });
    expect(detail.status).toBe(200);
    expect(detail.body.download_url).toMatch(/^\/api\/registry\/v1\/files\//);
    const file = await fetch(`${url}${detail.body.download_url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    expect(file.headers.get('content-disposition')).toContain('attachment; filename="Itemised bill.pdf"');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(await file.text()).toBe(content);
    // A link whose signature was altered opens nothing.
    const forged = detail.body.download_url.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A'));
    expect((await fetch(`${url}${forged}`)).status).toBe(403);

    // The law firm opening it: recorded for the lienholder, with a history entry.
    expect(detail.body.last_viewed_by_law_firm).toBeNull();
    const firmDetail = await call(url, `${LAW_FIRM}${document.id}/`, { token: tokens.lawFirm });
    expect(firmDetail.status).toBe(200);
    expect(firmDetail.body.last_viewed_by_law_firm).toBeNull();
    const seen = await call(url, `${LIENHOLDER}${document.id}/`, { token: tokens.provider });
    expect(seen.body.last_viewed_by_law_firm).not.toBeNull();
    const viewed = await db()
      .selectFrom('activities')
      .select(['type', 'lien_id'])
      .where('case_id', '=', caseId)
      .where('type', '=', 'LIEN_DOCUMENT_VIEWED')
      .execute();
    expect(viewed).toContainEqual({ type: 'LIEN_DOCUMENT_VIEWED', lien_id: lienId });

    // Downloads (the detail that issues the link) are in the access log.
    const logged = await db()
      .selectFrom('access_log')
      .selectAll()
      .where('object_type', '=', 'document')
      .where('action', '=', 'view')
      .where(sql<boolean>`${document.id} = any(object_ids)`)
      .execute();
    expect(logged.length).toBeGreaterThanOrEqual(3);
    expect(logged.map((entry) => entry.case_ids).flat()).toContain(caseId);

    const renamed = await call(url, `${LIENHOLDER}${document.id}/`, {
      token: tokens.provider,
      method: 'PATCH',
      body: { name: 'Bill (final).pdf', order: 3 },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Bill (final).pdf', order: 3 });
    // Only its creator edits it.
    const firmEdit = await call(url, `${LAW_FIRM}${document.id}/`, { token: tokens.lawFirm, method: 'PATCH', body: { name: 'x' } });
    expect(firmEdit).toEqual({ status: 404, body: { detail: 'No lien document found' } });
    expect((await call(url, `${LAW_FIRM}${document.id}/`, { token: tokens.lawFirm, method: 'DELETE' })).status).toBe(403);

    const { storage_key } = await db()
      .selectFrom('documents')
      .select('storage_key')
      .where('id', '=', document.id)
      .executeTakeFirstOrThrow();
    expect(await registry.registry.adapters.storage.stat(storage_key)).not.toBeNull();
    expect((await call(url, `${LIENHOLDER}${document.id}/`, { token: tokens.provider, method: 'DELETE' })).status).toBe(204);
    expect((await call(url, `${LIENHOLDER}${document.id}/`, { token: tokens.provider })).status).toBe(404);
    expect(await registry.registry.adapters.storage.stat(storage_key)).toBeNull();
    // The old link opens nothing any more.
    expect((await fetch(`${url}${detail.body.download_url}`)).status).toBe(404);
  });

  test('the law firm shares with everyone or with one lien; Share With is required on a case with liens', async () => {
    const missing = await attach(tokens.lawFirm, LAW_FIRM, {
      case: caseId,
      documents: [{ file_path: await upload(tokens.lawFirm), name: 'HIPAA.pdf', type: 'HIPAA_RELEASE' }],
    });
    expect(missing).toEqual({ status: 400, body: { share_with: ['This field is required.'] } });

    const filePath = await upload(tokens.lawFirm);
    const wrongType = await attach(tokens.lawFirm, LAW_FIRM, {
      case: caseId,
      share_with: 'ALL',
      documents: [{ file_path: filePath, name: 'Records.pdf', type: 'MEDICAL_RECORDS' }],
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.documents[0].type).toEqual(['"MEDICAL_RECORDS" is not a valid choice.']);

    const everyone = await attach(tokens.lawFirm, LAW_FIRM, {
      case: caseId,
      share_with: 'ALL',
      documents: [{ file_path: filePath, name: 'HIPAA.pdf', type: 'HIPAA_RELEASE' }],
    });
    expect(everyone.status, JSON.stringify(everyone.body)).toBe(201);
    expect(everyone.body.results[0]).toMatchObject({ is_case_document: true, lien: null, added_by_law_firm: true });
    const caseDocument = everyone.body.results[0].id;
    expect((await call(url, `${LIENHOLDER}${caseDocument}/`, { token: tokens.provider })).status).toBe(200);

    const toLien = await attach(tokens.lawFirm, LAW_FIRM, {
      case: caseId,
      share_with: lienId,
      documents: [{ file_path: await upload(tokens.lawFirm), name: 'Letter.pdf', type: 'LETTER_OF_REQUEST' }],
    });
    expect(toLien.status).toBe(201);
    expect(toLien.body.results[0]).toMatchObject({ lien: lienId, added_by_law_firm: true, is_case_document: false });
    const seen = await call(url, `${LIENHOLDER}${toLien.body.results[0].id}/`, { token: tokens.provider });
    expect(seen.body.viewer_can).toEqual({ edit: false, delete: false, download: true, pay: false });
  });

  test('several uploads attach together, all or nothing; an upload attaches once and not after it expired', async () => {
    const first = await upload(tokens.provider);
    const second = await upload(tokens.provider);
    const bad = await attach(tokens.provider, LIENHOLDER, {
      case: caseId,
      documents: [
        { file_path: first, name: 'One.pdf', type: 'BILL' },
        { file_path: second, name: 'Two.pdf', type: 'POLICY_LIMIT' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.documents).toEqual([{}, { type: ['"POLICY_LIMIT" is not a valid choice.'] }]);
    const before = Number(
      (
        await db()
          .selectFrom('documents')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

    const existing = (await call(url, `${LIENHOLDER}?lien=${lienId}&page_size=off`, { token: tokens.provider })).body.count;
    const both = await attach(tokens.provider, LIENHOLDER, {
      case: caseId,
      lien: lienId,
      documents: [
        { file_path: first, name: 'One.pdf', type: 'BILL' },
        { file_path: second, name: 'Two.pdf', type: 'LIEN_AGREEMENT' },
      ],
    });
    expect(both.status, JSON.stringify(both.body)).toBe(201);
    // Order: the documents already on the lien plus the index.
    expect(both.body.results.map((d: any) => d.order)).toEqual([existing, existing + 1]);
    expect(
      Number(
        (
          await db()
            .selectFrom('documents')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(before + 2);

    const again = await attach(tokens.provider, LIENHOLDER, {
      case: caseId,
      documents: [{ file_path: first, name: 'Again.pdf', type: 'BILL' }],
    });
    expect(again.status).toBe(400);
    expect(again.body.documents[0].file_path).toEqual(['This upload has already been used or has expired.']);

    const expired = await upload(tokens.provider);
    await db()
      .updateTable('document_uploads')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expired)
      .execute();
    const late = await attach(tokens.provider, LIENHOLDER, {
      case: caseId,
      documents: [{ file_path: expired, name: 'Late.pdf', type: 'BILL' }],
    });
    expect(late.status).toBe(400);
    expect(late.body.documents[0].file_path).toEqual(['This upload has already been used or has expired.']);

    // Bytes go to an upload once; a target without bytes cannot be attached.
    const target = await uploadTarget(tokens.provider, { filename: 'a.pdf', size: 3, content_type: 'application/pdf' });
    const unsent = await attach(tokens.provider, LIENHOLDER, {
      case: caseId,
      documents: [{ file_path: target.body.file_path, name: 'A', type: 'BILL' }],
    });
    expect(unsent.body.documents[0].file_path).toEqual(['The file has not been uploaded yet.']);
    expect((await put(target.body.upload_url, Buffer.from('abc'))).status).toBe(200);
    expect((await put(target.body.upload_url, Buffer.from('abc'))).status).toBe(409);
    const wrongSignature = target.body.upload_url.replace(/signature=\d+\./, 'signature=9999999999.');
    expect((await put(wrongSignature, Buffer.from('abc'))).status).toBe(403);
  });

  test('an upload never attached is removed with its file once expired (the job queued when its bytes arrived)', async () => {
    const storage = registry.registry.adapters.storage;
    const unattached = await upload(tokens.provider);
    const attachedUpload = await upload(tokens.provider);
    await attach(tokens.provider, LIENHOLDER, { case: caseId, documents: [{ file_path: attachedUpload, name: 'Kept.pdf', type: 'BILL' }] });
    const keyOf = async (id: string) =>
      (await db().selectFrom('document_uploads').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow()).storage_key!;
    const [goneKey, keptKey] = [await keyOf(unattached), await keyOf(attachedUpload)];
    // Not yet expired: nothing happens.
    expect(await discardUnattachedUpload(db(), storage, unattached)).toBe(false);
    await db()
      .updateTable('document_uploads')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', 'in', [unattached, attachedUpload])
      .execute();
    expect(await discardUnattachedUpload(db(), storage, unattached)).toBe(true);
    expect(await discardUnattachedUpload(db(), storage, attachedUpload)).toBe(false);
    expect(await storage.stat(goneKey)).toBeNull();
    expect(await storage.stat(keptKey)).not.toBeNull();
    expect(await db().selectFrom('document_uploads').select('id').where('id', '=', unattached).executeTakeFirst()).toBeUndefined();
  });

  test('the size limit: the exact limit passes; one byte more is refused when asked, while streaming, and stores nothing', async () => {
    const exact = await uploadTarget(tokens.provider, {
      filename: 'big.bin',
      size: MAX_DOCUMENT_BYTES,
      content_type: 'application/octet-stream',
    });
    expect(exact.status).toBe(201);
    const sent = await put(exact.body.upload_url, patternStream(MAX_DOCUMENT_BYTES), { 'content-type': 'application/octet-stream' });
    expect(sent).toEqual({ status: 200, body: { file_path: exact.body.file_path, size: MAX_DOCUMENT_BYTES } });
    const big = await attach(tokens.provider, LIENHOLDER, {
      case: caseId,
      documents: [{ file_path: exact.body.file_path, name: 'Big.bin', type: 'OTHER' }],
    });
    expect(big.status).toBe(201);
    expect(big.body.results[0].size).toBe(MAX_DOCUMENT_BYTES);

    const asked = await uploadTarget(tokens.provider, {
      filename: 'big.bin',
      size: MAX_DOCUMENT_BYTES + 1,
      content_type: 'application/pdf',
    });
    expect(asked).toEqual({ status: 400, body: { size: [TOO_LARGE('100.0')] } });

    // Declares the limit and streams one byte more (no Content-Length: chunked).
    const lying = await uploadTarget(tokens.provider, { filename: 'big.bin', size: MAX_DOCUMENT_BYTES, content_type: 'application/pdf' });
    const refused = await put(lying.body.upload_url, patternStream(MAX_DOCUMENT_BYTES + 1));
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ detail: TOO_LARGE('100.0') });
    const row = await db().selectFrom('document_uploads').selectAll().where('id', '=', lying.body.file_path).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ storage_key: null, uploaded_size: null, attached_at: null });
    const notAttachable = await attach(tokens.provider, LIENHOLDER, {
      case: caseId,
      documents: [{ file_path: lying.body.file_path, name: 'Big.bin', type: 'OTHER' }],
    });
    expect(notAttachable.status).toBe(400);

    // A Content-Length over the limit is answered at once, before the body is read, and the connection closes.
    const target = new URL(`${url}${lying.body.upload_url}`);
    const early = await new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
      const request = http.request(
        {
          hostname: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          method: 'PUT',
          headers: { 'content-type': 'application/pdf', 'content-length': String(200 * 1024 * 1024) },
        },
        (answer) => {
          let body = '';
          answer.on('data', (chunk) => (body += chunk));
          answer.on('end', () => resolve({ status: answer.statusCode!, body, connection: answer.headers.connection }));
        },
      );
      request.on('error', reject);
      request.write(Buffer.alloc(1024));
    });
    expect(early).toEqual({ status: 413, body: JSON.stringify({ detail: TOO_LARGE('200.0') }), connection: 'close' });
  }, 120_000);

  test('share_documents off hides the lien documents from the law firm', async () => {
    const document = await lienholderDocument();
    await db().updateTable('liens').set({ share_documents: false }).where('id', '=', lienId).execute();
    try {
      const list = await call(url, `${LAW_FIRM}?case=${caseId}&page_size=off`, { token: tokens.lawFirm });
      expect(list.body.results.map((d: any) => d.id)).not.toContain(document.id);
      expect((await call(url, `${LAW_FIRM}${document.id}/`, { token: tokens.lawFirm })).status).toBe(404);
      const all = await call(url, `${LAW_FIRM}download-all/?case=${caseId}`, { token: tokens.lawFirm });
      expect(all.body.results.map((d: any) => d.id)).not.toContain(document.id);
      // The lienholder still sees its own.
      expect((await call(url, `${LIENHOLDER}${document.id}/`, { token: tokens.provider })).status).toBe(200);
    } finally {
      await db().updateTable('liens').set({ share_documents: true }).where('id', '=', lienId).execute();
    }
    expect((await call(url, `${LAW_FIRM}${document.id}/`, { token: tokens.lawFirm })).status).toBe(200);
  });

  test('access fees: medical records only, only with a connected payment account; a law firm pays before it opens', async () => {
    const onBill = await attach(tokens.provider, LIENHOLDER, {
      case: caseId,
      documents: [{ file_path: await upload(tokens.provider), name: 'Bill', type: 'BILL', price: '25.00' }],
    });
    const fee = 'An access fee can only be set on medical records by an organisation with a connected payment account.';
    expect(onBill.status).toBe(400);
    expect(onBill.body.documents[0].price).toEqual([fee]);
    const noAccount = await attach(tokens.provider, LIENHOLDER, {
      case: caseId,
      documents: [{ file_path: await upload(tokens.provider), name: 'Records', type: 'MEDICAL_RECORDS', price: '25.00' }],
    });
    expect(noAccount.body.documents[0].price).toEqual([fee]);

    await db()
      .insertInto('payment_accounts')
      .values({ organization_id: orgs.provider, provider: 'offline', account_id: 'acct_test' })
      .execute();
    try {
      const priced = await lienholderDocument({ name: 'Records', type: 'MEDICAL_RECORDS', price: '25' });
      expect(priced.price).toBe('25.00');
      const firm = await call(url, `${LAW_FIRM}${priced.id}/`, { token: tokens.lawFirm });
      expect(firm.body).toMatchObject({
        needs_payment: true,
        download_url: null,
        viewer_can: { edit: false, delete: false, download: false, pay: true },
      });
      const all = await call(url, `${LAW_FIRM}download-all/?case=${caseId}`, { token: tokens.lawFirm });
      expect(all.body.results.map((d: any) => d.id)).not.toContain(priced.id);
      // The lienholder itself never pays.
      const own = await call(url, `${LIENHOLDER}${priced.id}/`, { token: tokens.provider });
      expect(own.body).toMatchObject({ needs_payment: false, download_url: expect.any(String) });
      // A price on another type, by edit, is refused too.
      const edit = await call(url, `${LIENHOLDER}${priced.id}/`, { token: tokens.provider, method: 'PATCH', body: { type: 'BILL' } });
      expect(edit).toEqual({ status: 400, body: { price: [fee] } });

      await db().updateTable('documents').set({ is_paid_for: true, paid_at: new Date() }).where('id', '=', priced.id).execute();
      const paid = await call(url, `${LAW_FIRM}${priced.id}/`, { token: tokens.lawFirm });
      expect(paid.body).toMatchObject({ needs_payment: false, is_paid_for: true, download_url: expect.any(String) });
      // Paid: no longer deletable by its creator.
      expect((await call(url, `${LIENHOLDER}${priced.id}/`, { token: tokens.provider, method: 'DELETE' })).status).toBe(403);
    } finally {
      await db().deleteFrom('payment_accounts').where('organization_id', '=', orgs.provider).execute();
    }
  });

  test('Download All: a signed link to a zip of what the viewer may download', async () => {
    await lienholderDocument({ name: 'Zipped.pdf' }, 'zip me');
    const all = await call(url, `${LAW_FIRM}download-all/?case=${caseId}`, { token: tokens.lawFirm });
    expect(all.status).toBe(200);
    expect(all.body.count).toBeGreaterThan(0);
    expect(all.body.download_url).toMatch(/^\/api\/registry\/v1\/files\/zip\/\?token=/);
    const zip = await fetch(`${url}${all.body.download_url}`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-disposition')).toContain('documents.zip');
    const bytes = Buffer.from(await zip.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.includes(Buffer.from('Zipped.pdf'))).toBe(true);
    // A name without an extension gets its type's.
    const bare = await lienholderDocument({ name: 'Statement' });
    const link = (await call(url, `${LIENHOLDER}${bare.id}/`, { token: tokens.provider })).body.download_url;
    expect((await fetch(`${url}${link}`)).headers.get('content-disposition')).toContain('filename="Statement.pdf"');
    expect((await fetch(`${url}${all.body.download_url.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A'))}`)).status).toBe(403);
  });

  test('a policy limit takes a POLICY_LIMIT case document', async () => {
    const limit = await call(url, `${V1}/escrow-agent/policy-limits/`, {
      token: tokens.lawFirm,
      method: 'POST',
      body: { case: caseId, coverage_type: 'BODILY_INJURY', coverage_limit_lower: '1000', coverage_limit_upper: '2000' },
    });
    expect(limit.body.document).toBeNull();
    const policy = await attach(tokens.lawFirm, LAW_FIRM, {
      case: caseId,
      share_with: 'ALL',
      documents: [{ file_path: await upload(tokens.lawFirm), name: 'Declarations page.pdf', type: 'POLICY_LIMIT' }],
    });
    const documentId = policy.body.results[0].id;
    const PATCH = `${V1}/escrow-agent/policy-limits/${limit.body.id}/`;
    const attached = await call(url, PATCH, { token: tokens.lawFirm, method: 'PATCH', body: { document: documentId } });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    expect(attached.body.document).toEqual({ id: documentId, name: 'Declarations page.pdf' });
    const seen = await call(url, `${V1}/lienholder/policy-limits/?case=${caseId}`, { token: tokens.provider });
    expect(seen.body.results.find((p: any) => p.id === limit.body.id).document).toEqual({ id: documentId, name: 'Declarations page.pdf' });

    const bill = await lienholderDocument();
    expect((await call(url, PATCH, { token: tokens.lawFirm, method: 'PATCH', body: { document: bill.id } })).status).toBe(400);
    expect((await call(url, PATCH, { token: tokens.lawFirm, method: 'PATCH', body: { document: 'nope' } })).status).toBe(400);
    expect((await call(url, PATCH, { token: tokens.lawFirm2, method: 'PATCH', body: { document: documentId } })).status).toBe(404);
    const detached = await call(url, PATCH, { token: tokens.lawFirm, method: 'PATCH', body: { document: null } });
    expect(detached.body.document).toBeNull();
  });

  test('another organisation gets 404 everywhere', async () => {
    const document = await lienholderDocument();
    const foreignUpload = await upload(tokens.provider);
    for (const [token, side] of [
      [tokens.lawFirm2, 'escrow-agent'],
      [tokens.insurer, 'lienholder'],
    ] as const) {
      const base = `${V1}/${side}/documents/`;
      const list = await call(url, `${base}?case=${caseId}`, { token });
      expect(list.status).toBe(200);
      expect(list.body.results).toEqual([]);
      expect((await call(url, `${base}${document.id}/`, { token })).status).toBe(404);
      expect((await call(url, `${base}${document.id}/`, { token, method: 'PATCH', body: { name: 'x' } })).status).toBe(404);
      expect((await call(url, `${base}${document.id}/`, { token, method: 'DELETE' })).status).toBe(404);
      expect((await call(url, `${base}download-all/?case=${caseId}`, { token })).status).toBe(404);
      // Attaching someone else's upload, to the case or to one of its own.
      const stolen = await attach(token, base, {
        case: caseId,
        share_with: 'ALL',
        documents: [{ file_path: foreignUpload, name: 'Mine.pdf', type: side === 'escrow-agent' ? 'HIPAA_RELEASE' : 'BILL' }],
      });
      expect(stolen.status).toBe(404);
    }
    // The rightful owner can still attach it: nothing was consumed.
    const mine = await attach(tokens.provider, LIENHOLDER, {
      case: caseId,
      documents: [{ file_path: foreignUpload, name: 'Mine.pdf', type: 'BILL' }],
    });
    expect(mine.status).toBe(201);
    // The wrong side's path is refused before anything else.
    expect((await call(url, `${LAW_FIRM}${document.id}/`, { token: tokens.provider })).status).toBe(403);
  });

  test('a merge keeps every document of the duplicate case, on the canonical case and its liens', async () => {
    const LF = `${V1}/escrow-agent/portfolio/`;
    const cases = (await call(url, `${LF}?page_size=off&is_closed=all&ordering=created_at`, { token: tokens.lawFirm })).body.results;
    const [canonical, duplicate] = cases.filter((c: any) => c.id !== caseId && c.lienholders.length > 0);
    const liens = await db().selectFrom('liens').select(['id', 'lienholder_id']).where('case_id', '=', duplicate.id).execute();
    const stored = { storage_key: '0'.repeat(32), size: 1, content_type: 'application/pdf', type: 'OTHER', name: 'Kept' };
    const inserted = await db()
      .insertInto('documents')
      .values([
        { ...stored, case_id: duplicate.id, lien_id: null, added_by_law_firm: true, created_by_organization_id: orgs.lawFirm },
        ...liens.map((l) => ({
          ...stored,
          case_id: duplicate.id,
          lien_id: l.id,
          added_by_law_firm: false,
          created_by_organization_id: l.lienholder_id,
        })),
      ])
      .returning('id')
      .execute();
    const preview = await call(url, `${LF}preview-merge/`, {
      token: tokens.lawFirm,
      method: 'POST',
      body: { case_ids: [canonical.id, duplicate.id] },
    });
    const merged = await call(url, `${LF}merge/`, {
      token: tokens.lawFirm,
      method: 'POST',
      body: { case_ids: [canonical.id, duplicate.id], last_previewed_at: preview.body.last_previewed_at },
    });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const kept = await db()
      .selectFrom('documents as d')
      .leftJoin('liens as l', 'l.id', 'd.lien_id')
      .select(['d.id', 'd.case_id', 'd.lien_id', 'l.case_id as lien_case_id'])
      .where(
        'd.id',
        'in',
        inserted.map((row) => row.id),
      )
      .execute();
    expect(kept).toHaveLength(inserted.length);
    for (const document of kept) {
      expect(document.case_id).toBe(canonical.id);
      if (document.lien_id) expect(document.lien_case_id).toBe(canonical.id);
    }
  });

  test('bad input is a 400 (or 404 for a path id), never a 500', async () => {
    const filePath = await upload(tokens.provider);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ case: caseId, documents: [{ file_path: filePath, name: 'a\u0007b', type: 'BILL' }] }, 'control character'],
      [{ case: caseId, documents: [{ file_path: filePath, name: 'x'.repeat(256), type: 'BILL' }] }, 'long name'],
      [{ case: caseId, documents: [{ file_path: filePath, name: 'ok', type: 'NOPE' }] }, 'bad type'],
      [{ case: caseId, documents: [{ file_path: 'not-a-uuid', name: 'ok', type: 'BILL' }] }, 'bad file path'],
      [{ case: 'nope', documents: [{ file_path: filePath, name: 'ok', type: 'BILL' }] }, 'bad case'],
      [{ case: caseId, documents: 'x' }, 'documents not a list'],
      [{ case: caseId, documents: [] }, 'no documents'],
      [{ case: caseId, documents: [{ file_path: filePath, name: 'ok', type: 'BILL', price: '-1' }] }, 'negative price'],
      [{ case: caseId, documents: [{ file_path: filePath, name: 'ok', type: 'BILL', price: '1e99' }] }, 'odd price'],
      [{ case: caseId, documents: [{ file_path: filePath, name: 'ok', type: 'BILL', order: -2 }] }, 'negative order'],
      [{ case: caseId, lien: 'x', documents: [{ file_path: filePath, name: 'ok', type: 'BILL' }] }, 'bad lien'],
    ];
    for (const [body, label] of cases) {
      const reply = await attach(tokens.provider, LIENHOLDER, body);
      expect(reply.status, label).toBe(400);
    }
    for (const body of [
      {},
      { filename: 'a', size: -1 },
      { filename: 'a', size: 'big' },
      { filename: 'a\u0000', size: 1 },
      { filename: 'a', size: 1, content_type: 'text/html\r\nx: y' },
    ]) {
      expect((await uploadTarget(tokens.provider, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await call(url, `${LIENHOLDER}not-a-uuid/`, { token: tokens.provider })).status).toBe(404);
    expect((await call(url, `${LIENHOLDER}?case=nope`, { token: tokens.provider })).status).toBe(400);
    expect((await call(url, `${LIENHOLDER}?id=a,b`, { token: tokens.provider })).status).toBe(400);
    expect((await call(url, `${LIENHOLDER}download-all/`, { token: tokens.provider })).status).toBe(400);
    const patch = await call(url, `${LIENHOLDER}not-a-uuid/`, { token: tokens.provider, method: 'PATCH', body: { name: 'x' } });
    expect(patch).toEqual({ status: 404, body: { detail: 'No lien document found' } });
    const document = await lienholderDocument();
    for (const body of [{ name: '' }, { name: 'x'.repeat(256) }, { type: 'HIPAA_RELEASE' }, { order: 'first' }, { price: 'free' }]) {
      const reply = await call(url, `${LIENHOLDER}${document.id}/`, { token: tokens.provider, method: 'PATCH', body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
    expect((await fetch(`${url}${V1}/files/garbage`)).status).toBe(403);
    expect((await fetch(`${url}${V1}/files/zip/?token=garbage`)).status).toBe(403);
    expect((await fetch(`${url}${V1}/uploads/not-a-uuid?signature=1.x`, { method: 'PUT', body: 'x' })).status).toBe(403);
  });
});
