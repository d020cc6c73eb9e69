// End-to-end: a lienholder assigns itself to a case and adds a new contact through Manage Contacts; the law firm,
// with the case's Contacts tab open, sees both without a reload.
import { expect, test, type Page } from '@playwright/test';
import { restPortfolio, startStack, type Stack, openCaseAs, waitUntilLive } from './helpers.ts';

let stack: Stack;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.close();
});

const openAs = (email: string, caseId: string) => openCaseAs(stack, email, caseId, 'contacts');

const card = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

test.describe('contacts', () => {
  test('a lienholder assigns itself and adds a contact; the law firm sees both on its Contacts tab', async () => {
    const firmCases = new Set((await restPortfolio(stack, 'lawfirm@demo.test')).results.map((c) => c.id));
    const target = (await restPortfolio(stack, 'provider@demo.test')).results.find((c) => firmCases.has(c.id))!;
    const firm = await openAs('lawfirm@demo.test', target.id);
    await waitUntilLive(stack, firm.page, target.id);
    const provider = await openAs('provider@demo.test', target.id);

    await expect(provider.page.getByRole('heading', { name: 'Law Firms' })).toHaveCount(1);
    await expect(provider.page.getByRole('heading', { name: 'Medical Practices' })).toHaveCount(1);
    const own = card(provider.page, 'Riverside Spine & Rehab');
    await own.getByRole('button', { name: 'Assign to me' }).click();
    await expect(own.getByRole('button', { name: 'Unassign from me' })).toHaveCount(1);

    await own.getByRole('button', { name: 'More actions for Riverside Spine & Rehab' }).click();
    await provider.page.getByRole('menuitem', { name: 'Manage Contacts' }).click();
    const dialog = provider.page.getByRole('dialog', { name: 'Who at Riverside Spine & Rehab is working on this case' });
    await expect(dialog.getByRole('button', { name: 'Priya Raman is already on this case' })).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Add a new contact' }).click();
    // The work e-mail is required.
    await dialog.getByLabel('First Name').fill('Tomas');
    await dialog.getByRole('button', { name: 'Save Contact' }).click();
    await expect(dialog.getByText('This field is required.')).toHaveCount(1);
    await dialog.getByLabel('Last Name').fill('Reyes');
    await dialog.getByLabel('Work Email').fill('tomas.reyes@riverside.example');
    await dialog.getByRole('button', { name: 'Save Contact' }).click();
    await expect(dialog.getByRole('list', { name: 'Contacts on this case' })).toContainText('Tomas Reyes');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Live on the law firm's open tab.
    const onFirmTab = card(firm.page, 'Riverside Spine & Rehab');
    await expect(onFirmTab).toContainText('Tomas Reyes');
    await expect(onFirmTab).toContainText('Priya Raman');
    // The law firm neither manages nor assigns itself to the lienholder's card.
    await expect(onFirmTab.getByRole('button', { name: 'Assign to me' })).toHaveCount(0);
    await firm.context.close();
    await provider.context.close();
  });
});
