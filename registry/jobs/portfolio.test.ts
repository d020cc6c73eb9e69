// The portfolio counters' compaction job: queued for the next 5-minute slot, and a run folds the deltas of a real
// write (a status update through the REST API) without changing any sum.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { JobRunner } from '../adapters/jobs.ts';
import { DEMO_EMAILS, loginAs, startTestRegistry, type TestRegistry } from '../testing.ts';
import { call, V1 } from '../../tests/contract/helpers.ts';
import { COMPACTION_INTERVAL_MS, COUNTER_COMPACTION_JOB, startCounterCompaction } from './portfolio.ts';

let registry: TestRegistry;

beforeAll(async () => {
  registry = await startTestRegistry();
}, 120_000);
afterAll(() => registry?.close());

const sums = async () =>
  (
    await sql`select organization_id, dimension, value, status, is_resolved, sum(n)::int as n from portfolio_counts
               group by 1, 2, 3, 4, 5 having sum(n) <> 0 order by 1, 2, 3, 4, 5`.execute(registry.registry.db)
  ).rows;
const uncompacted = async () =>
  Number(
    (
      await sql<{ n: number }>`select (select count(*) from portfolio_counts where not compacted)
                                    + (select count(*) from portfolio_fresh_counts where not compacted) as n`.execute(registry.registry.db)
    ).rows[0].n,
  );

describe('portfolio counter compaction', () => {
  test('a run folds the deltas of a write; the sums stay', async () => {
    const token = await loginAs(registry.url, DEMO_EMAILS.lawFirm);
    const [target] = (await call(registry.url, `${V1}/escrow-agent/portfolio/?page_size=1`, { token })).body.results;
    const updated = await call(registry.url, `${V1}/escrow-agent/portfolio/${target.id}/`, {
      token,
      method: 'PATCH',
      body: { status: 'NEGOTIATION' },
    });
    expect(updated.status).toBe(200);
    expect(await uncompacted()).toBeGreaterThan(0);
    const before = await sums();
    const jobs = registry.registry.adapters.jobs;
    const failedBefore = await jobs.failedJobCount();
    await jobs.enqueue(COUNTER_COMPACTION_JOB, { slot: Date.now() }, { key: `compact-counts-test:${Date.now()}` });
    // A periodic job: idle() does not wait for it.
    await vi.waitFor(async () => expect(await uncompacted()).toBe(0), { timeout: 30_000, interval: 100 });
    expect(await jobs.failedJobCount()).toBe(failedBefore);
    expect(await sums()).toEqual(before);
  });

  test('the next run is queued for the next 5-minute slot', async () => {
    const queued: unknown[] = [];
    const runner = {
      enqueue: async (name: string, payload: unknown, options: object) => {
        queued.push({ name, payload, ...options });
        return 'id';
      },
    } as unknown as JobRunner;
    await startCounterCompaction(runner, Date.parse('2026-03-10T10:07:30Z'));
    const slot = Date.parse('2026-03-10T10:10:00Z');
    expect(COMPACTION_INTERVAL_MS).toBe(300_000);
    expect(queued).toEqual([{ name: COUNTER_COMPACTION_JOB, payload: { slot }, key: `compact-counts:${slot}`, delaySeconds: 150 }]);
  });
});
