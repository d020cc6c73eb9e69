// Attaching uploads as documents: all or nothing. Every upload must be the uploader's own, have its bytes, not be
// expired and not be attached already; every document needs a name (≤ 255, no control characters), a type of the
// uploading side, and a price only where DECISIONS 15 allows one (MEDICAL_RECORDS by a lienholder with a connected
// payment account). Order defaults to the number of documents already there plus the index. A direct upload's object
// (a presigned PUT to S3) is copied to a new random key for its document, so that its link, valid for the rest of its
// hour, cannot change an attached document's bytes (withDirectUploadCopies).
import type { Transaction } from 'kysely';
import type { FileStorage, StoredFile } from '../../adapters/storage.ts';
import type { Database } from '../../db/schema.ts';
import type { RequestContext, Viewer } from '../context.ts';
import { HttpError, invalidChoice, MESSAGES, notFound, validationError, type FieldErrors } from '../errors.ts';
import { isUuid } from '../ids.ts';
import { hasDisallowedCharacters, tooLong } from '../input.ts';
import { parseMoney } from '../liens/update.ts';
import { hasConnectedPaymentAccount } from '../payments/accounts.ts';
import { documentTypesFor, MAX_DOCUMENT_BYTES, PRICED_DOCUMENT_TYPE, fileTooLargeMessage } from './limits.ts';
import { emitDocumentEvent } from './events.ts';
import { isDirectUpload, UPLOAD_USED, type Uploader } from './uploads.ts';
import type { Executor } from './visibility.ts';

export const MAX_NAME = 255;
export const PRICE_NOT_ALLOWED = 'An access fee can only be set on medical records by an organisation with a connected payment account.';
/** The most documents one attach request may carry. */
export const MAX_ATTACH = 100;

export interface NewDocument {
  /** The upload's id (`file_path` of upload-url). */
  filePath: string;
  name: string;
  type: string;
  /** A decimal string ("12.50"); absent → 0. */
  price?: string;
  order?: number;
}

/** A document name: trimmed, 1 to 255 characters, no control characters; the problem's text, or null. */
export function nameProblem(name: unknown): string | null {
  if (typeof name !== 'string' || !name.trim()) return MESSAGES.required;
  if (hasDisallowedCharacters(name)) return 'Enter a valid name.';
  if (name.trim().length > MAX_NAME) return tooLong(MAX_NAME);
  return null;
}

/** A price: "0.00" … "9999999999.99" (numeric(12, 2)). Writes the field's error into `errors`. */
export function parsePrice(value: unknown, field: string, errors: FieldErrors): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const price = parseMoney(value, field, errors);
  if (price !== undefined && price.split('.')[0]!.length > 10) {
    errors[field] = ['Ensure that there are no more than 10 digits before the decimal point.'];
    return undefined;
  }
  return price;
}

export function parseOrder(value: unknown, field: string, errors: FieldErrors): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const order = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  if (typeof order !== 'number' || !Number.isSafeInteger(order) || order < 0 || order > 1_000_000_000) {
    errors[field] = [MESSAGES.invalidInteger];
    return undefined;
  }
  return order;
}

export interface AttachRequest {
  caseId: string;
  /** The lien named (`lien`), or `share_with` ('ALL' or a lien id), as sent. */
  lien: string | null;
  shareWith: string | null;
  documents: NewDocument[];
}

const record = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<string, unknown>;

