// Plans: once a day (00:05 UTC) the trials whose last day has passed end (TRIAL → FREEMIUM, remembered as a trial;
// registry/domain/plans/trial.ts), and the organisations' open pages hear `organization.updated`. Features already
// follow a trial's validity at once; the job makes the stage say so. And on the first of each month (01:00 UTC) the
// per-case plan's bill of the month before (registry/domain/plans/billing.ts).
import type { JobRunner } from '../adapters/jobs.ts';
import { billPerCaseMonth, previousMonth } from '../domain/plans/billing.ts';
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

/** After the runner started: every scheduled plan job (the daily trial expiry, the monthly per-case bill). */
export async function startPlanJobs(jobs: Pick<JobRunner, 'enqueue'>, now = new Date()): Promise<void> {
  await startTrialExpiry(jobs, now);
  await startPerCaseBilling(jobs, now);
}

export const PER_CASE_BILLING_JOB = 'plans.bill-per-case';

interface BillingPayload {
  /** The month billed (YYYY-MM-01); the job runs on the first of the month after it. */
  month: string;
}

const nextMonth = (month: string) => {
  const date = new Date(`${month}T00:00:00Z`);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
};

/** Queues the bill of `month` at 01:00 UTC on the first of the month after it (at once when that has passed). */
export function schedulePerCaseBilling(jobs: Pick<JobRunner, 'enqueue'>, month: string, now = new Date()): Promise<string | null> {
  const delaySeconds = Math.max(0, Math.ceil((Date.parse(`${nextMonth(month)}T01:00:00Z`) - now.getTime()) / 1000));
  return jobs.enqueue<BillingPayload>(PER_CASE_BILLING_JOB, { month }, { key: `bill-per-case:${month}`, delaySeconds });
}

/** After the runner started: the bill of the month before (a registry started late still sends it) and this month's. */
export async function startPerCaseBilling(jobs: Pick<JobRunner, 'enqueue'>, now = new Date()): Promise<void> {
  await schedulePerCaseBilling(jobs, previousMonth(now), now);
  await schedulePerCaseBilling(jobs, `${now.toISOString().slice(0, 7)}-01`, now);
}

export function registerPlanJobs(deps: Pick<JobDeps, 'db' | 'jobs' | 'adapters'>): void {
  deps.jobs.register<BillingPayload>(
    PER_CASE_BILLING_JOB,
    async ({ month }) => {
      await billPerCaseMonth(deps.db, deps.adapters.payments, month);
      await schedulePerCaseBilling(deps.jobs, nextMonth(month));
    },
    { attempts: 5, backoffSeconds: 600 },
  );
  deps.jobs.register<ExpiryPayload>(
    TRIAL_EXPIRY_JOB,
    async ({ day }) => {
      await expireTrials(deps.db);
      await scheduleTrialExpiry(deps.jobs, dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS)));
    },
    { attempts: 5, backoffSeconds: 300 },
  );
}
