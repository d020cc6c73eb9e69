// One contract for every file storage, run against the local disk and against S3 (s3rver, a local S3-protocol
// server, on an ephemeral port): streams in and out, the size limit, random keys, foreign keys, download links.
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { s3StorageFromEnv } from '../env.ts';
import { attachmentDisposition, FileTooLargeError, isStorageKey, newStorageKey, type FileStorage } from './storage.ts';
import { createDiskStorage } from './storage-disk.ts';
import { createS3Client, createS3Storage, type S3StorageSettings } from './storage-s3.ts';

// s3rver ships no types: the little of it the test uses.
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

const MiB = 1024 * 1024;

const directories: string[] = [];
const temporaryDirectory = async () => {
  const directory = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
  directories.push(directory);
  return directory;
};
afterAll(() => Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true }))));

/** Every file under `directory`, relative, with its size. */
async function filesUnder(directory: string): Promise<Map<string, number>> {
  const files = new Map<string, number>();
  for (const entry of await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => [])) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(directory, file), (await stat(file).catch(() => ({ size: 0 }))).size);
  }
  return files;
}
const bytesUnder = async (directory: string) => [...(await filesUnder(directory)).values()].reduce((sum, size) => sum + size, 0);

const text = (value: string) => Readable.from([Buffer.from(value)]);

async function readAll(stream: Readable | null): Promise<Buffer> {
  expect(stream).not.toBeNull();
  const chunks: Buffer[] = [];
  for await (const chunk of stream!) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function sha256(stream: Readable | null): Promise<{ digest: string; size: number }> {
  expect(stream).not.toBeNull();
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream!) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).byteLength;
  }
  return { digest: hash.digest('hex'), size };
}

interface Subject {
  storage: FileStorage;
  /** Everything the store holds, as the store itself lists it (disk: every file, temporary ones too; S3: objects). */
  stored(): Promise<string[]>;
  /** Bytes the store has received so far, complete or not (disk: its directory; S3: s3rver's, parts included). */
  bytesReceived(): Promise<number>;
  /** Whether it signs download links (S3) or leaves downloads to the registry (disk). */
  signsLinks: boolean;
}

let s3rver: S3rverServer;
let s3Port: number;
let s3Client: S3Client;
let s3Directory: string;
const s3Settings = (port: number): S3StorageSettings => ({
  bucket: 'lien-documents',
  region: 'us-east-1',
  endpoint: `http://127.0.0.1:${port}`,
  // s3rver's built-in account.
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
});

beforeAll(async () => {
  s3Directory = await temporaryDirectory();
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Directory, silent: true });
  s3Port = (await s3rver.run()).port;
  s3Client = createS3Client(s3Settings(s3Port));
  await s3Client.send(new CreateBucketCommand({ Bucket: 'lien-documents' }));
});
afterAll(async () => {
  s3Client?.destroy();
  await s3rver?.close();
});

const subjects: Record<string, () => Promise<Subject>> = {
  disk: async () => {
    const directory = path.join(await temporaryDirectory(), 'files');
    return {
      storage: createDiskStorage(directory),
      stored: async () => [...(await filesUnder(directory)).keys()].sort(),
      bytesReceived: () => bytesUnder(directory),
      signsLinks: false,
    };
  },
  s3: async () => ({
    storage: createS3Storage(s3Settings(s3Port), s3Client),
    stored: async () => {
      const listing = await s3Client.send(new ListObjectsV2Command({ Bucket: 'lien-documents' }));
      return (listing.Contents ?? []).map((object) => object.Key!).sort();
    },
    bytesReceived: () => bytesUnder(s3Directory),
    signsLinks: true,
  }),
};

