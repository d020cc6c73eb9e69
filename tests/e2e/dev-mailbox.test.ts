// The development mailbox: the link under the sign-in form, and the page showing what the embedded mailer kept
// (the test stack's registry is not in production mode, so the mailbox exists).
import { expect, test } from '@playwright/test';
import { createOutboxMailer } from '../../registry/adapters/mail.ts';
import { renderMail } from '../../registry/domain/mail/templates.ts';
import { startStack, type Stack } from './helpers.ts';

let stack: Stack;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.close();
});

test('a new user reads the kept e-mails from the sign-in page, HTML sandboxed and text beside it', async () => {
  const mailer = createOutboxMailer(stack.db);
  const rendered = renderMail('notification', {
    title: 'Case status updated',
    lines: ['The law firm posted a status update.'],
    case: { plaintiffName: 'Jane Doe', caseId: 'c-1' },
    categoryLabel: 'Case status updates',
  });
  await mailer.send({ to: ['provider@demo.test'], ...rendered, tag: 'notification' });

  const context = await stack.browser.newContext({ baseURL: stack.portal.url });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('link', { name: /^Mailbox \(\d+\)$/ }).click();
  await expect(page.getByRole('heading', { name: 'Development mailbox' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Case status updated/ }).first()).toBeVisible();
  const frame = page.getByTitle('HTML body of Case status updated');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(page.frameLocator('iframe[title="HTML body of Case status updated"]').getByText('Case: Jane Doe (case c-1)')).toBeVisible();
  await expect(page.getByLabel('Text body of Case status updated')).toContainText('The law firm posted a status update.');
  await context.close();
});
