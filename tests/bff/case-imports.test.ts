// The spreadsheet import through GraphQL: Viewer.caseImport (mapping, preview with per-row errors; null for everyone
// but staff), saveCaseImport and startCaseImport (userErrors per field; FORBIDDEN for everyone but staff), and the
// imported cases' count on CaseUpload.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
const tokens: Record<string, string> = {};
const db = () => stack.registry.registry.db;
const idle = () => stack.registry.registry.adapters.jobs.idle({ timeoutMs: 60_000 });
let firmId: string;
let uploadGlobalId: string;

const TARGET = `mutation ($input: CreateCaseUploadTargetInput!) {
  createCaseUploadTarget(input: $input) { target { uploadId url method contentType } userErrors { field message } }
}`;
const SUBMIT = `mutation ($input: SubmitCaseUploadInput!) { submitCaseUpload(input: $input) { caseUpload { reference } userErrors { message } } }`;
const LIST = `{ viewer { caseUploads(first: 20) { edges { node { id internalID status rowCount } } } } }`;
const IMPORT_FIELDS = `id canImport canParse mappingGuessed organizationId fields { key label required } mapping { field column }
  preview { rowNumber cells errors }
  caseUpload { id status fileFormat columns rowCount rowsCapped formulaCellCount parseError importOrganizationName importedCaseCount skippedRowCount importError importedAt }`;
const VIEW = `query ($id: ID!) { viewer { caseImport(caseUploadId: $id) { ${IMPORT_FIELDS} } } }`;
const SAVE = `mutation ($input: CaseImportInput!) { saveCaseImport(input: $input) { caseImport { ${IMPORT_FIELDS} } userErrors { field message code } } }`;
const START = `mutation ($input: CaseImportInput!) { startCaseImport(input: $input) { caseImport { caseUpload { status } } userErrors { field message code } } }`;

beforeAll(async () => {
  stack = await startBffStack();
  for (const key of ['lawFirm', 'provider', 'staff'] as const) tokens[key] = await loginAs(stack.registry.url, DEMO_EMAILS[key]);
  firmId = (
    await db()
      .selectFrom('users as u')
      .innerJoin('accounts as a', 'a.user_id', 'u.id')
      .select('a.organization_id')
      .where('u.email', '=', DEMO_EMAILS.lawFirm)
      .executeTakeFirstOrThrow()
  ).organization_id;
  const content = 'First Name,Last Name,DOB,Notes\nAnn,Lee,1980-02-03,=1+1\nBo,,1981-01-01,\n';
  const target = await gql(stack, TARGET, { input: { fileName: 'cases.csv', size: Buffer.byteLength(content), contentType: 'text/csv' } });
  const { url, method, contentType, uploadId } = target.body.data.createCaseUploadTarget.target;
  expect((await fetch(new URL(url, stack.registry.url), { method, headers: { 'content-type': contentType }, body: content })).status).toBe(
    200,
  );
  const sent = await gql(stack, SUBMIT, {
    input: { companyName: 'Chen PT', fullName: 'Mia Chen', emailAddress: 'mia@chen-import.test', dataFileUploadId: uploadId },
  });
  const reference = sent.body.data.submitCaseUpload.caseUpload.reference;
  await idle();
  const list = await gql(stack, LIST, {}, { token: tokens.staff });
  uploadGlobalId = list.body.data.viewer.caseUploads.edges.find((edge: any) => edge.node.internalID === reference).node.id;
}, 120_000);
afterAll(() => stack?.close());

