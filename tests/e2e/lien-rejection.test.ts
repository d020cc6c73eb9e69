// End-to-end: a law firm rejects a lien's verification, the lienholder reads the reasons on its Status tab and
// resubmits, and the law firm sees the lien as Resubmitted with both history entries.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fullName, newPage, restPortfolio, signIn, startStack, type Stack } from './helpers.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const CASE_URL = /\/portfolio\/[0-9a-f-]{36}/;
const dialog = (page: Page) => page.getByRole('dialog');

async function openAs(email: string, caseId: string, tab?: string) {
  const session = await newPage(stack);
  await session.page.goto('/login');
  await signIn(session.page, email);
  await session.page.waitForURL(CASE_URL);
  await session.page.goto(`/portfolio/${caseId}${tab ? `?tab=${tab}` : ''}`);
  return session;
}

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
});
