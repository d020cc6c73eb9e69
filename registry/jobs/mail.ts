// The `mail.send` job: sends one rendered message (registry/domain/mail/templates.ts) through the mailer — SMTP, or
// the outbox table of the embedded default. The job's key is the mailer's idempotency key, so a try retried after
// the message was accepted does not send it twice; a refused send (the SMTP server down or saying "try later")
// throws, and the job runner retries it with backoff.
import type { JobRunner } from '../adapters/jobs.ts';
import type { MailMessage, Mailer } from '../adapters/mail.ts';

export const MAIL_SEND_JOB = 'mail.send';

export interface MailSendPayload {
  message: MailMessage;
  /** The idempotency key the job was queued under (enqueueMail). */
  key: string;
}

export function registerMailJobs({ jobs, mail }: { jobs: JobRunner; mail: Mailer }, options: { backoffSeconds?: number } = {}): void {
  jobs.register<MailSendPayload>(
    MAIL_SEND_JOB,
    async ({ message, key }) => {
      await mail.send(message, { key: `${MAIL_SEND_JOB}:${key}` });
    },
    { attempts: 8, backoffSeconds: options.backoffSeconds ?? 2 },
  );
}

/**
 * Queues a message to be sent once. `key` names it for good (e.g. `notification:<id>:<user>`): a second enqueue
 * with the same key is ignored while the first job is stored, and a mail already sent under it is not sent again.
 * Answers the job id, or null when the key was queued already.
 */
export function enqueueMail(jobs: JobRunner, message: MailMessage, key: string): Promise<string | null> {
  return jobs.enqueue<MailSendPayload>(MAIL_SEND_JOB, { message, key }, { key });
}
