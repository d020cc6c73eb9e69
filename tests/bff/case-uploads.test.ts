// The secure case upload through GraphQL: createCaseUploadTarget and submitCaseUpload signed out and signed in (the
// registry records the signed-in sender), the registry's texts as userErrors per field, and the staff-only
// Viewer.caseUploads (null for everyone else) and openCaseUpload (FORBIDDEN for everyone else).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
const tokens: Record<string, string> = {};
const db = () => stack.registry.registry.db;

const TARGET = `mutation ($input: CreateCaseUploadTargetInput!) {
  createCaseUploadTarget(input: $input) { target { uploadId url method contentType expiresAt } userErrors { field message code } }
}`;
const SUBMIT = `mutation ($input: SubmitCaseUploadInput!) {
  submitCaseUpload(input: $input) { caseUpload { reference fileName fileSize receivedAt } userErrors { field message code } }
}`;
const LIST = `{ viewer { caseUploads(first: 2) { totalCount edges { node { id internalID companyName fullName emailAddress fileName
  fileSize contentType status receivedAt address submittedBy { name email } submittedByOrganizationName } } pageInfo { hasNextPage endCursor } } } }`;
const OPEN = `mutation ($input: OpenCaseUploadInput!) { openCaseUpload(input: $input) { url userErrors { field message code } } }`;

beforeAll(async () => {
  stack = await startBffStack();
  for (const key of ['lawFirm', 'provider', 'staff'] as const) tokens[key] = await loginAs(stack.registry.url, DEMO_EMAILS[key]);
});
afterAll(() => stack?.close());

/** A target through GraphQL and the bytes PUT to it (the registry's signed target; the portal passes it through). */
async function uploaded(content: string, token?: string, fileName = 'cases.csv'): Promise<string> {
  const target = await gql(
    stack,
    TARGET,
    { input: { fileName, size: Buffer.byteLength(content), contentType: 'text/csv' } },
    token ? { token } : {},
  );
  expect(target.body.data.createCaseUploadTarget.userErrors).toEqual([]);
  const { url, method, contentType, uploadId } = target.body.data.createCaseUploadTarget.target;
  const put = await fetch(new URL(url, stack.registry.url), { method, headers: { 'content-type': contentType }, body: content });
  expect(put.status).toBe(200);
  return uploadId;
}

const input = (dataFileUploadId: string, emailAddress: string) => ({
  companyName: 'Chen Physical Therapy',
  fullName: 'Mia Chen',
  emailAddress,
  dataFileUploadId,
});

describe('submitCaseUpload', () => {
  test('signed out: stored, and the confirmation is e-mailed', async () => {
    const id = await uploaded('first,last\nOlive,Stone\n');
    const sent = await gql(stack, SUBMIT, { input: input(id, 'mia@chen-clinic.test') });
    expect(sent.body.errors).toBeUndefined();
    expect(sent.body.data.submitCaseUpload).toEqual({
      caseUpload: { reference: expect.any(String), fileName: 'cases.csv', fileSize: 23, receivedAt: expect.any(String) },
      userErrors: [],
    });
    const row = await db()
      .selectFrom('bulk_data_imports')
      .selectAll()
      .where('id', '=', sent.body.data.submitCaseUpload.caseUpload.reference)
      .executeTakeFirstOrThrow();
    expect(row.submitted_by_user_id).toBeNull();
    await stack.registry.registry.adapters.jobs.idle();
    const mail = await db()
      .selectFrom('mail_outbox')
      .select('subject')
      .where(sql<boolean>`${'mia@chen-clinic.test'} = any("to")`)
      .execute();
    expect(mail).toEqual([{ subject: 'We received your case upload' }]);
  });

  test('signed in: the viewer is recorded as the sender', async () => {
    const id = await uploaded('a,b\n1,2\n', tokens.provider);
    const sent = await gql(stack, SUBMIT, { input: input(id, DEMO_EMAILS.provider) }, { token: tokens.provider });
    expect(sent.body.data.submitCaseUpload.userErrors).toEqual([]);
    const row = await db()
      .selectFrom('bulk_data_imports as b')
      .innerJoin('users as u', 'u.id', 'b.submitted_by_user_id')
      .select('u.email')
      .where('b.id', '=', sent.body.data.submitCaseUpload.caseUpload.reference)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(DEMO_EMAILS.provider);
  });

  test("the registry's texts, per input field", async () => {
    const empty = await gql(stack, SUBMIT, { input: {} });
    expect(empty.body.data.submitCaseUpload.caseUpload).toBeNull();
    expect(empty.body.data.submitCaseUpload.userErrors).toEqual([
      { field: 'companyName', message: 'This field is required.', code: 'INVALID' },
      { field: 'fullName', message: 'This field is required.', code: 'INVALID' },
      { field: 'emailAddress', message: 'This field is required.', code: 'INVALID' },
      { field: 'dataFileUploadId', message: 'This field is required.', code: 'INVALID' },
    ]);
    const id = await uploaded('x\n');
    const badEmail = await gql(stack, SUBMIT, { input: input(id, 'not-an-email') });
    expect(badEmail.body.data.submitCaseUpload.userErrors).toEqual([
      { field: 'emailAddress', message: 'Enter a valid email address.', code: 'INVALID' },
    ]);
    expect((await gql(stack, SUBMIT, { input: input(id, 'ok@clinic.test') })).body.data.submitCaseUpload.userErrors).toEqual([]);
    const again = await gql(stack, SUBMIT, { input: input(id, 'ok@clinic.test') });
    expect(again.body.data.submitCaseUpload.userErrors).toEqual([
      { field: 'dataFileUploadId', message: 'This upload has already been used or has expired.', code: 'INVALID' },
    ]);
    const tooBig = await gql(stack, TARGET, { input: { fileName: 'cases.xlsx', size: 150 * 1024 * 1024 } });
    expect(tooBig.body.data.createCaseUploadTarget).toEqual({
      target: null,
      userErrors: [{ field: 'size', message: 'No files larger than 100mb may be uploaded. Selected file size: 150.0mb.', code: 'INVALID' }],
    });
  });
});

