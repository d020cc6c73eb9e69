// End-to-end journey of the Inbox: a lienholder hides its documents on the Status tab; the law firm, with the
// case's Inbox open, sees the DOCUMENTS_HIDDEN notice arrive live with the tab's badge, dismisses it, and the
// badge goes away.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fullName, restPortfolio, startStack, type Stack, openCaseAs } from './helpers.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const openAs = (email: string, caseId: string, tab?: string) => openCaseAs(stack, email, caseId, tab);

describe('Inbox', () => {
  test('a lienholder turns document sharing off; the law firm sees the notice live, dismisses it, and the badge goes away', async () => {
    // The funder shares documents by hand, so its Status tab shows the share-documents switch.
    const firm = new Set((await restPortfolio(stack, 'lawfirm@demo.test')).results.map((c) => c.id));
    const target = (await restPortfolio(stack, 'funder@demo.test')).results.find((c) => firm.has(c.id));
    expect(target).toBeTruthy();

    const lawFirm = await openAs('lawfirm@demo.test', target!.id, 'inbox');
    await expect.poll(() => lawFirm.page.getByRole('heading', { name: fullName(target!) }).count()).toBeGreaterThan(0);
    const inboxTab = lawFirm.page.getByRole('tab', { name: /^Inbox/ });
    const panel = lawFirm.page.getByRole('tabpanel', { name: 'Inbox' });
    await expect.poll(() => panel.getByText('Welcome to your Inbox.', { exact: false }).count()).toBe(1);

    const funder = await openAs('funder@demo.test', target!.id, 'status');
    const share = funder.page.getByRole('switch', { name: 'Share documents with the law firm' });
    await expect.poll(() => share.count()).toBe(1);
    if (!(await share.isChecked())) {
      await share.click();
      await expect.poll(() => share.isChecked()).toBe(true);
    }
    await share.click();
    await expect.poll(() => share.isChecked()).toBe(false);

    // Live on the law firm's open Inbox, without a reload.
    const notice = panel.getByRole('list', { name: 'Action Required threads' }).getByRole('button', { name: 'Open Documents hidden' });
    await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => inboxTab.textContent()).toBe('Inbox1');

    await notice.click();
    await expect.poll(() => panel.getByRole('heading', { name: 'Documents hidden' }).count()).toBe(1);
    await panel.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => panel.getByText('Dismissed thread').count()).toBe(1);
    await expect.poll(() => inboxTab.textContent()).toBe('Inbox');
    await panel.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => panel.getByText('No new items outstanding').count()).toBe(1);
    expect(await panel.getByRole('list', { name: 'All threads' }).getByRole('button', { name: 'Open Documents hidden' }).count()).toBe(1);

    // After a reload the badge stays away.
    await lawFirm.page.reload();
    await expect.poll(() => lawFirm.page.getByRole('tabpanel', { name: 'Inbox' }).getByText('No new items outstanding').count()).toBe(1);
    expect(await lawFirm.page.getByRole('tab', { name: /^Inbox/ }).textContent()).toBe('Inbox');
    await lawFirm.context.close();
    await funder.context.close();
  });
});
