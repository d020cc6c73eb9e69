// End-to-end: records change hands. The provider connects its payout account; the law firm requests records from
// the provider; the provider's contact opens the e-mailed link (read from a real SMTP peer) in a browser that never
// signed in, uploads two files with an access fee (progress shown on a throttled line), and submits; the law firm
// sees the request fulfilled and the records arrive live, pays for one with the offline provider, and downloads it;
// another organisation reads none of it, and the used link opens nothing.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { AddressObject, ParsedMail } from 'mailparser';
import { DEMO_EMAILS } from '../../registry/seed/demo.ts';
import { loginAs } from '../../registry/testing.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../registry/testing-smtp.ts';
import { DEMO_PASSWORD, fullName, newPage, restPortfolio, signIn, startStack, waitUntilLive, CASE_URL, type Stack } from './helpers.ts';

let smtp: TestSmtpServer;
let stack: Stack;

test.beforeAll(async ({ browser }) => {
  smtp = await startTestSmtpServer();
  stack = await startStack(browser, { smtpUrl: smtp.url, publicUrl: 'http://portal.test' });
});
test.afterAll(async () => {
  await stack?.close();
  await smtp?.close();
});

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((object) => object.value.map((entry) => entry.address?.toLowerCase()));

/** The first document-request link e-mailed to anyone, waiting for it to arrive. */
async function requestLink(): Promise<{ message: ParsedMail; path: string }> {
  const find = () => smtp.messages.find((message) => /\/document-request\/response\?/.test(message.text ?? ''));
  await expect.poll(() => !!find(), { timeout: 60_000 }).toBe(true);
  const message = find()!;
  const url = /https?:\/\/\S+\/document-request\/response\?\S+/.exec(message.text ?? '')![0];
  const link = new URL(url);
  return { message, path: `${link.pathname}${link.search}` };
}

async function signedInOn(email: string, path: string): Promise<Page> {
  const { page } = await newPage(stack);
  await page.goto('/login');
  await signIn(page, email);
  await page.waitForURL(CASE_URL);
  await page.goto(path);
  return page;
}

/** A file of `size` bytes with varied content, so a download can be compared byte for byte. */
function fileOf(name: string, size: number) {
  const buffer = Buffer.alloc(size);
  for (let i = 0; i < size; i++) buffer[i] = (i * 7 + name.length) & 0xff;
  return { name, mimeType: 'application/pdf', buffer };
}

