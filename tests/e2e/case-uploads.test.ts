// End-to-end: a provider, signed out, sends a .csv of cases on /bulk-case-upload (Secure Case Upload), sees the
// success message and an emptied form, and the confirmation e-mail reaches a real SMTP peer; the registry stored the
// file as sent. Signed in, the provider finds the page from the Register New Case drawer, filled in with their details;
// a law firm's drawer has no such link.
import { expect, test } from '@playwright/test';
import { DEMO_EMAILS } from '../../registry/seed/demo.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../registry/testing-smtp.ts';
import { newPage, signedIn, startStack, type Stack } from './helpers.ts';

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

const CSV = 'plaintiff_first_name,plaintiff_last_name,plaintiff_birthdate,law_firm\nOlive,Stone,1980-02-03,Hartwell & Associates\n';

test('a provider signed out uploads a .csv of cases and is e-mailed a confirmation', async () => {
  const email = 'billing@sunrise-clinic.test';
  const { page } = await newPage(stack);
  await page.goto('/bulk-case-upload');
  await expect(page.getByRole('heading', { name: 'Secure Case Upload' })).toBeVisible();
  await expect(page.getByText('This upload is secure and HIPAA compliant.')).toBeVisible();

  // Nothing filled in: every field is required, and nothing is sent.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('This field is required.')).toHaveCount(4);

  await page.getByRole('textbox', { name: 'Company Name' }).fill('Sunrise Clinic');
  await page.getByRole('textbox', { name: 'Your Full Name' }).fill('Dana Sunrise');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Cases You Are Uploading').setInputFiles({ name: 'cases.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText('Your file was uploaded securely. We have e-mailed you a confirmation.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Company Name' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  await expect(page.getByText('This field is required.')).toHaveCount(0);

  // The registry keeps the file as it was sent, from nobody signed in.
  const stored = await stack.db.selectFrom('bulk_data_imports').selectAll().where('email_address', '=', email).executeTakeFirstOrThrow();
  expect(stored).toMatchObject({
    company_name: 'Sunrise Clinic',
    full_name: 'Dana Sunrise',
    file_name: 'cases.csv',
    status: 'RECEIVED',
    submitted_by_user_id: null,
  });
  expect(Number(stored.file_size)).toBe(Buffer.byteLength(CSV));

  // The confirmation arrives, naming the upload's reference and nothing that was sent.
  const confirmation = () =>
    smtp.messages.find((message) => message.subject === 'We received your case upload' && JSON.stringify(message.to).includes(email));
  await expect.poll(() => !!confirmation(), { timeout: 60_000 }).toBe(true);
  expect(confirmation()!.text).toContain(stored.id);
  expect(confirmation()!.text).not.toContain('Olive');
});

test('signed in, a lienholder reaches it from the Register New Case drawer, filled in; a law firm has no link', async () => {
  const provider = await signedIn(stack, DEMO_EMAILS.provider);
  await provider.page.getByRole('button', { name: 'Register New Case' }).click();
  const drawer = provider.page.getByRole('dialog').filter({ hasText: 'Register New Case' });
  await drawer.getByRole('link', { name: 'Upload a spreadsheet instead' }).click();
  await expect(provider.page).toHaveURL(/\/bulk-case-upload$/);
  await expect(provider.page.getByRole('heading', { name: 'Secure Case Upload' })).toBeVisible();
  await expect(provider.page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_EMAILS.provider);
  await expect(provider.page.getByRole('textbox', { name: 'Company Name' })).not.toHaveValue('');

  const firm = await signedIn(stack, DEMO_EMAILS.lawFirm);
  await firm.page.getByRole('button', { name: 'Register New Case' }).click();
  const firmDrawer = firm.page.getByRole('dialog').filter({ hasText: 'Register New Case' });
  await expect(firmDrawer.getByRole('button', { name: 'Register Case' })).toBeVisible();
  await expect(firmDrawer.getByRole('link', { name: 'Upload a spreadsheet instead' })).toHaveCount(0);
});
