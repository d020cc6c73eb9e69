import { describe, expect, test } from 'vitest';
import { backoffDelay, createInProcessJobs } from './jobs.ts';

describe('in-process jobs', () => {
  test('runs a job; retries a failing one with backoff until it succeeds', async () => {
    const jobs = createInProcessJobs();
    const seen: string[] = [];
    const tries: number[] = [];
    jobs.register<string>('echo', async (payload) => {
      seen.push(payload);
    });
    jobs.register<null>(
      'flaky',
      async (_payload, { attempt }) => {
        tries.push(Date.now());
        if (attempt < 3) throw new Error(`try ${attempt}`);
      },
      { backoffMs: 20 },
    );
    jobs.enqueue('echo', 'hello');
    jobs.enqueue('flaky', null);
    await jobs.idle();
    expect(seen).toEqual(['hello']);
    expect(tries).toHaveLength(3);
    // The second wait is about twice the first.
    expect(tries[1] - tries[0]).toBeGreaterThanOrEqual(15);
    expect(tries[2] - tries[1]).toBeGreaterThanOrEqual(35);
    expect(jobs.failed).toEqual([]);
    await jobs.close();
  });

  test('a job that uses up its attempts is kept in `failed` and reported', async () => {
    const reported: string[] = [];
    const jobs = createInProcessJobs({ onFailure: (job) => reported.push(job.name) });
    jobs.register(
      'broken',
      async () => {
        throw new Error('always');
      },
      { attempts: 2, backoffMs: 1 },
    );
    const id = jobs.enqueue('broken', { case: 'x' });
    await jobs.idle();
    expect(jobs.failed).toMatchObject([{ id, name: 'broken', payload: { case: 'x' }, attempts: 2 }]);
    expect(reported).toEqual(['broken']);
    expect(() => jobs.enqueue('unknown', null)).toThrow();
    await jobs.close();
    expect(() => jobs.enqueue('broken', null)).toThrow();
  });

  test('backoff doubles up to its ceiling', () => {
    expect([1, 2, 3, 4, 10].map((attempt) => backoffDelay(attempt, 1000, 5000))).toEqual([1000, 2000, 4000, 5000, 5000]);
  });

  test('close drops waiting retries', async () => {
    const jobs = createInProcessJobs();
    let runs = 0;
    jobs.register(
      'slow-retry',
      async () => {
        runs += 1;
        throw new Error('no');
      },
      { backoffMs: 60_000 },
    );
    jobs.enqueue('slow-retry', null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await jobs.close();
    await jobs.idle();
    expect(runs).toBe(1);
  });
});
