// End-to-end: staff verify a contact. A contact of an organisation with a website is listed with an e-mail of another
// domain; staff open /dedupe, the 'Verify Contacts' tab, find the contact, fill the Verify Contact modal, confirm the
// e-mail-domain warning ('Confirm Contact Verification'), and the contact leaves the table. A law-firm user who opens
// /dedupe is sent away.
import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { DEMO_EMAILS } from '../../registry/seed/demo.ts';
import { signedIn, startStack, type Stack } from './helpers.ts';

let stack: Stack;

test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.close();
});

test('staff verify a contact, confirming the e-mail-domain warning', async () => {
  const tag = `Verifia${randomUUID().slice(0, 6)}`;
  const { id: organizationId } = await stack.db
    .insertInto('legal_organizations')
    .values({ name: `${tag} Clinic`, type: 'MEDICAL_PRACTICE', website: 'https://www.verifia-clinic.example' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: contactId } = await stack.db
    .insertInto('contacts')
    .values({ first_name: tag, last_name: 'Lund', email: 'dana.lund@gmail.example', legal_organization_id: organizationId })
    .returning('id')
    .executeTakeFirstOrThrow();

  const { page: firm } = await signedIn(stack, DEMO_EMAILS.lawFirm);
  await firm.goto('/dedupe?tab=verify-contacts');
  await expect(firm).not.toHaveURL(/\/dedupe/);

  const { page } = await signedIn(stack, DEMO_EMAILS.staff);
  await page.getByRole('button', { name: 'Sam Staffer' }).click();
  await page.getByRole('menuitem', { name: 'Dedupe', exact: true }).click();
  await page.getByRole('tab', { name: 'Verify Contacts' }).click();
  await expect(page).toHaveURL(/tab=verify-contacts/);
  await expect(page.getByRole('radio', { name: /^No action taken \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Dismissed/ })).toHaveCount(0);
  await page.getByPlaceholder('Search by name, e-mail or website').fill(tag);
  await expect(page.getByText('1 contact', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'No action taken (1)' })).toBeVisible();

  await page.getByRole('button', { name: `Verify ${tag} Lund` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Verify Contact')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Verify Email Domain' })).toBeChecked();
  await dialog.getByRole('textbox', { name: /Verification reason/ }).fill('Called the clinic front desk');
  await dialog.getByRole('button', { name: 'Verify' }).click();

  await expect(dialog.getByText('Confirm Contact Verification')).toBeVisible();
  await expect(
    dialog.getByText(
      `This contact is listed with ${tag} Clinic ... but their email (dana.lund@gmail.example) does not match the organization's domain (verifia-clinic.example). Are you sure you want to verify this contact?`,
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByText('Contact verified.').first()).toBeVisible();
  await expect(page.getByText('You have successfully deduped all contacts!')).toBeVisible();
  await expect(page.getByText('They will repopulate automatically over the next few days.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'No action taken (0)' })).toBeVisible();
  const row = await stack.db
    .selectFrom('contacts')
    .select(['verification_status', 'verification_reason'])
    .where('id', '=', contactId)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ verification_status: 'VERIFIED', verification_reason: 'Called the clinic front desk' });
});

test('staff ask more about an organisation, then verify it as a Verified Match they add in the drawer', async () => {
  const tag = `Orgia${randomUUID().slice(0, 6)}`;
  const { id: organizationId } = await stack.db
    .insertInto('legal_organizations')
    .values({ name: `${tag} Rehab`, type: 'MEDICAL_PRACTICE' })
    .returning('id')
    .executeTakeFirstOrThrow();

  const { page } = await signedIn(stack, DEMO_EMAILS.staff);
  await page.goto('/dedupe?tab=verify-organizations');
  await expect(page.getByRole('tab', { name: 'Verify Legal Organizations' })).toHaveAttribute('aria-selected', 'true');
  await page.getByPlaceholder('Search by name, e-mail or website').fill(tag);
  await expect(page.getByText('1 organization', { exact: true })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`${tag} Rehab`) });

  // Needs more information: the row stays, with its note; the counts move.
  await row.getByRole('button', { name: 'Needs more information' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('Which license number?');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Marked as needing more information.').first()).toBeVisible();
  await expect(row.getByText('Which license number?')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Needs more information (1)' })).toBeVisible();

  // Verify: the Verified Matches drawer, a match added there, then chosen.
  await row.getByRole('button', { name: 'Verify', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Verified Matches' });
  await expect(drawer.getByPlaceholder('Find verified match')).toBeVisible();
  await drawer.getByRole('button', { name: 'Add verified match' }).click();
  const modal = page.getByRole('dialog', { name: 'Add verified match' });
  await modal.getByRole('textbox', { name: 'Name' }).fill(`${tag} Rehab Group`);
  await modal.getByRole('textbox', { name: 'Address', exact: true }).fill('10 Oak Ave');
  await modal.getByRole('textbox', { name: 'City' }).fill('Tulsa');
  await modal.getByRole('textbox', { name: 'State' }).fill('OK');
  await modal.getByRole('textbox', { name: 'ZIP code' }).fill('74103');
  await modal.getByRole('textbox', { name: 'Email' }).fill('front@rehab.example');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Verified match saved.').first()).toBeVisible();
  await drawer.getByPlaceholder('Find verified match').fill(`${tag} Rehab Group`);
  const match = drawer.getByRole('row', { name: new RegExp(`${tag} Rehab Group`) });
  await match.getByRole('button', { name: 'Verify as this match' }).click();
  await expect(page.getByText('Organization verified.').first()).toBeVisible();
  await expect(page.getByText('You have successfully deduped all legal organizations!')).toBeVisible();

  const verified = await stack.db
    .selectFrom('legal_organization_verifications as v')
    .innerJoin('legal_organizations as m', 'm.id', 'v.verified_match_id')
    .select(['v.status', 'm.name', 'm.contact_emails'])
    .where('v.organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  expect(verified).toEqual({ status: 'VERIFIED', name: `${tag} Rehab Group`, contact_emails: ['front@rehab.example'] });
});
