// End-to-end journeys of the walking skeleton in Debian Chromium: sign-in, the portfolio of each kind of
// organisation, tenant isolation as a user sees it, live updates, the organisation switcher, sign-out, lockout.
import { expect, test, type Page } from '@playwright/test';
import { caseLinks, fullName, newPage, restPortfolio, signIn, startStack, waitUntilLive, type Stack } from './helpers.ts';
import { loginAs } from '../../registry/testing.ts';

let stack: Stack;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.close();
});

const CASE_URL = /\/portfolio\/[0-9a-f-]{36}$/;

/** Scrolls the infinite list until it holds all `expected` cases (each scroll to the last row loads the next page). */
async function scrollToEnd(page: Page, expected: number) {
  const links = caseLinks(page);
  await expect(async () => {
    await links.last().scrollIntoViewIfNeeded();
    await expect(links).toHaveCount(expected, { timeout: 2_000 });
  }).toPass();
}

test.describe('law firm', () => {
  test('signs in, scrolls the portfolio past the first page and opens a case', async () => {
    const { context, page } = await newPage(stack);
    await page.goto('/portfolio');
    await expect(page).toHaveURL(/\/login\?next=%2Fportfolio/);

    await signIn(page, 'lawfirm@demo.test');
    await page.waitForURL(CASE_URL);

    const open = await restPortfolio(stack, 'lawfirm@demo.test');
    expect(open.count).toBeGreaterThan(20);
    await expect(caseLinks(page)).toHaveCount(20);
    await scrollToEnd(page, open.count);

    const target = caseLinks(page).nth(22);
    const href = await target.getAttribute('href');
    await target.click();
    await page.waitForURL((url) => url.pathname === href);
    const opened = open.results.find((c) => href?.endsWith(c.id));
    expect(opened).toBeDefined();
    await expect(page.getByRole('heading', { name: fullName(opened!) }).first()).toBeVisible();
    await context.close();
  });

  test('a deep link survives sign-in through the next parameter', async () => {
    const { context, page } = await newPage(stack);
    const [first] = (await restPortfolio(stack, 'lawfirm2@demo.test')).results;
    await page.goto(`/portfolio/${first.id}`);
    await page.waitForURL(/\/login\?next=/);
    await signIn(page, 'lawfirm2@demo.test');
    await page.waitForURL((url) => url.pathname === `/portfolio/${first.id}`);
    await expect(page.getByRole('heading', { name: fullName(first) }).first()).toBeVisible();
    await context.close();
  });
});

