// End-to-end journey of the Inbox: a lienholder hides its documents on the Status tab; the law firm, with the
// case's Inbox open, sees the DOCUMENTS_HIDDEN notice arrive live with the tab's badge, dismisses it, and the
// badge goes away.
import { expect, test } from '@playwright/test';
import { fullName, restPortfolio, startStack, type Stack, openCaseAs, waitUntilLive } from './helpers.ts';

let stack: Stack;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.close();
});

const openAs = (email: string, caseId: string, tab?: string) => openCaseAs(stack, email, caseId, tab);

test.describe('Inbox', () => {
  test('a lienholder turns document sharing off; the law firm sees the notice live, dismisses it, and the badge goes away', async () => {
    // The funder shares documents by hand, so its Status tab shows the share-documents switch.
    const firm = new Set((await restPortfolio(stack, 'lawfirm@demo.test')).results.map((c) => c.id));
    const target = (await restPortfolio(stack, 'funder@demo.test')).results.find((c) => firm.has(c.id));
    expect(target).toBeTruthy();

    const lawFirm = await openAs('lawfirm@demo.test', target!.id, 'inbox');
    await expect(lawFirm.page.getByRole('heading', { name: fullName(target!) }).first()).toBeVisible();
    const inboxTab = lawFirm.page.getByRole('tab', { name: /^Inbox/ });
    const panel = lawFirm.page.getByRole('tabpanel', { name: 'Inbox' });
    await expect(panel.getByText('Welcome to your Inbox.', { exact: false })).toHaveCount(1);
    await waitUntilLive(stack, lawFirm.page, target!.id);

    const funder = await openAs('funder@demo.test', target!.id, 'status');
    const share = funder.page.getByRole('switch', { name: 'Share documents with the law firm' });
    await expect(share).toHaveCount(1);
    if (!(await share.isChecked())) {
      await share.click();
      await expect(share).toBeChecked();
    }
    await share.click();
    await expect(share).not.toBeChecked();

    // Live on the law firm's open Inbox, without a reload.
    const notice = panel.getByRole('list', { name: 'Action Required threads' }).getByRole('button', { name: 'Open Documents hidden' });
    await expect(notice).toHaveCount(1);
    await expect(inboxTab).toHaveText('Inbox1');

    await notice.click();
    await expect(panel.getByRole('heading', { name: 'Documents hidden' })).toHaveCount(1);
    await panel.getByRole('button', { name: 'Dismiss' }).click();
    await expect(panel.getByText('Dismissed thread')).toHaveCount(1);
    await expect(inboxTab).toHaveText('Inbox');
    await panel.getByRole('button', { name: 'Back' }).click();
    await expect(panel.getByText('No new items outstanding')).toHaveCount(1);
    await expect(panel.getByRole('list', { name: 'All threads' }).getByRole('button', { name: 'Open Documents hidden' })).toHaveCount(1);

    // After a reload the badge stays away.
    await lawFirm.page.reload();
    await expect(lawFirm.page.getByRole('tabpanel', { name: 'Inbox' }).getByText('No new items outstanding')).toHaveCount(1);
    await expect(lawFirm.page.getByRole('tab', { name: /^Inbox/ })).toHaveText('Inbox');
    await lawFirm.context.close();
    await funder.context.close();
  });
});
