// Plans: once a day (00:05 UTC) the trials whose last day has passed end (TRIAL → FREEMIUM, remembered as a trial;
// registry/domain/plans/trial.ts), and the organisations' open pages hear `organization.updated`. Features already
// follow a trial's validity at once; the job makes the stage say so.
import type { JobRunner } from '../adapters/jobs.ts';
import { expireTrials } from '../domain/plans/trial.ts';
import type { JobDeps } from './deps.ts';

export const TRIAL_EXPIRY_JOB = 'plans.expire-trials';

interface ExpiryPayload {
  /** The UTC day (YYYY-MM-DD) of this run; the next is queued for the day after. */
  day: string;
}

const DAY_MS = 86_400_000;
const dayOf = (time: Date) => time.toISOString().slice(0, 10);

/** Queues the run of `day` at that day's 00:05 UTC (at once when that has passed); one per day (its key). */
export function scheduleTrialExpiry(jobs: Pick<JobRunner, 'enqueue'>, day: string, now = new Date()): Promise<string | null> {
  const delaySeconds = Math.max(0, Math.ceil((Date.parse(`${day}T00:05:00Z`) - now.getTime()) / 1000));
  return jobs.enqueue<ExpiryPayload>(TRIAL_EXPIRY_JOB, { day }, { key: `expire-trials:${day}`, delaySeconds });
}

/** After the runner started: today's run (at once when 00:05 has passed: a registry started late still runs it). */
export function startTrialExpiry(jobs: Pick<JobRunner, 'enqueue'>, now = new Date()): Promise<string | null> {
  return scheduleTrialExpiry(jobs, dayOf(now), now);
}

export function registerPlanJobs(deps: Pick<JobDeps, 'db' | 'jobs'>): void {
  deps.jobs.register<ExpiryPayload>(
    TRIAL_EXPIRY_JOB,
    async ({ day }) => {
      await expireTrials(deps.db);
      await scheduleTrialExpiry(deps.jobs, dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS)));
    },
    { attempts: 5, backoffSeconds: 300 },
  );
}
