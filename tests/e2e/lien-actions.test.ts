// End-to-end journeys of the lien actions: a law firm adds a lienholder organisation to a case and then removes
// that lien; a lienholder removes a case from its portfolio; a lienholder merges two cases of one law firm.
import { expect, test } from '@playwright/test';
import { loginAs } from '../../registry/testing.ts';
import { CASE_URL, DEMO_PASSWORD, fullName, restPortfolio, startStack, type Stack, openCaseAs } from './helpers.ts';

let stack: Stack;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.close();
});

const openAs = (email: string, caseId: string, tab?: string) => openCaseAs(stack, email, caseId, tab);

test.describe('lien actions', () => {
  test('a law firm adds a lienholder organisation to a case, then removes that lien', async () => {
    const funderCases = new Set((await restPortfolio(stack, 'funder@demo.test', '&is_resolved=all')).results.map((c) => c.id));
    const target = (await restPortfolio(stack, 'lawfirm@demo.test')).results.find((c) => !funderCases.has(c.id))!;
    const firm = await openAs('lawfirm@demo.test', target.id, 'finance');
    const { page } = firm;
    await expect(page.getByRole('heading', { name: fullName(target) }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Add Organization' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Search Organizations on the registry')).toHaveCount(1);
    await dialog.getByRole('searchbox', { name: 'Search organizations' }).fill('Beacon');
    await dialog.getByRole('radio', { name: 'Beacon Settlement Funding · Miami, FL' }).check();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('Invite Beacon Settlement Funding to this case')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const table = page.getByRole('table', { name: 'Lien balances' });
    await expect(table.getByRole('row').filter({ hasText: 'Beacon Settlement Funding' })).toHaveCount(1);
    await expect.poll(async () => (await restPortfolio(stack, 'funder@demo.test')).results.some((c) => c.id === target.id)).toBe(true);

    await page.getByRole('button', { name: 'Remove Beacon Settlement Funding' }).click();
    await expect(dialog.getByText('Are you sure?')).toHaveCount(1);
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Added by mistake.');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(table.getByRole('row').filter({ hasText: 'Beacon Settlement Funding' })).toHaveCount(0);
    expect((await restPortfolio(stack, 'funder@demo.test', '&is_resolved=all')).results.some((c) => c.id === target.id)).toBe(false);
    await firm.context.close();
  });

  test('a lienholder removes a case with a note; the portfolio opens its first case', async () => {
    const firmCases = new Set((await restPortfolio(stack, 'lawfirm@demo.test')).results.map((c) => c.id));
    const target = (await restPortfolio(stack, 'provider@demo.test')).results.find((c) => firmCases.has(c.id))!;
    const provider = await openAs('provider@demo.test', target.id);
    const { page } = provider;
    await expect(page.getByRole('heading', { name: fullName(target) }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Remove Case' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Are you sure?')).toHaveCount(1);
    await dialog.getByRole('textbox', { name: /Note/ }).fill('Not our patient.');
    await dialog.getByRole('button', { name: 'Remove Case' }).click();
    await page.waitForURL((url) => CASE_URL.test(url.pathname) && !url.pathname.endsWith(target.id));
    expect((await restPortfolio(stack, 'provider@demo.test', '&is_resolved=all')).results.some((c) => c.id === target.id)).toBe(false);

    // The law firm reads why in the case history.
    const firm = await openAs('lawfirm@demo.test', target.id);
    await firm.page.getByRole('button', { name: 'History' }).click();
    await expect(firm.page.getByText('Riverside Spine & Rehab removed the case from its portfolio').first()).toBeVisible();
    await provider.context.close();
    await firm.context.close();
  });

  test('a lienholder marks a case of its law firm as a duplicate of another and merges them', async () => {
    // The funder on two cases of law firm 1, added by the firm over REST.
    const token = await loginAs(stack.registryUrl, 'lawfirm@demo.test', DEMO_PASSWORD);
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${stack.registryUrl}/api/registry/v1${path}`, {
        ...init,
        headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      }).then((r) => r.json());
    const funder = (await api('/legal-organizations-light/?search=Beacon&kind=LIENHOLDER')).results[0];
    const funderCases = new Set((await restPortfolio(stack, 'funder@demo.test', '&is_resolved=all')).results.map((c) => c.id));
    const [keep, duplicate] = (await restPortfolio(stack, 'lawfirm@demo.test')).results.filter((c) => !funderCases.has(c.id));
    for (const kase of [keep!, duplicate!])
      await api('/beta/escrow-agent/liens/', { method: 'POST', body: JSON.stringify({ case: kase.id, lienholder: funder.id }) });

    const holder = await openAs('funder@demo.test', keep!.id);
    const { page } = holder;
    await expect(page.getByRole('heading', { name: fullName(keep!) }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Mark as Duplicate' }).click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Search duplicate cases').fill(duplicate!.plaintiff.last_name);
    const candidate = modal.getByRole('radio', { name: new RegExp(fullName(duplicate!)) });
    await expect(candidate.first()).toBeVisible();
    await candidate.first().check();
    await modal.getByRole('button', { name: 'Next' }).click();
    await expect(modal.getByRole('table', { name: 'Merge preview' })).toHaveCount(1);
    await modal.getByRole('checkbox', { name: 'I confirm that I want to merge the two cases listed above' }).check();
    await modal.getByRole('button', { name: 'Merge' }).click();
    await expect(modal.getByText('Your cases have been merged successfully!')).toHaveCount(1);
    const firmIds = (await restPortfolio(stack, 'lawfirm@demo.test')).results.map((c) => c.id);
    expect(firmIds).toContain(keep!.id);
    expect(firmIds).not.toContain(duplicate!.id);
    await holder.context.close();
  });
});