describe('staff: Viewer.caseUploads and openCaseUpload', () => {
  test('staff list the received files and download one', async () => {
    const list = await gql(stack, LIST, {}, { token: tokens.staff });
    expect(list.body.errors).toBeUndefined();
    const connection = list.body.data.viewer.caseUploads;
    expect(connection.totalCount).toBeGreaterThanOrEqual(3);
    expect(connection.edges).toHaveLength(2);
    expect(connection.pageInfo.hasNextPage).toBe(true);
    // Newest first: the last one sent above.
    expect(connection.edges[0].node).toMatchObject({
      companyName: 'Chen Physical Therapy',
      fullName: 'Mia Chen',
      emailAddress: 'ok@clinic.test',
      fileName: 'cases.csv',
      fileSize: 2,
      contentType: 'text/csv',
      status: 'RECEIVED',
      submittedBy: null,
      submittedByOrganizationName: null,
    });
    expect(connection.edges[1].node.submittedBy).toEqual({ name: expect.any(String), email: DEMO_EMAILS.provider });
    const next = await gql(
      stack,
      `query ($after: String) { viewer { caseUploads(first: 10, after: $after) { edges { node { internalID } } } } }`,
      { after: connection.pageInfo.endCursor },
      { token: tokens.staff },
    );
    const ids = next.body.data.viewer.caseUploads.edges.map((edge: any) => edge.node.internalID);
    expect(ids).not.toContain(connection.edges[1].node.internalID);
    expect(ids.length).toBeGreaterThanOrEqual(1);

    const opened = await gql(stack, OPEN, { input: { caseUploadId: connection.edges[1].node.id } }, { token: tokens.staff });
    expect(opened.body.data.openCaseUpload.userErrors).toEqual([]);
    const file = await fetch(new URL(opened.body.data.openCaseUpload.url, stack.registry.url));
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('a,b\n1,2\n');
  });

  test('everyone else: null, and FORBIDDEN', async () => {
    const staffList = await gql(stack, LIST, {}, { token: tokens.staff });
    const someId = staffList.body.data.viewer.caseUploads.edges[0].node.id;
    for (const who of ['lawFirm', 'provider'] as const) {
      const list = await gql(stack, LIST, {}, { token: tokens[who] });
      expect(list.body.errors).toBeUndefined();
      expect(list.body.data.viewer.caseUploads).toBeNull();
      const opened = await gql(stack, OPEN, { input: { caseUploadId: someId } }, { token: tokens[who] });
      expect(opened.body.data.openCaseUpload.url).toBeNull();
      expect(opened.body.data.openCaseUpload.userErrors[0].code).toBe('FORBIDDEN');
    }
    const signedOut = await gql(stack, OPEN, { input: { caseUploadId: someId } });
    expect(signedOut.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const signedOutList = await gql(stack, LIST);
    expect(signedOutList.body.data?.viewer?.caseUploads ?? null).toBeNull();
  });
});
