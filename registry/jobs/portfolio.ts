// Portfolio counters: every 5 minutes the deltas the read model's triggers append are folded into one row per key
// (registry/domain/portfolio/counters.ts), so a count reads a handful of rows however many writes came before.
import type { JobRunner } from '../adapters/jobs.ts';
import { compactPortfolioCounts } from '../domain/portfolio/counters.ts';
import type { JobDeps } from './deps.ts';

export const COUNTER_COMPACTION_JOB = 'portfolio.compact-counts';
export const COMPACTION_INTERVAL_MS = 5 * 60_000;

interface CompactionPayload {
  /** The start of this run's 5-minute slot (epoch ms); the next run is queued for the slot after. */
  slot: number;
}

const slotOf = (time: number) => Math.floor(time / COMPACTION_INTERVAL_MS) * COMPACTION_INTERVAL_MS;

/** Queues the run of `slot` at its start (at once when that has passed); one per slot (its key). */
export function scheduleCounterCompaction(jobs: Pick<JobRunner, 'enqueue'>, slot: number, now = Date.now()): Promise<string | null> {
  const delaySeconds = Math.max(0, Math.ceil((slot - now) / 1000));
  return jobs.enqueue<CompactionPayload>(COUNTER_COMPACTION_JOB, { slot }, { key: `compact-counts:${slot}`, delaySeconds });
}

/** After the runner started: the next slot's run (a run of the current slot may be queued by another process). */
export function startCounterCompaction(jobs: Pick<JobRunner, 'enqueue'>, now = Date.now()): Promise<string | null> {
  return scheduleCounterCompaction(jobs, slotOf(now) + COMPACTION_INTERVAL_MS, now);
}

export function registerPortfolioJobs(deps: Pick<JobDeps, 'db' | 'jobs'>): void {
  deps.jobs.register<CompactionPayload>(
    COUNTER_COMPACTION_JOB,
    async ({ slot }) => {
      await compactPortfolioCounts(deps.db);
      // The next slot after now (a registry that was down skips the slots it missed); its key makes a second
      // registry process queue it only once.
      await scheduleCounterCompaction(deps.jobs, Math.max(slot, slotOf(Date.now())) + COMPACTION_INTERVAL_MS);
    },
    { attempts: 3, backoffSeconds: 60, periodic: true },
  );
}
