// Staff's manual case dedupe (issue 14): staff open Manual Dedupe from the user menu (compact header), pick the demo
// law firm, choose two of its cases, preview, merge; the firm then finds the merged case with the merge in its
// history, and the duplicate gone.
import { expect, test } from '@playwright/test';
import { DEMO_EMAILS } from '../../registry/testing.ts';
import { CASE_URL, fullName, restPortfolio, signedIn, startStack, type Stack } from './helpers.ts';

let stack: Stack;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.close();
});

test('staff merge two of a law firm’s cases on /manual-dedupe; the firm sees the merged case and not the duplicate', async () => {
  const cases = (await restPortfolio(stack, DEMO_EMAILS.lawFirm)).results;
  const [keep, duplicate] = [cases[2]!, cases[3]!];

  const staff = await signedIn(stack, DEMO_EMAILS.staff);
  await staff.page.getByRole('button', { name: 'Sam Staffer' }).click();
  await staff.page.getByRole('menuitem', { name: 'Manual Dedupe' }).click();
  await expect(staff.page).toHaveURL(/\/manual-dedupe$/);
  await expect(staff.page.locator('header[data-compact]')).toHaveCount(1);
  await expect(staff.page.getByRole('heading', { name: 'Manual Dedupe' })).toBeVisible();

  // Without both cases and a preview, Merge explains itself.
  await staff.page.getByRole('button', { name: 'Merge' }).click();
  await expect(staff.page.getByText('A logic error occurred. Please refresh your page and try again.')).toBeVisible();

  await staff.page.getByRole('combobox', { name: /Organization/ }).fill('Hartwell');
  await staff.page.getByRole('option', { name: /Hartwell & Associates/ }).click();

  // The firm's cases come 20 at a time; "Show more cases" adds the next ones and the list stays open.
  const canonicalBox = staff.page.getByRole('combobox', { name: /Canonical case/ });
  await canonicalBox.click();
  const caseOptions = staff.page.getByRole('option', { name: / · DOB / });
  await expect(caseOptions).toHaveCount(20);
  await staff.page.getByRole('option', { name: 'Show more cases' }).click();
  await expect.poll(() => caseOptions.count()).toBeGreaterThan(20);
  await staff.page.keyboard.press('Escape');

  // The case search finds a case by its id, too.
  await canonicalBox.fill(keep.id);
  await staff.page.getByRole('option', { name: new RegExp(`^${fullName(keep)} ·`) }).click();
  const duplicateBox = staff.page.getByRole('combobox', { name: /Duplicate case/ });
  await duplicateBox.fill(duplicate.id);
  await staff.page.getByRole('option', { name: new RegExp(`^${fullName(duplicate)} ·`) }).click();

  await staff.page.getByRole('button', { name: 'Preview' }).click();
  const preview = staff.page.getByRole('table', { name: 'Merge preview' });
  await expect(preview.getByRole('row').filter({ hasText: 'Plaintiff' })).toContainText(fullName(keep));

  // Swap and back: the preview is asked for again each time.
  await staff.page.getByRole('button', { name: 'Swap' }).click();
  await expect(preview.getByRole('row').filter({ hasText: 'Plaintiff' })).toContainText(fullName(duplicate));
  await expect(canonicalBox).toHaveValue(new RegExp(`^${fullName(duplicate)} ·`));
  await staff.page.getByRole('button', { name: 'Swap' }).click();
  await expect(preview.getByRole('row').filter({ hasText: 'Plaintiff' })).toContainText(fullName(keep));

  await staff.page.getByRole('button', { name: 'Merge' }).click();
  await expect(staff.page.getByText('The cases have been merged!')).toBeVisible();
  // The selection is reset.
  await expect(canonicalBox).toHaveValue('');
  await expect(duplicateBox).toHaveValue('');
  await expect(preview).toHaveCount(0);
  await staff.context.close();

  const ids = (await restPortfolio(stack, DEMO_EMAILS.lawFirm)).results.map((c) => c.id);
  expect(ids).toContain(keep.id);
  expect(ids).not.toContain(duplicate.id);

  const firm = await signedIn(stack, DEMO_EMAILS.lawFirm);
  await firm.page.goto(`/portfolio/${keep.id}`);
  await firm.page.waitForURL(CASE_URL);
  await expect(firm.page.getByRole('heading', { name: fullName(keep) }).first()).toBeVisible();
  await firm.page.getByRole('button', { name: 'History' }).click();
  await expect(firm.page.getByRole('dialog').getByRole('listitem').first()).toContainText('Cases merged');
  await firm.page.keyboard.press('Escape');
  // The portfolio list finds the merged case, and no longer the duplicate.
  const search = firm.page.getByRole('searchbox', { name: 'Search cases' });
  await search.fill(keep.id);
  await expect(firm.page.locator(`a[href="/portfolio/${keep.id}"]`).first()).toBeVisible();
  await search.fill(duplicate.id);
  await expect(firm.page.locator(`a[href="/portfolio/${keep.id}"]`)).toHaveCount(0);
  await expect(firm.page.locator(`a[href="/portfolio/${duplicate.id}"]`)).toHaveCount(0);
  await firm.context.close();
});
