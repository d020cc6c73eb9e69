import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../db/database.ts';
import { createScratchDatabase } from '../testing.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../testing-smtp.ts';
import { createPgBossJobs } from '../adapters/jobs.ts';
import { createSmtpMailer, type MailMessage } from '../adapters/mail.ts';
import { renderMail } from '../domain/mail/templates.ts';
import { caseLink } from '../domain/mail/links.ts';
import { enqueueMail, registerMailJobs } from './mail.ts';

const FROM = 'Lien Registry <no-reply@registry.test>';

let database: OpenedDatabase;
let scratch: { url: string; drop(): Promise<void> } | undefined;
let smtp: TestSmtpServer;

beforeAll(async () => {
  scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
  database = await openDatabase(scratch ? { databaseUrl: scratch.url } : { dataDir: 'memory://' });
  smtp = await startTestSmtpServer();
});

afterAll(async () => {
  await smtp?.close();
  await database?.close();
  await scratch?.drop();
});

function notificationMessage(subject: string): MailMessage {
  const rendered = renderMail('notification', {
    title: subject,
    lines: ['The law firm posted a status update.'],
    case: { plaintiffName: 'Jane Doe', caseId: 'c-1' },
    action: { label: 'Open the case', url: caseLink('https://liens.example.test', 'c-1') },
    categoryLabel: 'Case status updates',
    unsubscribeUrl: 'https://liens.example.test/unsubscribe/abc',
    replyable: true,
  });
  return {
    to: ['ann@example.test'],
    ...rendered,
    tag: 'notification',
    replyTo: 'reply+token@reply.example.test',
    listUnsubscribe: { url: 'https://liens.example.test/unsubscribe/abc' },
  };
}

describe('mail.send job', () => {
  test('retries when the SMTP server refuses once, then delivers exactly once', async () => {
    const jobs = createPgBossJobs(
      scratch ? { databaseUrl: scratch.url, pollingIntervalSeconds: 0.5 } : { dataDir: 'memory://', pollingIntervalSeconds: 0.5 },
    );
    const mailer = createSmtpMailer(database.db, { url: smtp.url, from: FROM });
    registerMailJobs({ jobs, mail: mailer }, { backoffSeconds: 1 });
    await jobs.start();
    try {
      const before = smtp.messages.length;
      const refusedBefore = smtp.refused;
      smtp.refuseNext(1);
      const id = await enqueueMail(jobs, notificationMessage('Retried'), 'job-retry');
      expect(id).toBeTruthy();
      // The same key again is ignored while the first job is stored.
      expect(await enqueueMail(jobs, notificationMessage('Retried'), 'job-retry')).toBeNull();
      await smtp.waitFor(before + 1, 30_000);
      await jobs.idle();
      expect(smtp.refused).toBe(refusedBefore + 1);
      const delivered = smtp.messages.slice(before);
      expect(delivered.map((mail) => mail.subject)).toEqual(['Retried']);
      // The rendered template arrives whole: the case, the link back, the reply hint and the unsubscribe footer.
      expect(delivered[0].html).toContain('href="https://liens.example.test/portfolio/c-1"');
      expect(delivered[0].text).toContain('Case: Jane Doe (case c-1)');
      expect(delivered[0].text).toContain('Reply to this e-mail');
      expect(delivered[0].text).toContain('Unsubscribe: https://liens.example.test/unsubscribe/abc');
      expect(await jobs.failedJobs()).toEqual([]);
    } finally {
      await jobs.close();
      await mailer.close();
    }
  }, 60_000);
});