test.describe('lienholder', () => {
  test("sees exactly the cases its organisation holds liens on, and no other tenant's case", async () => {
    const { context, page } = await newPage(stack);
    await page.goto('/login');
    await signIn(page, 'provider@demo.test');
    await page.waitForURL(CASE_URL);

    const mine = await restPortfolio(stack, 'provider@demo.test');
    await scrollToEnd(page, mine.count);
    const shownIds = (await caseLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')))).map((href) =>
      href?.split('/').pop(),
    );
    expect(new Set(shownIds)).toEqual(new Set(mine.results.map((c) => c.id)));

    // A case of the second law firm that the medical practice holds no lien on: not findable, not openable.
    const mineIds = new Set((await restPortfolio(stack, 'provider@demo.test', '&is_resolved=all')).results.map((c) => c.id));
    const foreign = (await restPortfolio(stack, 'lawfirm2@demo.test', '&is_closed=all')).results.find((c) => !mineIds.has(c.id));
    expect(foreign).toBeDefined();
    await page.getByLabel('Search cases').fill(foreign!.plaintiff.last_name);
    await expect(page.getByText('These filters match no cases.').first()).toBeVisible();
    await page.goto(`/portfolio/${foreign!.id}`);
    await expect(page.getByText('There was a problem loading this case.').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: fullName(foreign!) })).toHaveCount(0);
    await context.close();
  });

  test("sees a law firm's status change live, without a reload, in the case and in its open history", async () => {
    const provider = await newPage(stack);
    await provider.page.goto('/login');
    await signIn(provider.page, 'provider@demo.test');
    await provider.page.waitForURL(CASE_URL);

    const lawFirmIds = new Set((await restPortfolio(stack, 'lawfirm@demo.test')).results.map((c) => c.id));
    const shared = (await restPortfolio(stack, 'provider@demo.test')).results.find((c) => lawFirmIds.has(c.id));
    expect(shared).toBeDefined();
    await provider.page.goto(`/portfolio/${shared!.id}`);
    await expect(provider.page.getByRole('heading', { name: fullName(shared!) }).first()).toBeVisible();
    await provider.page.getByRole('button', { name: 'History' }).click();
    const history = provider.page.getByRole('dialog').filter({ hasText: 'Case History' });
    await expect(history).toHaveCount(1);
    await waitUntilLive(stack, provider.page, shared!.id);

    const token = await loginAs(stack.registryUrl, 'lawfirm@demo.test', 'demo-password');
    const detail = (await (
      await fetch(`${stack.registryUrl}/api/registry/v1/escrow-agent/portfolio/${shared!.id}/`, {
        headers: { Authorization: `JWT ${token}` },
      })
    ).json()) as { status: string | null };
    const [status, label] = detail.status === 'NEGOTIATION' ? ['DEMAND_SENT', 'Demand Sent'] : ['NEGOTIATION', 'In Negotiation'];
    const patch = await fetch(`${stack.registryUrl}/api/registry/v1/escrow-agent/portfolio/${shared!.id}/`, {
      method: 'PATCH',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status, note: 'End-to-end live update' }),
    });
    expect(patch.status).toBe(200);
    await expect(provider.page.getByText(label).first()).toBeVisible();
    const entry = history.getByRole('listitem').first();
    await expect(entry).toContainText(`to ${label}`);
    await expect(entry).toContainText('End-to-end live update');
    await expect(entry).toContainText('Hartwell & Associates');
    await provider.context.close();
  });
});

test.describe('session', () => {
  test('a user with two organisations switches between them', async () => {
    const { context, page } = await newPage(stack);
    await page.goto('/login');
    await signIn(page, 'multi@demo.test');
    await page.waitForURL(CASE_URL);
    await page.getByRole('button', { name: 'Switch organization' }).click();
    const options = page.getByRole('menuitemradio');
    await expect(options.nth(1)).toBeVisible();
    // multi@'s second organisation is the demo funder.
    await options.filter({ hasText: 'Beacon Settlement Funding' }).click();
    const funder = await restPortfolio(stack, 'funder@demo.test');
    await page.waitForURL(/\/portfolio/);
    await scrollToEnd(page, funder.count);
    await context.close();
  });

  test('signs out and is sent to login on a protected page', async () => {
    const { context, page } = await newPage(stack);
    await page.goto('/login');
    await signIn(page, 'insurer@demo.test');
    await page.waitForURL(CASE_URL);
    await page.getByRole('button', { name: 'Irene Walsh' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login/);
    await page.goto('/portfolio');
    await page.waitForURL(/\/login\?next=%2Fportfolio/);
    await context.close();
  });

  test('five wrong passwords lock the account with the support message', async () => {
    const { context, page } = await newPage(stack);
    await page.goto('/login');
    for (let attempt = 0; attempt < 5; attempt++) {
      // The refusal stays on screen: wait for this attempt's answer, so that five attempts are really made.
      // The browser sends persisted operations ({ documentId, operationName }): the sign-in is known by its name.
      const answered = page.waitForResponse(
        (response) =>
          response.url().endsWith('/graphql') &&
          /login/i.test((response.request().postDataJSON() as { operationName?: string } | null)?.operationName ?? ''),
      );
      await signIn(page, 'staff@demo.test', 'wrong-password');
      await answered;
      await expect(page.getByText('Unable to log in with provided credentials.').first()).toBeVisible();
    }
    await signIn(page, 'staff@demo.test', 'demo-password');
    await expect(
      page.getByText('Your account has been locked due to numerous incorrect password attempts.', { exact: false }).first(),
    ).toBeVisible();
    await context.close();
  });
});
