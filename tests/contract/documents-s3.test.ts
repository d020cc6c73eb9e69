// Documents on an S3 store (s3rver, a local S3-protocol server that checks SigV4 signatures): upload-url answers a
// presigned PUT of the bucket with Content-Length and Content-Type signed, the browser sends the bytes straight to
// the bucket, attach checks the object (missing → not sent; larger than declared → refused and deleted), downloads
// are the store's presigned GETs, deleting a document deletes its object, and never-attached objects are discarded.
// A document keeps a copy of its upload's object under a key of its own: the upload's link, still valid, cannot
// change it.
import { Readable } from 'node:stream';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FileStorage } from '../../registry/adapters/storage.ts';
import { attachDocuments, withDirectUploadCopies } from '../../registry/domain/documents/attach.ts';
import { fileTooLargeMessage, MAX_DOCUMENT_BYTES } from '../../registry/domain/documents/limits.ts';
import { discardUnattachedUpload, receiveUpload } from '../../registry/domain/documents/uploads.ts';
import { sweepStorage } from '../../registry/domain/documents/sweep.ts';
import { startTestS3Server, type TestS3Server } from '../../registry/testing-s3.ts';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { call, V1 } from './helpers.ts';

let s3: TestS3Server;
let registry: TestRegistry;
let token: string;
let lawFirmToken: string;
let caseId: string;
const db = () => registry.registry.db;

beforeAll(async () => {
  s3 = await startTestS3Server();
  registry = await startTestRegistry({ adapters: { storage: s3.storage } });
  token = await loginAs(registry.url, DEMO_EMAILS.provider);
  lawFirmToken = await loginAs(registry.url, DEMO_EMAILS.lawFirm);
  caseId = (await call(registry.url, `${V1}/lienholder/portfolio/?page_size=1`, { token })).body.results[0].id;
});
afterAll(async () => {
  await registry?.close();
  await s3?.close();
});

const uploadTarget = (size: number, filename = 'records.pdf', as = token) =>
  call(registry.url, `${V1}/documents/upload-url/`, {
    token: as,
    method: 'POST',
    body: { filename, size, content_type: 'application/pdf' },
  });

/** What the browser does: the raw body to upload_url with upload_data's method and headers. */
const send = (target: { upload_url: string; upload_data: { method: string; headers: Record<string, string> } }, body: string) =>
  fetch(target.upload_url, { method: target.upload_data.method, headers: target.upload_data.headers, body });

const attach = (filePath: string, as = token, role = 'lienholder') =>
  call(registry.url, `${V1}/${role}/documents/`, {
    token: as,
    method: 'POST',
    body: { case: caseId, share_with: 'ALL', documents: [{ file_path: filePath, name: 'Records.pdf', type: 'MEDICAL_RECORDS' }] },
  });

const keyOf = (uploadUrl: string) => new URL(uploadUrl).pathname.split('/').pop()!;

test('upload straight to the bucket through a presigned PUT, attach, download from a presigned GET, delete', async () => {
  const content = 'records kept in S3';
  const target = await uploadTarget(content.length);
  expect(target.status).toBe(201);
  // The bucket's own presigned PUT with the length and type signed; the browser sends the signed Content-Type.
  expect(target.body.upload_url).toMatch(new RegExp(`^${s3.endpoint}/lien-documents/[0-9a-f]{32}\\?`));
  const signedHeaders = new URL(target.body.upload_url).searchParams.get('X-Amz-SignedHeaders');
  expect(signedHeaders?.split(';')).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host']));
  expect(target.body.upload_data).toEqual({ method: 'PUT', headers: { 'Content-Type': 'application/pdf' } });
  expect(target.body.upload_url).not.toContain('x-amz-checksum');

  const sent = await send(target.body, content);
  expect(sent.status, await sent.text()).toBe(200);
  expect(await s3.objects()).toEqual([keyOf(target.body.upload_url)]);

  const attached = await attach(target.body.file_path);
  expect(attached.status, JSON.stringify(attached.body)).toBe(201);
  const document = attached.body.results[0];
  expect(document.size).toBe(content.length);
  const detail = await call(registry.url, `${V1}/lienholder/documents/${document.id}/`, { token });
  // The store's own presigned GET, forcing a download.
  expect(detail.body.download_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/lien-documents\/[0-9a-f]{32}\?.*X-Amz-Signature=/);
  const file = await fetch(detail.body.download_url);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-disposition')).toContain('attachment; filename="Records.pdf"');
  expect(file.headers.get('content-type')).toBe('application/octet-stream');
  expect(await file.text()).toBe(content);
  // Attached once only.
  expect((await attach(target.body.file_path)).body.documents[0].file_path).toEqual(['This upload has already been used or has expired.']);

  expect((await call(registry.url, `${V1}/lienholder/documents/${document.id}/`, { token, method: 'DELETE' })).status).toBe(204);
  expect(await s3.objects()).toEqual([]);
});

