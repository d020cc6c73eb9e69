// Plans (issue 12, H5): a lienholder admin on the free plan opens the upgrade, starts the 30-day trial (lands on the
// portfolio), then buys a 100-case pack with the offline provider's test card on Review & Pay; the provider's webhook
// adds the 110 cases to the organisation, which Settings › Account's Plan card shows.
import { expect, test } from '@playwright/test';
import { CASE_URL, newPage, signIn, startStack, type Stack } from './helpers.ts';

let stack: Stack;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.close();
});

test('an admin starts the free trial, then buys a 100-case pack with the offline provider', async () => {
  const { context, page } = await newPage(stack);
  await page.goto('/login');
  await signIn(page, 'funder@demo.test');
  // Sign-in lands on the first case of the portfolio.
  await page.waitForURL(CASE_URL);

  // The header's upgrade link: a lienholder admin on the free plan.
  await page.getByRole('banner').getByRole('button', { name: 'Upgrade', exact: true }).click();
  await page.waitForURL('**/upgrade/overview');
  await expect(page.getByRole('list', { name: 'Upgrade steps' }).locator('[data-state="process"]')).toHaveText(/Overview/);
  await expect(page.getByRole('group', { name: 'Enterprise' })).toContainText('Contact for pricing');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await page.waitForURL(/\/portfolio/);
  await expect(page.locator('.fui-ToastTitle', { hasText: 'Your 30-day free trial has started.' })).toBeVisible();
  // In the trial the link goes.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Upgrade', exact: true })).toHaveCount(0);

  await page.goto('/upgrade/choose');
  await expect(page.getByRole('group', { name: '100 cases' })).toContainText('+ 10 free cases (110 total)');
  await page.getByRole('button', { name: 'Select 100 cases' }).click();
  await page.waitForURL('**/upgrade/payment?selection=100');
  await expect(page.getByLabel('Amount due now')).toHaveText('$1,000');
  await page.getByRole('textbox', { name: /Card number/ }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: /Expiry/ }).fill('12/34');
  await page.getByRole('textbox', { name: /CVC/ }).fill('123');
  await page.getByRole('button', { name: 'Pay $1000.00' }).click();
  await page.waitForURL(/\/portfolio/);
  await expect(page.locator('.fui-ToastTitle', { hasText: 'Payment processing!' })).toBeVisible();
  // The provider's webhook adds the 100 cases and the 10 free ones to the organisation (the trial goes on).
  await expect
    .poll(
      async () =>
        await stack.db
          .selectFrom('legal_organizations as o')
          .innerJoin('accounts as a', 'a.organization_id', 'o.id')
          .innerJoin('users as u', 'u.id', 'a.user_id')
          .select(['o.case_credits', 'o.service_stage'])
          .where('u.email', '=', 'funder@demo.test')
          .executeTakeFirstOrThrow(),
      { timeout: 30_000 },
    )
    .toEqual({ case_credits: 110, service_stage: 'TRIAL' });
  // Settings › Account's Plan card shows the service.
  await page.goto('/settings/account');
  const plan = page.getByRole('group', { name: 'Plan' });
  await expect(plan.getByLabel('Plan stage')).toHaveText('Free trial');
  await expect(plan).toContainText('110 prepaid cases left');
  await expect(plan).toContainText('30 days left');
  await context.close();
});