describe.each(Object.keys(subjects))('%s storage', (name) => {
  let subject: Subject;
  let storage: FileStorage;
  beforeAll(async () => {
    subject = await subjects[name]();
    storage = subject.storage;
  });

  test('stores a stream under a random key, reads it back, states it, deletes it', async () => {
    const first = await storage.put(text('a lien document'), { contentType: 'application/pdf', maxBytes: 1000 });
    const second = await storage.put(text('a lien document'), { contentType: 'text/plain; charset=utf-8', maxBytes: 1000 });
    expect(first).toEqual({ key: expect.stringMatching(/^[0-9a-f]{32}$/), size: 15, contentType: 'application/pdf' });
    expect(second.key).toMatch(/^[0-9a-f]{32}$/);
    expect(second.key).not.toBe(first.key);
    expect((await readAll(await storage.open(first.key))).toString()).toBe('a lien document');
    expect(await storage.stat(first.key)).toEqual(first);
    expect(await storage.stat(second.key)).toEqual({ key: second.key, size: 15, contentType: 'text/plain; charset=utf-8' });

    await storage.delete(first.key);
    expect(await storage.open(first.key)).toBeNull();
    expect(await storage.stat(first.key)).toBeNull();
    await storage.delete(first.key);
    expect((await readAll(await storage.open(second.key))).toString()).toBe('a lien document');

    const empty = await storage.put(Readable.from([]), { contentType: 'application/octet-stream', maxBytes: 0 });
    expect(empty.size).toBe(0);
    expect((await readAll(await storage.open(empty.key))).byteLength).toBe(0);
  });

  test('a 20 MiB stream reaches the store while it is still being produced, and reads back byte for byte', async () => {
    const size = 20 * MiB;
    const before = await subject.stored();
    const receivedBefore = await subject.bytesReceived();
    let receivedBeforeLastChunk = 0;
    let visibleBeforeEnd: string[] = [];
    const produced = createHash('sha256');
    async function* chunks() {
      for (let index = 0; index < size / MiB; index++) {
        if (index === size / MiB - 1) {
          receivedBeforeLastChunk = (await subject.bytesReceived()) - receivedBefore;
          visibleBeforeEnd = (await subject.stored()).filter((file) => isStorageKey(path.basename(file)));
        }
        const chunk = Buffer.alloc(MiB, index + 1);
        produced.update(chunk);
        yield chunk;
      }
    }
    const file = await storage.put(Readable.from(chunks()), { contentType: 'application/pdf', maxBytes: 100 * MiB });
    expect(file.size).toBe(size);
    // Not collected in memory first: at least half had reached the store before the last MiB was even made.
    expect(receivedBeforeLastChunk).toBeGreaterThanOrEqual(10 * MiB);
    // …and yet no file was there to be read until it was complete.
    expect(visibleBeforeEnd).toEqual(before.filter((file) => isStorageKey(path.basename(file))));
    expect(await storage.stat(file.key)).toEqual({ key: file.key, size, contentType: 'application/pdf' });
    expect(await sha256(await storage.open(file.key))).toEqual({ digest: produced.digest('hex'), size });
    await storage.delete(file.key);
    expect(await subject.stored()).toEqual(before);
  });

  test.each([
    ['within one part', 10, 11],
    ['after a first 5 MiB part', 6 * MiB, 8 * MiB],
  ])('a stream over maxBytes (%s) fails with FileTooLargeError, stops being read and leaves nothing', async (_, maxBytes, length) => {
    const before = await subject.stored();
    let producedBytes = 0;
    async function* chunks() {
      for (let sent = 0; sent < length; sent += Math.min(MiB, length - sent)) {
        const chunk = Buffer.alloc(Math.min(MiB, length - sent), 7);
        producedBytes += chunk.byteLength;
        yield chunk;
      }
    }
    const source = Readable.from(chunks());
    const failure = await storage.put(source, { contentType: 'application/pdf', maxBytes }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FileTooLargeError);
    expect(failure).toMatchObject({ maxBytes });
    expect(source.destroyed).toBe(true);
    expect(producedBytes).toBeLessThanOrEqual(maxBytes + 2 * MiB);
    expect(await subject.stored()).toEqual(before);
  });

  test("a key not of the store's own shape reads as no file, and deleting it touches nothing", async () => {
    const file = await storage.put(text('kept'), { contentType: 'text/plain', maxBytes: 100 });
    const foreign = [
      '../../etc/passwd',
      `../${file.key}`,
      `${file.key.slice(0, 2)}/${file.key}`,
      `${file.key}.type`,
      `${file.key}/`,
      file.key.toUpperCase(),
      file.key.slice(0, 31),
      '',
      '..',
    ];
    for (const key of foreign) {
      expect(await storage.open(key), key).toBeNull();
      expect(await storage.stat(key), key).toBeNull();
      expect(await storage.signedDownloadUrl(key, { fileName: 'x', expiresInSeconds: 60 }), key).toBeNull();
      await storage.delete(key);
    }
    expect(await storage.open('0'.repeat(32))).toBeNull();
    expect(await storage.stat('0'.repeat(32))).toBeNull();
    expect((await readAll(await storage.open(file.key))).toString()).toBe('kept');
  });

  test('rejects a content type that is not one, before storing anything', async () => {
    const before = await subject.stored();
    for (const contentType of ['', 'pdf', 'text/html\r\nSet-Cookie: a=b', 'text/plain; name="\u00e9"'])
      await expect(storage.put(text('x'), { contentType, maxBytes: 10 }), contentType).rejects.toThrow(/not a content type/);
    expect(await subject.stored()).toEqual(before);
  });

  test('a download link serves the bytes as an attachment under the given name, or there is none (the registry streams)', async () => {
    const file = await storage.put(text('the lien letter'), { contentType: 'application/pdf', maxBytes: 100 });
    const fileName = 'Lien "März" (final).pdf';
    const url = await storage.signedDownloadUrl(file.key, { fileName, expiresInSeconds: 60 });
    if (!subject.signsLinks) {
      expect(url).toBeNull();
      return;
    }
    expect(url).not.toBeNull();
    const query = new URL(url!).searchParams;
    expect(query.get('response-content-disposition')).toBe(attachmentDisposition(fileName));
    expect(query.get('response-content-type')).toBe('application/octet-stream');
    // s3rver accepts any SigV4 signature (it does not compute them), so only S3 itself can refuse a changed link.
    expect(query.get('X-Amz-Expires')).toBe('60');
    expect(query.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const response = await fetch(url!);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('the lien letter');
    // s3rver applies the overrides as S3 does.
    expect(response.headers.get('content-disposition')).toBe(attachmentDisposition(fileName));
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    await expect(storage.signedDownloadUrl(file.key, { fileName, expiresInSeconds: 8 * 24 * 3600 })).rejects.toThrow(/expiresInSeconds/);
  });

  test('an upload link stores a PUT body straight under the key, its length and type signed (S3), or there is none (disk)', async () => {
    const key = newStorageKey();
    const link = await storage.signedUploadUrl(key, { contentType: 'application/pdf', contentLength: 9, expiresInSeconds: 60 });
    if (!subject.signsLinks) {
      expect(link).toBeNull();
      return;
    }
    expect(link!.headers).toEqual({ 'Content-Type': 'application/pdf' });
    const query = new URL(link!.url).searchParams;
    expect(query.get('X-Amz-SignedHeaders')!.split(';')).toEqual(expect.arrayContaining(['content-length', 'content-type']));
    expect(query.get('X-Amz-Expires')).toBe('60');
    const response = await fetch(link!.url, { method: 'PUT', headers: link!.headers, body: 'a PUT body'.slice(0, 9) });
    expect(response.status).toBe(200);
    expect(await storage.stat(key)).toEqual({ key, size: 9, contentType: 'application/pdf' });
    expect((await readAll(await storage.open(key))).toString()).toBe('a PUT bod');
    await expect(
      storage.signedUploadUrl('notes.txt', { contentType: 'application/pdf', contentLength: 1, expiresInSeconds: 60 }),
    ).rejects.toThrow();
    await storage.delete(key);
  });

  test('copy makes a file of its own under a new key, apart from the original; no file, no copy', async () => {
    const original = await storage.put(text('the signed lien letter'), { contentType: 'application/pdf', maxBytes: 100 });
    const copy = await storage.copy(original.key);
    expect(copy).toEqual({ key: expect.stringMatching(/^[0-9a-f]{32}$/), size: original.size, contentType: 'application/pdf' });
    expect(copy!.key).not.toBe(original.key);
    expect(await storage.stat(copy!.key)).toEqual(copy);
    // Deleting (or writing) the original leaves the copy as it was.
    await storage.delete(original.key);
    expect((await readAll(await storage.open(copy!.key))).toString()).toBe('the signed lien letter');
    expect(await storage.copy(original.key)).toBeNull();
    expect(await storage.copy('0'.repeat(32))).toBeNull();
    for (const foreign of ['../../etc/passwd', `${copy!.key}.type`, '']) expect(await storage.copy(foreign), foreign).toBeNull();
    await storage.delete(copy!.key);
    expect((await subject.stored()).filter((file) => file.includes(copy!.key))).toEqual([]);
  });

  test('a copy is not changed by a later PUT through the original’s upload link (S3)', async () => {
    const key = newStorageKey();
    const link = await storage.signedUploadUrl(key, { contentType: 'application/pdf', contentLength: 8, expiresInSeconds: 60 });
    if (!link) return expect(subject.signsLinks).toBe(false);
    expect((await fetch(link.url, { method: 'PUT', headers: link.headers, body: 'original' })).status).toBe(200);
    const copy = await storage.copy(key);
    expect((await fetch(link.url, { method: 'PUT', headers: link.headers, body: 'tampered' })).status).toBe(200);
    expect((await readAll(await storage.open(key))).toString()).toBe('tampered');
    expect((await readAll(await storage.open(copy!.key))).toString()).toBe('original');
    await Promise.all([storage.delete(key), storage.delete(copy!.key)]);
  });

  test('list names every complete file by its key with its time, and nothing else', async () => {
    const before = Date.now() - 2000;
    const files = await Promise.all(['one', 'two'].map((value) => storage.put(text(value), { contentType: 'text/plain', maxBytes: 10 })));
    const listed = [];
    for await (const page of storage.list()) listed.push(...page);
    for (const file of files) {
      const entry = listed.find((item) => item.key === file.key);
      expect(entry?.modifiedAt.getTime()).toBeGreaterThanOrEqual(before);
    }
    expect(listed.every((item) => isStorageKey(item.key))).toBe(true);
    expect(new Set(listed.map((item) => item.key)).size).toBe(listed.length);
    await Promise.all(files.map((file) => storage.delete(file.key)));
    const after = [];
    for await (const page of storage.list()) after.push(...page.map((item) => item.key));
    expect(after).not.toContain(files[0]!.key);
  });
});

test('S3: a presigned PUT for AWS itself carries no checksum the SDK would compute over an empty body', async () => {
  const storage = createS3Storage({ bucket: 'lien-documents', region: 'eu-west-1', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' });
  const link = await storage.signedUploadUrl(newStorageKey(), {
    contentType: 'application/pdf',
    contentLength: 12,
    expiresInSeconds: 3600,
  });
  expect(link!.url).toMatch(/^https:\/\/lien-documents\.s3\.eu-west-1\.amazonaws\.com\/[0-9a-f]{32}\?/);
  expect(link!.url).not.toMatch(/checksum/i);
  expect(new URL(link!.url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
});

test('S3: an object under a name the storage did not make is not one of its files', async () => {
  await s3Client.send(new PutObjectCommand({ Bucket: 'lien-documents', Key: 'notes.txt', Body: 'not ours' }));
  await s3Client.send(new PutObjectCommand({ Bucket: 'lien-documents', Key: `x/${'a'.repeat(32)}`, Body: 'not ours' }));
  const storage = createS3Storage({ bucket: 'lien-documents', region: 'us-east-1' }, s3Client);
  expect(await storage.open('notes.txt')).toBeNull();
  expect(await storage.stat(`x/${'a'.repeat(32)}`)).toBeNull();
});

test('attachment disposition: the UTF-8 name percent-encoded (RFC 8187), an ASCII stand-in, no quote or path breaks out', () => {
  expect(attachmentDisposition('report.pdf')).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
  expect(attachmentDisposition(`Lien "März" (final)'s*.pdf`)).toBe(
    `attachment; filename="Lien _M_rz_ (final)'s*.pdf"; filename*=UTF-8''Lien%20%22M%C3%A4rz%22%20%28final%29%27s%2A.pdf`,
  );
  expect(attachmentDisposition('../../etc/passwd')).toBe(
    `attachment; filename=".._.._etc_passwd"; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`,
  );
  expect(attachmentDisposition('')).toBe(`attachment; filename="download"; filename*=UTF-8''`);
});

describe('STORAGE_S3_* settings', () => {
  const complete = {
    STORAGE_S3_BUCKET: 'lien-documents',
    STORAGE_S3_REGION: 'eu-central-1',
    STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000',
    STORAGE_S3_ACCESS_KEY_ID: 'key-id',
    STORAGE_S3_SECRET_ACCESS_KEY: 'the-secret',
    STORAGE_S3_FORCE_PATH_STYLE: 'true',
  };

  test('no bucket: the disk stays the storage', () => {
    expect(s3StorageFromEnv({})).toBeUndefined();
    expect(s3StorageFromEnv({ STORAGE_S3_BUCKET: ' ', STORAGE_S3_REGION: 'eu-central-1' })).toBeUndefined();
  });

  test('a bucket with its settings', () => {
    expect(s3StorageFromEnv(complete)).toEqual({
      bucket: 'lien-documents',
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'key-id',
      secretAccessKey: 'the-secret',
      forcePathStyle: true,
    });
    expect(s3StorageFromEnv({ STORAGE_S3_BUCKET: 'lien-documents', STORAGE_S3_REGION: 'eu-central-1' })).toEqual({
      bucket: 'lien-documents',
      region: 'eu-central-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });

  test.each([
    [{ STORAGE_S3_BUCKET: 'Lien_Documents' }, /STORAGE_S3_BUCKET must be a bucket name/],
    [{ STORAGE_S3_REGION: '' }, /STORAGE_S3_REGION must be a region name/],
    [{ STORAGE_S3_ENDPOINT: 'minio:9000' }, /STORAGE_S3_ENDPOINT must be an http or https URL/],
    [{ STORAGE_S3_ENDPOINT: 'not a url' }, /STORAGE_S3_ENDPOINT must be a URL/],
    [{ STORAGE_S3_SECRET_ACCESS_KEY: '' }, /STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY go together/],
    [{ STORAGE_S3_FORCE_PATH_STYLE: 'yes' }, /STORAGE_S3_FORCE_PATH_STYLE must be true or false/],
  ])('refuses %o', (change, message) => {
    expect(() => s3StorageFromEnv({ ...complete, ...change })).toThrow(message);
  });
});
