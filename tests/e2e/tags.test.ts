// End-to-end: a law firm tags a case and records its id in an external system; both survive a reload, and the
// lienholder on the same case sees neither (tags and identifiers are private to the organisation).
import { expect, test } from '@playwright/test';
import { fullName, restPortfolio, startStack, type Stack, openCaseAs } from './helpers.ts';

let stack: Stack;
test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.close();
});

const openAs = (email: string, caseId: string) => openCaseAs(stack, email, caseId);

test.describe('tags and external identifiers', () => {
  test('a law firm adds a tag and an external id, sees them after a reload; the lienholder on the case sees neither', async () => {
    const firmCases = new Set((await restPortfolio(stack, 'lawfirm@demo.test')).results.map((c) => c.id));
    const target = (await restPortfolio(stack, 'provider@demo.test')).results.find((c) => firmCases.has(c.id))!;
    const firm = await openAs('lawfirm@demo.test', target.id);
    const page = firm.page;
    await expect(page.getByRole('heading', { name: fullName(target) }).first()).toBeVisible();

    // Search-or-create: a new name offers to create the tag.
    const picker = page.getByRole('combobox', { name: 'Add a tag' });
    await picker.fill('Priority review');
    await page.getByRole('option', { name: 'Create "Priority review"' }).click();
    const tags = page.getByRole('list', { name: 'Tags' });
    await expect(tags.getByRole('listitem')).toHaveText(['Priority review']);

    // Law firm 1 has two external systems: the identifier needs one chosen.
    const form = page.getByRole('group', { name: 'Add an external identifier' });
    await form.getByLabel('External identifier').fill('CL-4455');
    await form.getByRole('button', { name: 'Add identifier' }).click();
    await expect(form.getByText('This field is required.')).toHaveCount(1);
    await form.getByLabel('External system').selectOption({ label: 'Clio' });
    await form.getByRole('button', { name: 'Add identifier' }).click();
    const identifiers = page.getByRole('list', { name: 'External identifiers' });
    await expect(identifiers.getByRole('listitem')).toHaveText(['Clio:CL-4455']);

    await page.reload();
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['Priority review']);
    await expect(page.getByRole('list', { name: 'External identifiers' }).getByRole('listitem')).toHaveText(['Clio:CL-4455']);

    const provider = await openAs('provider@demo.test', target.id);
    await expect(provider.page.getByRole('heading', { name: fullName(target) }).first()).toBeVisible();
    // The provider may tag too (it has the feature), so its Tags row shows, empty of the firm's tag.
    await expect(provider.page.getByRole('heading', { name: 'Tags' })).toHaveCount(1);
    await expect(provider.page.getByText('No identifiers yet.')).toHaveCount(1);
    await expect(provider.page.getByText('Priority review')).toHaveCount(0);
    await expect(provider.page.getByText('CL-4455')).toHaveCount(0);
    await provider.context.close();
    await firm.context.close();
  });
});
