// The logged-out answer to a document request: what its one-time token may read (exactly its request: the case's
// plaintiff and dates, the requester's note, the lien's parties and the documents uploaded through the request) and
// its submit, which consumes the token. A closed request answers 409 'already fulfilled'.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RegistrySettings } from '../context.ts';
import type { FileStorage } from '../../adapters/storage.ts';
import {
  attachDocuments,
  createUpload,
  parseAttachRequest,
  parseUploadRequest,
  withDirectUploadCopies,
  type DirectUploadCopies,
} from '../documents/index.ts';
import type { DirectUploads } from '../documents/uploads.ts';
import { LIEN_DOCUMENT_TYPES } from '../documents/limits.ts';
import { hasConnectedPaymentAccount } from '../payments/accounts.ts';
import { iso } from '../serialize.ts';
import { parseResponse, respondToRequest } from './index.ts';
import { alreadyFulfilled, consumeToken, tokenExpired, type RequestToken } from './links.ts';

/** The request a token opens, or 409 when it is closed. */
export async function openRequestOf(db: Kysely<Database>, token: RequestToken) {
  const row = await db
    .selectFrom('document_requests as r')
    .innerJoin('cases as c', 'c.id', 'r.case_id')
    .innerJoin('persons as p', 'p.id', 'c.plaintiff_id')
    .innerJoin('liens as l', 'l.id', 'r.lien_id')
    .innerJoin('legal_organizations as lienholder', 'lienholder.id', 'l.lienholder_id')
    .leftJoin('legal_organizations as firm', 'firm.id', 'r.created_by_organization_id')
    .select([
      'r.id',
      'r.case_id',
      'r.lien_id',
      'r.note',
      'r.status',
      'r.is_fulfilled',
      'r.closed_at',
      'r.created_at',
      'p.first_name',
      'p.last_name',
      'p.birthdate',
      'c.date_of_loss',
      'l.lienholder_id',
      'lienholder.name as lienholder_name',
      'firm.name as law_firm_name',
    ])
    .where('r.id', '=', token.requestId)
    .executeTakeFirst();
  if (!row || row.lienholder_id !== token.organizationId) throw tokenExpired();
  if (row.closed_at !== null) throw alreadyFulfilled();
  return row;
}

export async function loggedOutRequest(db: Kysely<Database>, token: RequestToken) {
  const row = await openRequestOf(db, token);
  const documents = await db
    .selectFrom('documents')
    .select(['id', 'name', 'type', 'size', 'created_at'])
    .where('document_request_id', '=', row.id)
    .where('lien_id', '=', row.lien_id)
    .orderBy('order')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  // DECISIONS 15: the documents are created by the lienholder organisation, so its payment account decides.
  const priceDocuments = await hasConnectedPaymentAccount(db, row.lienholder_id);
  return {
    id: row.id,
    note: row.note,
    status: row.status,
    is_fulfilled: row.is_fulfilled,
    created_at: iso(row.created_at),
    created_by_organization_name: row.law_firm_name,
    case: {
      id: row.case_id,
      plaintiff: { first_name: row.first_name, last_name: row.last_name, birthdate: row.birthdate },
      date_of_loss: row.date_of_loss,
    },
    lien: { id: row.lien_id, case: row.case_id, lienholder: { id: row.lienholder_id, name: row.lienholder_name } },
    contact: { id: token.contactId, name: token.contactName },
    documents: documents.map((document) => ({
      id: document.id,
      name: document.name,
      type: document.type,
      size: Number(document.size),
      created_at: iso(document.created_at),
    })),
    document_types: LIEN_DOCUMENT_TYPES,
    /** price_documents: an access fee may be set (on MEDICAL_RECORDS): the lienholder has a connected payment account. */
    viewer_can: { price_documents: priceDocuments },
  };
}

/**
 * POST /logged-out-document-responses/: the contact answers (by default LIENHOLDER_UPLOADED_ALL_DOCUMENTS, the
 * "Submit" of the page); the token is consumed in the same transaction, so a second submit with it is 401.
 */
export async function respondLoggedOut(db: Kysely<Database>, token: RequestToken, input: unknown) {
  const raw = (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
  const response = parseResponse(
    { new_status: 'LIENHOLDER_UPLOADED_ALL_DOCUMENTS', ...raw, request: raw.request ?? token.requestId },
    'LIENHOLDER',
  );
  if (response.requestId !== token.requestId) throw tokenExpired();
  await openRequestOf(db, token);
  await respondToRequest(
    db,
    { kind: 'contact', contactId: token.contactId, name: token.contactName, organizationId: token.organizationId },
    response,
    async (trx) => {
      if (!(await consumeToken(trx, token.tokenId))) throw tokenExpired();
    },
  );
  return {
    request: token.requestId,
    new_status: response.newStatus,
    is_fulfilled: response.newStatus === 'LIENHOLDER_UPLOADED_ALL_DOCUMENTS',
  };
}

/**
 * POST /logged-out-documents/upload-url/: an upload the token's request may attach (the request must be open). With
 * `direct` (a store with signed upload links: S3) the bytes go straight to the store, as for signed-in uploads; the
 * attach then needs the same store (attachLoggedOutDocuments' `storage`).
 */
export async function createLoggedOutUpload(
  db: Kysely<Database>,
  settings: RegistrySettings,
  token: RequestToken,
  input: unknown,
  direct?: DirectUploads,
) {
  const upload = parseUploadRequest(input);
  await openRequestOf(db, token);
  return createUpload(db, settings, { uploader: { documentRequestId: token.requestId }, ...upload }, direct);
}

/**
 * POST /logged-out-documents/ {documents: [{file_path, name, type, price?, order?}]}: the request's uploads become
 * lien documents of the request's lien, created by the lienholder organisation, "uploaded by" the contact (all or
 * nothing; the documents rules of registry/domain/documents/ apply). Answers the new documents.
 */
export async function attachLoggedOutDocuments(db: Kysely<Database>, token: RequestToken, input: unknown, storage?: FileStorage) {
  const raw = (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
  const request = await openRequestOf(db, token);
  const parsed = parseAttachRequest({ case: request.case_id, documents: raw.documents });
  const uploader = { documentRequestId: request.id };
  const attach = (copies?: DirectUploadCopies) =>
    db.transaction().execute(async (trx) => {
      const open = await trx
        .selectFrom('document_requests')
        .select('closed_at')
        .where('id', '=', request.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (open.closed_at !== null) throw alreadyFulfilled();
      return attachDocuments(trx, null, {
        caseId: request.case_id,
        lienId: request.lien_id,
        uploader,
        documents: parsed.documents,
        createdByName: token.contactName,
        documentRequestId: request.id,
        storage,
        copies,
      });
    });
  // As for signed-in uploads: objects sent straight to the bucket are copied to keys no upload link knows, before the
  // transaction (registry/domain/documents/attach.ts).
  const filePaths = parsed.documents.map((document) => document.filePath);
  const ids = storage ? await withDirectUploadCopies(db, storage, uploader, filePaths, attach) : await attach();
  const rows = await db.selectFrom('documents').select(['id', 'name', 'type', 'size', 'created_at']).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    results: ids.map((id) => {
      const row = byId.get(id)!;
      return { id: row.id, name: row.name, type: row.type, size: Number(row.size), created_at: iso(row.created_at) };
    }),
  };
}
