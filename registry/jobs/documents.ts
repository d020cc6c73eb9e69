// Documents: an upload never attached is removed, file and all, once it expired (queued by the upload receiver and,
// for direct uploads to S3, by upload-url, to run just after the expiry); and once a day the storage sweep deletes
// stored files that nothing names any more (registry/domain/documents/sweep.ts).
import type { JobRunner } from '../adapters/jobs.ts';
import { sweepStorage } from '../domain/documents/sweep.ts';
import { discardUnattachedUpload, DISCARD_UPLOAD_JOB } from '../domain/documents/uploads.ts';
import type { JobDeps } from './deps.ts';

interface DiscardPayload {
  id: string;
}

export const STORAGE_SWEEP_JOB = 'documents.storage-sweep';

interface SweepPayload {
  /** The UTC day (YYYY-MM-DD) of this run; the next is queued for the day after. */
  day: string;
}

const DAY_MS = 86_400_000;
const dayOf = (time: Date) => time.toISOString().slice(0, 10);

/** Queues the sweep of `day` at that day's 03:00 UTC (at once when that has passed); one per day (its key). */
export function scheduleStorageSweep(jobs: Pick<JobRunner, 'enqueue'>, day: string, now = new Date()): Promise<string | null> {
  const delaySeconds = Math.max(0, Math.ceil((Date.parse(`${day}T03:00:00Z`) - now.getTime()) / 1000));
  return jobs.enqueue<SweepPayload>(STORAGE_SWEEP_JOB, { day }, { key: `storage-sweep:${day}`, delaySeconds });
}

/** After the runner started: make sure a sweep is queued (today's, or tomorrow's once today's 03:00 passed). */
export function startStorageSweep(jobs: Pick<JobRunner, 'enqueue'>, now = new Date()): Promise<string | null> {
  const today = dayOf(now);
  const day = now.getTime() < Date.parse(`${today}T03:00:00Z`) ? today : dayOf(new Date(now.getTime() + DAY_MS));
  return scheduleStorageSweep(jobs, day, now);
}

export function registerDocumentJobs(deps: Pick<JobDeps, 'db' | 'jobs' | 'adapters'>): void {
  deps.jobs.register<DiscardPayload>(
    DISCARD_UPLOAD_JOB,
    async ({ id }) => {
      await discardUnattachedUpload(deps.db, deps.adapters.storage, id);
    },
    { attempts: 5, backoffSeconds: 30 },
  );
  deps.jobs.register<SweepPayload>(
    STORAGE_SWEEP_JOB,
    async ({ day }) => {
      await sweepStorage(deps.db, deps.adapters.storage);
      // The next day's run; its key makes a second registry process queue it only once.
      await scheduleStorageSweep(deps.jobs, dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS)));
    },
    { attempts: 3, backoffSeconds: 300 },
  );
}
