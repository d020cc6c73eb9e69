// Chat e-mails wait (CHAT_EMAIL_DELAY_SECONDS): a burst of messages is one e-mail per recipient and window, naming how
// many are unread, and a chat the recipient's side read before the e-mail was due is not e-mailed at all. The in-app
// notification of each message is not delayed.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { registryOptionsFromEnv } from '../../registry/env.ts';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../registry/testing-smtp.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let smtp: TestSmtpServer;
let url: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  registry = await startTestRegistry({ smtpUrl: smtp.url, chatEmailDelaySeconds: 5 });
  url = registry.url;
  for (const key of ['lawFirm', 'provider'] as const) tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
}, 240_000);
afterAll(async () => {
  await registry?.close();
  await smtp?.close();
});

const idle = () => registry.registry.adapters.jobs.idle({ timeoutMs: 30_000 });
const chatMailsTo = (email: string) =>
  smtp.messages.filter((message) => JSON.stringify(message.to).includes(email) && /new messages? from/.test(message.subject ?? ''));

async function providerChat(): Promise<string> {
  const liens = (await call(url, `${V1}/beta/escrow-agent/liens/?page_size=off`, { token: tokens.lawFirm })).body.results;
  const lien = liens.find((l: any) => l.lienholder.name === 'Riverside Spine & Rehab');
  return (await call(url, `${V1}/chat-threads/?lien=${lien.id}`, { token: tokens.provider })).body.results[0].id;
}

const send = async (thread: string, note: string) =>
  expect((await call(url, `${V1}/chat-messages/`, { token: tokens.provider, method: 'POST', body: { thread, note } })).status).toBe(201);

test('five messages in a row are at most two e-mails (one per window), the last naming the unread count and newest message', async () => {
  const thread = await providerChat();
  for (let i = 1; i <= 5; i++) await send(thread, `Update ${i}`);
  // Every message is in the bell within moments; nothing is e-mailed before the delay.
  const notified = async () =>
    (await registry.registry.db.selectFrom('notifications').select('id').where('type', '=', 'NEW_CHAT_MESSAGE').execute()).length;
  await expect.poll(notified, { timeout: 3_000 }).toBeGreaterThanOrEqual(5);
  expect(chatMailsTo(DEMO_EMAILS.lawFirm)).toHaveLength(0);
  await idle();
  const mails = chatMailsTo(DEMO_EMAILS.lawFirm);
  expect(mails.length).toBeGreaterThanOrEqual(1);
  expect(mails.length).toBeLessThanOrEqual(2);
  expect(mails.at(-1)!.subject).toBe('5 new messages from Riverside Spine & Rehab');
  expect(mails.at(-1)!.text).toContain('Update 5');
});

test('a chat read before its e-mail was due is not e-mailed', async () => {
  const thread = await providerChat();
  // The earlier test's messages: read now, so only the next one counts.
  await call(url, `${V1}/chat-threads/${thread}/mark-read/`, { token: tokens.lawFirm, method: 'POST', body: {} });
  await idle();
  const before = chatMailsTo(DEMO_EMAILS.lawFirm).length;
  await send(thread, 'Are you there?');
  expect((await call(url, `${V1}/chat-threads/${thread}/mark-read/`, { token: tokens.lawFirm, method: 'POST', body: {} })).status).toBe(
    200,
  );
  await idle();
  expect(chatMailsTo(DEMO_EMAILS.lawFirm)).toHaveLength(before);
});

test('CHAT_EMAIL_DELAY_SECONDS: whole seconds up to a day; unset leaves the default (60 s)', () => {
  expect(registryOptionsFromEnv({}).chatEmailDelaySeconds).toBeUndefined();
  expect(registryOptionsFromEnv({ CHAT_EMAIL_DELAY_SECONDS: '0' }).chatEmailDelaySeconds).toBe(0);
  expect(registryOptionsFromEnv({ CHAT_EMAIL_DELAY_SECONDS: ' 300 ' }).chatEmailDelaySeconds).toBe(300);
  for (const bad of ['-1', '1.5', 'soon', '86401'])
    expect(() => registryOptionsFromEnv({ CHAT_EMAIL_DELAY_SECONDS: bad }), bad).toThrow(/CHAT_EMAIL_DELAY_SECONDS must be whole seconds/);
});
