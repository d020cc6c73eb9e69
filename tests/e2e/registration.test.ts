// End-to-end: a lienholder registers without signing in — the /register-lh wizard with two case rows (the second
// starts from the first row's law firm) and the company website — then staff approve it on /staff/registrations,
// and the applicant's approval e-mail, with a sign-in link for the new organisation, arrives at a real SMTP peer.
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

test('a lienholder registers two cases through the wizard, staff approve, the applicant is e-mailed', async () => {
  const firm = await stack.db
    .selectFrom('legal_organizations')
    .select('name')
    .where('type', '=', 'LAW_FIRM')
    .orderBy('name')
    .executeTakeFirstOrThrow();
  const email = 'mia.chen@chen-clinic.test';

  const { page } = await newPage(stack);
  await page.goto('/register-lh');
  await expect(page).toHaveURL(/\/register-lh\/account$/);
  await page.getByRole('textbox', { name: 'First name' }).fill('Mia');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Chen');
  await page.getByRole('textbox', { name: 'Work email' }).fill(email);
  await page.getByRole('textbox', { name: 'Company name' }).fill('Chen Physical Therapy');
  await page.getByRole('combobox', { name: 'Company type' }).click();
  await page.getByRole('option', { name: 'Medical Practice' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  // Register Cases: the first row's law firm from the search; the second row starts with its name.
  await expect(page).toHaveURL(/\/register-lh\/cases$/);
  const firstFirm = page.getByRole('combobox', { name: /Law firm \(case 1\)/ });
  await expect(firstFirm).toHaveAttribute('placeholder', 'Search law firm...');
  await firstFirm.click();
  await expect(page.getByRole('option', { name: "Type in law firm's name" })).toHaveCount(1);
  await firstFirm.pressSequentially(firm.name.slice(0, 6));
  await page.getByRole('option', { name: firm.name, exact: true }).click();
  await page.getByRole('textbox', { name: /First Name \(case 1\)/ }).fill('Olive');
  await page.getByRole('textbox', { name: /Last Name \(case 1\)/ }).fill('Stone');
  await page.getByLabel(/Patient Date of Birth \(case 1\)/).fill('1980-02-03');
  await page.getByRole('button', { name: 'Add another' }).click();
  const secondFirm = page.getByRole('combobox', { name: /Law firm \(case 2\)/ });
  await expect(secondFirm).toHaveValue(firm.name);
  await secondFirm.click();
  await page.getByRole('option', { name: firm.name, exact: true }).click();
  await page.getByRole('textbox', { name: /First Name \(case 2\)/ }).fill('Pat');
  await page.getByRole('textbox', { name: /Last Name \(case 2\)/ }).fill('Lee');
  await page.getByLabel(/Patient Date of Loss \(case 2\)/).fill('2024-05-06');
  await page.getByRole('button', { name: 'Next' }).click();

  // Verify Contact Information: the recommended website preference.
  await expect(page).toHaveURL(/\/register-lh\/details$/);
  await expect(page.getByRole('radio', { name: 'Company Website (Recommended)' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Company website' }).fill('https://chen-clinic.example.com');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/register-lh\/confirmation$/);
  await expect(page.getByRole('list', { name: 'Cases' })).toContainText('Olive Stone');
  await page.getByRole('button', { name: 'Submit registration' }).click();
  await expect(page).toHaveURL(/\/registration-complete\?success=true$/);
  await expect(page.getByRole('heading', { name: 'Thank you for registering' })).toBeVisible();
  // The applicant is e-mailed the link to choose a password (the invitation acceptance page).
  await expect
    .poll(
      () => smtp.messages.some((message) => JSON.stringify(message.to).includes(email) && /\/invite\?token=/.test(message.text ?? '')),
      {
        timeout: 60_000,
      },
    )
    .toBe(true);

  // Staff approve it.
  const staff = await signedIn(stack, DEMO_EMAILS.staff);
  await staff.page.getByRole('button', { name: 'Sam Staffer' }).click();
  await staff.page.getByRole('menuitem', { name: 'Registrations' }).click();
  await expect(staff.page).toHaveURL(/\/staff\/registrations$/);
  const card = staff.page.getByRole('article', { name: 'Registration of Mia Chen' });
  await expect(card.getByRole('list', { name: 'Cases of Mia Chen' })).toContainText('Pat Lee');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toBeHidden();

  // The applicant's approval e-mail arrives, linking to sign-in for the new organisation.
  const approval = () => smtp.messages.find((message) => message.subject === 'Your registration was approved');
  await expect.poll(() => !!approval(), { timeout: 60_000 }).toBe(true);
  const organization = await stack.db
    .selectFrom('legal_organizations')
    .select('id')
    .where('name', '=', 'Chen Physical Therapy')
    .executeTakeFirstOrThrow();
  expect(approval()!.text).toContain(`http://portal.test/login?organization=${organization.id}`);
  const to = approval()!.to;
  expect(JSON.stringify(to)).toContain(email);
  // The two rows are cases of the new lienholder now.
  const liens = await stack.db.selectFrom('liens').select('id').where('lienholder_id', '=', organization.id).execute();
  expect(liens).toHaveLength(2);
});