test('a body larger than declared is refused at attach (file-size text) and its object deleted; nothing is attached', async () => {
  // S3 itself refuses a body whose length differs from the signed Content-Length (403); s3rver does not check the
  // signed headers of a presigned link, so the bytes arrive and attach's check of the object has to refuse them.
  const target = await uploadTarget(5);
  const key = keyOf(target.body.upload_url);
  const body = 'more than five bytes';
  expect((await send(target.body, body)).status).toBe(200);
  expect((await s3.storage.stat(key))?.size).toBe(body.length);
  const refused = await attach(target.body.file_path);
  expect(refused.status).toBe(400);
  expect(refused.body.documents[0].file_path).toEqual([fileTooLargeMessage(body.length)]);
  expect(await s3.storage.stat(key)).toBeNull();
  expect(await db().selectFrom('documents').select('id').where('storage_key', '=', key).executeTakeFirst()).toBeUndefined();
  // Refused again while nothing is there; the link may still be used with the declared bytes.
  expect((await attach(target.body.file_path)).body.documents[0].file_path).toEqual(['The file has not been uploaded yet.']);
  expect((await send(target.body, 'abcde')).status).toBe(200);
  const attached = await attach(target.body.file_path);
  expect(attached.status).toBe(201);
  expect(attached.body.results[0].size).toBe(5);
});

test('an object over the size limit is refused at attach whatever was declared', async () => {
  const target = await uploadTarget(MAX_DOCUMENT_BYTES);
  const key = keyOf(target.body.upload_url);
  // Written as a store that ignored the signed length would have kept it (sparse: one byte over the limit).
  const over = Buffer.alloc(MAX_DOCUMENT_BYTES + 1);
  await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: over, ContentType: 'application/pdf' }));
  const refused = await attach(target.body.file_path);
  expect(refused.body.documents[0].file_path).toEqual([fileTooLargeMessage(MAX_DOCUMENT_BYTES + 1)]);
  expect(await s3.storage.stat(key)).toBeNull();
}, 120_000);

test('the declared size is checked at upload-url', async () => {
  const over = await uploadTarget(MAX_DOCUMENT_BYTES + 1);
  expect(over.status).toBe(400);
  expect(over.body.size).toEqual([fileTooLargeMessage(MAX_DOCUMENT_BYTES + 1)]);
});

test('an upload never sent cannot be attached; another organisation cannot attach it; the registry PUT is not its target', async () => {
  const target = await uploadTarget(3);
  expect((await attach(target.body.file_path)).body.documents[0].file_path).toEqual(['The file has not been uploaded yet.']);
  expect((await send(target.body, 'abc')).status).toBe(200);
  // The case's law firm (another organisation) may not attach the lienholder's upload.
  const foreign = await attach(target.body.file_path, lawFirmToken, 'escrow-agent');
  expect(foreign.status).toBe(404);
  // The registry's own target does not take a direct upload's bytes (it has no signature for it either).
  const registryPut = await fetch(`${registry.url}${V1}/uploads/${target.body.file_path}?signature=1.${'a'.repeat(43)}`, {
    method: 'PUT',
    body: 'abc',
  });
  expect(registryPut.status).toBe(403);
  // Even with a valid signature the receiver would refuse it: 409, nothing read.
  await expect(receiveUpload(db(), s3.storage, target.body.file_path, Readable.from([Buffer.from('xyz')]), 3)).rejects.toMatchObject({
    status: 409,
  });
  expect((await attach(target.body.file_path)).status).toBe(201);
});

test('a direct upload never attached is discarded with its object once expired', async () => {
  const target = await uploadTarget(3);
  expect((await send(target.body, 'abc')).status).toBe(200);
  const key = keyOf(target.body.upload_url);
  const id = target.body.file_path;
  expect(await discardUnattachedUpload(db(), s3.storage, id)).toBe(false);
  await db()
    .updateTable('document_uploads')
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where('id', '=', id)
    .execute();
  // Expired: attach refuses it, the discard removes row and object.
  expect((await attach(id)).body.documents[0].file_path).toEqual(['This upload has already been used or has expired.']);
  expect(await discardUnattachedUpload(db(), s3.storage, id)).toBe(true);
  expect(await s3.storage.stat(key)).toBeNull();
  expect(await db().selectFrom('document_uploads').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
});

test('the storage sweep deletes an object that arrived after its upload was discarded, and keeps documents’ objects', async () => {
  const target = await uploadTarget(3);
  const key = keyOf(target.body.upload_url);
  await db()
    .updateTable('document_uploads')
    .set({ expires_at: new Date(Date.now() - 3600_000) })
    .where('id', '=', target.body.file_path)
    .execute();
  expect(await discardUnattachedUpload(db(), s3.storage, target.body.file_path)).toBe(true);
  // A PUT begun before the link expired completes after the discard.
  await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: 'abc', ContentType: 'application/pdf' }));
  const documentKeys = (await db().selectFrom('documents').select('storage_key').execute()).map((row) => row.storage_key);
  expect(documentKeys.length).toBeGreaterThan(0);
  expect((await sweepStorage(db(), s3.storage)).deleted).toBe(0);
  expect((await sweepStorage(db(), s3.storage, { olderThan: new Date(Date.now() + 1000) })).deleted).toBe(1);
  expect(await s3.objects()).toEqual([...documentKeys].sort());
});

