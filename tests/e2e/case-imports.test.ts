// End-to-end: the spreadsheet import. A provider, signed out, sends a .csv on /bulk-case-upload; staff open Case
// Uploads from the user menu, choose the file (read by the parse job), check the guessed columns and the preview's
// per-row errors, choose the law firm and import. The valid rows become the firm's cases (one of them a duplicate of
// an existing case, which the dedupe engine matches), the invalid row is skipped, and 'From Import' opens the dedupe
// queue filtered to the import.
import { expect, test } from '@playwright/test';
import { sql } from 'kysely';
import { DEMO_EMAILS } from '../../registry/seed/demo.ts';
import { newPage, signedIn, startStack, type Stack } from './helpers.ts';

let stack: Stack;

test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.close();
});

test('a provider uploads a .csv signed out; staff map, preview, choose the law firm and import; the cases and their dedupe matches follow', async () => {
  test.setTimeout(180_000);
  const firm = await stack.db
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.user_id', 'u.id')
    .innerJoin('legal_organizations as o', 'o.id', 'a.organization_id')
    .select(['o.id', 'o.name'])
    .where('u.email', '=', DEMO_EMAILS.lawFirm)
    .executeTakeFirstOrThrow();
  const existing = await stack.db
    .selectFrom('cases as c')
    .innerJoin('persons as p', 'p.id', 'c.plaintiff_id')
    .select(['p.first_name', 'p.last_name', sql<string>`to_char(p.birthdate, 'YYYY-MM-DD')`.as('birthdate')])
    .where('c.law_firm_id', '=', firm.id)
    .where('p.birthdate', 'is not', null)
    .orderBy('c.created_at')
    .executeTakeFirstOrThrow();
  const csv = [
    'First Name,Last Name,Date of Birth,Date of Loss,State',
    `${existing.first_name},${existing.last_name},${existing.birthdate},,`,
    'Quinn,Harlow,03/04/1985,2024-01-02,NY',
    'Rae,,1990-01-01,,',
  ].join('\n');

  // The provider, signed out.
  const { page: provider } = await newPage(stack);
  await provider.goto('/bulk-case-upload');
  await expect(provider.getByRole('link', { name: 'template spreadsheet' })).toHaveAttribute(
    'href',
    '/api/registry/v1/files/case-upload-template.xlsx',
  );
  await provider.getByRole('textbox', { name: 'Company Name' }).fill('Harlow Imaging');
  await provider.getByRole('textbox', { name: 'Your Full Name' }).fill('Dana Harlow');
  await provider.getByRole('textbox', { name: 'Email' }).fill('dana@harlow-imaging.test');
  await provider
    .getByLabel('Cases You Are Uploading')
    .setInputFiles({ name: 'import-journey.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await provider.getByRole('button', { name: 'Submit' }).click();
  await expect(provider.getByText('Your file was uploaded securely. We have e-mailed you a confirmation.')).toBeVisible();

  // Staff: Case Uploads from the user menu.
  const { page } = await signedIn(stack, DEMO_EMAILS.staff);
  await page.getByRole('button', { name: 'Sam Staffer' }).click();
  await page.getByRole('menuitem', { name: 'Case Uploads' }).click();
  await expect(page).toHaveURL(/\/staff\/case-uploads/);
  await expect(page.getByRole('heading', { name: 'Case Uploads' })).toBeVisible();
  await page.getByRole('button', { name: 'import-journey.csv' }).click();
  const panel = page.getByRole('region', { name: 'Import' });
  // Read by the parse job (the page looks again while it runs).
  await expect(panel.getByRole('button', { name: 'Import' })).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByRole('combobox', { name: 'Plaintiff First Name' })).toHaveValue('0');
  await expect(panel.getByRole('combobox', { name: 'Plaintiff Date of Birth' })).toHaveValue('2');
  await expect(panel.getByRole('combobox', { name: 'State of Incident' })).toHaveValue('4');
  const preview = panel.getByRole('table', { name: 'Preview' });
  await expect(preview.getByRole('row')).toHaveCount(4);
  await expect(preview.getByText('Plaintiff Last Name: This field is required.')).toBeVisible();

  // The law firm the cases are for, then Save and preview, then Import.
  await panel.getByRole('combobox', { name: 'Organization' }).fill(firm.name.slice(0, 8));
  await page
    .getByRole('option', { name: new RegExp(`^${firm.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first()
    .click();
  await panel.getByRole('button', { name: 'Save and preview' }).click();
  await panel.getByRole('button', { name: 'Import' }).click();
  await expect(panel.getByText('2 cases were imported; 1 row was skipped for errors.')).toBeVisible({ timeout: 90_000 });

  const upload = await stack.db
    .selectFrom('bulk_data_imports')
    .select(['id', 'status'])
    .where('file_name', '=', 'import-journey.csv')
    .executeTakeFirstOrThrow();
  expect(upload.status).toBe('IMPORTED');
  const imported = await stack.db.selectFrom('cases').select(['id', 'law_firm_id']).where('import_id', '=', upload.id).execute();
  expect(imported).toHaveLength(2);
  expect(imported.every((c) => c.law_firm_id === firm.id)).toBe(true);
  // The duplicate's match (the incremental dedupe run) carries the import.
  await expect
    .poll(async () => (await stack.db.selectFrom('dedupe_matches').select('id').where('import_id', '=', upload.id).execute()).length, {
      timeout: 60_000,
    })
    .toBeGreaterThan(0);

  await panel.getByRole('link', { name: 'From Import' }).click();
  await expect(page).toHaveURL(new RegExp(`/dedupe\\?import_id=${upload.id}`));
  // One label per match of the import: the engine may have found more than the duplicate by now.
  await expect(page.getByText('From Import').first()).toBeVisible();
  await expect(page.getByText(`${existing.first_name} ${existing.last_name}`).first()).toBeVisible();
});