/** The attach body: {case, lien?, share_with?, documents: [{file_path, name, type, price?, order?}]}. */
export function parseAttachRequest(input: unknown): AttachRequest {
  const raw = record(input);
  const errors: Record<string, unknown> = {};
  if (typeof raw.case !== 'string' || !isUuid(raw.case))
    errors.case = [raw.case === undefined || raw.case === null ? MESSAGES.required : MESSAGES.invalidUuid];
  const lien = raw.lien === undefined || raw.lien === null || raw.lien === '' ? null : raw.lien;
  if (lien !== null && (typeof lien !== 'string' || !isUuid(lien))) errors.lien = [MESSAGES.invalidUuid];
  const shareWith = raw.share_with === undefined || raw.share_with === null || raw.share_with === '' ? null : raw.share_with;
  if (shareWith !== null && (typeof shareWith !== 'string' || (shareWith !== 'ALL' && !isUuid(shareWith))))
    errors.share_with = [invalidChoice(shareWith)];
  const items = raw.documents;
  const documents: NewDocument[] = [];
  if (!Array.isArray(items) || items.length === 0) errors.documents = [MESSAGES.required];
  else if (items.length > MAX_ATTACH) errors.documents = [`Ensure this field has no more than ${MAX_ATTACH} elements.`];
  else {
    const itemErrors = items.map((item) => {
      const document = record(item);
      const problems: FieldErrors = {};
      if (typeof document.file_path !== 'string' || !isUuid(document.file_path))
        problems.file_path = [document.file_path === undefined ? MESSAGES.required : MESSAGES.invalidUuid];
      const name = nameProblem(document.name);
      if (name) problems.name = [name];
      if (typeof document.type !== 'string' || !document.type) problems.type = [MESSAGES.required];
      const price = parsePrice(document.price, 'price', problems);
      const order = parseOrder(document.order, 'order', problems);
      if (!Object.keys(problems).length)
        documents.push({
          filePath: document.file_path as string,
          name: (document.name as string).trim(),
          type: document.type as string,
          ...(price === undefined ? {} : { price }),
          ...(order === undefined ? {} : { order }),
        });
      return problems;
    });
    if (itemErrors.some((problems) => Object.keys(problems).length)) errors.documents = itemErrors;
  }
  if (Object.keys(errors).length) throw validationError(errors as FieldErrors);
  return { caseId: raw.case as string, lien: lien as string | null, shareWith: shareWith as string | null, documents };
}

/**
 * Where a signed-in viewer's documents go: the lien id, or null for a case document. 404 when the viewer does not
 * see the case. Law firm: `share_with` (or `lien`) is required when the case has non-rejected liens — 'ALL' makes a
 * case document, a lien id a lien document of that lien; a case without liens gets case documents. Lienholder:
 * always a lien document of its own lien (named when it has several on the case).
 */
export async function resolveTarget(trx: Executor, viewer: Viewer, request: AttachRequest): Promise<string | null> {
  const kase = await trx.selectFrom('cases').select(['id', 'law_firm_id']).where('id', '=', request.caseId).executeTakeFirst();
  if (!kase) throw notFound();
  const liens = await trx
    .selectFrom('liens')
    .select(['id', 'lienholder_id'])
    .where('case_id', '=', request.caseId)
    .where('verification_status', '!=', 'REJECTED')
    .execute();
  const named = request.lien ?? (request.shareWith === 'ALL' ? null : request.shareWith);
  if (viewer.kind === 'LAW_FIRM') {
    if (kase.law_firm_id !== viewer.organizationId) throw notFound();
    if (named === null) {
      if (liens.length && request.shareWith !== 'ALL') throw validationError({ share_with: [MESSAGES.required] });
      return null;
    }
    if (!liens.some((lien) => lien.id === named)) throw validationError({ share_with: [invalidChoice(named)] });
    return named;
  }
  const own = liens.filter((lien) => lien.lienholder_id === viewer.organizationId);
  if (!own.length) throw notFound();
  if (named === null) {
    if (own.length > 1) throw validationError({ lien: [MESSAGES.required] });
    return own[0]!.id;
  }
  if (!own.some((lien) => lien.id === named)) throw validationError({ lien: [invalidChoice(named)] });
  return named;
}

export interface AttachInput {
  caseId: string;
  /** null: a case document (law firm only). */
  lienId: string | null;
  uploader: Uploader;
  documents: NewDocument[];
  /** Shown as "uploaded by"; defaults to the context's user's name. */
  createdByName?: string;
  /** The document request the documents answer (helper B). */
  documentRequestId?: string | null;
  /**
   * The file store, to check uploads sent straight to it (presigned PUTs, createUpload with `direct`) and copy their
   * objects; without it such an upload counts as not sent.
   */
  storage?: FileStorage;
  /**
   * Direct uploads' objects already copied, before the transaction (withDirectUploadCopies); a direct upload without
   * its copy here is copied in the transaction.
   */
  copies?: DirectUploadCopies;
}

