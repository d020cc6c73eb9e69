// Editing and deleting a document: only its creating organisation; deleting only while unpaid. The stored file is
// removed after the deletion commits (a failed commit keeps both).
import type { Kysely } from 'kysely';
import type { FileStorage } from '../../adapters/storage.ts';
import type { Database } from '../../db/schema.ts';
import type { RequestContext, Viewer } from '../context.ts';
import { forbidden, HttpError, invalidChoice, validationError, type FieldErrors } from '../errors.ts';
import { hasConnectedPaymentAccount } from '../payments/accounts.ts';
import { nameProblem, parseOrder, parsePrice, PRICE_NOT_ALLOWED } from './attach.ts';
import { emitDocumentEvent } from './events.ts';
import { documentTypesFor, PRICED_DOCUMENT_TYPE } from './limits.ts';
import { documentAudience, findVisibleDocument, viewerCan } from './visibility.ts';

/** The catalogue's text for an edit of an unknown (or unseen) document. */
export const NO_DOCUMENT = 'No lien document found';
export const noDocument = () => new HttpError(404, { detail: NO_DOCUMENT });

export interface DocumentPatch {
  name?: string;
  type?: string;
  price?: string;
  order?: number;
}

export function parseDocumentPatch(input: unknown): DocumentPatch {
  const raw = (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  const patch: DocumentPatch = {};
  if (raw.name !== undefined) {
    const problem = nameProblem(raw.name);
    if (problem) errors.name = [problem];
    else patch.name = (raw.name as string).trim();
  }
  if (raw.type !== undefined) {
    if (typeof raw.type !== 'string' || !raw.type) errors.type = [invalidChoice(raw.type)];
    else patch.type = raw.type;
  }
  if (raw.price !== undefined) {
    const price = raw.price === null || raw.price === '' ? '0.00' : parsePrice(raw.price, 'price', errors);
    if (price !== undefined) patch.price = price;
  }
  if (raw.order !== undefined) {
    const order = parseOrder(raw.order, 'order', errors);
    if (order !== undefined) patch.order = order;
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return patch;
}

export async function updateDocument(
  db: Kysely<Database>,
  _ctx: RequestContext,
  viewer: Viewer,
  id: string,
  patch: DocumentPatch,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await findVisibleDocument(trx, viewer, id);
    if (!row || !viewerCan(row, viewer).edit) throw noDocument();
    const errors: FieldErrors = {};
    if (patch.type !== undefined && !documentTypesFor(row.added_by_law_firm ? 'LAW_FIRM' : 'LIENHOLDER').includes(patch.type))
      errors.type = [invalidChoice(patch.type)];
    const type = patch.type ?? row.type;
    const price = patch.price ?? String(row.price);
    if (patch.price !== undefined && row.is_paid_for && Number(patch.price) !== Number(row.price))
      errors.price = ['The access fee of a paid document cannot change.'];
    else if (
      Number(price) > 0 &&
      (patch.price !== undefined || patch.type !== undefined) &&
      (row.added_by_law_firm || type !== PRICED_DOCUMENT_TYPE || !(await hasConnectedPaymentAccount(trx, viewer.organizationId)))
    )
      errors.price = [PRICE_NOT_ALLOWED];
    if (Object.keys(errors).length) throw validationError(errors);
    if (!Object.keys(patch).length) return;
    await trx
      .updateTable('documents')
      .set({ ...patch, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await emitDocumentEvent(trx, row);
  });
}

/** Deletes the document (404 unseen, 403 seen but not the creator's or paid) and then its file. */
export async function deleteDocument(db: Kysely<Database>, storage: FileStorage, viewer: Viewer, id: string): Promise<void> {
  const key = await db.transaction().execute(async (trx) => {
    const row = await findVisibleDocument(trx, viewer, id);
    if (!row) throw noDocument();
    if (!viewerCan(row, viewer).delete) throw forbidden();
    const audience = await documentAudience(trx, row);
    await trx.deleteFrom('documents').where('id', '=', id).execute();
    await emitDocumentEvent(trx, row, audience);
    return row.storage_key;
  });
  // Another document never shares a key (each upload attaches once), so the file is this document's alone.
  await storage.delete(key).catch(() => undefined);
}
