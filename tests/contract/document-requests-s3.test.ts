// The logged-out answer to a document request on an S3 store: like a signed-in upload, the link's upload-url answers
// a presigned PUT of the bucket (not the registry's own target), the page sends the bytes straight there, and the
// link's attach checks the object (missing → not sent; larger than declared → refused, deleted) before it becomes a
// lien document of the request's lien, created by the lienholder, uploaded by the contact.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { fileTooLargeMessage } from '../../registry/domain/documents/limits.ts';
import { startTestS3Server, type TestS3Server } from '../../registry/testing-s3.ts';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { call, V1 } from './helpers.ts';

let s3: TestS3Server;
let registry: TestRegistry;
let lawFirmToken: string;
let providerOrg: string;
let caseId: string;
let lienId: string;
let requestId: string;
let linkToken: string;
const db = () => registry.registry.db;
const UPLOAD = `${V1}/logged-out-documents/upload-url/`;
const ATTACH = `${V1}/logged-out-documents/`;

const withToken = (path: string, options: { method?: string; body?: unknown } = {}) =>
  call(registry.url, path, { ...options, headers: { authorization: `Token ${linkToken}` } });

beforeAll(async () => {
  s3 = await startTestS3Server();
  registry = await startTestRegistry({ adapters: { storage: s3.storage } });
  lawFirmToken = await loginAs(registry.url, DEMO_EMAILS.lawFirm);
  const providerToken = await loginAs(registry.url, DEMO_EMAILS.provider);
  providerOrg = (await call(registry.url, `${V1}/accounts-auth/`, { token: providerToken })).body.registry_accounts[0]
    .registry_legal_organization.id;
  const mine = (await call(registry.url, `${V1}/lienholder/portfolio/?page_size=off&is_resolved=all`, { token: providerToken })).body
    .results;
  const firm = new Set(
    (await call(registry.url, `${V1}/escrow-agent/portfolio/?page_size=off&is_closed=all`, { token: lawFirmToken })).body.results.map(
      (c: any) => c.id,
    ),
  );
  const shared = mine.find((c: any) => firm.has(c.id));
  caseId = shared.id;
  lienId = shared.user_lien.id;
  // One addressed contact of the lienholder on the case.
  const contact = await db()
    .insertInto('contacts')
    .values({
      first_name: 'Cleo',
      last_name: 'Records',
      email: 'cleo-records@provider.test',
      legal_organization_id: providerOrg,
      created_by_user_id: null,
      created_by_organization_id: providerOrg,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('case_contacts')
    .values({ case_id: caseId, contact_id: contact.id, created_by_organization_id: providerOrg })
    .execute();
  const created = await call(registry.url, `${V1}/escrow-agent/lien-document-requests/`, {
    token: lawFirmToken,
    method: 'POST',
    body: { lien: lienId, note: 'Please send the records.' },
  });
  expect(created.status).toBe(201);
  requestId = created.body.id;
  await registry.registry.adapters.jobs.idle();
  const mails = await db().selectFrom('mail_outbox').select(['to', 'text']).where('tag', '=', 'document-request').execute();
  const mail = mails.find((row) => row.to.includes('cleo-records@provider.test'))!;
  linkToken = decodeURIComponent(/\/document-request\/response\?token=([^&\s]+)&request_id=/.exec(mail.text)![1]!);
});
afterAll(async () => {
  await registry?.close();
  await s3?.close();
});

const uploadTarget = (size: number) =>
  withToken(UPLOAD, { method: 'POST', body: { filename: 'records.pdf', size, content_type: 'application/pdf' } });
const send = (target: { upload_url: string; upload_data: { method: string; headers: Record<string, string> } }, body: string) =>
  fetch(target.upload_url, { method: target.upload_data.method, headers: target.upload_data.headers, body });
const attach = (filePath: string) =>
  withToken(ATTACH, { method: 'POST', body: { documents: [{ file_path: filePath, name: 'Records', type: 'MEDICAL_RECORDS' }] } });
const keyOf = (uploadUrl: string) => new URL(uploadUrl).pathname.split('/').pop()!;

test("the link's upload goes straight to the bucket (presigned PUT) and is attached as the request's lien document", async () => {
  const content = 'records through the link';
  const target = await uploadTarget(content.length);
  expect(target.status, JSON.stringify(target.body)).toBe(201);
  expect(target.body.upload_url).toMatch(new RegExp(`^${s3.endpoint}/lien-documents/[0-9a-f]{32}\\?`));
  expect(new URL(target.body.upload_url).searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
    expect.arrayContaining(['content-length', 'content-type', 'host']),
  );
  expect(target.body.upload_data).toEqual({ method: 'PUT', headers: { 'Content-Type': 'application/pdf' } });
  // Not sent yet: refused, nothing attached.
  expect((await attach(target.body.file_path)).body).toEqual({ documents: [{ file_path: ['The file has not been uploaded yet.'] }] });

  expect((await send(target.body, content)).status).toBe(200);
  const key = keyOf(target.body.upload_url);
  expect(await s3.objects()).toContain(key);
  const attached = await attach(target.body.file_path);
  expect(attached.status, JSON.stringify(attached.body)).toBe(201);
  expect(attached.body.results[0]).toMatchObject({ name: 'Records', type: 'MEDICAL_RECORDS', size: content.length });
  const stored = await db().selectFrom('documents').selectAll().where('id', '=', attached.body.results[0].id).executeTakeFirstOrThrow();
  expect(stored).toMatchObject({
    case_id: caseId,
    lien_id: lienId,
    created_by_organization_id: providerOrg,
    created_by_name: 'Cleo Records',
    document_request_id: requestId,
  });
  // The stored object is the document's (whatever key attach settled on), and the law firm downloads those bytes.
  expect(await s3.objects()).toContain(stored.storage_key);
  const detail = await call(registry.url, `${V1}/escrow-agent/documents/${stored.id}/`, { token: lawFirmToken });
  expect(detail.body.download_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/lien-documents\/[0-9a-f]{32}\?/);
  expect(await (await fetch(detail.body.download_url)).text()).toBe(content);
  // The page lists it; attached once only.
  expect((await withToken(`${V1}/logged-out-document-requests/${requestId}/`)).body.documents.map((d: any) => d.id)).toEqual([stored.id]);
  expect((await attach(target.body.file_path)).body.documents[0].file_path).toEqual(['This upload has already been used or has expired.']);
});

test("a body larger than declared is refused at the link's attach and its object deleted", async () => {
  const target = await uploadTarget(5);
  const key = keyOf(target.body.upload_url);
  const body = 'more than five bytes';
  // s3rver does not hold a presigned PUT to its signed length; attach's check of the object has to.
  expect((await send(target.body, body)).status).toBe(200);
  const refused = await attach(target.body.file_path);
  expect(refused).toEqual({ status: 400, body: { documents: [{ file_path: [fileTooLargeMessage(body.length)] }] } });
  expect(await s3.storage.stat(key)).toBeNull();
  expect(await db().selectFrom('documents').select('id').where('storage_key', '=', key).executeTakeFirst()).toBeUndefined();
});