const NOT_SENT = 'The file has not been uploaded yet.';

/** A direct upload's object copied for its document, or why it cannot be attached; `fromKey` is the upload's key. */
export type DirectCopy = { fromKey: string; file: StoredFile } | { fromKey: string; problem: string };

/** Copies of direct uploads' objects by upload id (withDirectUploadCopies). */
export type DirectUploadCopies = ReadonlyMap<string, DirectCopy>;

const wrongSize = (size: number, declared: number) => size > MAX_DOCUMENT_BYTES || size !== declared;

/**
 * A direct upload's object, checked and copied now that it is to be attached. Its presigned PUT stays valid until it
 * expires, so the document gets a copy under a new random key that link does not know: a later PUT through it
 * (other bytes of the signed length) reaches no document. Missing → not sent; larger than the limit or other than
 * declared (a store that did not enforce the signed length) → refused, and the object is deleted (the link may be
 * used again until it expires). The copy's own size is checked too: the object may have been written again between
 * the look and the copy.
 */
async function copyDirectUpload(
  storage: FileStorage | undefined,
  upload: { storage_key: string | null; declared_size: number | string },
): Promise<DirectCopy> {
  const fromKey = upload.storage_key!;
  const declared = Number(upload.declared_size);
  const stored = storage ? await storage.stat(fromKey) : null;
  if (!storage || !stored) return { fromKey, problem: NOT_SENT };
  if (wrongSize(stored.size, declared)) {
    await storage.delete(fromKey);
    return { fromKey, problem: fileTooLargeMessage(stored.size) };
  }
  const copy = await storage.copy(fromKey);
  if (!copy) return { fromKey, problem: NOT_SENT };
  if (wrongSize(copy.size, declared)) {
    await Promise.all([storage.delete(copy.key), storage.delete(fromKey)]);
    return { fromKey, problem: fileTooLargeMessage(copy.size) };
  }
  return { fromKey, file: copy };
}

/** Whether the upload is the uploader's: the organisation's (and, when both are known, the user's), or the request's. */
const ownsUpload = (
  uploader: Uploader,
  upload: { organization_id: string | null; user_id: string | null; document_request_id: string | null },
) =>
  'organizationId' in uploader
    ? upload.organization_id === uploader.organizationId &&
      (uploader.userId === null || upload.user_id === null || upload.user_id === uploader.userId)
    : upload.document_request_id === uploader.documentRequestId;

/** How many direct uploads' objects are copied at once. */
const COPY_CONCURRENCY = 4;

/**
 * Copies the objects of those of `filePaths` that are the uploader's direct uploads, unattached and unexpired (read
 * without a lock: attachDocuments checks everything again in its transaction). Should a copy fail, those made are
 * deleted.
 */
export async function copyDirectUploads(
  db: Executor,
  storage: FileStorage,
  uploader: Uploader,
  filePaths: readonly string[],
): Promise<Map<string, DirectCopy>> {
  const copies = new Map<string, DirectCopy>();
  const ids = [...new Set(filePaths.filter(isUuid))];
  if (!ids.length) return copies;
  const now = new Date();
  const uploads = (
    await db
      .selectFrom('document_uploads')
      .select([
        'id',
        'storage_key',
        'uploaded_size',
        'declared_size',
        'organization_id',
        'user_id',
        'document_request_id',
        'attached_at',
        'expires_at',
      ])
      .where('id', 'in', ids)
      .execute()
  ).filter((upload) => ownsUpload(uploader, upload) && upload.attached_at === null && upload.expires_at > now && isDirectUpload(upload));
  let next = 0;
  let failed = false;
  const work = async () => {
    while (next < uploads.length && !failed) {
      const upload = uploads[next++]!;
      copies.set(
        upload.id,
        await copyDirectUpload(storage, upload).catch((error: unknown) => {
          failed = true;
          throw error;
        }),
      );
    }
  };
  // After a failure the workers take no more uploads; all have stopped before it is answered, so no copy is missed.
  const settled = await Promise.allSettled(Array.from({ length: Math.min(COPY_CONCURRENCY, uploads.length) }, work));
  const failure = settled.find((outcome) => outcome.status === 'rejected');
  if (failure) {
    await deleteCopies(storage, copies.values());
    throw failure.reason;
  }
  return copies;
}

