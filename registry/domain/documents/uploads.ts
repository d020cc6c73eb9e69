// Uploads: asked for first (who may attach it, the declared size, an hour to use it), then the bytes arrive at the
// registry's signed target and stream into storage through ByteLimit (never whole in memory), then attach.ts turns
// them into documents, once. An upload asked for through a document request's token (helper B's logged-out pages)
// carries the request instead of an organisation and user.
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { JobRunner } from '../../adapters/jobs.ts';
import { FileTooLargeError, newStorageKey, type FileStorage } from '../../adapters/storage.ts';
import type { Database } from '../../db/schema.ts';
import type { RegistrySettings } from '../context.ts';
import { HttpError, MESSAGES, notFound, validationError, type FieldErrors } from '../errors.ts';
import { hasDisallowedCharacters } from '../input.ts';
import { fileTooLargeMessage, MAX_DOCUMENT_BYTES, UPLOAD_TTL_SECONDS } from './limits.ts';
import { uploadUrl } from './links.ts';

export type Uploader = { organizationId: string; userId: string | null } | { documentRequestId: string };

export interface NewUpload {
  uploader: Uploader;
  fileName: string;
  size: number;
  contentType: string;
}

const CONTENT_TYPE = /^[\w!#$&^.+-]{1,127}\/[\w!#$&^.+-]{1,127}$/;

/** The upload-url body: {filename, size, content_type}. */
export function parseUploadRequest(input: unknown): Omit<NewUpload, 'uploader'> {
  const raw = (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  const fileName = raw.filename ?? raw.file_name;
  if (typeof fileName !== 'string' || !fileName.trim()) errors.filename = [MESSAGES.required];
  else if (fileName.length > 1024 || hasDisallowedCharacters(fileName)) errors.filename = ['Enter a valid file name.'];
  const size = raw.size;
  if (size === undefined || size === null) errors.size = [MESSAGES.required];
  else if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0) errors.size = [MESSAGES.invalidInteger];
  else if (size > MAX_DOCUMENT_BYTES) errors.size = [fileTooLargeMessage(size)];
  let contentType = raw.content_type ?? 'application/octet-stream';
  if (contentType === '') contentType = 'application/octet-stream';
  if (typeof contentType !== 'string' || !CONTENT_TYPE.test(contentType)) errors.content_type = ['Enter a valid content type.'];
  if (Object.keys(errors).length) throw validationError(errors);
  return { fileName: (fileName as string).trim(), size: size as number, contentType: (contentType as string).toLowerCase() };
}

export interface IssuedUpload {
  file_path: string;
  upload_url: string;
  upload_data: { method: 'PUT'; headers: Record<string, string> };
  expires_at: string;
}

/** What createUpload needs to hand out links straight to the store (S3); without it uploads go through the registry. */
export interface DirectUploads {
  storage: FileStorage;
  /** Queues the discard of the upload's object should it never be attached. */
  jobs: Pick<JobRunner, 'enqueue'>;
}

/**
 * Records an upload and answers where to send its bytes, valid for an hour: on a store with signed upload links (S3)
 * a presigned PUT of the bucket with its length and type signed (the storage key is chosen now; attach checks the
 * object), else the registry's own signed target (`PUT /uploads/:id`).
 */
export async function createUpload(
  db: Kysely<Database>,
  settings: RegistrySettings,
  upload: NewUpload,
  direct?: DirectUploads,
): Promise<IssuedUpload> {
  if (upload.size > MAX_DOCUMENT_BYTES) throw validationError({ size: [fileTooLargeMessage(upload.size)] });
  const expiresAt = new Date(Date.now() + UPLOAD_TTL_SECONDS * 1000);
  const byOrganization = 'organizationId' in upload.uploader ? upload.uploader : null;
  const key = newStorageKey();
  const signed = direct
    ? await direct.storage.signedUploadUrl(key, {
        contentType: upload.contentType,
        contentLength: upload.size,
        expiresInSeconds: UPLOAD_TTL_SECONDS,
      })
    : null;
  const { id } = await db
    .insertInto('document_uploads')
    .values({
      // Set now only for a direct upload: its object may appear at any time until the link expires.
      storage_key: signed ? key : null,
      file_name: upload.fileName.slice(0, 1024),
      declared_size: upload.size,
      content_type: upload.contentType,
      organization_id: byOrganization?.organizationId ?? null,
      user_id: byOrganization?.userId ?? null,
      document_request_id: 'documentRequestId' in upload.uploader ? upload.uploader.documentRequestId : null,
      expires_at: expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (signed) {
    // Never attached by its expiry: the object goes. Should this fail, the storage sweep removes it later.
    await direct!.jobs
      .enqueue(DISCARD_UPLOAD_JOB, { id }, { key: id, delaySeconds: UPLOAD_TTL_SECONDS + DISCARD_GRACE_SECONDS })
      .catch(() => null);
    return {
      file_path: id,
      upload_url: signed.url,
      upload_data: { method: 'PUT', headers: signed.headers },
      expires_at: expiresAt.toISOString(),
    };
  }
  return {
    file_path: id,
    upload_url: uploadUrl(settings, id, expiresAt),
    upload_data: { method: 'PUT', headers: { 'Content-Type': upload.contentType } },
    expires_at: expiresAt.toISOString(),
  };
}

/** A direct upload (a presigned PUT to the store): its key was chosen when it was issued, its size is not known yet. */
export const isDirectUpload = (upload: { storage_key: string | null; uploaded_size: number | string | bigint | null }) =>
  upload.storage_key !== null && upload.uploaded_size === null;

export const tooLarge = (size: number) => new HttpError(413, { detail: fileTooLargeMessage(size) });
export const UPLOAD_USED = 'This upload has already been used or has expired.';

/**
 * Streams `content` into storage for the upload `id` (the signature was checked by the route). Single use: the
 * upload is claimed before the first byte is read; a failed transfer releases it so the browser may try again.
 * `contentLength` (the request's header, when sent) is checked before anything is read.
 */
export async function receiveUpload(
  db: Kysely<Database>,
  storage: FileStorage,
  id: string,
  content: Readable,
  contentLength: number | null,
): Promise<{ size: number }> {
  if (contentLength !== null && contentLength > MAX_DOCUMENT_BYTES) throw tooLarge(contentLength);
  const claimed = await db
    .updateTable('document_uploads')
    .set({ uploaded_size: -1 })
    .where('id', '=', id)
    .where('uploaded_size', 'is', null)
    // A direct upload's bytes go to the store, never through here.
    .where('storage_key', 'is', null)
    .where('attached_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning(['id', 'content_type'])
    .executeTakeFirst();
  if (!claimed) {
    const exists = await db.selectFrom('document_uploads').select('id').where('id', '=', id).executeTakeFirst();
    if (!exists) throw notFound();
    throw new HttpError(409, { detail: UPLOAD_USED });
  }
  try {
    const stored = await storage.put(content, { contentType: claimed.content_type, maxBytes: MAX_DOCUMENT_BYTES });
    await db.updateTable('document_uploads').set({ storage_key: stored.key, uploaded_size: stored.size }).where('id', '=', id).execute();
    return { size: stored.size };
  } catch (error) {
    await db.updateTable('document_uploads').set({ uploaded_size: null }).where('id', '=', id).execute();
    if (error instanceof FileTooLargeError) throw tooLarge(contentLength ?? MAX_DOCUMENT_BYTES + 1);
    throw error;
  }
}

/** Queued when bytes arrive, to run after the upload expired: an upload never attached leaves no file behind. */
export const DISCARD_UPLOAD_JOB = 'documents.discard-upload';
/** How long after its expiry an unattached upload's file is removed. */
export const DISCARD_GRACE_SECONDS = 60;

/**
 * Removes an expired upload that was never attached: its row, then its stored file. Nothing happens to an attached
 * upload (its file is the document's) or one still valid. Answers whether it removed anything.
 */
export async function discardUnattachedUpload(db: Kysely<Database>, storage: FileStorage, id: string): Promise<boolean> {
  const key = await db.transaction().execute(async (trx) => {
    const upload = await trx
      .selectFrom('document_uploads')
      .select(['id', 'storage_key'])
      .where('id', '=', id)
      .where('attached_at', 'is', null)
      .where('expires_at', '<=', new Date())
      .forUpdate()
      .executeTakeFirst();
    if (!upload) return undefined;
    await trx.deleteFrom('document_uploads').where('id', '=', id).execute();
    return upload.storage_key;
  });
  if (key === undefined) return false;
  if (key) await storage.delete(key);
  return true;
}
