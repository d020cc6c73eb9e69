// The registry's doors to the outside world, each an interface with an embedded default that needs no service:
// mail (SMTP, or an outbox table by default), file storage (local disk under the data directory; S3 when
// STORAGE_S3_BUCKET is set, registry/env.ts), payments (an offline provider
// that approves test cards) and jobs (pg-boss; createRegistry makes the runner for its database mode). createRegistry({ adapters }) takes
// replacements; routes reach them through RouteDeps.adapters.
import path from 'node:path';
import type { Mailer } from './mail.ts';
import type { FileStorage } from './storage.ts';
import { createDiskStorage } from './storage-disk.ts';
import { createOfflinePayments, type PaymentProvider } from './payments.ts';
import { createPgBossJobs, type JobRunner } from './jobs.ts';

export interface RegistryAdapters {
  mail: Mailer;
  storage: FileStorage;
  payments: PaymentProvider;
  jobs: JobRunner;
}

/**
 * The embedded defaults, with any given replacement; files go to `<filesDirectory>`. The mailer needs the database,
 * so the caller makes it (mail.ts, createMailer).
 */
export function createAdapters(
  filesDirectory: string,
  replacements: Partial<RegistryAdapters> & Pick<RegistryAdapters, 'mail'>,
): RegistryAdapters {
  return {
    mail: replacements.mail,
    storage: replacements.storage ?? createDiskStorage(path.resolve(filesDirectory)),
    payments: replacements.payments ?? createOfflinePayments(),
    // Not started: nothing is opened until start() (an in-memory embedded store).
    jobs: replacements.jobs ?? createPgBossJobs({ dataDir: 'memory://' }),
  };
}
