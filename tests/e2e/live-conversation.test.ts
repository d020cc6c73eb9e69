// End-to-end: the live half of the product in two browsers. The law firm writes in a lien's chat; the lienholder's
// Chat badge and notification bell rise without a reload; the chat's notification e-mail arrives at a real SMTP
// peer (with its reply address, one-click unsubscribe and a link back); the lienholder answers that e-mail from a
// mail client (a real SMTP client sending to the registry's inbound listener, the original quoted below); the
// answer, without the quote, arrives in the law firm's open chat, and the law firm's bell rises in turn.
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { AddressObject, ParsedMail } from 'mailparser';
import nodemailer from 'nodemailer';
import { startTestSmtpServer, type TestSmtpServer } from '../../registry/testing-smtp.ts';
import { CASE_URL, fullName, newPage, restPortfolio, signIn, startStack, type Stack } from './helpers.ts';

const REPLY_DOMAIN = 'reply.test';
const PUBLIC_URL = 'http://portal.test';
let smtp: TestSmtpServer;
let stack: Stack;

test.beforeAll(async ({ browser }) => {
  smtp = await startTestSmtpServer();
  stack = await startStack(browser, { smtpUrl: smtp.url, publicUrl: PUBLIC_URL, inboundMail: { port: 0, replyDomain: REPLY_DOMAIN } });
});
test.afterAll(async () => {
  await stack?.close();
  await smtp?.close();
});

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((object) => object.value.map((entry) => entry.address?.toLowerCase()));
const header = (message: ParsedMail, name: string) => message.headerLines.find((line) => line.key === name)?.line ?? '';

/** Resolves with the first message to `address` whose text has `text` (waiting for it to arrive). */
async function mailTo(address: string, text: string): Promise<ParsedMail> {
  await expect
    .poll(() => smtp.messages.some((message) => addressesOf(message.to).includes(address) && (message.text ?? '').includes(text)), {
      timeout: 60_000,
    })
    .toBe(true);
  return smtp.messages.find((message) => addressesOf(message.to).includes(address) && (message.text ?? '').includes(text))!;
}

/** The bell's count of new notifications, from its accessible name ('Notifications' or 'Notifications, N new'). */
async function newNotifications(page: Page): Promise<number> {
  const name = (await page.getByRole('button', { name: /^Notifications/, includeHidden: true }).getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) new/.exec(name)?.[1] ?? 0);
}

async function openCase(email: string, caseId: string, heading: string): Promise<Page> {
  const { page } = await newPage(stack);
  await page.goto('/login');
  await signIn(page, email);
  await page.waitForURL(CASE_URL);
  await page.goto(`/portfolio/${caseId}`);
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  return page;
}

async function openChat(page: Page, title: string): Promise<Locator> {
  const button = page.getByRole('button', { name: /^Chat/ });
  await expect(button).toBeEnabled();
  const isPicker = (await button.getAttribute('aria-haspopup')) === 'menu';
  await button.click();
  if (isPicker) await page.getByRole('menuitem', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  return dialog;
}

test('chat, badge and bell live; the notification e-mail arrives; a reply by e-mail shows up in the chat', async () => {
  const firmCases = new Set((await restPortfolio(stack, 'lawfirm@demo.test')).results.map((c) => c.id));
  const target = (await restPortfolio(stack, 'provider@demo.test')).results.find((c) => firmCases.has(c.id));
  expect(target).toBeTruthy();
  const heading = fullName(target!);

  // The lienholder has the case open; the law firm opens the lien's chat.
  const provider = await openCase('provider@demo.test', target!.id, heading);
  const providerChatButton = provider.getByRole('button', { name: /^Chat/, includeHidden: true });
  await expect(providerChatButton).toHaveAccessibleName('Chat');
  const providerBellBefore = await newNotifications(provider);
  const firm = await openCase('lawfirm@demo.test', target!.id, heading);
  const firmChat = await openChat(firm, 'Riverside Spine & Rehab');
  const firmBellBefore = await newNotifications(firm);

  // The law firm writes; the lienholder's Chat badge and bell rise without a reload.
  const question = `Is the balance final? (${Date.now()})`;
  await firmChat.getByRole('textbox', { name: 'Message' }).fill(question);
  await firmChat.getByRole('button', { name: 'Send' }).click();
  await expect(firmChat.getByRole('listitem').filter({ hasText: question })).toHaveCount(1);
  await expect(providerChatButton).toHaveAccessibleName('Chat, 1 unread');
  await expect.poll(() => newNotifications(provider), { timeout: 60_000 }).toBe(providerBellBefore + 1);

  // Its e-mail reached the lienholder's user: a link back to the case, one-click unsubscribe, a reply address.
  const mail = await mailTo('provider@demo.test', question);
  expect(mail.text).toContain(`${PUBLIC_URL}/portfolio/${target!.id}`);
  expect(header(mail, 'list-unsubscribe')).toMatch(new RegExp(`<${PUBLIC_URL}/.+>`));
  expect(header(mail, 'list-unsubscribe-post')).toContain('List-Unsubscribe=One-Click');
  const replyTo = addressesOf(mail.replyTo)[0];
  expect(replyTo).toMatch(new RegExp(`^reply\\+[0-9a-z]+@${REPLY_DOMAIN.replace('.', '\\.')}$`));

  // The lienholder answers from a mail client, the question quoted below its answer.
  const answer = `The balance is final at $1,250 (${Date.now()})`;
  const client = nodemailer.createTransport({ host: '127.0.0.1', port: stack.registry.inboundMail!.port, secure: false, ignoreTLS: true });
  try {
    const sent = await client.sendMail({
      from: 'provider@demo.test',
      to: replyTo,
      subject: `Re: ${mail.subject}`,
      text: `${answer}\n\nOn Wed, Nov 25, 2026 at 9:00 AM Lien Registry <no-reply@localhost> wrote:\n> ${question}\n`,
    });
    expect(sent.response).toMatch(/^250 /);
  } finally {
    client.close();
  }

  // The answer, without the quote, arrives in the law firm's open chat; the law firm's bell rises in turn.
  const bubble = firmChat.getByRole('listitem').filter({ hasText: answer });
  await expect(bubble).toHaveCount(1);
  await expect(bubble).not.toContainText('wrote:');
  await expect(firmChat.getByRole('listitem').filter({ hasText: question })).toHaveCount(1);
  await expect.poll(() => newNotifications(firm), { timeout: 60_000 }).toBe(firmBellBefore + 1);

  // The lienholder opens its bell: the chat's notification is there, and opening marked it viewed.
  await provider.getByRole('button', { name: /^Notifications/ }).click();
  const list = provider.getByRole('list', { name: 'Notifications list' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect.poll(() => newNotifications(provider)).toBe(0);
});