describe('Viewer.caseImport', () => {
  test('staff: the parse, the guessed mapping and the preview with per-row errors', async () => {
    const view = await gql(stack, VIEW, { id: uploadGlobalId }, { token: tokens.staff });
    expect(view.body.errors).toBeUndefined();
    const caseImport = view.body.data.viewer.caseImport;
    expect(caseImport).toMatchObject({
      canImport: true,
      mappingGuessed: true,
      organizationId: null,
      mapping: [
        { field: 'first_name', column: 0 },
        { field: 'last_name', column: 1 },
        { field: 'birthdate', column: 2 },
      ],
      caseUpload: {
        status: 'PARSED',
        fileFormat: 'CSV',
        columns: ['First Name', 'Last Name', 'DOB', 'Notes'],
        rowCount: 2,
        formulaCellCount: 1,
      },
    });
    expect(caseImport.fields).toContainEqual({ key: 'first_name', label: 'Plaintiff First Name', required: true });
    expect(caseImport.preview).toEqual([
      { rowNumber: 2, cells: ['Ann', 'Lee', '1980-02-03', '=1+1'], errors: [] },
      { rowNumber: 3, cells: ['Bo', '', '1981-01-01', ''], errors: ['Plaintiff Last Name: This field is required.'] },
    ]);
  });

  test('null for a law firm, a lienholder and signed out', async () => {
    for (const token of [tokens.lawFirm, tokens.provider, undefined]) {
      const view = await gql(stack, VIEW, { id: uploadGlobalId }, token ? { token } : {});
      expect(view.body.data?.viewer?.caseImport ?? null).toBeNull();
    }
  });
});

describe('saveCaseImport and startCaseImport', () => {
  test('FORBIDDEN for everyone but staff; nothing changes', async () => {
    for (const token of [tokens.lawFirm, tokens.provider]) {
      for (const mutation of [SAVE, START]) {
        const answer = await gql(stack, mutation, { input: { caseUploadId: uploadGlobalId, organizationId: firmId } }, { token });
        const payload = answer.body.data?.saveCaseImport ?? answer.body.data?.startCaseImport;
        expect(payload.userErrors.map((error: any) => error.code)).toEqual(['FORBIDDEN']);
      }
    }
    const row = await db()
      .selectFrom('bulk_data_imports')
      .select(['status', 'organization_id'])
      .where('organization_id', '=', firmId)
      .execute();
    expect(row).toEqual([]);
  });

  test('the registry’s refusals as userErrors per field', async () => {
    const bad = await gql(
      stack,
      SAVE,
      { input: { caseUploadId: uploadGlobalId, columnMapping: [{ field: 'first_name', column: 9 }], organizationId: 'x' } },
      { token: tokens.staff },
    );
    expect(bad.body.data.saveCaseImport.userErrors).toEqual(
      expect.arrayContaining([
        { field: 'columnMapping', message: 'Plaintiff First Name: Choose one of the file’s columns.', code: 'INVALID' },
        { field: 'organizationId', message: 'Must be a valid UUID.', code: 'INVALID' },
      ]),
    );
  });

  test('staff save the mapping and organisation, then import: one case created, one row skipped', async () => {
    const mapping = [
      { field: 'first_name', column: 0 },
      { field: 'last_name', column: 1 },
      { field: 'birthdate', column: 2 },
    ];
    const saved = await gql(
      stack,
      SAVE,
      { input: { caseUploadId: uploadGlobalId, columnMapping: mapping, organizationId: firmId } },
      { token: tokens.staff },
    );
    expect(saved.body.data.saveCaseImport.userErrors).toEqual([]);
    expect(saved.body.data.saveCaseImport.caseImport).toMatchObject({ mappingGuessed: false, organizationId: firmId, mapping });
    const started = await gql(stack, START, { input: { caseUploadId: uploadGlobalId } }, { token: tokens.staff });
    expect(started.body.data.startCaseImport).toEqual({ caseImport: { caseUpload: { status: 'IMPORTING' } }, userErrors: [] });
    await idle();
    const view = await gql(stack, VIEW, { id: uploadGlobalId }, { token: tokens.staff });
    expect(view.body.data.viewer.caseImport).toMatchObject({
      canImport: false,
      caseUpload: {
        status: 'IMPORTED',
        importedCaseCount: 1,
        skippedRowCount: 1,
        importError: null,
        importOrganizationName: expect.any(String),
      },
    });
  });
});
