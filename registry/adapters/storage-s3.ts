// Files in an S3 bucket, or in an S3-compatible store (MinIO, R2 …) at `endpoint`: the object's name is the key.
// Uploads stream as a multipart upload (lib-storage), holding at most PART_SIZE x PART_QUEUE bytes at a time.
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { pipeline, type Readable } from 'node:stream';
import {
  attachmentDisposition,
  ByteLimit,
  checkPutOptions,
  FileTooLargeError,
  isStorageKey,
  newStorageKey,
  type FileStorage,
} from './storage.ts';

export interface S3StorageSettings {
  bucket: string;
  region: string;
  /** An S3-compatible store's address; unset → AWS S3 itself. */
  endpoint?: string;
  /** Both or neither; neither → the SDK's default credentials (environment, instance or task role …). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name, as most S3-compatible stores want. */
  forcePathStyle?: boolean;
}

/** S3's smallest part. */
const PART_SIZE = 5 * 1024 * 1024;
const PART_QUEUE = 2;
/** SigV4's longest validity. */
const MAX_LINK_SECONDS = 7 * 24 * 3600;

/**
 * `checksumsWhenRequired`: no checksums the SDK adds on its own (set for S3-compatible stores, which do not all
 * understand them, and for presigning PUTs: a checksum signed into the link would be the empty body's).
 */
export function createS3Client(settings: S3StorageSettings, checksumsWhenRequired = false): S3Client {
  const config: S3ClientConfig = { region: settings.region, forcePathStyle: settings.forcePathStyle ?? false };
  if (settings.endpoint || checksumsWhenRequired) {
    config.endpoint = settings.endpoint;
    // The SDK's default CRC checksums on every request are not understood by every S3-compatible store.
    config.requestChecksumCalculation = 'WHEN_REQUIRED';
    config.responseChecksumValidation = 'WHEN_REQUIRED';
  }
  if (settings.accessKeyId && settings.secretAccessKey)
    config.credentials = { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey };
  return new S3Client(config);
}

/** The headers signed into a presigned PUT: the store refuses a body of another length or type. */
const SIGNED_UPLOAD_HEADERS = new Set(['content-length', 'content-type']);

export function createS3Storage(settings: S3StorageSettings, client: S3Client = createS3Client(settings)): FileStorage {
  const Bucket = settings.bucket;
  // Made on first use, whatever client was given (its checksum setting must not reach a link); it only signs, and
  // sends no request of its own beyond fetching credentials.
  let presigner: S3Client | undefined;
  const uploadSigner = () => (presigner ??= createS3Client(settings, true));
  const checkSeconds = (expiresInSeconds: number) => {
    if (!Number.isSafeInteger(expiresInSeconds) || expiresInSeconds < 1 || expiresInSeconds > MAX_LINK_SECONDS)
      throw new TypeError(`storage: expiresInSeconds must be whole seconds from 1 to ${MAX_LINK_SECONDS}`);
  };
  return {
    async put(content, options) {
      checkPutOptions(options);
      const key = newStorageKey();
      const limit = new ByteLimit(options.maxBytes);
      // A failing source fails the upload through `limit`; the upload's own failure is handled below.
      const body = pipeline(content, limit, () => {});
      // Aborts the multipart upload on failure (leavePartsOnError: false); a file under one part is only sent once
      // complete, so a stream over the limit never becomes an object.
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: options.contentType },
        partSize: PART_SIZE,
        queueSize: PART_QUEUE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        content.destroy();
        if (limit.bytes > options.maxBytes) throw new FileTooLargeError(options.maxBytes);
        throw error;
      }
      return { key, size: limit.bytes, contentType: options.contentType };
    },

    async open(key) {
      if (!isStorageKey(key)) return null;
      try {
        const response = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        // In Node the body is the response's IncomingMessage.
        return response.Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },

    async stat(key) {
      if (!isStorageKey(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { key, size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NotFound) return null;
        throw error;
      }
    },

    async delete(key) {
      if (!isStorageKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async copy(fromKey) {
      if (!isStorageKey(fromKey)) return null;
      const key = newStorageKey();
      try {
        // In the store (up to 5 GiB in one request; uploads are far smaller), content type and all.
        await client.send(new CopyObjectCommand({ Bucket, Key: key, CopySource: `${Bucket}/${fromKey}`, MetadataDirective: 'COPY' }));
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
      // What was copied (the source may have been written again meanwhile): the copy's own size.
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { key, size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream' };
    },

    async signedDownloadUrl(key, { fileName, expiresInSeconds }) {
      if (!isStorageKey(key)) return null;
      checkSeconds(expiresInSeconds);
      // Always a download, and never a type the browser would render: the bucket's origin must not serve pages.
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentDisposition: attachmentDisposition(fileName),
        ResponseContentType: 'application/octet-stream',
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },

    async signedUploadUrl(key, { contentType, contentLength, expiresInSeconds }) {
      if (!isStorageKey(key)) throw new TypeError('storage: not a storage key');
      checkPutOptions({ contentType, maxBytes: contentLength });
      checkSeconds(expiresInSeconds);
      const command = new PutObjectCommand({ Bucket, Key: key, ContentType: contentType, ContentLength: contentLength });
      // Content-Length and Content-Type are signed headers (never hoisted into the query), so the store refuses a
      // body of any other length and the link stores nothing but what was declared.
      const url = await getSignedUrl(uploadSigner(), command, {
        expiresIn: expiresInSeconds,
        signableHeaders: SIGNED_UPLOAD_HEADERS,
        unhoistableHeaders: SIGNED_UPLOAD_HEADERS,
      });
      return { url, headers: { 'Content-Type': contentType } };
    },

    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken, MaxKeys: 1000 }));
        const files = (page.Contents ?? []).flatMap((object) =>
          object.Key && isStorageKey(object.Key) ? [{ key: object.Key, modifiedAt: object.LastModified ?? new Date() }] : [],
        );
        if (files.length) yield files;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
