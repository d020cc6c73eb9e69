// End-to-end: a law firm rejects a lien's verification, the lienholder reads the reasons on its Status tab and
// resubmits, and the law firm sees the lien as Resubmitted with both history entries.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fullName, restPortfolio, startStack, type Stack, openCaseAs } from './helpers.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const dialog = (page: Page) => page.getByRole('dialog');

const openAs = (email: string, caseId: string, tab?: string) => openCaseAs(stack, email, caseId, tab);

describe('lien rejection', () => {
  test('a rejected lien is resubmitted', async () => {
    const firmCases = new Set((await restPortfolio(stack, 'lawfirm@demo.test')).results.map((c) => c.id));
    const target = (await restPortfolio(stack, 'provider@demo.test')).results.find((c) => firmCases.has(c.id))!;
    expect(target).toBeTruthy();

    // The law firm rejects the provider's lien from its Finance tab; the reasons are required.
    const firm = await openAs('lawfirm@demo.test', target.id, 'finance');
    await expect.poll(() => firm.page.getByRole('heading', { name: fullName(target) }).count()).toBeGreaterThan(0);
    const row = firm.page.getByRole('row').filter({ hasText: 'Riverside Spine & Rehab' });
    await row.getByRole('button', { name: /Reject verification/ }).click();
    await dialog(firm.page).getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => dialog(firm.page).getByText('This field is required.').count()).toBe(1);
    await dialog(firm.page).getByLabel('This lien is rejected for the following reasons').fill('The signed lien letter is missing');
    await dialog(firm.page).getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => dialog(firm.page).count()).toBe(0);
    await expect.poll(() => row.getByText('Verification rejected').count()).toBe(1);

    // The lienholder reads the reasons on its Status tab and resubmits with a note (required, with its message).
    const provider = await openAs('provider@demo.test', target.id, 'status');
    await expect.poll(() => provider.page.getByText('The signed lien letter is missing').count(), { timeout: 15_000 }).toBe(1);
    expect(await provider.page.getByText('Hartwell & Associates rejected this lien for the following reasons:').count()).toBe(1);
    await provider.page.getByRole('button', { name: 'Resolve rejection' }).click();
    await dialog(provider.page).getByRole('radio', { name: 'Resubmit lien' }).check();
    await dialog(provider.page).getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => dialog(provider.page).getByText('This field is required. Please provide additional information to the law firm.').count()).toBe(1);
    await dialog(provider.page).getByLabel('Note').fill('Signed letter uploaded today');
    await dialog(provider.page).getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => dialog(provider.page).count()).toBe(0);
    await expect.poll(() => provider.page.getByRole('button', { name: 'Resolve rejection' }).count()).toBe(0);

    // The law firm sees the lien as Resubmitted, live, with the rejection and the resubmission in the history.
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Resubmitted');
    expect(await row.getByText('Verification rejected').count()).toBe(0);
    await row.getByRole('button', { name: "History of Riverside Spine & Rehab's lien" }).click();
    const history = firm.page.getByRole('list', { name: 'Lien History' });
    await expect.poll(() => history.getByRole('listitem').first().textContent(), { timeout: 15_000 }).toContain('Lien resubmitted for verification');
    const text = await history.textContent();
    expect(text).toContain('Signed letter uploaded today');
    expect(text).toContain('Lien verification rejected for Riverside Spine & Rehab');
    expect(text).toContain('The signed lien letter is missing');
    await firm.context.close();
    await provider.context.close();
  });

  test('the lienholder answers a rejection from its Inbox thread; the law firm removes the lien from the Contacts tab', async () => {
    const firmCases = new Set((await restPortfolio(stack, 'lawfirm@demo.test')).results.map((c) => c.id));
    const target = (await restPortfolio(stack, 'funder@demo.test')).results.find((c) => firmCases.has(c.id))!;
    expect(target).toBeTruthy();

    const firm = await openAs('lawfirm@demo.test', target.id, 'finance');
    await expect.poll(() => firm.page.getByRole('heading', { name: fullName(target) }).count()).toBeGreaterThan(0);
    const row = firm.page.getByRole('row').filter({ hasText: 'Beacon Settlement Funding' });
    await row.getByRole('button', { name: /Reject verification/ }).click();
    await dialog(firm.page).getByLabel('This lien is rejected for the following reasons').fill('Wrong date of service');
    await dialog(firm.page).getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => row.getByText('Verification rejected').count()).toBe(1);

    // The funder finds the rejection in its Inbox and answers it from the thread.
    const funder = await openAs('funder@demo.test', target.id, 'inbox');
    const inbox = funder.page.getByRole('tabpanel', { name: 'Inbox' });
    const thread = inbox.getByRole('list', { name: 'Action Required threads' }).getByRole('button', { name: 'Open Law firm rejected your lien' });
    await expect.poll(() => thread.count(), { timeout: 15_000 }).toBe(1);
    await thread.click();
    await expect.poll(() => inbox.getByText('Wrong date of service').count()).toBe(1);
    await inbox.getByRole('button', { name: 'Resolve rejection' }).click();
    await dialog(funder.page).getByRole('radio', { name: 'Resubmit lien' }).check();
    await dialog(funder.page).getByLabel('Note').fill('Corrected date of service attached');
    await dialog(funder.page).getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => dialog(funder.page).count()).toBe(0);
    // The thread now closes with the spec's note, and the law firm sees the lien resubmitted live.
    await expect.poll(() => inbox.getByText('Resubmitted lien').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Resubmitted');

    // The law firm removes the funder's lien from the Contacts tab's More menu; the funder's card leaves the tab.
    await firm.page.getByRole('tab', { name: 'Contacts' }).click();
    const card = firm.page.getByRole('group', { name: 'Beacon Settlement Funding' });
    await expect.poll(() => card.count()).toBe(1);
    await card.getByRole('button', { name: 'More actions for Beacon Settlement Funding' }).click();
    await firm.page.getByRole('menuitem', { name: 'Remove' }).click();
    await dialog(firm.page).getByRole('button', { name: 'Remove', exact: true }).click();
    await expect.poll(() => dialog(firm.page).count()).toBe(0);
    await expect.poll(() => firm.page.getByRole('group', { name: 'Beacon Settlement Funding' }).count(), { timeout: 15_000 }).toBe(0);
    // The funder, still on the case, is told live that it is no longer in its portfolio.
    await expect.poll(() => funder.page.getByText('This case is no longer in your portfolio').count(), { timeout: 15_000 }).toBe(1);
    await firm.context.close();
    await funder.context.close();
  });
});
