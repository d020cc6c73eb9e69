// The jobs layer: background work and what starts it. Every slice with jobs exports a `registerXJobs(deps)` that
// registers its job handlers (`deps.jobs.register`) and, when registry events should start them, an event subscriber
// (`deps.onRegistryEvent`); registerJobs calls each one. Only registry/app.ts imports this layer.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { JobRunner } from '../adapters/jobs.ts';
import type { RegistryAdapters } from '../adapters/index.ts';
import type { RegistrySettings } from '../domain/context.ts';
import type { EventJobSubscriber } from './events.ts';
import { registerMailJobs } from './mail.ts';
import { registerNotificationJobs, startReminders } from './notifications.ts';
import { registerRewardsJobs } from './rewards.ts';

export type { EventJob, EventJobSubscriber, OutboxEventRow } from './events.ts';

export interface JobDeps {
  db: Kysely<Database>;
  jobs: JobRunner;
  adapters: RegistryAdapters;
  mail: RegistryAdapters['mail'];
  settings: RegistrySettings;
  /** Starts jobs from committed registry events: the subscriber answers the jobs an event needs (often none). */
  onRegistryEvent(subscriber: EventJobSubscriber): void;
}

/** Registers every slice's jobs (before the runner starts). */
export function registerJobs(deps: JobDeps): void {
  registerMailJobs({ jobs: deps.jobs, mail: deps.mail });
  registerNotificationJobs(deps);
  registerRewardsJobs(deps);
  // Slices plug in here, e.g. registerMailJobs(deps), registerNotificationJobs(deps).
  void deps;
}

/** Once the runner has started: queues the scheduled jobs' next runs (the daily notification reminders). */
export async function startScheduledJobs(deps: Pick<JobDeps, 'jobs'>): Promise<void> {
  await startReminders(deps.jobs);
}