test('the test bucket’s CORS rule lets a page of another origin PUT with Content-Type (as a browser asks first)', async () => {
  const target = await uploadTarget(3);
  const origin = 'http://127.0.0.1:5173';
  const preflight = await fetch(target.body.upload_url, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'content-type' },
  });
  expect(preflight.status).toBe(200);
  expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
  expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
  const sent = await fetch(target.body.upload_url, {
    method: 'PUT',
    headers: { ...target.body.upload_data.headers, Origin: origin },
    body: 'abc',
  });
  expect(sent.status).toBe(200);
  expect(sent.headers.get('access-control-allow-origin')).toBe('*');
});

// An upload's presigned PUT stays valid for its hour, also after the upload was attached; the document therefore
// keeps a copy of the object under a key of its own (copied before the attach transaction), and the upload's object
// is deleted once the attach committed.
const documentKeyOf = async (id: string) =>
  (await db().selectFrom('documents').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow()).storage_key;

const downloaded = async (id: string) => {
  const detail = await call(registry.url, `${V1}/lienholder/documents/${id}/`, { token });
  expect(detail.status).toBe(200);
  return (await fetch(detail.body.download_url)).text();
};

test('the upload link used again after attach changes no document (other bytes, same length); the sweep deletes what it wrote', async () => {
  const target = await uploadTarget(8);
  const linkKey = keyOf(target.body.upload_url);
  expect((await send(target.body, 'original')).status).toBe(200);
  const attached = await attach(target.body.file_path);
  expect(attached.status, JSON.stringify(attached.body)).toBe(201);
  const id = attached.body.results[0].id;
  const documentKey = await documentKeyOf(id);
  expect(documentKey).toMatch(/^[0-9a-f]{32}$/);
  expect(documentKey).not.toBe(linkKey);
  expect(await s3.storage.stat(documentKey)).toEqual({ key: documentKey, size: 8, contentType: 'application/pdf' });
  // The upload's own object went with the commit.
  expect(await s3.storage.stat(linkKey)).toBeNull();

  // The link is still valid (signed length and type): it stores other bytes, under a key no document names.
  const again = await send(target.body, 'tampered');
  expect(again.status).toBe(200);
  expect((await s3.storage.stat(linkKey))?.size).toBe(8);
  expect(await downloaded(id)).toBe('original');
  expect((await attach(target.body.file_path)).body.documents[0].file_path).toEqual(['This upload has already been used or has expired.']);

  // Too young for the daily sweep; once older than its margin it is deleted, and the document's copy is kept.
  await sweepStorage(db(), s3.storage);
  expect(await s3.storage.stat(linkKey)).not.toBeNull();
  const swept = await sweepStorage(db(), s3.storage, { olderThan: new Date(Date.now() + 1000) });
  expect(swept.deleted).toBeGreaterThanOrEqual(1);
  expect(await s3.storage.stat(linkKey)).toBeNull();
  expect(await downloaded(id)).toBe('original');
});

test('a refused attach deletes the copies it made and keeps the upload’s object, so the upload can still be attached', async () => {
  const target = await uploadTarget(4);
  const linkKey = keyOf(target.body.upload_url);
  expect((await send(target.body, 'scan')).status).toBe(200);
  const before = await s3.objects();
  const refused = await call(registry.url, `${V1}/lienholder/documents/`, {
    token,
    method: 'POST',
    body: { case: caseId, documents: [{ file_path: target.body.file_path, name: 'Scan.pdf', type: 'LIABILITY_DOCUMENT' }] },
  });
  expect(refused.status).toBe(400);
  expect(refused.body.documents[0].type).toEqual(['"LIABILITY_DOCUMENT" is not a valid choice.']);
  expect(await s3.objects()).toEqual(before);
  const attached = await attach(target.body.file_path);
  expect(attached.status).toBe(201);
  const documentKey = await documentKeyOf(attached.body.results[0].id);
  expect(documentKey).not.toBe(linkKey);
  expect(await s3.objects()).toEqual([...before.filter((key) => key !== linkKey), documentKey].sort());
});

