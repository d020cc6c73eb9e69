// A real S3 peer for tests (s3rver, in process, on a random loopback port, files in a temporary directory): one
// bucket, created at start, whose CORS rule lets a browser on any origin PUT, GET and HEAD with any header — so a
// browser test (Playwright) can send a presigned upload straight to it from the portal's origin. s3rver checks
// SigV4 signatures (a PUT whose Content-Length differs from the signed one is refused 403), unless
// `allowMismatchedSignatures`.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { FileStorage } from './adapters/storage.ts';
import { createS3Client, createS3Storage, type S3StorageSettings } from './adapters/storage-s3.ts';

// s3rver ships no types: the little of it used here.
interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
interface S3rverOptions {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  allowMismatchedSignatures?: boolean;
  configureBuckets: { name: string; configs: string[] }[];
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverServer;

/**
 * The bucket's CORS rule: the browser PUTs the file (with the signed Content-Type) and GETs presigned downloads from
 * another origin; ETag readable. s3rver accepts `*` for origins and headers as S3 does.
 */
export const TEST_S3_CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>600</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export interface TestS3Server {
  /** http://127.0.0.1:<port> — STORAGE_S3_ENDPOINT. */
  endpoint: string;
  bucket: string;
  /** The settings of storage (path style, s3rver's built-in account S3RVER/S3RVER). */
  settings: S3StorageSettings;
  client: S3Client;
  /** A FileStorage on the bucket. */
  storage: FileStorage;
  /** The bucket's object keys, sorted. */
  objects(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startTestS3Server(options: { bucket?: string; allowMismatchedSignatures?: boolean } = {}): Promise<TestS3Server> {
  const bucket = options.bucket ?? 'lien-documents';
  const directory = await mkdtemp(path.join(tmpdir(), 'test-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    allowMismatchedSignatures: options.allowMismatchedSignatures ?? false,
    // Created with the CORS rule when the server starts.
    configureBuckets: [{ name: bucket, configs: [TEST_S3_CORS] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3StorageSettings = {
    bucket,
    region: 'us-east-1',
    endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = createS3Client(settings);
  return {
    endpoint,
    bucket,
    settings,
    client,
    storage: createS3Storage(settings, client),
    objects: async () => {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    close: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
