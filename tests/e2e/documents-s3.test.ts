// End-to-end: the same upload with the files in an S3 bucket (s3rver, a local S3-protocol server). The browser PUTs
// the file straight to the bucket through the presigned link the registry issued (the page's Content-Security-Policy
// admits exactly that origin), the registry checks the object at attach, and the law firm downloads it through a
// presigned link of the bucket.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO_EMAILS } from '../../registry/seed/demo.ts';
import { startTestS3Server, type TestS3Server } from '../../registry/testing-s3.ts';
import { fullName, openCaseAs, restPortfolio, startStack, type Stack } from './helpers.ts';

let s3: TestS3Server;
let stack: Stack;

test.beforeAll(async ({ browser }) => {
  s3 = await startTestS3Server();
  stack = await startStack(browser, { adapters: { storage: s3.storage } });
});
test.afterAll(async () => {
  await stack?.close();
  await s3?.close();
});

test('a lienholder uploads a file straight to the bucket and the law firm downloads it from there', async () => {
  const lawFirmCases = (await restPortfolio(stack, DEMO_EMAILS.lawFirm)).results;
  const providerIds = new Set((await restPortfolio(stack, DEMO_EMAILS.provider)).results.map((c) => c.id));
  const kase = lawFirmCases.find((c) => providerIds.has(c.id))!;
  const content = Buffer.from(`Itemised bill for ${fullName(kase)}\n`.repeat(4000));
  const before = await s3.objects();

  const { page: provider } = await openCaseAs(stack, DEMO_EMAILS.provider, kase.id, 'documents');
  const uploadsToBucket: string[] = [];
  provider.on('request', (request) => {
    if (request.method() === 'PUT') uploadsToBucket.push(new URL(request.url()).origin);
  });
  await provider.getByRole('button', { name: 'Upload Documents' }).click();
  const dialog = provider.getByRole('dialog', { name: 'Upload Documents' });
  await dialog.getByLabel('Choose files').setInputFiles({ name: 'itemised-bill.pdf', mimeType: 'application/pdf', buffer: content });
  await dialog.getByRole('combobox', { name: /Type/ }).selectOption('BILL');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  await expect(provider.getByRole('table', { name: 'Documents' }).getByRole('row', { name: /itemised-bill/ })).toBeVisible();
  // The bytes went to the bucket, not through the portal.
  expect(uploadsToBucket).toEqual([new URL(s3.endpoint).origin]);
  expect((await s3.objects()).length).toBe(before.length + 1);

  const { page: lawFirm } = await openCaseAs(stack, DEMO_EMAILS.lawFirm, kase.id, 'documents');
  const row = lawFirm.getByRole('table', { name: 'Documents' }).getByRole('row', { name: /itemised-bill/ });
  await row.getByRole('button', { name: /^Actions for / }).click();
  const downloading = lawFirm.waitForEvent('download');
  await lawFirm.getByRole('menuitem', { name: 'Download' }).click();
  const download = await downloading;
  expect(new URL(download.url()).origin).toBe(new URL(s3.endpoint).origin);
  expect(await readFile((await download.path())!)).toEqual(content);
});
