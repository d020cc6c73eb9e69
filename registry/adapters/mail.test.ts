import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../db/database.ts';
import { createScratchDatabase } from '../testing.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../testing-smtp.ts';
import { checkMailFrom, checkSmtpUrl, createMailer, createOutboxMailer, createSmtpMailer, type MailMessage } from './mail.ts';

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

function notificationMessage(overrides: Partial<MailMessage> = {}): MailMessage {
  return {
    to: ['ann@example.test'],
    subject: 'Case status updated',
    text: 'Jane Doe\nOpen the case: https://liens.example.test/portfolio/c-1',
    html: '<h1>Case status updated</h1><p>Jane Doe</p><a href="https://liens.example.test/portfolio/c-1">Open the case</a>',
    tag: 'notification',
    replyTo: 'reply+token@reply.example.test',
    listUnsubscribe: { url: 'https://liens.example.test/unsubscribe/abc' },
    ...overrides,
  };
}

describe('SMTP mailer', () => {
  test('sends subject, From, To, HTML and text, Reply-To and the one-click unsubscribe headers', async () => {
    const mailer = createSmtpMailer(database.db, { url: smtp.url, from: FROM });
    const before = smtp.messages.length;
    const { id } = await mailer.send(notificationMessage({ headers: { 'X-Registry-Case': 'c-1' } }));
    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(id).toBeTruthy();
    expect(mail.subject).toBe('Case status updated');
    expect(mail.from?.value).toEqual([{ address: 'no-reply@registry.test', name: 'Lien Registry' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((address) => address.address) : []).toEqual(['ann@example.test']);
    expect(mail.replyTo?.value[0]?.address).toBe('reply+token@reply.example.test');
    const rawHeader = (name: string) => mail.headerLines.find((line) => line.key === name)?.line;
    expect(rawHeader('list-unsubscribe')).toBe('List-Unsubscribe: <https://liens.example.test/unsubscribe/abc>');
    expect(rawHeader('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.headers.get('x-registry-case')).toBe('c-1');
    expect(mail.html).toContain('<h1');
    expect(mail.html).toContain('Jane Doe');
    expect(mail.html).toContain('href="https://liens.example.test/portfolio/c-1"');
    expect(mail.text).toContain('Open the case: https://liens.example.test/portfolio/c-1');
    await mailer.close();
  });

  test('a key already delivered is not sent again', async () => {
    const mailer = createSmtpMailer(database.db, { url: smtp.url, from: FROM });
    const before = smtp.messages.length;
    const first = await mailer.send(notificationMessage({ subject: 'Once only' }), { key: 'smtp-once' });
    const second = await mailer.send(notificationMessage({ subject: 'Once only' }), { key: 'smtp-once' });
    expect(second.id).toBe(first.id);
    await smtp.waitFor(before + 1);
    expect(smtp.messages.slice(before).map((mail) => mail.subject)).toEqual(['Once only']);
    await mailer.close();
  });

  test('refuses what no server should receive: no recipient, a bad address, no subject, a header injection', async () => {
    const mailer = createSmtpMailer(database.db, { url: smtp.url, from: FROM });
    const before = smtp.messages.length;
    await expect(mailer.send(notificationMessage({ to: [] }))).rejects.toThrow(/recipient/);
    await expect(mailer.send(notificationMessage({ to: ['not an address'] }))).rejects.toThrow(/recipient/);
    await expect(mailer.send(notificationMessage({ subject: '  ' }))).rejects.toThrow(/subject/);
    await expect(mailer.send(notificationMessage({ headers: { 'X-Evil': 'a\r\nBcc: victim@example.test' } }))).rejects.toThrow(/one line/);
    await expect(mailer.send(notificationMessage({ headers: { Bcc: 'victim@example.test' } }))).rejects.toThrow(/not allowed/);
    await expect(mailer.send(notificationMessage({ listUnsubscribe: { url: 'javascript:alert(1)' } }))).rejects.toThrow(/unsubscribe/);
    expect(smtp.messages.length).toBe(before);
    await mailer.close();
  });

  test('settings: SMTP_URL must be smtp(s)://, MAIL_FROM an address', () => {
    expect(() => checkSmtpUrl('http://mail.example.test')).toThrow(/smtp:\/\//);
    expect(() => checkSmtpUrl('not a url')).toThrow(/SMTP_URL/);
    expect(checkSmtpUrl('smtps://user:pass@mail.example.test:465')).toBe('smtps://user:pass@mail.example.test:465');
    expect(() => checkMailFrom('Lien Registry')).toThrow(/MAIL_FROM/);
    expect(checkMailFrom('Portal <portal@example.test>')).toBe('Portal <portal@example.test>');
    expect(checkMailFrom('portal@example.test')).toBe('portal@example.test');
    expect(createMailer(database.db, {}).kind).toBe('outbox');
    expect(createMailer(database.db, { smtpUrl: smtp.url }).kind).toBe('smtp');
  });
});

describe('outbox mailer (the embedded default)', () => {
  test('keeps each message as a row with its headers, one row per key, newest first in the mailbox', async () => {
    const mailer = createOutboxMailer(database.db, { from: FROM });
    const first = await mailer.send(notificationMessage({ subject: 'Kept first' }), { key: 'outbox-1' });
    const again = await mailer.send(notificationMessage({ subject: 'Kept first' }), { key: 'outbox-1' });
    await mailer.send(notificationMessage({ subject: 'Kept second', replyTo: undefined, listUnsubscribe: undefined }));
    expect(again.id).toBe(first.id);
    const kept = await database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', 'like', 'Kept%')
      .orderBy('created_at', 'desc')
      .execute();
    expect(kept.map((mail) => mail.subject)).toEqual(['Kept second', 'Kept first']);
    expect(kept[1]).toMatchObject({
      id: first.id,
      to: ['ann@example.test'],
      tag: 'notification',
      headers: {
        From: FROM,
        'Reply-To': 'reply+token@reply.example.test',
        'List-Unsubscribe': '<https://liens.example.test/unsubscribe/abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(kept[0].headers).toEqual({ From: FROM });
    expect(kept[1].html).toContain('Jane Doe');
    await expect(mailer.send(notificationMessage({ to: ['nobody'] }))).rejects.toThrow(/recipient/);
  });
});
