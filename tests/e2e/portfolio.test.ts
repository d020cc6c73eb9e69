// End-to-end journeys of the walking skeleton in Debian Chromium: sign-in, the portfolio of each kind of
// organisation, tenant isolation as a user sees it, live updates, the organisation switcher, sign-out, lockout.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { caseLinks, fullName, newPage, restPortfolio, signIn, startStack, type Stack } from './helpers.ts';
import { loginAs } from '../../registry/testing.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const CASE_URL = /\/portfolio\/[0-9a-f-]{36}$/;

async function scrollToEnd(page: import('playwright-core').Page, expected: number) {
  for (let attempt = 0; attempt < 30 && (await caseLinks(page).count()) < expected; attempt++) {
    await caseLinks(page).last().scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
  }
}

describe('law firm', () => {
  test('signs in, scrolls the portfolio past the first page and opens a case', async () => {
    const { context, page } = await newPage(stack);
    await page.goto('/portfolio');
    await expect.poll(() => page.url()).toContain('/login?next=%2Fportfolio');

    await signIn(page, 'lawfirm@demo.test');
    await page.waitForURL(CASE_URL);

    const open = await restPortfolio(stack, 'lawfirm@demo.test');
    expect(open.count).toBeGreaterThan(20);
    await expect.poll(() => caseLinks(page).count()).toBe(20);
    await scrollToEnd(page, open.count);
    await expect.poll(() => caseLinks(page).count()).toBe(open.count);

    const target = caseLinks(page).nth(22);
    const href = await target.getAttribute('href');
    await target.click();
    await page.waitForURL((url) => url.pathname === href);
    const opened = open.results.find((c) => href?.endsWith(c.id));
    expect(opened).toBeDefined();
    await expect.poll(() => page.getByRole('heading', { name: fullName(opened!) }).count()).toBeGreaterThan(0);
    await context.close();
  });

  test('a deep link survives sign-in through the next parameter', async () => {
    const { context, page } = await newPage(stack);
    const [first] = (await restPortfolio(stack, 'lawfirm2@demo.test')).results;
    await page.goto(`/portfolio/${first.id}`);
    await page.waitForURL(/\/login\?next=/);
    await signIn(page, 'lawfirm2@demo.test');
    await page.waitForURL((url) => url.pathname === `/portfolio/${first.id}`);
    await expect.poll(() => page.getByRole('heading', { name: fullName(first) }).count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('lienholder', () => {
  test('sees exactly the cases its organisation holds liens on, and no other tenant\'s case', async () => {
    const { context, page } = await newPage(stack);
    await page.goto('/login');
    await signIn(page, 'provider@demo.test');
    await page.waitForURL(CASE_URL);

    const mine = await restPortfolio(stack, 'provider@demo.test');
    await scrollToEnd(page, mine.count);
    await expect.poll(() => caseLinks(page).count()).toBe(mine.count);
    const shownIds = (await caseLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')))).map(
      (href) => href?.split('/').pop(),
    );
    expect(new Set(shownIds)).toEqual(new Set(mine.results.map((c) => c.id)));

    // A case of the second law firm that the medical practice holds no lien on: not findable, not openable.
    const mineIds = new Set((await restPortfolio(stack, 'provider@demo.test', '&is_resolved=all')).results.map((c) => c.id));
    const foreign = (await restPortfolio(stack, 'lawfirm2@demo.test', '&is_closed=all')).results.find((c) => !mineIds.has(c.id));
    expect(foreign).toBeDefined();
    await page.getByLabel('Search cases').fill(foreign!.plaintiff.last_name);
    await expect.poll(() => page.getByText('These filters match no cases.').count()).toBeGreaterThan(0);
    await page.goto(`/portfolio/${foreign!.id}`);
    await expect.poll(() => page.getByText('There was a problem loading this case.').count()).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: fullName(foreign!) }).count()).resolves.toBe(0);
    await context.close();
  });

  test('sees a law firm\'s status change live, without a reload, in the case and in its open history', async () => {
    const provider = await newPage(stack);
    await provider.page.goto('/login');
    await signIn(provider.page, 'provider@demo.test');
    await provider.page.waitForURL(CASE_URL);

    const lawFirmIds = new Set((await restPortfolio(stack, 'lawfirm@demo.test')).results.map((c) => c.id));
    const shared = (await restPortfolio(stack, 'provider@demo.test')).results.find((c) => lawFirmIds.has(c.id));
    expect(shared).toBeDefined();
    await provider.page.goto(`/portfolio/${shared!.id}`);
    await expect.poll(() => provider.page.getByRole('heading', { name: fullName(shared!) }).count()).toBeGreaterThan(0);
    await provider.page.getByRole('button', { name: 'History' }).click();
    const history = provider.page.getByRole('dialog').filter({ hasText: 'Case History' });
    await expect.poll(() => history.count()).toBe(1);
    await provider.page.waitForTimeout(500); // let the subscription connect

    const token = await loginAs(stack.registryUrl, 'lawfirm@demo.test', 'demo-password');
    const detail = (await (await fetch(`${stack.registryUrl}/api/registry/v1/escrow-agent/portfolio/${shared!.id}/`, {
      headers: { Authorization: `JWT ${token}` },
    })).json()) as { status: string | null };
    const [status, label] = detail.status === 'NEGOTIATION' ? ['DEMAND_SENT', 'Demand Sent'] : ['NEGOTIATION', 'In Negotiation'];
    const patch = await fetch(`${stack.registryUrl}/api/registry/v1/escrow-agent/portfolio/${shared!.id}/`, {
      method: 'PATCH',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status, note: 'End-to-end live update' }),
    });
    expect(patch.status).toBe(200);
    await expect.poll(() => provider.page.getByText(label).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const entry = history.getByRole('listitem').first();
    await expect.poll(() => entry.textContent(), { timeout: 15_000 }).toContain(`to ${label}`);
    expect(await entry.textContent()).toContain('End-to-end live update');
    expect(await entry.textContent()).toContain('Hartwell & Associates');
    await provider.context.close();
  });
});

describe('session', () => {
  test('a user with two organisations switches between them', async () => {
    const { context, page } = await newPage(stack);
    await page.goto('/login');
    await signIn(page, 'multi@demo.test');
    await page.waitForURL(CASE_URL);
    await page.getByRole('button', { name: 'Switch organization' }).click();
    const options = page.getByRole('menuitemradio').or(page.getByRole('menuitem')).or(page.getByRole('option'));
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    // multi@'s second organisation is the demo funder.
    await options.filter({ hasText: 'Beacon Settlement Funding' }).click();
    const funder = await restPortfolio(stack, 'funder@demo.test');
    await page.waitForURL(/\/portfolio/);
    await scrollToEnd(page, funder.count);
    await expect.poll(() => caseLinks(page).count()).toBe(funder.count);
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
      await signIn(page, 'staff@demo.test', 'wrong-password');
      await expect.poll(() => page.getByText('Unable to log in with provided credentials.').count()).toBeGreaterThan(0);
    }
    await signIn(page, 'staff@demo.test', 'demo-password');
    await expect
      .poll(() => page.getByText('Your account has been locked due to numerous incorrect password attempts.', { exact: false }).count())
      .toBeGreaterThan(0);
    await context.close();
  });
});
