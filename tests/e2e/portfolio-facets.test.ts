// The portfolio's facets and search in the browser (issue 13): a law firm filters by a status card and a
// lienholder facet and sees the counts and the total change, then clears the filters; a lienholder filters by
// treatment status; a search by a misspelt name and by a birth date typed as the UI shows it finds the case.
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../../registry/testing.ts';
import { DEMO_PASSWORD, signedIn, startStack, type Stack } from './helpers.ts';

let stack: Stack;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.close();
});

interface Facet {
  id: string;
  name: string;
  count: number;
}
interface Counts {
  count: number;
  status: Record<string, number>;
  facets: { lienholder?: Facet[]; treatment_status?: Record<string, number> };
}
interface RestCase {
  id: string;
  plaintiff: { first_name: string; last_name: string; birthdate: string | null };
}

/** The registry's answer for that user, read over REST with the user's own token. */
async function rest<T>(email: string, side: 'escrow-agent' | 'lienholder', path: string): Promise<T> {
  const token = await loginAs(stack.registryUrl, email, DEMO_PASSWORD);
  const response = await fetch(`${stack.registryUrl}/api/registry/v1/${side}/portfolio/${path}`, {
    headers: { Authorization: `JWT ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const total = (page: Page, count: number) => page.getByText(count === 1 ? '1 case' : `${count} cases`, { exact: true });
const filterButton = (page: Page) => page.getByRole('button', { name: 'Filter Cases' });
// The open statuses (the law firm's default list shows open cases).
const STATUS_LABELS: Record<string, string> = {
  CLIENT_TREATING: 'Client Treating',
  DEMAND_PREPARATION: 'Preparing Demand',
  DEMAND_SENT: 'Demand Sent',
  NEGOTIATION: 'In Negotiation',
  IN_LITIGATION: 'In Litigation',
  MEDIATION_OR_ARBITRATION_SCHEDULED: 'Mediation or Arbitration Scheduled',
  TRIAL_SCHEDULED: 'Trial Scheduled',
  CASE_SETTLED_NOT_YET_DISBURSED: 'Case Settled, Not Yet Disbursed',
};

test.describe('portfolio facets', () => {
  test('a law firm filters by a status card and a lienholder, sees the counts and the total change, and clears the filters', async () => {
    const all = await rest<Counts>('lawfirm@demo.test', 'escrow-agent', 'counts/');
    const status = Object.keys(STATUS_LABELS).find((value) => (all.status[value] ?? 0) > 0)!;
    expect(status).toBeDefined();
    const { page, context } = await signedIn(stack, 'lawfirm@demo.test');
    await expect(total(page, all.count)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);

    const cards = page.getByRole('group', { name: 'Case statuses' });
    const card = cards.getByRole('button', { name: new RegExp(STATUS_LABELS[status]!) });
    await expect(card).toContainText(String(all.status[status]));
    await card.click();
    await expect(total(page, all.status[status]!)).toBeVisible();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await expect(filterButton(page)).toContainText('1');
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();

    // The lienholder facet counts under the chosen status (after the counts' debounce).
    const byStatus = await rest<Counts>('lawfirm@demo.test', 'escrow-agent', `counts/?status=${status}`);
    const lienholder = byStatus.facets.lienholder!.find((value) => value.count > 0)!;
    expect(lienholder).toBeDefined();
    await filterButton(page).click();
    const option = page
      .getByRole('group', { name: 'Lienholders' })
      .getByRole('checkbox', { name: `${lienholder.name} ${lienholder.count}` });
    await option.check();
    await expect(total(page, lienholder.count)).toBeVisible();
    // Closed, the popover's trigger is reachable again and counts both filters.
    await page.keyboard.press('Escape');
    await expect(filterButton(page)).toContainText('2');
    // The status cards now count within that lienholder's cases.
    const narrowed = await rest<Counts>('lawfirm@demo.test', 'escrow-agent', `counts/?lienholder=${lienholder.id}&status=${status}`);
    await expect(card).toContainText(String(narrowed.status[status]));

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(total(page, all.count)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
    await expect(card).toHaveAttribute('aria-pressed', 'false');
    await context.close();
  });

  test('a lienholder filters by treatment status', async () => {
    const all = await rest<Counts>('provider@demo.test', 'lienholder', 'counts/');
    const treating = all.facets.treatment_status!;
    const [value, label] = (treating.TREATING ?? 0) > 0 ? ['TREATING', 'Treating'] : ['DONE_TREATING', 'Done Treating'];
    expect(treating[value]).toBeGreaterThan(0);
    const { page, context } = await signedIn(stack, 'provider@demo.test');
    await expect(total(page, all.count)).toBeVisible();
    // Lienholders get no status cards.
    await expect(page.getByRole('group', { name: 'Case statuses' })).toHaveCount(0);
    await filterButton(page).click();
    await page
      .getByRole('group', { name: 'Treatment status' })
      .getByRole('checkbox', { name: `${label} ${treating[value]}`, exact: true })
      .check();
    await expect(total(page, treating[value]!)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(total(page, all.count)).toBeVisible();
    await context.close();
  });

  test('a search by a misspelt name and by a birth date typed MM/DD/YYYY finds the case', async () => {
    const cases = await rest<{ results: RestCase[] }>('lawfirm@demo.test', 'escrow-agent', '?page_size=off');
    const target = cases.results.find((c) => c.plaintiff.birthdate && c.plaintiff.last_name.length >= 5)!;
    expect(target).toBeDefined();
    const { first_name: first, last_name: last, birthdate } = target.plaintiff;
    const { page, context } = await signedIn(stack, 'lawfirm@demo.test');
    const search = page.getByRole('searchbox', { name: 'Search cases' });
    const link = page.locator(`a[href="/portfolio/${target.id}"]`);

    // Two letters swapped in the last name.
    await search.fill(`${first} ${last.slice(0, 2)}${last[3]}${last[2]}${last.slice(4)}`);
    await expect(link).toBeVisible();
    await expect(page.getByText('These filters match no cases.')).toHaveCount(0);

    const [year, month, day] = birthdate!.split('-');
    await search.fill(`${month}/${day}/${year}`);
    await expect(link).toBeVisible();

    await search.fill('zzzz-nobody-here');
    await expect(page.getByText('These filters match no cases.')).toBeVisible();

    // A pasted control character (which the registry refuses in any field) searches as a space.
    await search.fill(`${last}\u0000`);
    await expect(link).toBeVisible();
    await expect(page).not.toHaveURL(/\/login/);
    await context.close();
  });
});
