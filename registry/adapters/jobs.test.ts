// The pg-boss runner: on PGlite (a second, in-memory or on-disk instance), and on PostgreSQL when DATABASE_URL is set
// (a scratch database per test).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { createScratchDatabase } from '../testing.ts';
import { createPgBossJobs, jobIdForKey, type JobRunner, type PgBossJobsOptions } from './jobs.ts';

const serverUrl = process.env.DATABASE_URL || undefined;
const cleanups: (() => Promise<void>)[] = [];

const runCleanups = async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
};

/** A store of its own: a scratch database on the server, else a PGlite directory (or memory). */
async function store(onDisk = false): Promise<Pick<PgBossJobsOptions, 'databaseUrl' | 'dataDir'>> {
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl);
    cleanups.push(() => scratch.drop());
    return { databaseUrl: scratch.url };
  }
  if (!onDisk) return { dataDir: 'memory://' };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'jobs-test-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  return { dataDir };
}

function runner(options: PgBossJobsOptions): JobRunner {
  const jobs = createPgBossJobs({ pollingIntervalSeconds: 0.5, ...options });
  cleanups.push(() => jobs.close({ timeoutMs: 1000 }));
  return jobs;
}

describe('pg-boss jobs', () => {
  // One runner for the tests below (a store takes seconds to start on a busy machine); each test has its own jobs.
  let jobs: JobRunner;
  const seen: unknown[] = [];
  const tries: { attempt: number; at: number }[] = [];
  const runs: string[] = [];
  let broken = true;
  let brokenRuns = 0;
  let laterRuns = 0;
  let tickRuns = 0;

  beforeAll(async () => {
    jobs = createPgBossJobs({ pollingIntervalSeconds: 0.5, ...(await store()) });
    cleanups.push(() => jobs.close({ timeoutMs: 1000 }));
    jobs.register<string>('echo', async (payload) => void seen.push(payload));
    jobs.register<null>(
      'flaky',
      async (_payload, { attempt }) => {
        tries.push({ attempt, at: Date.now() });
        if (attempt < 2) throw new Error(`try ${attempt}`);
      },
      { attempts: 3, backoffSeconds: 1 },
    );
    jobs.register<{ n: number }>('count', async (payload) => void runs.push(`count ${payload.n}`));
    jobs.register<{ n: number }>('other', async (payload) => void runs.push(`other ${payload.n}`));
    jobs.register(
      'broken',
      async () => {
        brokenRuns += 1;
        if (broken) throw new Error('the SMTP server said no');
      },
      { attempts: 2, backoffSeconds: 1 },
    );
    jobs.register('later', async () => void (laterRuns += 1));
    jobs.register('tick', async () => void (tickRuns += 1), { periodic: true });
    await jobs.start();
  }, 300_000);
  afterAll(runCleanups);

  test('runs a job at once; retries a failing one with backoff until it succeeds', async () => {
    expect(await jobs.enqueue('echo', 'hello')).toMatch(/^[0-9a-f-]{36}$/);
    await jobs.enqueue('flaky', null);
    await jobs.idle();
    expect(seen).toEqual(['hello']);
    expect(tries.map((run) => run.attempt)).toEqual([1, 2]);
    // The retry waited out its backoff (at least the first delay, 1 s).
    expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(900);
    expect(await jobs.failedJobs()).toEqual([]);
    await expect(jobs.enqueue('unknown', null)).rejects.toThrow(/no job named unknown/);
  });

  test('a key makes an enqueue idempotent: the second is ignored (per job name)', async () => {
    const first = await jobs.enqueue('count', { n: 1 }, { key: 'event:7' });
    expect(first).toBe(jobIdForKey('count', 'event:7'));
    expect(await jobs.enqueue('count', { n: 2 }, { key: 'event:7' })).toBeNull();
    await jobs.idle();
    // Still stored (completed), so still ignored after it ran.
    expect(await jobs.enqueue('count', { n: 3 }, { key: 'event:7' })).toBeNull();
    expect(await jobs.enqueue('other', { n: 4 }, { key: 'event:7' })).not.toBeNull();
    await jobs.idle();
    expect(runs.sort()).toEqual(['count 1', 'other 4']);
  });

  test('a job that uses up its attempts is listed as failed, and can be retried', async () => {
    const id = await jobs.enqueue('broken', { caseId: 'c-1' });
    await jobs.idle();
    expect(brokenRuns).toBe(2);
    const failed = await jobs.failedJobs();
    expect(failed).toMatchObject([{ id, name: 'broken', payload: { caseId: 'c-1' }, attempts: 2, error: 'the SMTP server said no' }]);
    expect(failed[0].failedAt.getTime()).toBeGreaterThanOrEqual(failed[0].createdAt.getTime());
    expect(await jobs.failedJobCount()).toBe(1);
    expect(await jobs.failedJobs({ offset: 1 })).toEqual([]);

    broken = false;
    expect(await jobs.retryFailedJob(id!)).toBe(true);
    expect(await jobs.retryFailedJob('00000000-0000-4000-8000-000000000000')).toBe(false);
    expect(await jobs.retryFailedJob('not an id')).toBe(false);
    await jobs.idle();
    expect(brokenRuns).toBe(3);
    expect(await jobs.failedJobs()).toEqual([]);
  });

  test('idle() does not wait for a periodic job due soon, which still runs when due', async () => {
    await jobs.enqueue('tick', {}, { delaySeconds: 5 });
    const started = Date.now();
    await jobs.idle();
    expect(Date.now() - started).toBeLessThan(4000);
    expect(tickRuns).toBe(0);
    await vi.waitFor(() => expect(tickRuns).toBe(1), { timeout: 20_000, interval: 100 });
  });

  test('a delayed job waits; close refuses new work', async () => {
    await jobs.enqueue('later', {}, { delaySeconds: 3600 });
    // An hour away is not "pending" for idle().
    await jobs.idle();
    expect(laterRuns).toBe(0);
    await jobs.close();
    await expect(jobs.enqueue('later', {})).rejects.toThrow(/closed/);
  });
});

describe('pg-boss jobs across a crash', () => {
  afterEach(runCleanups);

  test('survives a crash in the middle of a job: the next runner on the same store runs it', async () => {
    const target = await store(true);
    const child = spawn(
      process.execPath,
      [path.join(import.meta.dirname, 'jobs-crash-fixture.ts'), target.databaseUrl ?? target.dataDir!, '2'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('started')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`the fixture exited (${code}) before its job started`)));
    });
    // Killed mid-job: no graceful stop, the job is left active.
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGKILL');
    await exited;

    // On PostgreSQL other processes may share the queue, so a job left active is taken up again when it expires (2 s
    // here); an embedded store has one process, which takes it up at start.
    const jobs = runner({ ...target, expireInSeconds: 2, superviseIntervalSeconds: 1 });
    const resumed: { payload: unknown; attempt: number }[] = [];
    jobs.register('slow', async (payload, { attempt }) => void resumed.push({ payload, attempt }));
    await jobs.start();
    await jobs.idle({ timeoutMs: 60_000 });
    expect(resumed).toEqual([{ payload: { case: 'c1' }, attempt: 2 }]);
  }, 180_000);
});
