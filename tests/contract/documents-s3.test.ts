// Documents on an S3 store (s3rver, a local S3-protocol server that checks SigV4 signatures): upload-url answers a
// presigned PUT of the bucket with Content-Length and Content-Type signed, the browser sends the bytes straight to
// the bucket, attach checks the object (missing → not sent; larger than declared → refused and deleted), downloads
// are the store's presigned GETs, deleting a document deletes its object, and never-attached objects are discarded.
import { Readable } from 'node:stream';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, test } from 'vitest';
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
