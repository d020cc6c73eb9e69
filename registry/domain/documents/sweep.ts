// The storage sweep: stored files nothing refers to any more are deleted. Files go with their document when it is
// deleted through the documents routes, and an unattached upload's with its discard; but documents also go without
// them — in the cascade when a case or a lien is deleted — and a presigned PUT may still complete after its upload
// was discarded, or be used again after it was attached (its document has a copy of its own, attach.ts), and an
// attach may fail after copying. So once a day (registry/jobs/documents.ts) every stored file older than a safety
// margin is checked: a file no document and no unattached upload names is deleted. A file is only ever named through an upload row,
// which exists before its bytes are stored (direct uploads) or is written moments after (the registry's receiver;
// the margin covers that moment), and attaching turns an upload into a document in one transaction; so one
// statement that reads both tables never misses a reference. A direct upload's copy is named by nothing until the
// attach commits, moments after it was made (a fresh file: the margin covers it too).
import type { Kysely } from 'kysely';
import type { FileStorage } from '../../adapters/storage.ts';
import type { Database } from '../../db/schema.ts';
import { DISCARD_GRACE_SECONDS, discardUnattachedUpload } from './uploads.ts';

/** Files younger than this are never swept (an upload being received, a document being attached). */
export const SWEEP_MARGIN_SECONDS = 24 * 3600;

export interface SweepResult {
  /** Expired unattached uploads discarded (their discard job had not run). */
  discardedUploads: number;
  /** Stored files looked at, and deleted. */
  checked: number;
  deleted: number;
}

/**
 * Discards expired unattached uploads whose discard did not happen, then deletes every stored file modified before
 * `olderThan` (default: SWEEP_MARGIN_SECONDS ago) that no document and no unattached upload names.
 */
export async function sweepStorage(
  db: Kysely<Database>,
  storage: FileStorage,
  { olderThan = new Date(Date.now() - SWEEP_MARGIN_SECONDS * 1000) }: { olderThan?: Date } = {},
): Promise<SweepResult> {
  const result: SweepResult = { discardedUploads: 0, checked: 0, deleted: 0 };
  const stale = await db
    .selectFrom('document_uploads')
    .select('id')
    .where('attached_at', 'is', null)
    .where('expires_at', '<', new Date(Date.now() - DISCARD_GRACE_SECONDS * 1000))
    .execute();
  for (const { id } of stale) if (await discardUnattachedUpload(db, storage, id)) result.discardedUploads++;

  for await (const page of storage.list()) {
    result.checked += page.length;
    const keys = page.filter((file) => file.modifiedAt < olderThan).map((file) => file.key);
    if (!keys.length) continue;
    const named = await db
      .selectFrom('documents')
      .select('storage_key as key')
      .where('storage_key', 'in', keys)
      .union(
        db
          .selectFrom('document_uploads')
          .select('storage_key as key')
          .where('storage_key', 'in', keys)
          .where('attached_at', 'is', null)
          .$narrowType<{ key: string }>(),
      )
      // A registration's spreadsheet (registry/domain/registration/) is kept for the import of issue 14.
      .union(
        db.selectFrom('registrations').select('data_file_key as key').where('data_file_key', 'in', keys).$narrowType<{ key: string }>(),
      )
      // A file of the secure case upload (registry/domain/case-uploads/) is kept for staff and the import.
      .union(db.selectFrom('bulk_data_imports').select('storage_key as key').where('storage_key', 'in', keys))
      .execute();
    const kept = new Set(named.map((row) => row.key));
    for (const key of keys) {
      if (kept.has(key)) continue;
      await storage.delete(key);
      result.deleted++;
    }
  }
  return result;
}
