// End-to-end: a lienholder registers a case for law firm 1 in the Register Case drawer, lands on it, and law firm 1
// sees it arrive in its portfolio without reloading.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newPage, signIn, startStack, type Stack } from './helpers.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const CASE_URL = /\/portfolio\/[0-9a-f-]{36}/;

async function signedIn(email: string) {
  const session = await newPage(stack);
  await session.page.goto('/login');
  await signIn(session.page, email);
  await session.page.waitForURL(CASE_URL);
  return session;
}

describe('registering a new case', () => {
  test('a lienholder registers a case for law firm 1, lands on it, and law firm 1 sees it in its portfolio', async () => {
    // Law firm 1 is watching its portfolio, searching for the plaintiff who has no case yet.
    const firm = await signedIn('lawfirm@demo.test');
    await firm.page.getByRole('searchbox', { name: 'Search cases' }).fill('Quartermaine');
    await expect.poll(() => firm.page.getByText('These filters match no cases.').count(), { timeout: 10_000 }).toBe(1);

    const provider = await signedIn('provider@demo.test');
    const { page } = provider;
    await page.getByRole('button', { name: 'Register New Case' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: 'Register New Case' });
    const row = drawer.getByRole('group', { name: 'Case 1' });

    // Nothing filled in: the registry's texts on the fields.
    await drawer.getByRole('button', { name: 'Register Case' }).click();
    await expect.poll(() => row.getByText('Either Birthdate or Date of Loss is required').count()).toBe(1);
    await expect.poll(() => row.getByText('This field is required.').count()).toBeGreaterThan(2);

    const lawFirm = row.getByRole('combobox', { name: 'Law Firm', exact: true });
    await lawFirm.click();
    await expect.poll(() => page.getByRole('option', { name: "Type in law firm's name" }).count()).toBe(1);
    await lawFirm.pressSequentially('Hartwell');
    await page.getByRole('option', { name: 'Hartwell & Associates' }).click();
    await row.getByRole('textbox', { name: 'First Name', exact: true }).fill('Zebulon');
    await row.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Quartermaine');
    await row.getByLabel('Patient Date of Loss').fill('2025-01-15');
    await row.getByLabel('Case Type').selectOption('DOG_BITE');
    await row.getByLabel('State of Incident').selectOption('CA');
    await expect.poll(() => row.getByRole('option', { name: /Laura Hartwell/ }).count()).toBe(1);
    await row.getByLabel('Law firm contact').selectOption({ label: 'Laura Hartwell (lawfirm@demo.test)' });
    await drawer.getByRole('button', { name: 'Register Case' }).click();

    // The lienholder lands on the new case, with its own lien on it.
    await expect.poll(() => page.getByText('Success').count()).toBeGreaterThan(0);
    await page.waitForURL(CASE_URL);
    await expect.poll(() => page.getByRole('heading', { name: 'Zebulon Quartermaine' }).count()).toBeGreaterThan(0);
    const caseId = new URL(page.url()).pathname.split('/').pop()!;

    // Law firm 1's list picks it up live.
    await expect.poll(() => firm.page.locator(`a[href="/portfolio/${caseId}"]`).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => firm.page.getByRole('link', { name: /Zebulon Quartermaine/ }).count()).toBe(1);

    await firm.context.close();
    await provider.context.close();
  });
});
