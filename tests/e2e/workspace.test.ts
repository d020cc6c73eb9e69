// End-to-end journeys of the case workspace in Debian Chromium, two organisations at once where the journey
// is about what one sees of the other's change.
import { expect, test, type Page } from '@playwright/test';
import { CASE_URL, fullName, restPortfolio, startStack, type Stack, openCaseAs, waitUntilLive } from './helpers.ts';

let stack: Stack;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.close();
});

const openAs = (email: string, caseId: string, tab?: string) => openCaseAs(stack, email, caseId, tab);

/** A case law firm 1 represents on which the provider holds an open lien. */
async function sharedCase(index: number) {
  const firm = new Set((await restPortfolio(stack, 'lawfirm@demo.test')).results.map((c) => c.id));
  const shared = (await restPortfolio(stack, 'provider@demo.test')).results.filter((c) => firm.has(c.id));
  expect(shared.length).toBeGreaterThan(index);
  return shared[index]!;
}

const dialog = (page: Page) => page.getByRole('dialog');

test.describe('case workspace', () => {
  test('a law firm sets TRIAL_SCHEDULED with an appearance date; the lienholder sees it live in the history', async () => {
    const target = await sharedCase(0);
    const provider = await openAs('provider@demo.test', target.id);
    await expect(provider.page.getByRole('heading', { name: fullName(target) }).first()).toBeVisible();
    await provider.page.getByRole('button', { name: 'History' }).click();
    const history = provider.page.getByRole('dialog').filter({ hasText: 'Case History' });
    await expect(history).toHaveCount(1);
    await waitUntilLive(stack, provider.page, target.id);

    const firm = await openAs('lawfirm@demo.test', target.id, 'status');
    await firm.page.getByRole('button', { name: 'Update Now' }).click();
    await dialog(firm.page).getByLabel('Status').selectOption('TRIAL_SCHEDULED');
    // Without its date the update is refused with the field's message, and the form stays open.
    await dialog(firm.page).getByRole('button', { name: 'Update', exact: true }).click();
    await expect(dialog(firm.page).getByText('This field is required.')).toHaveCount(1);
    await dialog(firm.page).getByLabel('Appearance Date').fill('2027-04-12');
    await dialog(firm.page).getByLabel('Note').fill('Trial date set by the court');
    await dialog(firm.page).getByRole('button', { name: 'Update', exact: true }).click();
    await expect(dialog(firm.page)).toHaveCount(0);
    await expect(firm.page.getByText('Appearance Date: 04/12/2027')).toHaveCount(1);

    const entry = history.getByRole('listitem').first();
    await expect(entry).toContainText('to Trial Scheduled');
    await expect(entry).toContainText('Trial date set by the court');
    await firm.context.close();
    await provider.context.close();
  });

  test('a lienholder posts a balance and the law firm sees it in Finance', async () => {
    const target = await sharedCase(1);
    const firm = await openAs('lawfirm@demo.test', target.id, 'finance');
    await waitUntilLive(stack, firm.page, target.id);
    const provider = await openAs('provider@demo.test', target.id, 'status');

    const balance = provider.page.getByLabel('Balance');
    await balance.fill('12.345');
    await provider.page.getByRole('button', { name: 'Save' }).click();
    await expect(provider.page.getByText('Ensure that there are no more than 2 decimal places.')).toHaveCount(1);
    await balance.fill('4321.09');
    await provider.page.getByRole('button', { name: 'Save' }).click();
    await expect(provider.page.getByText('Saved.')).toHaveCount(1);

    // Live on the law firm's open Finance tab, without a reload.
    const row = firm.page.getByRole('row').filter({ hasText: 'Riverside Spine & Rehab' });
    await expect(row).toContainText('$4,321.09');
    await expect(row).toContainText('Updated by Riverside Spine & Rehab');

    // The lienholder's Lien History has the entry; the Case History does not.
    await provider.page.getByRole('button', { name: 'History' }).click();
    const drawer = provider.page.getByRole('dialog');
    await drawer.getByRole('tab', { name: 'Lien History' }).click();
    await expect(drawer.getByRole('list', { name: 'Lien History' }).getByRole('listitem').first()).toContainText(
      'Balance updated to $4,321.09',
    );
    await drawer.getByRole('tab', { name: 'Case History' }).click();
    await expect(drawer.getByRole('list', { name: 'Case History' })).toHaveCount(1);
    await expect(drawer.getByRole('list', { name: 'Case History' }).getByRole('listitem').first()).toBeVisible();
    await expect(drawer.getByRole('list', { name: 'Case History' })).not.toContainText('Balance updated');
    await firm.context.close();
    await provider.context.close();
  });

  test('a lienholder resolves its lien (a reason is required), then re-opens it', async () => {
    const target = await sharedCase(2);
    const provider = await openAs('provider@demo.test', target.id);
    await provider.page.getByRole('button', { name: 'Actions' }).click();
    await provider.page.getByRole('menuitem', { name: 'Mark as Resolved' }).click();
    await dialog(provider.page).getByRole('button', { name: 'Resolve' }).click();
    await expect(dialog(provider.page).getByText('This field is required.')).toHaveCount(1);
    await dialog(provider.page).getByLabel('Reason').selectOption('PAID_IN_FULL');
    await dialog(provider.page).getByRole('button', { name: 'Resolve' }).click();
    // The resolved lien leaves the open portfolio and its first case opens.
    await provider.page.waitForURL((url) => CASE_URL.test(url.pathname) && !url.pathname.endsWith(target.id));
    expect((await restPortfolio(stack, 'provider@demo.test')).results.map((c) => c.id)).not.toContain(target.id);

    await provider.page.goto(`/portfolio/${target.id}`);
    await provider.page.getByRole('button', { name: 'Actions' }).click();
    await provider.page.getByRole('menuitem', { name: 'Re-open Lien' }).click();
    await expect(dialog(provider.page).getByText('Are you sure you want to re-open this lien?')).toHaveCount(1);
    await dialog(provider.page).getByRole('button', { name: 'Yes' }).click();
    await expect(dialog(provider.page)).toHaveCount(0);
    expect((await restPortfolio(stack, 'provider@demo.test')).results.map((c) => c.id)).toContain(target.id);
    await provider.page.getByRole('button', { name: 'Actions' }).click();
    await expect(provider.page.getByRole('menuitem', { name: 'Mark as Resolved' })).toHaveCount(1);
    await provider.context.close();
  });

  test('a law firm records a change of representation; the case leaves its portfolio', async () => {
    const target = await sharedCase(3);
    const firm = await openAs('lawfirm@demo.test', target.id);
    await expect(firm.page.getByRole('heading', { name: fullName(target) }).first()).toBeVisible();
    await firm.page.getByRole('button', { name: 'Actions' }).click();
    await firm.page.getByRole('menuitem', { name: 'Mark as No Longer Representing Plaintiff' }).click();
    const modal = dialog(firm.page);
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(modal.getByText('This field is required.')).toHaveCount(1);
    await modal.getByRole('radio', { name: 'No' }).check();
    await modal.getByRole('button', { name: 'Submit' }).click();
    // Now the note: the same message, on the Note field.
    await expect(modal.getByText('This field is required.')).toHaveCount(1);
    await expect(modal.getByLabel('Note')).toHaveAccessibleDescription('This field is required.');
    await modal.getByLabel('Note').fill('The client hired another firm');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(
      modal.getByText('Thanks! Lienholders on this case will be notified that the law firm has changed.', { exact: false }),
    ).toHaveCount(1);
    await modal.getByRole('button', { name: 'OK' }).click();
    await firm.page.waitForURL((url) => CASE_URL.test(url.pathname) && !url.pathname.endsWith(target.id));
    expect((await restPortfolio(stack, 'lawfirm@demo.test')).results.map((c) => c.id)).not.toContain(target.id);

    // The lienholder keeps the case, now without a law firm, and its history says what happened.
    const provider = await openAs('provider@demo.test', target.id);
    await expect(provider.page.getByRole('heading', { name: fullName(target) }).first()).toBeVisible();
    await provider.page.getByRole('button', { name: 'History' }).click();
    const entry = provider.page.getByRole('dialog').getByRole('listitem').first();
    await expect(entry).toContainText('The client hired another firm');
    await firm.context.close();
    await provider.context.close();
  });

  test('a law firm merges two duplicate cases; the merged case opens', async () => {
    const cases = (await restPortfolio(stack, 'lawfirm2@demo.test')).results;
    const [keep, duplicate] = [cases[0]!, cases[1]!];
    const firm = await openAs('lawfirm2@demo.test', keep.id);
    await expect(firm.page.getByRole('heading', { name: fullName(keep) }).first()).toBeVisible();
    await firm.page.getByRole('button', { name: 'Actions' }).click();
    await firm.page.getByRole('menuitem', { name: 'Mark as Duplicate' }).click();
    const modal = dialog(firm.page);
    await modal.getByLabel('Search duplicate cases').fill(duplicate.plaintiff.last_name);
    // The current case is never a candidate.
    const candidate = modal.getByRole('radio', { name: new RegExp(fullName(duplicate)) });
    await expect(candidate.first()).toBeVisible();
    await expect(modal.getByRole('radio', { name: new RegExp(`^${fullName(keep)} ·`) })).toHaveCount(0);
    await candidate.first().check();
    await modal.getByRole('button', { name: 'Next' }).click();
    await expect(modal.getByRole('table', { name: 'Merge preview' })).toHaveCount(1);
    const merge = modal.getByRole('button', { name: 'Merge' });
    await expect(merge).toBeDisabled();
    await modal.getByRole('checkbox', { name: 'I confirm that I want to merge the two cases listed above' }).check();
    await merge.click();
    await expect(modal.getByText('Your cases have been merged successfully!')).toHaveCount(1);
    await modal.getByRole('button', { name: 'Open the merged case' }).click();
    await firm.page.waitForURL((url) => url.pathname === `/portfolio/${keep.id}`);
    const ids = (await restPortfolio(stack, 'lawfirm2@demo.test')).results.map((c) => c.id);
    expect(ids).toContain(keep.id);
    expect(ids).not.toContain(duplicate.id);
    await firm.page.getByRole('button', { name: 'History' }).click();
    await expect(firm.page.getByRole('dialog').getByRole('listitem').first()).toContainText('Cases merged');
    await firm.context.close();
  });

  test('a law firm adds policy limits (MedPay has no maximum) and deletes one; the lienholder reads them', async () => {
    const target = await sharedCase(4);
    const firm = await openAs('lawfirm@demo.test', target.id);
    const add = firm.page.getByRole('group', { name: 'Add a policy limit' });
    await add.getByLabel('Type').selectOption('BODILY_INJURY');
    await add.getByLabel('Min').fill('50000');
    await add.getByLabel('Max').fill('25000');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add.getByText('Ensure Max is greater than or equal to Min.')).toHaveCount(1);
    await add.getByLabel('Max').fill('100000');
    await add.getByRole('button', { name: 'Add' }).click();
    const table = firm.page.getByRole('table', { name: 'Policy limits' });
    await expect(table.getByRole('row').filter({ hasText: 'Bodily Injury' })).toHaveCount(1);
    await expect(table.getByRole('row').filter({ hasText: 'Bodily Injury' })).toContainText('$100,000.00');

    await add.getByLabel('Type').selectOption('MEDPAY');
    await expect(add.getByLabel('Max')).toHaveCount(0);
    await add.getByLabel('Min').fill('5000');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(table.getByRole('row').filter({ hasText: 'MedPay' })).toHaveCount(1);

    await firm.page.getByRole('button', { name: 'Delete Bodily Injury limit' }).click();
    await expect(table.getByRole('row').filter({ hasText: 'Bodily Injury' })).toHaveCount(0);

    const provider = await openAs('provider@demo.test', target.id);
    const seen = provider.page.getByRole('table', { name: 'Policy limits' });
    await expect(seen.getByRole('row').filter({ hasText: 'MedPay' })).toHaveCount(1);
    await expect(provider.page.getByRole('group', { name: 'Add a policy limit' })).toHaveCount(0);
    await firm.context.close();
    await provider.context.close();
  });

  test('a lienholder copies the case link; its law firm follows it to the case, another firm is refused', async () => {
    const target = await sharedCase(0);
    const provider = await openAs('provider@demo.test', target.id);
    await provider.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.portal.url });
    await expect(provider.page.getByRole('heading', { name: fullName(target) }).first()).toBeVisible();
    await provider.page.getByRole('button', { name: 'Actions' }).click();
    await provider.page.getByRole('menuitem', { name: 'Copy Case Link' }).click();
    await expect(provider.page.getByText('Copied!')).toHaveCount(1);
    const link = await provider.page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${stack.portal.url}/share/[\\w-]+$`));

    const firm = await openAs('lawfirm@demo.test', target.id);
    await firm.page.goto(link);
    await firm.page.waitForURL((url) => url.pathname === `/portfolio/${target.id}`);
    const other = await openAs('lawfirm2@demo.test', target.id);
    await other.page.goto(link);
    await expect(other.page.getByText('You do not have permission to view this case', { exact: false })).toHaveCount(1);
    await provider.context.close();
    await firm.context.close();
    await other.context.close();
  });
});
