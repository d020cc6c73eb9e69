// End-to-end: issue 14's "Done means" in one journey, through the UI only (the database is only read). A provider,
// signed out, sends a .csv on /bulk-case-upload: two rows are existing cases of the demo law firm entered again (a
// nickname, a typo in the last name; the same birth date) and one is a new patient. Staff open Case Uploads from the
// user menu, map the columns, choose the law firm and import (parse and import are jobs); 'From Import' opens the
// dedupe queue of the import, where the matching job's matches appear marked 'From Import'. Staff merge one (master and
// duplicate chosen on its card), dismiss the other, verify a contact on 'Verify Contacts', and merge two other cases of
// the firm on /manual-dedupe. The firm then signs in: its portfolio has both kept cases and neither merged-away one.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { sql } from 'kysely';
import { DEMO_EMAILS } from '../../registry/seed/demo.ts';
import { sameGivenName } from '../../registry/domain/dedupe/matching/nicknames.ts';
import { newPage, signedIn, startStack, type Stack } from './helpers.ts';

let stack: Stack;

test.beforeAll(async ({ browser }) => {
  stack = await startStack(browser);
});
test.afterAll(async () => {
  await stack?.close();
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Short forms of the demo data's given names (registry/seed/random.ts); each is checked against the engine's table. */
const NICKNAMES: Record<string, string> = {
  James: 'Jim',
  Robert: 'Bob',
  Michael: 'Mike',
  William: 'Bill',
  David: 'Dave',
  Elizabeth: 'Liz',
  Richard: 'Rick',
  Joseph: 'Joe',
  Thomas: 'Tom',
  Patricia: 'Pat',
  Jennifer: 'Jen',
  Susan: 'Sue',
  Barbara: 'Barb',
};

/** A typo: two neighbouring letters of the name's middle swapped (Johnson → Jonhson). */
function typo(name: string): string {
  for (let i = 1; i < name.length - 2; i++) {
    if (name[i] !== name[i + 1]) return name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2);
  }
  throw new Error(`no typo possible in ${name}`);
}

/** '1985-03-04' → '03/04/1985', as a provider's spreadsheet writes it. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** Reloads `page` until `locator` shows: the page is rendered before the jobs behind it (parse, import, matching) end. */
async function reloadUntilVisible(page: Page, locator: Locator, timeout = 120_000): Promise<void> {
  await expect(async () => {
    await page.reload();
    await expect(locator).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout });
}

test('a signed-out provider’s spreadsheet is imported, deduped against the firm’s cases, contacts verified, cases merged; the firm sees the merged cases', async () => {
  test.setTimeout(300_000);
  const started = Date.now();

  // The demo data, read: the law firm and its cases' plaintiffs (one case per plaintiff, with a birth date).
  const firm = await stack.db
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.user_id', 'u.id')
    .innerJoin('legal_organizations as o', 'o.id', 'a.organization_id')
    .select(['o.id', 'o.name'])
    .where('u.email', '=', DEMO_EMAILS.lawFirm)
    .executeTakeFirstOrThrow();
  const firmCases = await stack.db
    .selectFrom('cases as c')
    .innerJoin('persons as p', 'p.id', 'c.plaintiff_id')
    .select(['c.id', 'p.first_name', 'p.last_name', sql<string>`to_char(p.birthdate, 'YYYY-MM-DD')`.as('birthdate')])
    .where('c.law_firm_id', '=', firm.id)
    .where('p.birthdate', 'is not', null)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
  const nameCount = (first: string, last: string) => firmCases.filter((c) => c.first_name === first && c.last_name === last).length;
  const single = firmCases.filter((c) => nameCount(c.first_name, c.last_name) === 1 && c.last_name.length >= 4);
  const nicknamed = single.find((c) => NICKNAMES[c.first_name]);
  if (!nicknamed) throw new Error('the demo firm has no case whose plaintiff has a nickname');
  const typoed = single.find((c) => c.id !== nicknamed.id && c.first_name !== nicknamed.first_name && c.last_name !== nicknamed.last_name);
  if (!typoed) throw new Error('the demo firm has too few cases');
  const nickname = NICKNAMES[nicknamed.first_name]!;
  expect(sameGivenName(nickname.toLowerCase(), nicknamed.first_name.toLowerCase())).toBe(true);
  const nicknameRow = { first: nickname, last: nicknamed.last_name };
  const typoRow = { first: typoed.first_name, last: typo(typoed.last_name) };
  const fileName = `registry-clean-${Date.now()}.csv`;
  const csv = [
    'Patient First,Patient Last,DOB,Date of Loss,State',
    `${nicknameRow.first},${nicknameRow.last},${usDate(nicknamed.birthdate)},2025-03-02,NY`,
    `${typoRow.first},${typoRow.last},${typoed.birthdate},2025-04-11,CA`,
    'Quillon,Marchetti-Vosk,1977-09-23,2025-05-06,TX',
  ].join('\n');

  // 1. The provider's organisation, signed out, sends the spreadsheet.
  const provider = await newPage(stack);
  await provider.page.goto('/bulk-case-upload');
  await expect(provider.page.getByRole('heading', { name: 'Secure Case Upload' })).toBeVisible();
  const providerOrg = await stack.db
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.user_id', 'u.id')
    .innerJoin('legal_organizations as o', 'o.id', 'a.organization_id')
    .select(['o.name', 'u.first_name', 'u.last_name'])
    .where('u.email', '=', DEMO_EMAILS.provider)
    .executeTakeFirstOrThrow();
  await provider.page.getByRole('textbox', { name: 'Company Name' }).fill(providerOrg.name);
  await provider.page.getByRole('textbox', { name: 'Your Full Name' }).fill(`${providerOrg.first_name} ${providerOrg.last_name}`);
  await provider.page.getByRole('textbox', { name: 'Email' }).fill(DEMO_EMAILS.provider);
  await provider.page
    .getByLabel('Cases You Are Uploading')
    .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await provider.page.getByRole('button', { name: 'Submit' }).click();
  await expect(provider.page.getByText('Your file was uploaded securely. We have e-mailed you a confirmation.')).toBeVisible();
  await provider.context.close();

  // 2. Staff: Case Uploads from the user menu; map the columns, choose the law firm, import.
  const staff = await signedIn(stack, DEMO_EMAILS.staff);
  const page = staff.page;
  await page.getByRole('button', { name: 'Sam Staffer', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Case Uploads' }).click();
  await expect(page).toHaveURL(/\/staff\/case-uploads/);
  await page.getByRole('button', { name: fileName }).click();
  const panel = page.getByRole('region', { name: 'Import' });
  // Read by the parse job (the page looks again while it runs).
  await expect(panel.getByRole('button', { name: 'Import' })).toBeVisible({ timeout: 90_000 });
  for (const [field, column] of [
    ['Plaintiff First Name', 'Patient First'],
    ['Plaintiff Last Name', 'Patient Last'],
    ['Plaintiff Date of Birth', 'DOB'],
    ['Date of Loss', 'Date of Loss'],
    ['State of Incident', 'State'],
  ]) {
    await panel.getByRole('combobox', { name: field }).selectOption({ label: column });
  }
  await panel.getByRole('combobox', { name: 'Organization' }).fill(firm.name.slice(0, 8));
  await page
    .getByRole('option', { name: new RegExp(`^${escaped(firm.name)}`) })
    .first()
    .click();
  await panel.getByRole('button', { name: 'Save and preview' }).click();
  const preview = panel.getByRole('table', { name: 'Preview' });
  await expect(preview.getByRole('row')).toHaveCount(4);
  await expect(preview.getByText(nicknameRow.last).first()).toBeVisible();
  await panel.getByRole('button', { name: 'Import' }).click();
  await expect(panel.getByText('3 cases were imported; 0 rows were skipped for errors.')).toBeVisible({ timeout: 120_000 });

  const upload = await stack.db.selectFrom('bulk_data_imports').select(['id']).where('file_name', '=', fileName).executeTakeFirstOrThrow();
  const imported = await stack.db
    .selectFrom('cases as c')
    .innerJoin('persons as p', 'p.id', 'c.plaintiff_id')
    .select(['c.id', 'c.law_firm_id', 'p.first_name', 'p.last_name'])
    .where('c.import_id', '=', upload.id)
    .execute();
  expect(imported).toHaveLength(3);
  expect(imported.every((c) => c.law_firm_id === firm.id)).toBe(true);
  const importedNickname = imported.find((c) => c.first_name === nicknameRow.first)!;
  expect(importedNickname).toBeDefined();

  // 3. 'From Import': the import's matches (the matching job runs after the import), marked 'From Import'.
  await panel.getByRole('link', { name: 'From Import' }).click();
  await expect(page).toHaveURL(new RegExp(`/dedupe\\?import_id=${upload.id}`));
  const card = (a: string, b: string) =>
    page.getByRole('article', { name: new RegExp(`^Match: .*(${escaped(a)}.* · .*${escaped(b)}|${escaped(b)}.* · .*${escaped(a)})`) });
  const nicknameCard = card(`${nicknamed.first_name} ${nicknamed.last_name}`, `${nicknameRow.first} ${nicknameRow.last}`);
  const typoCard = card(`${typoed.first_name} ${typoed.last_name}`, `${typoRow.first} ${typoRow.last}`);
  await reloadUntilVisible(page, typoCard);
  await reloadUntilVisible(page, nicknameCard);
  await expect(nicknameCard.getByText('From Import', { exact: true })).toBeVisible();
  await expect(typoCard.getByText('From Import', { exact: true })).toBeVisible();
  // The new patient matches nobody.
  await expect(page.getByRole('article').filter({ hasText: 'Marchetti-Vosk' })).toHaveCount(0);

  // Merge the nickname's match: the existing case is the master, the imported one the duplicate.
  const merge = nicknameCard.getByRole('button', { name: 'Merge' });
  await expect(merge).toBeDisabled();
  await nicknameCard.getByRole('radio', { name: `Master: ${nicknamed.first_name} ${nicknamed.last_name}` }).check();
  await nicknameCard.getByRole('checkbox', { name: `Duplicate: ${nicknameRow.first} ${nicknameRow.last}` }).check();
  await merge.click();
  await expect(page.getByText('Match successfully merged!').first()).toBeVisible();
  await expect(nicknameCard).toHaveCount(0);

  // Dismiss the typo's match.
  await typoCard.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Match dismissed.').first()).toBeVisible();
  await expect(typoCard).toHaveCount(0);

  // 4. Verify a contact: the first one awaiting verification, in the Verify Contact modal.
  await page.goto('/dedupe?tab=verify-contacts');
  await expect(page.getByRole('tab', { name: 'Verify Contacts' })).toHaveAttribute('aria-selected', 'true');
  const contacts = page.getByRole('table', { name: 'Verify Contacts' });
  const firstRow = contacts
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Verify / }) })
    .first();
  const verifyButton = firstRow.getByRole('button', { name: /^Verify / });
  await expect(verifyButton).toBeVisible();
  // The contact is its row's name, e-mail and organisation (a person may be a contact of several organisations).
  const cells = firstRow.getByRole('cell');
  const [contactName, contactEmail, contactOrganization] = await Promise.all(
    [0, 1, 2].map(async (i) => (await cells.nth(i).textContent()) ?? ''),
  );
  expect(contactName).not.toBe('');
  const contactRow = contacts
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: contactName, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: contactEmail, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: contactOrganization, exact: true }) });
  await expect(contactRow).toHaveCount(1);
  const pendingLabel = await page.getByText(/^No action taken \(\d+\)$/).textContent();
  const pendingBefore = Number(/\((\d+)\)/.exec(pendingLabel ?? '')?.[1]);
  expect(pendingBefore).toBeGreaterThan(0);
  await verifyButton.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Verify Contact')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Verification reason/ }).fill('Called the office to confirm');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  const confirm = dialog.getByText('Confirm Contact Verification');
  const verified = page.getByText('Contact verified.').first();
  await expect(confirm.or(verified)).toBeVisible();
  if (await confirm.isVisible()) await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(verified).toBeVisible();
  await expect(page.getByRole('radio', { name: `No action taken (${pendingBefore - 1})` })).toBeVisible();
  await expect(contactRow).toHaveCount(0);
  const contactStatus = await stack.db
    .selectFrom('contacts as c')
    .innerJoin('legal_organizations as o', 'o.id', 'c.legal_organization_id')
    .select(['c.verification_status', 'c.verification_reason'])
    .where('c.email', '=', contactEmail)
    .where('o.name', '=', contactOrganization)
    .where(sql<string>`c.first_name || ' ' || c.last_name`, '=', contactName)
    .execute();
  expect(contactStatus).toEqual([{ verification_status: 'VERIFIED', verification_reason: 'Called the office to confirm' }]);

  // 5. Manual Dedupe: two other cases of the firm.
  const others = single.filter((c) => c.id !== nicknamed.id && c.id !== typoed.id);
  const [keep, duplicate] = [others[0]!, others[1]!];
  const keepName = `${keep.first_name} ${keep.last_name}`;
  const duplicateName = `${duplicate.first_name} ${duplicate.last_name}`;
  await page.getByRole('button', { name: 'Sam Staffer', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Manual Dedupe' }).click();
  await expect(page).toHaveURL(/\/manual-dedupe$/);
  await page.getByRole('combobox', { name: /Organization/ }).fill(firm.name.slice(0, 8));
  await page
    .getByRole('option', { name: new RegExp(`^${escaped(firm.name)}`) })
    .first()
    .click();
  await page.getByRole('combobox', { name: /Canonical case/ }).fill(keep.id);
  await page.getByRole('option', { name: new RegExp(`^${escaped(keepName)} ·`) }).click();
  await page.getByRole('combobox', { name: /Duplicate case/ }).fill(duplicate.id);
  await page.getByRole('option', { name: new RegExp(`^${escaped(duplicateName)} ·`) }).click();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('table', { name: 'Merge preview' }).getByRole('row').filter({ hasText: 'Plaintiff' })).toContainText(
    keepName,
  );
  await page.getByRole('button', { name: 'Merge' }).click();
  await expect(page.getByText('The cases have been merged!')).toBeVisible();
  await staff.context.close();

  // 6. The law firm signs in: its portfolio finds the kept cases and not the merged-away ones.
  const lawFirm = await signedIn(stack, DEMO_EMAILS.lawFirm);
  const search = lawFirm.page.getByRole('searchbox', { name: 'Search cases' });
  for (const [kept, gone] of [
    [nicknamed.id, importedNickname.id],
    [keep.id, duplicate.id],
  ]) {
    await search.fill(kept);
    await expect(lawFirm.page.locator(`a[href="/portfolio/${kept}"]`).first()).toBeVisible();
    // The search for the merged-away case finds nothing (the kept case's row goes, and no other comes).
    await search.fill(gone);
    await expect(lawFirm.page.locator(`a[href="/portfolio/${kept}"]`)).toHaveCount(0);
    await expect(lawFirm.page.locator(`a[href="/portfolio/${gone}"]`)).toHaveCount(0);
  }
  // The merged case shows its plaintiff, and the merge is in its history.
  await lawFirm.page.goto(`/portfolio/${nicknamed.id}`);
  await expect(lawFirm.page.getByRole('heading', { name: `${nicknamed.first_name} ${nicknamed.last_name}` }).first()).toBeVisible();
  await lawFirm.page.getByRole('button', { name: 'History' }).click();
  await expect(lawFirm.page.getByRole('dialog').getByRole('listitem').first()).toContainText('Cases merged');
  await lawFirm.context.close();
  test.info().annotations.push({ type: 'duration', description: `${Math.round((Date.now() - started) / 1000)} s` });
});
