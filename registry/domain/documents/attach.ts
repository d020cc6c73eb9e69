// Attaching uploads as documents: all or nothing. Every upload must be the uploader's own, have its bytes, not be
// expired and not be attached already; every document needs a name (≤ 255, no control characters), a type of the
// uploading side, and a price only where DECISIONS 15 allows one (MEDICAL_RECORDS by a lienholder with a connected
// payment account). Order defaults to the number of documents already there plus the index.
import type { Transaction } from 'kysely';
import type { FileStorage } from '../../adapters/storage.ts';
import type { Database } from '../../db/schema.ts';
import type { RequestContext, Viewer } from '../context.ts';
import { invalidChoice, MESSAGES, notFound, validationError, type FieldErrors } from '../errors.ts';
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
   * The file store, to check uploads sent straight to it (presigned PUTs, createUpload with `direct`); without it
   * such an upload counts as not sent.
   */
  storage?: FileStorage;
}

const NOT_SENT = 'The file has not been uploaded yet.';

/**
 * A direct upload's object, checked now that it is to be attached: missing → not sent; larger than the limit or than
 * declared (a store that did not enforce the signed length) → refused, and the object is deleted (the link may be
 * used again until it expires). Sets the row's `uploaded_size` when the object is fine; answers the problem, or null.
 */
async function checkDirectUpload(
  trx: Transaction<Database>,
  storage: FileStorage | undefined,
  upload: { id: string; storage_key: string | null; uploaded_size: number | null; declared_size: number },
): Promise<string | null> {
  const stored = storage ? await storage.stat(upload.storage_key!) : null;
  if (!stored) return NOT_SENT;
  if (stored.size > MAX_DOCUMENT_BYTES || stored.size !== Number(upload.declared_size)) {
    await storage!.delete(upload.storage_key!);
    return fileTooLargeMessage(stored.size);
  }
  await trx.updateTable('document_uploads').set({ uploaded_size: stored.size }).where('id', '=', upload.id).execute();
  upload.uploaded_size = stored.size;
  return null;
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
  const owns = (upload: (typeof uploads)[number]) =>
    'organizationId' in input.uploader
      ? upload.organization_id === input.uploader.organizationId &&
        (input.uploader.userId === null || upload.user_id === null || upload.user_id === input.uploader.userId)
      : upload.document_request_id === input.uploader.documentRequestId;
  // Someone else's upload is no upload at all.
  if (ids.some((id) => !byId.has(id) || !owns(byId.get(id)!))) throw notFound();

  const allowedTypes = documentTypesFor(byLawFirm ? 'LAW_FIRM' : 'LIENHOLDER');
  const mayPrice = !byLawFirm && (await hasConnectedPaymentAccount(trx, creatorId));
  const now = new Date();
  const directProblems = new Map<string, string | null>();
  for (const upload of uploads)
    if (upload.attached_at === null && upload.expires_at > now && isDirectUpload(upload))
      directProblems.set(upload.id, await checkDirectUpload(trx, input.storage, upload));
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
  if (failed) throw validationError({ documents: problems } as unknown as FieldErrors);

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
          storage_key: upload.storage_key!,
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
