// Registry events → jobs: the dispatcher queues what subscribers ask for, once per event, from a durable cursor.
// PGlite on disk (a temporary directory), or a scratch database when DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { createRegistry, type Registry } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { emitEvents } from '../domain/outbox.ts';
import { createScratchDatabase } from '../testing.ts';
import type { JobDeps } from './index.ts';

const serverUrl = process.env.DATABASE_URL || undefined;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function store(): Promise<{ databaseUrl?: string; dataDir: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jobs-dispatch-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  if (!serverUrl) return { dataDir };
  const scratch = await createScratchDatabase(serverUrl);
  cleanups.push(() => scratch.drop());
  return { databaseUrl: scratch.url, dataDir };
}

/** Records which events reached the `test.record` job, via a subscriber that wants it for case events only. */
function recorder() {
  const recorded: { eventId: number; change: string | null; attempt: number }[] = [];
  const register = (deps: JobDeps) => {
    deps.jobs.register<{ eventId: number; change: string | null }>('test.record', async (payload, { attempt }) => {
      recorded.push({ ...payload, attempt });
    });
    deps.onRegistryEvent((event) =>
      event.type === 'case.updated' ? [{ name: 'test.record', payload: { eventId: event.id, change: event.change }, key: 'record' }] : [],
    );
    // A second subscriber that never wants a job.
    deps.onRegistryEvent(() => []);
  };
  return { recorded, register };
}

async function start(target: { databaseUrl?: string; dataDir: string }, register: (deps: JobDeps) => void): Promise<Registry> {
  const registry = await createRegistry({
    ...target,
    serviceKey: randomBytes(16).toString('hex'),
    environment: 'test',
    jobs: { pollingIntervalSeconds: 0.5, register },
  });
  return registry;
}

const caseEvent = (change: 'status' | 'details' | 'policy_limits') => ({
  type: 'case.updated' as const,
  change,
  caseId: '00000000-0000-4000-8000-0000000000c1',
  organizationIds: [],
});

describe('registry events → jobs', () => {
  test('each committed event gets its jobs once; history before the first start is not fanned out; restarts catch up', async () => {
    const target = await store();
    // History: an event committed before the registry ever ran with jobs.
    const before = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: path.join(target.dataDir, 'pglite') });
    await before.db.transaction().execute((trx) => emitEvents(trx, [caseEvent('details')]));
    await before.close();

    const first = recorder();
    let registry = await start(target, first.register);
    await registry.db
      .transaction()
      .execute((trx) =>
        emitEvents(trx, [
          caseEvent('status'),
          { type: 'activity.created', change: 'status', caseId: caseEvent('status').caseId, organizationIds: [] },
        ]),
      );
    await registry.adapters.jobs.idle();
    expect(first.recorded).toEqual([{ eventId: expect.any(Number), change: 'status', attempt: 1 }]);
    const statusEventId = first.recorded[0].eventId;
    await registry.close();

    // Committed while the registry is down.
    const down = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: path.join(target.dataDir, 'pglite') });
    await down.db.transaction().execute((trx) => emitEvents(trx, [caseEvent('details')]));
    await down.close();

    const second = recorder();
    registry = await start(target, (deps) => {
      // A broken subscriber, asked first: it throws on policy-limit changes.
      deps.onRegistryEvent((event) => {
        if (event.change === 'policy_limits') throw new Error('a bug in a slice');
        return [];
      });
      second.register(deps);
    });
    cleanups.push(() => registry.close());
    await registry.adapters.jobs.idle();
    expect(second.recorded).toEqual([{ eventId: statusEventId + 2, change: 'details', attempt: 1 }]);

    // Woken by the commit itself (the fallback poll is 5 s away; idle() is not used, so nothing flushes for us).
    await registry.db.transaction().execute((trx) => emitEvents(trx, [caseEvent('status')]));
    await expect.poll(() => second.recorded.length, { timeout: 4_000, interval: 50 }).toBe(2);
    expect(await registry.adapters.jobs.failedJobs()).toEqual([]);

    // A subscriber that throws holds the event back (idle() reports it) and is skipped after three tries; the other
    // subscribers' jobs for that event still run, and later events are not held up.
    await registry.db.transaction().execute((trx) => emitEvents(trx, [caseEvent('policy_limits'), caseEvent('details')]));
    let refusals = 0;
    for (let tries = 0; tries < 5; tries += 1) {
      try {
        await registry.adapters.jobs.idle();
        break;
      } catch (error) {
        expect(String(error)).toContain('a bug in a slice');
        refusals += 1;
      }
    }
    expect(refusals).toBeGreaterThanOrEqual(1);
    expect(refusals).toBeLessThanOrEqual(2);
    expect(second.recorded.slice(2).map((entry) => entry.change)).toEqual(['policy_limits', 'details']);
  }, 300_000);
});
