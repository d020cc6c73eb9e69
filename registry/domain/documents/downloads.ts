// Downloads: a short-lived link per document (the registry's signed `/files/<token>` on local disk, the store's
// presigned GET on S3), never for a law firm that has yet to pay; the law firm opening a lienholder's document is
// recorded (last_viewed_by_law_firm_at, a LIEN_DOCUMENT_VIEWED history entry). "Download all" issues one signed
// link to a zip of up to 100 documents, streamed (archiver; files that are compressed already are stored as is).
import { PassThrough, type Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { FileStorage } from '../../adapters/storage.ts';
import type { Database } from '../../db/schema.ts';
import type { RegistrySettings, RequestContext, Viewer } from '../context.ts';
import { MESSAGES, notFound, validationError } from '../errors.ts';
import { viewerSeesCase } from '../case-visibility.ts';
import { isUuid } from '../ids.ts';
import { emitEvents, recordActivity } from '../outbox.ts';
import { emitDocumentEvent } from './events.ts';
import { downloadName, DOWNLOAD_LINK_SECONDS, MAX_ZIP_DOCUMENTS } from './limits.ts';
import { fileUrl, zipUrl } from './links.ts';
import { documentAudience, needsPayment, visibleDocuments, type DocumentRow } from './visibility.ts';

/** A fresh link to the document's bytes, or null while the viewer must pay for it. */
export async function downloadUrlOf(
  settings: RegistrySettings,
  storage: FileStorage,
  viewer: Viewer,
  row: Pick<DocumentRow, 'id' | 'name' | 'storage_key' | 'content_type' | 'price' | 'is_paid_for' | 'created_by_organization_id'>,
): Promise<string | null> {
  if (needsPayment(row, viewer)) return null;
  const signed = await storage.signedDownloadUrl(row.storage_key, {
    fileName: downloadName(row.name, row.content_type),
    expiresInSeconds: DOWNLOAD_LINK_SECONDS,
  });
  return signed ?? fileUrl(settings, row.id, DOWNLOAD_LINK_SECONDS);
}

/** The law firm opened a lienholder's document: its time, a history entry and a live update for both sides. */
export async function recordLawFirmView(db: Kysely<Database>, ctx: RequestContext, viewer: Viewer, row: DocumentRow): Promise<void> {
  if (viewer.kind !== 'LAW_FIRM' || row.lien_id === null || row.added_by_law_firm || needsPayment(row, viewer)) return;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('documents').set({ last_viewed_by_law_firm_at: new Date() }).where('id', '=', row.id).execute();
    const activityId = await recordActivity(trx, ctx, {
      type: 'LIEN_DOCUMENT_VIEWED',
      caseId: row.case_id,
      lienId: row.lien_id,
      data: { document: { id: row.id, name: row.name, type: row.type } },
    });
    const organizationIds = await documentAudience(trx, row);
    await emitDocumentEvent(trx, row, organizationIds);
    await emitEvents(trx, [
      { type: 'activity.created', change: 'documents', caseId: row.case_id, lienId: row.lien_id, activityId, organizationIds },
    ]);
  });
}

export interface DownloadAllQuery {
  caseId: string;
  lienId: string | null;
}

export function parseDownloadAllQuery(query: Record<string, string | undefined>): DownloadAllQuery {
  const errors: Record<string, string[]> = {};
  if (!query.case) errors.case = [MESSAGES.required];
  else if (!isUuid(query.case)) errors.case = [MESSAGES.invalidUuid];
  if (query.lien && !isUuid(query.lien)) errors.lien = [MESSAGES.invalidUuid];
  if (Object.keys(errors).length) throw validationError(errors);
  return { caseId: query.case!, lienId: query.lien || null };
}

/** The documents the viewer may download on the case (or lien) and one link to their zip (null: none, or > 100). */
export async function downloadAll(db: Kysely<Database>, settings: RegistrySettings, viewer: Viewer, query: DownloadAllQuery) {
  const seen = await db
    .selectFrom('cases as c')
    .select('c.id')
    .where('c.id', '=', query.caseId)
    .where(viewerSeesCase(viewer))
    .executeTakeFirst();
  if (!seen) throw notFound();
  let rows = visibleDocuments(db, viewer).where('d.case_id', '=', query.caseId);
  if (query.lienId) rows = rows.where('d.lien_id', '=', query.lienId);
  const documents = (await rows.orderBy('d.created_at').orderBy('d.id').execute()).filter((row) => !needsPayment(row, viewer));
  const count = documents.length;
  return {
    count,
    max: MAX_ZIP_DOCUMENTS,
    download_url:
      count > 0 && count <= MAX_ZIP_DOCUMENTS
        ? zipUrl(
            settings,
            documents.map((row) => row.id),
            DOWNLOAD_LINK_SECONDS,
          )
        : null,
    results: documents.map((row) => ({ id: row.id, case: row.case_id, lien: row.lien_id })),
  };
}

interface ZipLike {
  append(source: Readable, data: { name: string; store?: boolean }): void;
  finalize(): Promise<void>;
  pipe<T extends NodeJS.WritableStream>(destination: T): T;
  on(event: 'error' | 'warning', listener: (error: Error) => void): void;
  once(event: 'entry' | 'error', listener: () => void): void;
  removeListener(event: 'entry' | 'error', listener: () => void): void;
  abort(): void;
}

/** Already compressed (or nothing to gain): stored as is. */
const COMPRESSED = /^(image\/(jpeg|png|gif|webp|heic)|video\/|audio\/|application\/(zip|gzip|x-7z-compressed|pdf|vnd\.openxmlformats))/;

/** Unique names inside the zip: `name`, `name (2)`, … (a name is never a path). */
function zipNames(names: string[]): string[] {
  const used = new Map<string, number>();
  return names.map((raw) => {
    const name = raw.replace(/[\\/]/g, '_').replace(/^\.+/, '_') || 'document';
    const seen = used.get(name.toLowerCase()) ?? 0;
    used.set(name.toLowerCase(), seen + 1);
    if (!seen) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${seen + 1})${name.slice(dot)}` : `${name} (${seen + 1})`;
  });
}

/** A zip of the documents (those still there), streamed: each file is opened only when the zip reaches it. */
export async function zipOf(db: Kysely<Database>, storage: FileStorage, documentIds: string[]): Promise<Readable> {
  const rows = documentIds.length
    ? await db.selectFrom('documents').select(['id', 'name', 'storage_key', 'content_type']).where('id', 'in', documentIds).execute()
    : [];
  const order = new Map(documentIds.map((id, index) => [id, index]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const { ZipArchive } = (await import('archiver')) as unknown as { ZipArchive: new (options: object) => ZipLike };
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const out = new PassThrough();
  archive.on('error', (error) => out.destroy(error));
  archive.pipe(out);
  const names = zipNames(rows.map((row) => downloadName(row.name, row.content_type)));
  void (async () => {
    try {
      for (const [index, row] of rows.entries()) {
        const file = await storage.open(row.storage_key);
        if (!file) continue;
        const done = new Promise<void>((resolve) => {
          const finish = () => {
            archive.removeListener('entry', finish);
            archive.removeListener('error', finish);
            resolve();
          };
          archive.once('entry', finish);
          archive.once('error', finish);
        });
        archive.append(file, { name: names[index]!, store: COMPRESSED.test(row.content_type) });
        // The next file opens once this one is in the zip.
        await done;
      }
      await archive.finalize();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}