/** Deletes the copies' objects, as far as it can (the storage sweep deletes what is left). */
async function deleteCopies(storage: FileStorage, copies: Iterable<DirectCopy>): Promise<void> {
  const keys = [...copies].flatMap((copy) => ('file' in copy ? [copy.file.key] : []));
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}

/**
 * Attaches with the direct uploads' objects copied first, outside the database transaction (S3 calls must not hold
 * it open; a copy of up to 100 MiB is done by the store, still it takes a while): `attach` runs the transaction that
 * calls attachDocuments with these `copies`, and nothing else that could fail after its commit.
 * - Committed: the uploads' own objects are deleted; a PUT through a link still valid may store one again, which no
 *   document names (the storage sweep deletes it a day later).
 * - Refused with an HttpError (thrown in the transaction, so rolled back): the copies are deleted.
 * - Any other failure (a commit whose outcome is unknown among them): the copies are left; a copy orphaned by a
 *   failed attach is named by no document, and the storage sweep (documents.storage-sweep) deletes it.
 */
export async function withDirectUploadCopies<T>(
  db: Executor,
  storage: FileStorage,
  uploader: Uploader,
  filePaths: readonly string[],
  attach: (copies: DirectUploadCopies) => Promise<T>,
): Promise<T> {
  const copies = await copyDirectUploads(db, storage, uploader, filePaths);
  let result: T;
  try {
    result = await attach(copies);
  } catch (error) {
    if (error instanceof HttpError) await deleteCopies(storage, copies.values());
    throw error;
  }
  const originals = [...copies.values()].flatMap((copy) => ('file' in copy ? [copy.fromKey] : []));
  await Promise.all(originals.map((key) => storage.delete(key).catch(() => undefined)));
  return result;
}

