// End-to-end: a user who forgot the password asks for a reset from the sign-in page, opens the e-mailed link (read
// from a real SMTP peer), chooses a new password and signs in with it; the session they had open elsewhere has
// ended, and the used link shows the token-expired view.
import { expect, test } from '@playwright/test';
import { DEMO_EMAILS } from '../../registry/seed/demo.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../registry/testing-smtp.ts';
import { CASE_URL, newPage, signIn, signedIn, startStack, type Stack } from './helpers.ts';

let smtp: TestSmtpServer;
let stack: Stack;

test.beforeAll(async ({ browser }) => {
  smtp = await startTestSmtpServer();
  stack = await startStack(browser, { smtpUrl: smtp.url, publicUrl: 'http://portal.test' });
});
test.afterAll(async () => {
  await stack?.close();
  await smtp?.close();
});

const NEW_PASSWORD = 'correct horse battery staple 12';

test('forgot password: request, e-mailed link, new password, sign in; other sessions end; the link works once', async () => {
  const email = DEMO_EMAILS.funder;
  // A session open elsewhere before the reset.
  const elsewhere = await signedIn(stack, email);

  const { page } = await newPage(stack);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/password-reset-request$/);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that e-mail, we have sent a link to reset your password.')).toBeVisible();

  const find = () => smtp.messages.find((message) => /\/password\/reset\/confirm\//.test(message.text ?? ''));
  await expect.poll(() => !!find(), { timeout: 30_000 }).toBe(true);
  const link = new URL(/https?:\/\/\S+\/password\/reset\/confirm\/\S+/.exec(find()!.text ?? '')![0]);
  expect(link.origin).toBe('http://portal.test');
  const path = link.pathname;

  await page.goto(path);
  await page.getByLabel(/^New password/).fill('short');
  await page.getByLabel('Re-enter new password').fill('short');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('This password is too short. It must contain at least 10 characters.')).toBeVisible();
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel('Re-enter new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('.fui-ToastTitle', { hasText: 'Success! Please log in with your new password.' })).toBeVisible();

  await signIn(page, email, NEW_PASSWORD);
  await page.waitForURL(CASE_URL);

  // The session opened before the reset has ended.
  await elsewhere.page.reload();
  await expect(elsewhere.page).toHaveURL(/\/login\?next=/);

  // The link worked once.
  const again = await newPage(stack);
  await again.page.goto(path);
  await again.page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await again.page.getByLabel('Re-enter new password').fill(NEW_PASSWORD);
  await again.page.getByRole('button', { name: 'Reset password' }).click();
  await expect(again.page.getByRole('heading', { name: 'Your invite token has expired.' })).toBeVisible();
});
