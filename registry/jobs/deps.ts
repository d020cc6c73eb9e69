// What every slice's `registerXJobs(deps)` receives (kept apart from index.ts, which imports the slices: a slice that
// imported its deps type from index.ts would close an import circle).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { JobRunner } from '../adapters/jobs.ts';
import type { RegistryAdapters } from '../adapters/index.ts';
import type { RegistrySettings } from '../domain/context.ts';
import type { EventJobSubscriber } from './events.ts';

export interface JobDeps {
  db: Kysely<Database>;
  jobs: JobRunner;
  adapters: RegistryAdapters;
  mail: RegistryAdapters['mail'];
  settings: RegistrySettings;
  /** Starts jobs from committed registry events: the subscriber answers the jobs an event needs (often none). */
  onRegistryEvent(subscriber: EventJobSubscriber): void;
}
