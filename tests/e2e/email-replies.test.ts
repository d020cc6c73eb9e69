// End-to-end: a reply by e-mail shows up in the open chat. The law firm has the lien's chat open in its browser;
// the lienholder's user answers the chat's notification e-mail from a mail client (a real SMTP client sending to
// the reply address, the original quoted below); the answer, without the quote, arrives in the law firm's chat
// without a reload.
import { expect, test, type Locator } from '@playwright/test';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { loginAs } from '../../registry/testing.ts';
import { replyAddressFor } from '../../registry/domain/email-replies/reply-addresses.ts';
import { startInboundMail, type InboundMailServer } from '../../registry/inbound/smtp.ts';
import { CASE_URL, DEMO_PASSWORD, fullName, newPage, restPortfolio, signIn, startStack, type Stack } from './helpers.ts';

const REPLY_DOMAIN = 'reply.test';
let stack: Stack;
let inbound: InboundMailServer;

test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
  // The registry's own listener, on the stack's database (what INBOUND_SMTP_PORT starts in createRegistry).
  inbound = await startInboundMail(
    stack.db,
    { referralLawFirmIsLawFirm: false },
    { port: 0, replyDomain: REPLY_DOMAIN },
    pino({ level: 'warn' }),
  );
});
test.afterAll(async () => {
  await inbound?.close();
  await stack?.close();
});

test('a lienholder answers the chat e-mail; the answer appears live in the law firm’s open chat, without the quote', async () => {
  const firmCases = new Set((await restPortfolio(stack, 'lawfirm@demo.test')).results.map((c) => c.id));
  const target = (await restPortfolio(stack, 'provider@demo.test')).results.find((c) => firmCases.has(c.id)) as
    { id: string; plaintiff: { first_name: string; last_name: string }; user_lien: { id: string } } | undefined;
  expect(target).toBeTruthy();

  // The lien's chat (opened on first read) and a reply address for the lienholder's user on it.
  const token = await loginAs(stack.registryUrl, 'provider@demo.test', DEMO_PASSWORD);
  const headers = { Authorization: `JWT ${token}` };
  const chats = (await (
    await fetch(`${stack.registryUrl}/api/registry/v1/chat-threads/?lien=${target!.user_lien.id}`, { headers })
  ).json()) as {
    results: { id: string; to_organization_id: string; to_organization_name: string }[];
  };
  const chat = chats.results[0];
  const user = await stack.db.selectFrom('users').select('id').where('email', '=', 'provider@demo.test').executeTakeFirstOrThrow();
  const replyTo = await replyAddressFor(
    stack.db,
    { userId: user.id, organizationId: chat.to_organization_id, threadId: chat.id },
    { replyDomain: REPLY_DOMAIN },
  );

  // The law firm has the chat open (the lienholder's name is its title there).
  const title = chat.to_organization_name;
  const { context, page } = await newPage(stack);
  let chatEvents = 0;
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (/"type":"next"/.test(payload.toString()) && payload.toString().includes('"threadChanged"')) chatEvents += 1;
    }),
  );
  await page.goto('/login');
  await signIn(page, 'lawfirm@demo.test');
  await page.waitForURL(CASE_URL);
  await page.goto(`/portfolio/${target!.id}`);
  await expect(page.getByRole('heading', { name: fullName(target!) }).first()).toBeVisible();
  const button = page.getByRole('button', { name: /^Chat/ });
  await expect(button).toBeEnabled();
  const isPicker = (await button.getAttribute('aria-haspopup')) === 'menu';
  await button.click();
  if (isPicker) await page.getByRole('menuitem', { name: title }).click();
  const firmChat: Locator = page.getByRole('dialog', { name: title });
  await expect(firmChat.getByRole('textbox', { name: 'Message' })).toBeEnabled();

  // The law firm asks; its own message coming back over the chat's subscription shows the chat is live.
  const question = `Is the balance final? (${Date.now()})`;
  await firmChat.getByRole('textbox', { name: 'Message' }).fill(question);
  await firmChat.getByRole('button', { name: 'Send' }).click();
  await expect(firmChat.getByRole('listitem').filter({ hasText: question })).toHaveCount(1);
  await expect.poll(() => chatEvents).toBeGreaterThan(0);

  // The answer by e-mail, through the listener, as a mail client sends it.
  const answer = `The balance is final at $1,250 (${Date.now()})`;
  const mailer = nodemailer.createTransport({ host: '127.0.0.1', port: inbound.port, secure: false, ignoreTLS: true });
  try {
    const info = await mailer.sendMail({
      from: 'provider@demo.test',
      to: replyTo!,
      subject: 'Re: New chat message',
      text: `${answer}\n\nOn Wed, Nov 25, 2026 at 9:00 AM Lien Registry <no-reply@localhost> wrote:\n> ${question}\n`,
    });
    expect(info.response).toMatch(/^250 /);
  } finally {
    mailer.close();
  }
  const bubble = firmChat.getByRole('listitem').filter({ hasText: answer });
  await expect(bubble).toHaveCount(1);
  await expect(bubble).not.toContainText('wrote:');
  // The quote was left out: the question is only the law firm's own bubble.
  await expect(firmChat.getByRole('listitem').filter({ hasText: question })).toHaveCount(1);
  await context.close();
});
