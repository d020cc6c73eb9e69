// End-to-end: the law firm's admin opens the Access log beside History and sees that the medical practice looked at
// the case, and filters the log down to that user.
import { expect, test } from '@playwright/test';
import { fullName, openCaseAs, restPortfolio, startStack, type Stack } from './helpers.ts';

let stack: Stack;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.close();
});

test('an admin sees who opened the case and filters the access log by user', async () => {
  const firmCases = new Set((await restPortfolio(stack, 'lawfirm@demo.test')).results.map((c) => c.id));
  const target = (await restPortfolio(stack, 'provider@demo.test')).results.find((c) => firmCases.has(c.id))!;

  // The medical practice opens the case: its reads are entries in the case's access log.
  const provider = await openCaseAs(stack, 'provider@demo.test', target.id);
  await expect(provider.page.getByRole('heading', { name: fullName(target) }).first()).toBeVisible();
  await provider.context.close();

  const firm = await openCaseAs(stack, 'lawfirm@demo.test', target.id);
  const page = firm.page;
  await expect(page.getByRole('heading', { name: fullName(target) }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Access log' }).click();
  const log = page.getByRole('list', { name: 'Access log' });
  await expect(log.getByRole('listitem').filter({ hasText: 'Priya Raman' }).first()).toBeVisible();
  await expect(log.getByRole('listitem').filter({ hasText: 'Laura Hartwell' }).first()).toBeVisible();

  await page.getByRole('combobox', { name: 'User' }).selectOption({ label: 'Priya Raman (Riverside Spine & Rehab)' });
  await expect(log.getByRole('listitem').filter({ hasText: 'Laura Hartwell' })).toHaveCount(0);
  await expect(log.getByRole('listitem').filter({ hasText: 'Priya Raman' }).first()).toBeVisible();
  await firm.context.close();
});
