// The storage sweep (registry/domain/documents/sweep.ts, daily job documents.storage-sweep): files of documents that
// went in a cascade (a lien or a case deleted) are deleted once older than the margin; files of documents and of
// unattached uploads stay; an expired unattached upload whose discard never ran goes with its file.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { JobRunner } from '../../registry/adapters/jobs.ts';
import { sweepStorage } from '../../registry/domain/documents/sweep.ts';
import { startStorageSweep, STORAGE_SWEEP_JOB } from '../../registry/jobs/documents.ts';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let token: string;
const db = () => registry.registry.db;
const storage = () => registry.registry.adapters.storage;

beforeAll(async () => {
  registry = await startTestRegistry();
  token = await loginAs(registry.url, DEMO_EMAILS.provider);
});
afterAll(async () => {
  await registry?.close();
});

/** An upload with these bytes sent through the registry: its id and storage key. */
async function upload(content: string): Promise<{ id: string; key: string }> {
  const target = await call(registry.url, `${V1}/documents/upload-url/`, {
    token,
    method: 'POST',
    body: { filename: 'bill.pdf', size: content.length, content_type: 'application/pdf' },
  });
  const sent = await fetch(`${registry.url}${target.body.upload_url}`, {
    method: 'PUT',
    headers: target.body.upload_data.headers,
    body: content,
  });
  expect(sent.status).toBe(200);
  const row = await db()
    .selectFrom('document_uploads')
    .select('storage_key')
    .where('id', '=', target.body.file_path)
    .executeTakeFirstOrThrow();
  return { id: target.body.file_path, key: row.storage_key! };
}

async function attach(caseId: string, content: string): Promise<{ id: string; lien: string; key: string }> {
  const { id, key } = await upload(content);
  const reply = await call(registry.url, `${V1}/lienholder/documents/`, {
    token,
    method: 'POST',
    body: { case: caseId, documents: [{ file_path: id, name: 'Bill.pdf', type: 'BILL' }] },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return { id: reply.body.results[0].id, lien: reply.body.results[0].lien, key };
}

test('files no document or live upload names are swept once older than the margin; the rest stay', async () => {
  const cases = (await call(registry.url, `${V1}/lienholder/portfolio/?page_size=2`, { token })).body.results;
  expect(cases.length).toBe(2);
  const gone = await attach(cases[0].id, 'a bill whose lien is deleted');
  const kept = await attach(cases[1].id, 'a bill that stays');
  const live = await upload('sent, not attached yet');
  const stale = await upload('sent, expired, its discard never ran');
  await db()
    .updateTable('document_uploads')
    .set({ expires_at: new Date(Date.now() - 3600_000) })
    .where('id', '=', stale.id)
    .execute();

  // The cascade: the lien goes, its documents with it, the file stays behind.
  await db().deleteFrom('liens').where('id', '=', gone.lien).execute();
  expect(await db().selectFrom('documents').select('id').where('id', '=', gone.id).executeTakeFirst()).toBeUndefined();
  expect(await storage().stat(gone.key)).not.toBeNull();

  // Young files are never swept (only the expired upload is discarded, with its file).
  const early = await sweepStorage(db(), storage());
  expect(early).toMatchObject({ discardedUploads: 1, deleted: 0 });
  expect(await storage().stat(stale.key)).toBeNull();
  expect(await storage().stat(gone.key)).not.toBeNull();

  // Past the margin: the orphan goes, the document's and the live upload's files stay.
  const swept = await sweepStorage(db(), storage(), { olderThan: new Date(Date.now() + 1000) });
  expect(swept.deleted).toBe(1);
  expect(await storage().stat(gone.key)).toBeNull();
  expect(await storage().stat(kept.key)).not.toBeNull();
  expect(await storage().stat(live.key)).not.toBeNull();
  const detail = await call(registry.url, `${V1}/lienholder/documents/${kept.id}/`, { token });
  expect(await (await fetch(`${registry.url}${detail.body.download_url}`)).text()).toBe('a bill that stays');
  // The live upload can still be attached.
  const attached = await call(registry.url, `${V1}/lienholder/documents/`, {
    token,
    method: 'POST',
    body: { case: cases[1].id, documents: [{ file_path: live.id, name: 'Late.pdf', type: 'BILL' }] },
  });
  expect(attached.status).toBe(201);
});

test('the daily sweep job runs (and queues the next day) without failing', async () => {
  const jobs = registry.registry.adapters.jobs;
  const failedBefore = await jobs.failedJobCount();
  const today = new Date().toISOString().slice(0, 10);
  await jobs.enqueue(STORAGE_SWEEP_JOB, { day: today }, { key: `storage-sweep-test:${today}` });
  await jobs.idle();
  expect(await jobs.failedJobCount()).toBe(failedBefore);
});

describe('scheduling', () => {
  const fakeRunner = () => {
    const queued: unknown[] = [];
    const runner = {
      enqueue: async (name: string, payload: unknown, options: { key?: string; delaySeconds?: number }) => {
        queued.push({ name, payload, ...options });
        return 'id';
      },
    } as unknown as JobRunner;
    return { runner, queued };
  };
  test('before 03:00 UTC the sweep of today is queued for 03:00; after it, tomorrow’s', async () => {
    const early = fakeRunner();
    await startStorageSweep(early.runner, new Date('2026-03-10T02:00:00Z'));
    expect(early.queued).toEqual([
      { name: STORAGE_SWEEP_JOB, payload: { day: '2026-03-10' }, key: 'storage-sweep:2026-03-10', delaySeconds: 3600 },
    ]);
    const late = fakeRunner();
    await startStorageSweep(late.runner, new Date('2026-03-10T04:00:00Z'));
    expect(late.queued).toEqual([
      { name: STORAGE_SWEEP_JOB, payload: { day: '2026-03-11' }, key: 'storage-sweep:2026-03-11', delaySeconds: 23 * 3600 },
    ]);
  });
});
