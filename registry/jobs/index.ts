// The jobs layer: background work and what starts it. Every slice with jobs exports a `registerXJobs(deps)` that
// registers its job handlers (`deps.jobs.register`) and, when registry events should start them, an event subscriber
// (`deps.onRegistryEvent`); registerJobs calls each one. Only registry/app.ts imports this layer.
import type { JobDeps } from './deps.ts';
import { registerMailJobs } from './mail.ts';
import { registerNotificationJobs, startReminders } from './notifications.ts';
import { registerRewardsJobs } from './rewards.ts';
import { registerDocumentJobs, startStorageSweep } from './documents.ts';
import { registerPlanJobs, startPlanJobs } from './plans.ts';
import { registerPasswordResetJobs } from './password-reset.ts';
import { registerPortfolioJobs, startCounterCompaction } from './portfolio.ts';
import { registerDedupeJobs } from './dedupe.ts';
import { registerCaseUploadJobs } from './case-uploads.ts';

export type { EventJob, EventJobSubscriber, OutboxEventRow } from './events.ts';
// Slices import JobDeps from './deps.ts' (not from here: that would be an import circle).
export type { JobDeps } from './deps.ts';

/** Registers every slice's jobs (before the runner starts). */
export function registerJobs(deps: JobDeps): void {
  registerMailJobs({ jobs: deps.jobs, mail: deps.mail });
  registerNotificationJobs(deps);
  registerRewardsJobs(deps);
  registerDocumentJobs(deps);
  registerPlanJobs(deps);
  registerPasswordResetJobs(deps);
  registerPortfolioJobs(deps);
  registerDedupeJobs(deps);
  registerCaseUploadJobs(deps);
}

/** Once the runner has started: queues the scheduled jobs' next runs (the daily notification reminders, the daily storage sweep, the portfolio counters' compaction). */
export async function startScheduledJobs(deps: Pick<JobDeps, 'jobs'>): Promise<void> {
  await startReminders(deps.jobs);
  await startStorageSweep(deps.jobs);
  await startPlanJobs(deps.jobs);
  await startCounterCompaction(deps.jobs);
}
