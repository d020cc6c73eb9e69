// Password reset requests (registry/auth/password-reset.ts): the route queues one job per request; the job looks the
// e-mail up and, for a known user, issues the one-hour link and queues its e-mail.
import { PASSWORD_RESET_REQUEST_JOB, requestPasswordReset, type PasswordResetRequestPayload } from '../auth/password-reset.ts';
import type { JobDeps } from './deps.ts';

export function registerPasswordResetJobs(deps: Pick<JobDeps, 'db' | 'jobs' | 'settings'>): void {
  const { db, jobs, settings } = deps;
  jobs.register<PasswordResetRequestPayload>(
    PASSWORD_RESET_REQUEST_JOB,
    async ({ email }) => {
      await requestPasswordReset(db, jobs, settings, email);
    },
    { attempts: 3, backoffSeconds: 5 },
  );
}