test('a law firm requests records, the provider answers through the e-mailed link, the firm pays and downloads', async () => {
  // A case of the law firm with a lien of the provider.
  const lawFirmCases = (await restPortfolio(stack, DEMO_EMAILS.lawFirm)).results;
  const providerIds = new Set((await restPortfolio(stack, DEMO_EMAILS.provider)).results.map((c) => c.id));
  const kase = lawFirmCases.find((c) => providerIds.has(c.id))!;
  expect(kase).toBeTruthy();
  const plaintiff = fullName(kase);

  // The provider's admin connects its payout account (the offline provider), so its records can carry a fee.
  const provider = await signedInOn(DEMO_EMAILS.provider, '/settings/account');
  await provider.getByRole('button', { name: 'Connect payment account' }).click();
  await expect(provider.getByText(/Your payout account is connected/)).toBeVisible();

  // The law firm asks for the records.
  const lawFirm = await signedInOn(DEMO_EMAILS.lawFirm, `/portfolio/${kase.id}?tab=documents`);
  await expect(lawFirm.getByRole('heading', { name: plaintiff }).first()).toBeVisible();
  await waitUntilLive(stack, lawFirm, kase.id);
  await lawFirm.getByRole('button', { name: 'Actions' }).click();
  await lawFirm.getByRole('menuitem', { name: 'Request Documents' }).click();
  const requestDialog = lawFirm.getByRole('dialog', { name: `Request Documents for ${plaintiff}'s Case` });
  await requestDialog.getByRole('combobox', { name: /Lien/ }).selectOption({ label: 'Riverside Spine & Rehab' });
  await requestDialog.getByRole('textbox', { name: /Note/ }).fill('Please send the MRI report and the office notes.');
  await requestDialog.getByRole('button', { name: 'Request', exact: true }).click();
  await expect(requestDialog).toBeHidden();

  // The provider's contact opens the link from the e-mail, signed in nowhere.
  const { message, path } = await requestLink();
  expect(addressesOf(message.to).length).toBeGreaterThan(0);
  const { context: visitorContext, page: visitor } = await newPage(stack);
  await visitor.goto(path);
  await expect(visitor.getByRole('heading', { name: `Documents requested for ${plaintiff}'s case` })).toBeVisible();
  await expect(visitor.getByText('Please send the MRI report and the office notes.')).toBeVisible();

  // Two files at once on a slow line: each shows its own progress.
  const cdp = await visitorContext.newCDPSession(visitor);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400 * 1024 });
  const mri = fileOf('mri-report.pdf', 900 * 1024);
  const notes = fileOf('office-notes.pdf', 700 * 1024);
  await visitor.getByRole('button', { name: 'Upload Documents' }).click();
  const upload = visitor.getByRole('dialog');
  await upload.getByLabel('Choose files').setInputFiles([mri, notes]);
  await upload.getByRole('combobox', { name: /Type/ }).selectOption('MEDICAL_RECORDS');
  await upload.getByRole('textbox', { name: /Access Fee/ }).fill('12.50');
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByRole('progressbar', { name: 'Upload progress of mri-report.pdf' })).toBeVisible();
  await expect(upload.getByRole('progressbar', { name: 'Upload progress of office-notes.pdf' })).toBeVisible();
  await expect(upload).toBeHidden({ timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const uploaded = visitor.getByRole('region', { name: 'Uploaded documents' });
  await expect(uploaded.getByText('mri-report.pdf')).toBeVisible();
  await expect(uploaded.getByText('office-notes.pdf')).toBeVisible();
  await visitor.getByRole('button', { name: 'Submit' }).click();
  await visitor.waitForURL(/\/document-request\/response-complete/);

  // The law firm sees both records arrive, priced, without reloading; the request reads fulfilled in its Inbox.
  const documents = lawFirm.getByRole('table', { name: 'Documents' });
  await expect(documents.getByRole('row', { name: /mri-report/ })).toBeVisible();
  await expect(documents.getByRole('row', { name: /office-notes/ })).toBeVisible();
  await lawFirm.getByRole('tab', { name: /Inbox/ }).click();
  await expect(lawFirm.getByText('Lienholder Uploaded All Documents').first()).toBeVisible();

  // It pays for one with the offline provider and lands back on the case's documents, the record opened.
  await lawFirm.getByRole('tab', { name: /Documents/ }).click();
  await documents.getByRole('link', { name: /Pay to Open mri-report/ }).click();
  await lawFirm.waitForURL(/\/document-payment\?/);
  await expect(lawFirm.getByText('Test payments — no real card is charged (offline payment provider)')).toBeVisible();
  await expect(lawFirm.getByLabel('Total amount')).toHaveText('$12.50');
  await lawFirm.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await lawFirm.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34');
  await lawFirm.getByRole('textbox', { name: 'CVC' }).fill('123');
  await lawFirm.getByRole('button', { name: /^Pay \$12\.50/ }).click();
  await expect(lawFirm.getByText('Payment processing!', { exact: true })).toBeVisible();
  await lawFirm.waitForURL(new RegExp(`/portfolio/${kase.id}\\?.*tab=documents`));
  const paid = documents.getByRole('row', { name: /mri-report/ });
  await expect(paid.getByRole('link', { name: /Pay to Open/ })).toHaveCount(0, { timeout: 60_000 });
  // The other record stays locked.
  await expect(documents.getByRole('row', { name: /office-notes/ }).getByRole('link', { name: /Pay to Open/ })).toBeVisible();

  // The paid record downloads, byte for byte.
  await paid.getByRole('button', { name: /^Actions for / }).click();
  const downloading = lawFirm.waitForEvent('download');
  await lawFirm.getByRole('menuitem', { name: 'Download' }).click();
  const download = await downloading;
  expect(await readFile((await download.path())!)).toEqual(mri.buffer);

  // Another organisation reads none of it: not the case, not the records, not the request.
  const otherToken = await loginAs(stack.registryUrl, DEMO_EMAILS.lawFirm2, DEMO_PASSWORD);
  const lawFirmToken = await loginAs(stack.registryUrl, DEMO_EMAILS.lawFirm, DEMO_PASSWORD);
  const mine = (await (
    await fetch(`${stack.registryUrl}/api/registry/v1/escrow-agent/documents/?case=${kase.id}`, {
      headers: { Authorization: `JWT ${lawFirmToken}` },
    })
  ).json()) as { results: { id: string }[] };
  expect(mine.results).toHaveLength(2);
  for (const document of mine.results) {
    const answer = await fetch(`${stack.registryUrl}/api/registry/v1/escrow-agent/documents/${document.id}/`, {
      headers: { Authorization: `JWT ${otherToken}` },
    });
    expect(answer.status).toBe(404);
  }
  const other = await signedInOn(DEMO_EMAILS.lawFirm2, `/portfolio/${kase.id}?tab=documents`);
  await expect(other.getByText(/You do not have permission to view this case|There was a problem loading this case/).first()).toBeVisible();
  await expect(other.getByText('mri-report.pdf')).toHaveCount(0);

  // The link was for one answer: opened again, it shows the already-fulfilled view.
  await visitor.goto(path);
  await visitor.waitForURL(/\/document-request\/(already-fulfilled|token-expired)/);
});