/** Attaches the uploads as documents, all or nothing; answers the new documents' ids in the order given. */
export async function attachDocuments(trx: Transaction<Database>, ctx: RequestContext | null, input: AttachInput): Promise<string[]> {
  const kase = await trx.selectFrom('cases').select(['id', 'law_firm_id']).where('id', '=', input.caseId).executeTakeFirst();
  if (!kase) throw notFound();
  const lien = input.lienId
    ? await trx
        .selectFrom('liens')
        .select(['id', 'lienholder_id'])
        .where('id', '=', input.lienId)
        .where('case_id', '=', input.caseId)
        .executeTakeFirst()
    : null;
  if (input.lienId && !lien) throw notFound();
  const creatorId = 'organizationId' in input.uploader ? input.uploader.organizationId : (lien?.lienholder_id ?? null);
  if (!creatorId) throw notFound();
  const byLawFirm = creatorId === kase.law_firm_id;
  if (!byLawFirm && !lien) throw validationError({ lien: [MESSAGES.required] });

  // The uploads, locked: each attaches once.
  const ids = input.documents.map((document) => document.filePath);
  if (new Set(ids).size !== ids.length) throw validationError({ documents: ['Each upload can be attached once.'] });
  const uploads = ids.length ? await trx.selectFrom('document_uploads').selectAll().where('id', 'in', ids).forUpdate().execute() : [];
  const byId = new Map(uploads.map((upload) => [upload.id, upload]));
  // Someone else's upload is no upload at all.
  if (ids.some((id) => !byId.has(id) || !ownsUpload(input.uploader, byId.get(id)!))) throw notFound();

  const allowedTypes = documentTypesFor(byLawFirm ? 'LAW_FIRM' : 'LIENHOLDER');
  const mayPrice = !byLawFirm && (await hasConnectedPaymentAccount(trx, creatorId));
  const now = new Date();
  // Direct uploads: the copy made before the transaction, or one made now (a caller without withDirectUploadCopies).
  const directProblems = new Map<string, string | null>();
  const documentKeys = new Map<string, string>();
  const copiedHere: DirectCopy[] = [];
  for (const upload of uploads) {
    if (upload.attached_at !== null || upload.expires_at <= now || !isDirectUpload(upload)) continue;
    const prepared = input.copies?.get(upload.id);
    let copy: DirectCopy;
    if (prepared && prepared.fromKey === upload.storage_key) copy = prepared;
    else copiedHere.push((copy = await copyDirectUpload(input.storage, upload)));
    if ('problem' in copy) {
      directProblems.set(upload.id, copy.problem);
      continue;
    }
    await trx.updateTable('document_uploads').set({ uploaded_size: copy.file.size }).where('id', '=', upload.id).execute();
    upload.uploaded_size = copy.file.size;
    documentKeys.set(upload.id, copy.file.key);
  }
  let failed = false;
  const problems = input.documents.map((document) => {
    const errors: FieldErrors = {};
    const upload = byId.get(document.filePath)!;
    const direct = directProblems.get(upload.id);
    if (upload.attached_at !== null || upload.expires_at <= now) errors.file_path = [UPLOAD_USED];
    else if (direct) errors.file_path = [direct];
    else if (upload.storage_key === null || upload.uploaded_size === null || upload.uploaded_size < 0) errors.file_path = [NOT_SENT];
    else if (Number(upload.uploaded_size) > MAX_DOCUMENT_BYTES) errors.file_path = [fileTooLargeMessage(Number(upload.uploaded_size))];
    const name = nameProblem(document.name);
    if (name) errors.name = [name];
    if (!allowedTypes.includes(document.type)) errors.type = [invalidChoice(document.type)];
    if (document.price !== undefined && Number(document.price) > 0 && (!mayPrice || document.type !== PRICED_DOCUMENT_TYPE))
      errors.price = [PRICE_NOT_ALLOWED];
    if (Object.keys(errors).length) failed = true;
    return errors;
  });
  if (failed) {
    // No document names them (nor will: the attach is refused); should anything later fail, the sweep deletes them.
    if (input.storage) await deleteCopies(input.storage, copiedHere);
    throw validationError({ documents: problems } as unknown as FieldErrors);
  }

  const marked = await trx
    .updateTable('document_uploads')
    .set({ attached_at: now })
    .where('id', 'in', ids)
    .where('attached_at', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== ids.length) throw validationError({ documents: [UPLOAD_USED] });

  const existing = await trx
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('case_id', '=', input.caseId)
    .where((eb) => (input.lienId ? eb('lien_id', '=', input.lienId) : eb('lien_id', 'is', null)))
    .executeTakeFirstOrThrow();
  const base = Number(existing.count);
  const name = input.createdByName ?? (ctx ? `${ctx.user.first_name} ${ctx.user.last_name}`.trim() : '');
  const rows = await trx
    .insertInto('documents')
    .values(
      input.documents.map((document, index) => {
        const upload = byId.get(document.filePath)!;
        return {
          case_id: input.caseId,
          lien_id: input.lienId,
          name: document.name.trim(),
          type: document.type,
          price: document.price ?? '0',
          order: document.order ?? base + index,
          // A direct upload's copy; the upload's own key when the registry received its bytes.
          storage_key: documentKeys.get(upload.id) ?? upload.storage_key!,
          size: Number(upload.uploaded_size),
          content_type: upload.content_type,
          added_by_law_firm: byLawFirm,
          created_by_organization_id: creatorId,
          created_by_user_id: ctx?.user.id ?? ('userId' in input.uploader ? input.uploader.userId : null),
          created_by_name: name,
          document_request_id: input.documentRequestId ?? ('documentRequestId' in input.uploader ? input.uploader.documentRequestId : null),
        };
      }),
    )
    .returning(['id', 'case_id', 'lien_id', 'created_by_organization_id'])
    .execute();
  for (const row of rows) await emitDocumentEvent(trx, row);
  // returning keeps the order of the values inserted.
  return rows.map((row) => row.id);
}
