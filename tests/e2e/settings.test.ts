// End-to-end: Settings › Organization and Account. A lienholder admin opens 'Organization' from the header menu
// (the header is compact there), edits the organisation's details (the registry refuses a bad ZIP code on its
// field, then saves; 'Success'), sees them after a reload, and changes their own name on the Account tab (the
// header's menu shows it). A member of the same organisation sees the new details but no 'Edit details'.
import { expect, test } from '@playwright/test';
import { createUser } from '../contract/helpers.ts';
import { signedIn, startStack, type Stack } from './helpers.ts';

const PASSWORD = 'a sturdy test password';
let stack: Stack;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.close();
});

test('an admin edits the organisation and their name; a member only reads', async () => {
  const admin = await signedIn(stack, 'provider@demo.test');
  const page = admin.page;

  await page.getByRole('button', { name: 'Priya Raman' }).click();
  await page.getByRole('menuitem', { name: 'Organization' }).click();
  await expect(page).toHaveURL(/\/settings\/organization$/);
  await expect(page.getByRole('banner')).toHaveAttribute('data-compact', 'true');
  await expect(page.getByRole('tab', { name: 'Organization', selected: true })).toBeVisible();

  const card = page.getByRole('group', { name: 'Organization details' });
  await card.getByRole('button', { name: 'Edit details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit organization details' });
  await dialog.getByLabel('Address line 1').fill('500 Congress Ave');
  await dialog.getByLabel('City').fill('Austin');
  await dialog.getByLabel('State').selectOption({ label: 'Texas' });
  await dialog.getByLabel('ZIP code').fill('7870');
  await dialog.getByLabel('Phone').fill('(512) 555-0188');
  await dialog.getByLabel(/Contact e-mails/).fill('billing@riverside.example.com\nrecords@riverside.example.com');
  await dialog.getByRole('switch', { name: 'Notify us of document uploads' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The registry's refusal, under its field; nothing saved.
  await expect(dialog.getByText('Enter a valid ZIP code (12345 or 12345-6789).')).toBeVisible();
  await dialog.getByLabel('ZIP code').fill('78701');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The toast (its text is also announced through Fluent's live region, hence the role).
  await expect(page.getByRole('listitem', { name: 'Success' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  for (const text of ['500 Congress Ave', 'Austin, TX 78701', '(512) 555-0188', 'records@riverside.example.com'])
    await expect(card).toContainText(text);

  await page.reload();
  await expect(page.getByRole('group', { name: 'Organization details' })).toContainText('records@riverside.example.com');
  await expect(page.getByRole('group', { name: 'Organization details' })).toContainText('Document upload notifications');

  // Account tab: the user card; the new name shows in the header's menu button too.
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);
  await expect(page.getByRole('group', { name: 'Organization' })).toContainText('Austin, TX 78701');
  await expect(page.getByRole('group', { name: 'Active sessions' }).getByText('This device')).toBeVisible();
  await page.getByRole('group', { name: 'User' }).getByRole('button', { name: 'Edit name' }).click();
  const nameDialog = page.getByRole('dialog', { name: 'Edit name' });
  await nameDialog.getByLabel('Last name').fill('Raman-Shah');
  await nameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(nameDialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Priya Raman-Shah' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('group', { name: 'User' })).toContainText('Priya Raman-Shah');

  // A member (role USER) of the same organisation reads the details and may not edit them.
  const organizationId = (
    await stack.db
      .selectFrom('accounts as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select('a.organization_id')
      .where('u.email', '=', 'provider@demo.test')
      .executeTakeFirstOrThrow()
  ).organization_id;
  const member = await createUser(stack.db, { password: PASSWORD, organizationId });
  const memberSession = await stack.browser.newContext({ baseURL: stack.portal.url });
  const memberPage = await memberSession.newPage();
  await memberPage.goto('/login');
  await memberPage.getByLabel('Email address').fill(member.email);
  await memberPage.getByLabel(/^Password/).fill(PASSWORD);
  await memberPage.getByRole('button', { name: 'Log in' }).click();
  await memberPage.waitForURL((url) => url.pathname !== '/login');
  await memberPage.goto('/settings/organization');
  const memberCard = memberPage.getByRole('group', { name: 'Organization details' });
  await expect(memberCard).toContainText('records@riverside.example.com');
  await expect(memberCard.getByRole('button', { name: 'Edit details' })).toHaveCount(0);

  await memberSession.close();
  await admin.context.close();
});
