// End-to-end: staff's dedupe queue. Two case matches are written straight into dedupe_matches over the demo data (the
// matching engine is its own slice); staff open /dedupe from the user menu, merge one match (master and duplicate
// chosen on its card) and dismiss the other; the law firm's portfolio then shows the merged case and not the
// duplicate, and a law-firm user who opens /dedupe is sent away.
import { expect, test } from '@playwright/test';
import { DEMO_EMAILS } from '../../registry/seed/demo.ts';
import { fullName, restPortfolio, signedIn, startStack, type Stack } from './helpers.ts';

let stack: Stack;

test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.close();
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The card of the match of these two plaintiffs (its records are listed oldest first). */
const cardName = (a: string, b: string) => new RegExp(`^Match: (${escaped(a)} · ${escaped(b)}|${escaped(b)} · ${escaped(a)})$`);

/**
 * A case match of the given cases, as the engine would write it. Written once no job is pending: the engine's per-case
 * runs (the demo cases' events at start-up) drop NEW matches they do not find themselves.
 */
async function insertCaseMatch(ids: string[], lastCreatedAt: Date) {
  await stack.registry.adapters.jobs.idle({ timeoutMs: 60_000 });
  await stack.db
    .insertInto('dedupe_matches')
    .values({
      model_type: 'CASE',
      rule: 'name+birthdate',
      score: 0.95,
      record_ids: ids,
      group_key: [...ids].sort().join(','),
      last_created_at: lastCreatedAt,
    })
    .execute();
}

test('staff merge one case match and dismiss another; the firm sees the merged case', async () => {
  const firmCases = (await restPortfolio(stack, DEMO_EMAILS.lawFirm)).results;
  // Four cases with four different plaintiffs, so each card and row is named apart.
  const distinct = firmCases.filter((c, index) => firmCases.findIndex((other) => fullName(other) === fullName(c)) === index);
  const [master, duplicate, third, fourth] = distinct;
  await insertCaseMatch([master.id, duplicate.id], new Date('2031-02-01T00:00:00Z'));
  await insertCaseMatch([third.id, fourth.id], new Date('2031-01-01T00:00:00Z'));

  // A law-firm user is sent away from the page.
  const { page: firm } = await signedIn(stack, DEMO_EMAILS.lawFirm);
  await firm.goto('/dedupe');
  await expect(firm).not.toHaveURL(/\/dedupe/);

  const { page } = await signedIn(stack, DEMO_EMAILS.staff);
  await page.getByRole('button', { name: 'Sam Staffer' }).click();
  await page.getByRole('menuitem', { name: 'Dedupe', exact: true }).click();
  await expect(page).toHaveURL(/\/dedupe$/);
  await expect(page.getByRole('heading', { name: 'Dedupe' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Cases' })).toBeVisible();
  await expect(page.getByText('2 matches')).toBeVisible();

  // Merge: the first card (newest first), master and duplicate chosen.
  const first = page.getByRole('article', { name: cardName(fullName(master), fullName(duplicate)) });
  const merge = first.getByRole('button', { name: 'Merge' });
  await expect(merge).toBeDisabled();
  await first.getByRole('radio', { name: `Master: ${fullName(master)}` }).check();
  await first.getByRole('checkbox', { name: `Duplicate: ${fullName(duplicate)}` }).check();
  await merge.click();
  await expect(page.getByText('Match successfully merged!').first()).toBeVisible();
  await expect(first).toHaveCount(0);
  await expect(page.getByText('1 match', { exact: true })).toBeVisible();

  // Dismiss the other.
  const second = page.getByRole('article', { name: cardName(fullName(third), fullName(fourth)) });
  await second.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Match dismissed.').first()).toBeVisible();
  await expect(page.getByText('You have successfully deduped all cases!')).toBeVisible();
  await expect(page.getByText('They will repopulate automatically over the next few days.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Dismissed (1)' })).toBeVisible();

  // The dismissed match is listed under 'Dismissed', where only Merge is offered.
  await page.getByRole('radio', { name: 'Dismissed (1)' }).check();
  await expect(page).toHaveURL(/status=dismissed/);
  const dismissed = page.getByRole('article', { name: cardName(fullName(third), fullName(fourth)) });
  await expect(dismissed.getByRole('button', { name: 'Dismiss' })).toBeDisabled();
  await expect(dismissed.getByRole('button', { name: 'Needs more information' })).toBeDisabled();

  // The firm's portfolio: the merged case is there, the duplicate is gone.
  const after = (await restPortfolio(stack, DEMO_EMAILS.lawFirm)).results.map((c) => c.id);
  expect(after).toContain(master.id);
  expect(after).not.toContain(duplicate.id);
  await firm.goto(`/portfolio/${master.id}`);
  await expect(firm.getByRole('heading', { name: fullName(master) }).first()).toBeVisible();
});