/** attachDocuments as a caller without withDirectUploadCopies uses it (in its own transaction), for the provider's lien. */
async function attachInTransaction(filePath: string, storage: FileStorage) {
  const upload = await db().selectFrom('document_uploads').selectAll().where('id', '=', filePath).executeTakeFirstOrThrow();
  const lien = await db()
    .selectFrom('liens')
    .select('id')
    .where('case_id', '=', caseId)
    .where('lienholder_id', '=', upload.organization_id!)
    .executeTakeFirstOrThrow();
  return db()
    .transaction()
    .execute((trx) =>
      attachDocuments(trx, null, {
        caseId,
        lienId: lien.id,
        uploader: { organizationId: upload.organization_id!, userId: upload.user_id },
        documents: [{ filePath, name: 'Records.pdf', type: 'MEDICAL_RECORDS' }],
        createdByName: 'Records Desk',
        storage,
      }),
    );
}

test('attachDocuments without copies made first copies in its transaction: the document has its own key too', async () => {
  const target = await uploadTarget(6);
  const linkKey = keyOf(target.body.upload_url);
  expect((await send(target.body, 'letter')).status).toBe(200);
  const [id] = await attachInTransaction(target.body.file_path, s3.storage);
  const documentKey = await documentKeyOf(id!);
  expect(documentKey).not.toBe(linkKey);
  expect((await send(target.body, 'LETTER')).status).toBe(200);
  expect(await downloaded(id!)).toBe('letter');
  // The upload's object is left to the storage sweep here (no document names it).
  await sweepStorage(db(), s3.storage, { olderThan: new Date(Date.now() + 1000) });
  expect(await s3.storage.stat(linkKey)).toBeNull();
  expect(await downloaded(id!)).toBe('letter');
});

test('an object written again with another length between the look and the copy is refused, and neither object kept', async () => {
  const target = await uploadTarget(5);
  const linkKey = keyOf(target.body.upload_url);
  expect((await send(target.body, 'abcde')).status).toBe(200);
  const before = await s3.objects();
  // As a store that ignored the signed length would let a second PUT through just then.
  const racing: FileStorage = {
    ...s3.storage,
    copy: async (fromKey) => {
      await s3.client.send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: fromKey, Body: 'a longer body', ContentType: 'application/pdf' }),
      );
      return s3.storage.copy(fromKey);
    },
  };
  const failure = await attachInTransaction(target.body.file_path, racing).catch((error: unknown) => error);
  expect(failure).toMatchObject({ status: 400, body: { documents: [{ file_path: [fileTooLargeMessage('a longer body'.length)] }] } });
  expect(await s3.objects()).toEqual(before.filter((key) => key !== linkKey));
  expect(
    await db()
      .selectFrom('document_uploads')
      .select(['attached_at', 'uploaded_size'])
      .where('id', '=', target.body.file_path)
      .executeTakeFirst(),
  ).toEqual({ attached_at: null, uploaded_size: null });
});

test('a copy that fails before the transaction fails the attach before it begins and leaves no other copy behind', async () => {
  const targets = [await uploadTarget(3), await uploadTarget(3), await uploadTarget(3)];
  for (const target of targets) expect((await send(target.body, 'abc')).status).toBe(200);
  const before = await s3.objects();
  const failing = keyOf(targets[1]!.body.upload_url);
  const storage: FileStorage = {
    ...s3.storage,
    copy: async (fromKey) => {
      if (fromKey === failing) throw new Error('the store is unavailable');
      return s3.storage.copy(fromKey);
    },
  };
  const upload = await db()
    .selectFrom('document_uploads')
    .selectAll()
    .where('id', '=', targets[0]!.body.file_path)
    .executeTakeFirstOrThrow();
  const uploader = { organizationId: upload.organization_id!, userId: upload.user_id };
  let attached = false;
  const filePaths = targets.map((target) => target.body.file_path as string);
  await expect(
    withDirectUploadCopies(db(), storage, uploader, filePaths, async () => {
      attached = true;
      return [];
    }),
  ).rejects.toThrow('the store is unavailable');
  expect(attached).toBe(false);
  expect(await s3.objects()).toEqual(before);
  // Nothing changed: the uploads attach as they are.
  const done = await call(registry.url, `${V1}/lienholder/documents/`, {
    token,
    method: 'POST',
    body: { case: caseId, documents: filePaths.map((file_path) => ({ file_path, name: 'Part.pdf', type: 'OTHER' })) },
  });
  expect(done.status, JSON.stringify(done.body)).toBe(201);
});
