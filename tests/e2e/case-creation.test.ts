// End-to-end: a lienholder registers a case for law firm 1 in the Register Case drawer, lands on it, and law firm 1
// sees it arrive in its portfolio without reloading.
import { expect, test } from '@playwright/test';
import { CASE_URL, restPortfolio, signedIn, startStack, waitUntilLive, type Stack } from './helpers.ts';

let stack: Stack;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.close();
});

test.describe('registering a new case', () => {
  test('a lienholder registers a case for law firm 1, lands on it, and law firm 1 sees it in its portfolio', async () => {
    // Law firm 1 is watching its portfolio, searching for the plaintiff who has no case yet.
    const firm = await signedIn(stack, 'lawfirm@demo.test');
    const [anyOfTheFirms] = (await restPortfolio(stack, 'lawfirm@demo.test')).results;
    await waitUntilLive(stack, firm.page, anyOfTheFirms!.id, 'portfolioChanged');
    await firm.page.getByRole('searchbox', { name: 'Search cases' }).fill('Quartermaine');
    await expect(firm.page.getByText('These filters match no cases.')).toHaveCount(1);

    const provider = await signedIn(stack, 'provider@demo.test');
    const { page } = provider;
    await page.getByRole('button', { name: 'Register New Case' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: 'Register New Case' });
    const row = drawer.getByRole('group', { name: 'Case 1' });

    // Nothing filled in: the registry's texts on the fields.
    await drawer.getByRole('button', { name: 'Register Case' }).click();
    await expect(row.getByText('Either Birthdate or Date of Loss is required')).toHaveCount(1);
    await expect(row.getByText('This field is required.').nth(2)).toBeVisible();

    const lawFirm = row.getByRole('combobox', { name: 'Law Firm', exact: true });
    await lawFirm.click();
    await expect(page.getByRole('option', { name: "Type in law firm's name" })).toHaveCount(1);
    await lawFirm.pressSequentially('Hartwell');
    await page.getByRole('option', { name: 'Hartwell & Associates' }).click();
    await row.getByRole('textbox', { name: 'First Name', exact: true }).fill('Zebulon');
    await row.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Quartermaine');
    await row.getByLabel('Patient Date of Loss').fill('2025-01-15');
    await row.getByLabel('Case Type').selectOption('DOG_BITE');
    await row.getByLabel('State of Incident').selectOption('CA');
    await expect(row.getByRole('option', { name: /Laura Hartwell/ })).toHaveCount(1);
    await row.getByLabel('Law firm contact').selectOption({ label: 'Laura Hartwell (lawfirm@demo.test)' });
    await drawer.getByRole('button', { name: 'Register Case' }).click();

    // The lienholder lands on the new case, with its own lien on it.
    await expect(page.getByText('Success').first()).toBeVisible();
    await page.waitForURL(CASE_URL);
    await expect(page.getByRole('heading', { name: 'Zebulon Quartermaine' }).first()).toBeVisible();
    const caseId = new URL(page.url()).pathname.split('/').pop()!;

    // Law firm 1's list picks it up live.
    await expect(firm.page.locator(`a[href="/portfolio/${caseId}"]`)).toHaveCount(1);
    await expect(firm.page.getByRole('link', { name: /Zebulon Quartermaine/ })).toHaveCount(1);

    await firm.context.close();
    await provider.context.close();
  });
});
