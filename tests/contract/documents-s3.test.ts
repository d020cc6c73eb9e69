// Documents on an S3 store (s3rver, a local S3-protocol server): the bytes stream through the registry's signed
// upload target into the bucket (a multipart upload, ByteLimit in front), downloads are the store's presigned GETs,
// a stream over the limit leaves no object, and deleting a document deletes its object.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createS3Client, createS3Storage, type S3StorageSettings } from '../../registry/adapters/storage-s3.ts';
import { MAX_DOCUMENT_BYTES } from '../../registry/domain/documents/limits.ts';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { call, V1 } from './helpers.ts';

interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
}) => S3rverServer;

const BUCKET = 'lien-documents';
let s3rver: S3rverServer;
let client: S3Client;
let directory: string;
let registry: TestRegistry;
let token: string;
let caseId: string;

const objects = async () => ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key!).sort();

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'documents-s3-'));
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await s3rver.run();
  const settings: S3StorageSettings = {
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  client = createS3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  registry = await startTestRegistry({ adapters: { storage: createS3Storage(settings, client) } });
  token = await loginAs(registry.url, DEMO_EMAILS.provider);
  caseId = (await call(registry.url, `${V1}/lienholder/portfolio/?page_size=1`, { token })).body.results[0].id;
});
afterAll(async () => {
  await registry?.close();
  client?.destroy();
  await s3rver?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

function stream(size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  const chunk = new Uint8Array(1024 * 1024).fill(7);
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      const length = Math.min(chunk.byteLength, size - sent);
      controller.enqueue(chunk.slice(0, length));
      sent += length;
    },
  });
}

const put = (uploadUrl: string, body: unknown) =>
  fetch(`${registry.url}${uploadUrl}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/pdf' },
    body,
    duplex: 'half',
  } as RequestInit);

test('upload through the registry into the bucket, download from a presigned link, delete the object', async () => {
  const content = 'records kept in S3';
  const target = await call(registry.url, `${V1}/documents/upload-url/`, {
    token,
    method: 'POST',
    body: { filename: 'records.pdf', size: content.length, content_type: 'application/pdf' },
  });
  expect(target.status).toBe(201);
  expect((await put(target.body.upload_url, content)).status).toBe(200);
  expect(await objects()).toHaveLength(1);

  const attached = await call(registry.url, `${V1}/lienholder/documents/`, {
    token,
    method: 'POST',
    body: { case: caseId, documents: [{ file_path: target.body.file_path, name: 'Records.pdf', type: 'MEDICAL_RECORDS' }] },
  });
  expect(attached.status, JSON.stringify(attached.body)).toBe(201);
  const id = attached.body.results[0].id;
  const detail = await call(registry.url, `${V1}/lienholder/documents/${id}/`, { token });
  // The store's own presigned GET, forcing a download.
  expect(detail.body.download_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/lien-documents\/[0-9a-f]{32}\?.*X-Amz-Signature=/);
  const file = await fetch(detail.body.download_url);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-disposition')).toContain('attachment; filename="Records.pdf"');
  expect(file.headers.get('content-type')).toBe('application/octet-stream');
  expect(await file.text()).toBe(content);

  expect((await call(registry.url, `${V1}/lienholder/documents/${id}/`, { token, method: 'DELETE' })).status).toBe(204);
  expect(await objects()).toEqual([]);
});

test('a stream over the limit is refused and leaves no object in the bucket', async () => {
  const target = await call(registry.url, `${V1}/documents/upload-url/`, {
    token,
    method: 'POST',
    body: { filename: 'big.pdf', size: MAX_DOCUMENT_BYTES, content_type: 'application/pdf' },
  });
  const answer = await put(target.body.upload_url, stream(MAX_DOCUMENT_BYTES + 1));
  expect(answer.status).toBe(413);
  expect(await objects()).toEqual([]);
}, 120_000);
