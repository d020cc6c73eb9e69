// File storage: documents the next issues bring (lien documents, chat attachments). Files stream in and out, never
// whole in memory (uploads reach 100 MiB). The embedded default writes to local disk under the registry's data
// directory (storage-disk.ts); an S3 bucket, or an S3-compatible store, takes its place when configured
// (storage-s3.ts). Every file gets a random stored name, never the uploader's, so names cannot collide, leak or walk
// out of the store: a key of any other shape reads as no file.
import { randomBytes } from 'node:crypto';
import { Transform, type Readable, type TransformCallback } from 'node:stream';

export interface StoredFile {
  /** The stored name: 32 hex characters, the only handle to the file. */
  key: string;
  size: number;
  contentType: string;
}

export interface PutOptions {
  contentType: string;
  /** A longer stream fails with FileTooLargeError and leaves nothing stored. */
  maxBytes: number;
}

export interface SignedDownloadOptions {
  /** The name the browser saves the file under (Content-Disposition: attachment). */
  fileName: string;
  expiresInSeconds: number;
}

export interface SignedUploadOptions {
  /** Signed: the browser must send exactly this Content-Type. */
  contentType: string;
  /** Signed: the store refuses a body of any other length. */
  contentLength: number;
  expiresInSeconds: number;
}

export interface SignedUpload {
  /** Where the browser PUTs the raw bytes. */
  url: string;
  /** The headers it must send with them (Content-Length, which browsers set themselves, is not among them). */
  headers: Record<string, string>;
}

/** A stored file as a listing names it. */
export interface ListedFile {
  key: string;
  /** When the file was written (disk: modified; S3: LastModified). */
  modifiedAt: Date;
}

export interface FileStorage {
  /** Stores the stream under a new random key; visible only once complete. */
  put(content: Readable, options: PutOptions): Promise<StoredFile>;
  /** The file's bytes as a stream, or null when there is no such file. */
  open(key: string): Promise<Readable | null>;
  stat(key: string): Promise<StoredFile | null>;
  /** Nothing happens for an unknown key. */
  delete(key: string): Promise<void>;
  /**
   * A copy of the file under a new random key, or null when there is no such file (S3: CopyObject, done by the store
   * itself, the bytes never pass through here; disk: a copy, cloned where the file system can). The copy is the file
   * as it was then: a later write under `fromKey` (a presigned PUT used again) never reaches it.
   */
  copy(fromKey: string): Promise<StoredFile | null>;
  /**
   * A short-lived link that downloads the file straight from the store, or null when the store has no such links
   * (local disk) or the key is not one of its own: the registry then streams `open(key)` itself.
   */
  signedDownloadUrl(key: string, options: SignedDownloadOptions): Promise<string | null>;
  /**
   * A short-lived link that stores a PUT body straight under `key` (a key from newStorageKey()), its length and type
   * signed, or null when the store has no such links (local disk): the bytes then go through the registry.
   */
  signedUploadUrl(key: string, options: SignedUploadOptions): Promise<SignedUpload | null>;
  /** Every stored file (keys of the store's own shape only), in pages; for the sweep of unreferenced files. */
  list(): AsyncIterable<ListedFile[]>;
}

export class FileTooLargeError extends Error {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`the file is larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
    this.maxBytes = maxBytes;
  }
}

const KEY = /^[0-9a-f]{32}$/;

export const isStorageKey = (key: string): boolean => KEY.test(key);

export const newStorageKey = (): string => randomBytes(16).toString('hex');

/** Rejects what no store should be asked to keep: a content type that is not a plain MIME type, a limit that is not a size. */
export function checkPutOptions({ contentType, maxBytes }: PutOptions): void {
  // Type and subtype tokens (RFC 9110), optional parameters; no control characters (it becomes a header).
  if (contentType.length > 255 || !/^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(\s*;[\x20-\x7e]*)?$/.test(contentType))
    throw new TypeError(`storage: not a content type: ${JSON.stringify(contentType)}`);
  if (!Number.isSafeInteger(maxBytes) || maxBytes < 0) throw new TypeError(`storage: maxBytes must be a whole number of bytes`);
}

/** Passes bytes through, counting them; fails with FileTooLargeError at the first byte beyond `maxBytes`. */
export class ByteLimit extends Transform {
  bytes = 0;
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super();
    this.maxBytes = maxBytes;
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.byteLength;
    if (this.bytes > this.maxBytes) callback(new FileTooLargeError(this.maxBytes));
    else callback(null, chunk);
  }
}

/**
 * `attachment` with the name in UTF-8 (RFC 6266 / RFC 8187 `filename*`) and an ASCII stand-in for old clients; the
 * name is only ever a value, never a path.
 */
export function attachmentDisposition(fileName: string): string {
  const name = fileName.toWellFormed();
  const ascii = name.replace(/[^\x20-\x7e]|["\\%/]/g, '_').trim() || 'download';
  // encodeURIComponent leaves ' ( ) * ! which RFC 8187's attr-char does not allow.
  const encoded = encodeURIComponent(name).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
