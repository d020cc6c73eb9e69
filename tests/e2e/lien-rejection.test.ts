// End-to-end: a law firm rejects a lien's verification, the lienholder reads the reasons on its Status tab and
// resubmits, and the law firm sees the lien as Resubmitted with both history entries.
import { expect, test, type Page } from '@playwright/test';
import { fullName, restPortfolio, startStack, type Stack, openCaseAs, waitUntilLive } from './helpers.ts';

let stack: Stack;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.close();
});

const dialog = (page: Page) => page.getByRole('dialog');

const openAs = (email: string, caseId: string, tab?: string) => openCaseAs(stack, email, caseId, tab);

test.describe('lien rejection', () => {
  test('a rejected lien is resubmitted', async () => {
    const firmCases = new Set((await restPortfolio(stack, 'lawfirm@demo.test')).results.map((c) => c.id));
    const target = (await restPortfolio(stack, 'provider@demo.test')).results.find((c) => firmCases.has(c.id))!;
    expect(target).toBeTruthy();

    // The law firm rejects the provider's lien from its Finance tab; the reasons are required.
    const firm = await openAs('lawfirm@demo.test', target.id, 'finance');
    await expect(firm.page.getByRole('heading', { name: fullName(target) }).first()).toBeVisible();
    const row = firm.page.getByRole('row').filter({ hasText: 'Riverside Spine & Rehab' });
    await row.getByRole('button', { name: /Reject verification/ }).click();
    await dialog(firm.page).getByRole('button', { name: 'Reject' }).click();
    await expect(dialog(firm.page).getByText('This field is required.')).toHaveCount(1);
    await dialog(firm.page).getByLabel('This lien is rejected for the following reasons').fill('The signed lien letter is missing');
    await dialog(firm.page).getByRole('button', { name: 'Reject' }).click();
    await expect(dialog(firm.page)).toHaveCount(0);
    await expect(row.getByText('Verification rejected')).toHaveCount(1);
    await waitUntilLive(stack, firm.page, target.id);

    // The lienholder reads the reasons on its Status tab and resubmits with a note (required, with its message).
    const provider = await openAs('provider@demo.test', target.id, 'status');
    await expect(provider.page.getByText('The signed lien letter is missing')).toHaveCount(1);
    await expect(provider.page.getByText('Hartwell & Associates rejected this lien for the following reasons:')).toHaveCount(1);
    await provider.page.getByRole('button', { name: 'Resolve rejection' }).click();
    await dialog(provider.page).getByRole('radio', { name: 'Resubmit lien' }).check();
    await dialog(provider.page).getByRole('button', { name: 'Submit' }).click();
    await expect(
      dialog(provider.page).getByText('This field is required. Please provide additional information to the law firm.'),
    ).toHaveCount(1);
    await dialog(provider.page).getByLabel('Note').fill('Signed letter uploaded today');
    await dialog(provider.page).getByRole('button', { name: 'Submit' }).click();
    await expect(dialog(provider.page)).toHaveCount(0);
    await expect(provider.page.getByRole('button', { name: 'Resolve rejection' })).toHaveCount(0);

    // The law firm sees the lien as Resubmitted, live, with the rejection and the resubmission in the history.
    await expect(row).toContainText('Resubmitted');
    await expect(row.getByText('Verification rejected')).toHaveCount(0);
    await row.getByRole('button', { name: "History of Riverside Spine & Rehab's lien" }).click();
    const history = firm.page.getByRole('list', { name: 'Lien History' });
    await expect(history.getByRole('listitem').first()).toContainText('Lien resubmitted for verification');
    await expect(history).toContainText('Signed letter uploaded today');
    await expect(history).toContainText('Lien verification rejected for Riverside Spine & Rehab');
    await expect(history).toContainText('The signed lien letter is missing');
    await firm.context.close();
    await provider.context.close();
  });

  test('the lienholder answers a rejection from its Inbox thread; the law firm removes the lien from the Contacts tab', async () => {
    const firmCases = new Set((await restPortfolio(stack, 'lawfirm@demo.test')).results.map((c) => c.id));
    const target = (await restPortfolio(stack, 'funder@demo.test')).results.find((c) => firmCases.has(c.id))!;
    expect(target).toBeTruthy();

    const firm = await openAs('lawfirm@demo.test', target.id, 'finance');
    await expect(firm.page.getByRole('heading', { name: fullName(target) }).first()).toBeVisible();
    const row = firm.page.getByRole('row').filter({ hasText: 'Beacon Settlement Funding' });
    await row.getByRole('button', { name: /Reject verification/ }).click();
    await dialog(firm.page).getByLabel('This lien is rejected for the following reasons').fill('Wrong date of service');
    await dialog(firm.page).getByRole('button', { name: 'Reject' }).click();
    await expect(row.getByText('Verification rejected')).toHaveCount(1);
    await waitUntilLive(stack, firm.page, target.id);

    // The funder finds the rejection in its Inbox and answers it from the thread.
    const funder = await openAs('funder@demo.test', target.id, 'inbox');
    const inbox = funder.page.getByRole('tabpanel', { name: 'Inbox' });
    const thread = inbox
      .getByRole('list', { name: 'Action Required threads' })
      .getByRole('button', { name: 'Open Law firm rejected your lien' });
    await expect(thread).toHaveCount(1);
    await waitUntilLive(stack, funder.page, target.id);
    await thread.click();
    await expect(inbox.getByText('Wrong date of service')).toHaveCount(1);
    await inbox.getByRole('button', { name: 'Resolve rejection' }).click();
    await dialog(funder.page).getByRole('radio', { name: 'Resubmit lien' }).check();
    await dialog(funder.page).getByLabel('Note').fill('Corrected date of service attached');
    await dialog(funder.page).getByRole('button', { name: 'Submit' }).click();
    await expect(dialog(funder.page)).toHaveCount(0);
    // The thread now closes with the note 'Resubmitted lien', and the law firm sees the lien resubmitted live.
    await expect(inbox.getByText('Resubmitted lien').first()).toBeVisible();
    await expect(row).toContainText('Resubmitted');

    // The law firm removes the funder's lien from the Contacts tab's More menu; the funder's card leaves the tab.
    await firm.page.getByRole('tab', { name: 'Contacts' }).click();
    const card = firm.page.getByRole('group', { name: 'Beacon Settlement Funding' });
    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: 'More actions for Beacon Settlement Funding' }).click();
    await firm.page.getByRole('menuitem', { name: 'Remove' }).click();
    await dialog(firm.page).getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(dialog(firm.page)).toHaveCount(0);
    await expect(firm.page.getByRole('group', { name: 'Beacon Settlement Funding' })).toHaveCount(0);
    // The funder, still on the case, is told live that it is no longer in its portfolio.
    await expect(funder.page.getByText('This case is no longer in your portfolio')).toHaveCount(1);
    await firm.context.close();
    await funder.context.close();
  });
});
