// End-to-end: a user who forgot the password asks for a reset from the sign-in page, opens the e-mailed link (read
// from a real SMTP peer), chooses a new password and signs in with it; the session they had open elsewhere has
// ended, and the used link shows the token-expired view. A law firm invites a provider from /invite. An account whose
// registration awaits approval sees only the verification-pending page.
import { expect, test } from '@playwright/test';
import { DEMO_EMAILS } from '../../registry/seed/demo.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../registry/testing-smtp.ts';
import { createUser } from '../contract/helpers.ts';
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
  // The sign-in form's own e-mail field looks the same: fill the reset page's once it shows.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
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

test('a law firm invites a provider from /invite; the e-mail links the lienholder registration; a lienholder is sent away', async () => {
  const { page } = await signedIn(stack, DEMO_EMAILS.lawFirm);
  // The user menu is the header's last button.
  await page.getByRole('banner').getByRole('button').last().click();
  await page.getByRole('menuitem', { name: 'Invite Providers' }).click();
  await expect(page).toHaveURL(/\/invite$/);
  await page.getByLabel(/^Provider Email Address/).fill('new-clinic@provider.test');
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.locator('.fui-ToastTitle', { hasText: 'Invited!' })).toBeVisible();
  const row = page.getByRole('row', { name: /new-clinic@provider\.test/ });
  await expect(row).toContainText('Sent');

  const find = () => smtp.messages.find((message) => (message.text ?? '').includes('compulsion_request='));
  await expect.poll(() => !!find(), { timeout: 30_000 }).toBe(true);
  expect(find()!.subject).toMatch(/invites you to the Lien Registry$/);
  expect(find()!.text).toMatch(
    /http:\/\/portal\.test\/register-lh\/account\?compulsion_request=[0-9a-f-]{36}&email=new-clinic%40provider\.test/,
  );

  await row.getByRole('button', { name: /Resend invitation email/ }).click();
  await expect(row.getByRole('button', { name: /Sent!/ })).toBeVisible();

  const lienholder = await signedIn(stack, DEMO_EMAILS.provider);
  await lienholder.page.goto('/invite');
  await expect(lienholder.page).toHaveURL(/\/portfolio/);
});

test('an account whose registration awaits approval signs in to the verification-pending page only, and signs out', async () => {
  const user = await createUser(stack.db, { password: 'pending-password-1', type: 'MEDICAL_PRACTICE' });
  await stack.db.updateTable('accounts').set({ is_registration_pending: true }).where('id', '=', user.accountId).execute();
  const { page } = await newPage(stack);
  await page.goto('/login');
  await signIn(page, user.email, 'pending-password-1');
  await expect(page.getByRole('heading', { name: 'Your registration is being reviewed' })).toBeVisible();
  await page.goto('/settings/account');
  await expect(page.getByRole('heading', { name: 'Your registration is being reviewed' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
