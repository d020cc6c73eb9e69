// End-to-end: an organisation's users. The law firm's admin invites a colleague on Settings › Organization; the
// colleague opens the e-mailed link (read from a real SMTP peer) in a browser that never signed in, chooses a
// password and signs in; the admin deactivates them, and the colleague's open session is refused at once.
import { expect, test } from '@playwright/test';
import { DEMO_EMAILS } from '../../registry/seed/demo.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../registry/testing-smtp.ts';
import { newPage, signIn, signedIn, startStack, CASE_URL, type Stack } from './helpers.ts';

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

test('an admin invites a colleague, who accepts from the e-mail and signs in; deactivated, their session is refused', async () => {
  const email = `cora.lee.${Date.now()}@example.test`;
  const password = 'cora-chooses-a-password-7';

  // The admin invites a colleague.
  const { page: admin } = await signedIn(stack, DEMO_EMAILS.lawFirm);
  await admin.goto('/settings/organization');
  const users = admin.getByRole('table', { name: 'Organization users' });
  await expect(users.getByRole('row', { name: /Laura Hartwell \(you\)/ })).toBeVisible();
  await admin.getByRole('button', { name: 'Invite User' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Invite User' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('First name').fill('Cora');
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(admin.getByText('Invited!').first()).toBeVisible();
  const row = users.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await expect(row.getByRole('cell', { name: 'Invited' })).toBeVisible();

  // The link from the e-mail, in a browser that never signed in.
  const find = () => smtp.messages.find((message) => message.to && JSON.stringify(message.to).includes(email));
  await expect.poll(() => !!find(), { timeout: 60_000 }).toBe(true);
  const url = new URL(/https?:\/\/\S+\/invite\?token=\S+/.exec(find()!.text ?? '')![0]);
  expect(url.origin).toBe('http://portal.test');
  const { page: colleague } = await newPage(stack);
  await colleague.goto(`${url.pathname}${url.search}`);
  await expect(colleague.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible();
  await expect(colleague.getByLabel('First name')).toHaveValue('Cora');
  await colleague.getByLabel('Last name').fill('Lee');
  await colleague.getByLabel('Password').fill(password);
  await colleague.getByRole('button', { name: 'Create account' }).click();
  await colleague.waitForURL(/\/login/);
  await signIn(colleague, email, password);
  await colleague.waitForURL(CASE_URL);

  // The used link opens nothing any more.
  const { page: again } = await newPage(stack);
  await again.goto(`${url.pathname}${url.search}`);
  await expect(again.getByText('Your invite token has expired.')).toBeVisible();

  // The admin sees the colleague active, and deactivates them.
  await admin.reload();
  const accepted = users.getByRole('row', { name: /Cora Lee/ });
  await expect(accepted.getByRole('cell', { name: 'Active' })).toBeVisible();
  await accepted.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Deactivate user' });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(confirm).toBeHidden();
  await expect(accepted.getByRole('cell', { name: 'Deactivated' })).toBeVisible();

  // The colleague's open session is refused: the next page load lands on sign-in, and signing in again fails.
  await colleague.reload();
  await colleague.waitForURL(/\/login/);
  await signIn(colleague, email, password);
  await expect(colleague).toHaveURL(/\/login/);
});
