// Registration through the graph (issue 12): the public wizard without a session (start, cases, details, submit),
// its refusals as userErrors (compulsionEventId, duplicates, field texts), registerUser / registerNow, and the staff
// list and decisions (non-staff and anonymous callers refused).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS } from '../../registry/testing.ts';
import { gql, graphqlLogin, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
let staffToken: string;
let providerToken: string;
let lawFirmId: string;
let counter = 0;
const email = () => `bff-applicant-${Date.now()}-${++counter}@clinic.test`;

const START = `mutation Start($input: StartLienholderRegistrationInput!) {
  startLienholderRegistration(input: $input) { registration { internalID step email } userErrors { field message code } }
}`;
const CASES = `mutation Cases($input: RegisterCasesInput!) {
  registerCases(input: $input) {
    registration { step cases { lawFirm { name } newLawFirm { name } plaintiffFirstName plaintiffBirthdate } }
    userErrors { field message code }
  }
}`;
const UPDATE = `mutation Update($input: UpdateLienholderRegistrationInput!) {
  updateLienholderRegistration(input: $input) { registration { contactPreference website contacts { firstName email } } userErrors { field message } }
}`;
const SUBMIT = `mutation Submit($input: SubmitLienholderRegistrationInput!) {
  submitLienholderRegistration(input: $input) { submitted userErrors { field message } }
}`;
const PENDING = `query { viewer { pendingRegistrations(first: 100) { edges { node { id internalID email status cases { plaintiffLastName } } } } } }`;
const APPROVE = `mutation Approve($input: ApproveRegistrationInput!) {
  approveRegistration(input: $input) { registration { status organizationName } decidedRegistrationId userErrors { field message } }
}`;

async function wizard(address = email()) {
  const started = await gql(stack, START, {
    input: { firstName: 'Mia', lastName: 'Chen', email: address, companyName: `Clinic ${counter}`, companyType: 'MEDICAL_PRACTICE' },
  });
  expect(started.body.data.startLienholderRegistration.userErrors).toEqual([]);
  const id = started.body.data.startLienholderRegistration.registration.internalID as string;
  const cases = await gql(stack, CASES, {
    input: {
      compulsionEventId: id,
      cases: [
        { lawFirmId, plaintiffFirstName: 'Olive', plaintiffLastName: 'Stone', plaintiffBirthdate: '1980-02-03' },
        { newLawFirmName: `New Firm ${counter}`, plaintiffFirstName: 'Pat', plaintiffLastName: 'Lee' },
      ],
    },
  });
  expect(cases.body.data.registerCases.userErrors).toEqual([]);
  return { id, address, cases: cases.body.data.registerCases.registration };
}

beforeAll(async () => {
  stack = await startBffStack({ rateLimits: { perAddress: 100 } });
  staffToken = (await graphqlLogin(stack, DEMO_EMAILS.staff)).token!;
  providerToken = (await graphqlLogin(stack, DEMO_EMAILS.provider)).token!;
  const lawFirmToken = (await graphqlLogin(stack, DEMO_EMAILS.lawFirm)).token!;
  const viewer = await gql(stack, `query { viewer { activeAccount { organization { internalID } } } }`, {}, { token: lawFirmToken });
  lawFirmId = viewer.body.data.viewer.activeAccount.organization.internalID;
});

afterAll(async () => {
  await stack?.close();
});

describe('the public wizard', () => {
  test('start, cases, details and submit without a session', async () => {
    const { id, cases } = await wizard();
    expect(cases.step).toBe('details');
    expect(cases.cases).toHaveLength(2);
    expect(cases.cases[0].plaintiffBirthdate).toBe('1980-02-03');
    expect(cases.cases[1].newLawFirm.name).toMatch(/New Firm/);

    const missing = await gql(stack, SUBMIT, { input: { id } });
    expect(missing.body.data.submitLienholderRegistration).toEqual({
      submitted: false,
      userErrors: [{ field: 'contactPreference', message: 'This field is required.' }],
    });
    const updated = await gql(stack, UPDATE, {
      input: {
        id,
        contactPreference: 'WEBSITE',
        website: 'https://clinic.example.com',
        contacts: [{ firstName: 'Rae', email: 'rae@clinic.test' }],
      },
    });
    expect(updated.body.data.updateLienholderRegistration.registration).toEqual({
      contactPreference: 'WEBSITE',
      website: 'https://clinic.example.com',
      contacts: [{ firstName: 'Rae', email: 'rae@clinic.test' }],
    });
    const submitted = await gql(stack, SUBMIT, { input: { id } });
    expect(submitted.body.data.submitLienholderRegistration).toEqual({ submitted: true, userErrors: [] });
    // Submitted: the draft no longer opens, and a later step is told to start again.
    const read = await gql(stack, `query($id: String!) { lienholderRegistration(id: $id) { internalID } }`, { id });
    expect(read.body.data.lienholderRegistration).toBeNull();
    const late = await gql(stack, CASES, {
      input: { compulsionEventId: id, cases: [{ lawFirmId, plaintiffFirstName: 'A', plaintiffLastName: 'B' }] },
    });
    expect(late.body.data.registerCases.userErrors).toEqual([
      { field: 'compulsionEventId', message: 'This registration has already been submitted.', code: 'INVALID' },
    ]);
  });

  test('a spreadsheet: an upload target, the bytes, then registerCases with the upload id', async () => {
    const started = await gql(stack, START, {
      input: { firstName: 'F', lastName: 'L', email: email(), companyName: 'File Co', companyType: 'SERVICER' },
    });
    const id = started.body.data.startLienholderRegistration.registration.internalID;
    const refused = await gql(
      stack,
      `mutation($input: CreateRegistrationCaseFileUploadInput!) { createRegistrationCaseFileUpload(input: $input) { upload { uploadId } userErrors { field message } } }`,
      { input: { compulsionEventId: id, fileName: 'cases.pdf', size: 10 } },
    );
    expect(refused.body.data.createRegistrationCaseFileUpload).toEqual({
      upload: null,
      userErrors: [{ field: 'fileName', message: 'Upload a spreadsheet: .xls, .xlsx, .csv or .numbers.' }],
    });
    const target = await gql(
      stack,
      `mutation($input: CreateRegistrationCaseFileUploadInput!) { createRegistrationCaseFileUpload(input: $input) { upload { uploadId url method contentType } userErrors { message } } }`,
      {
        input: {
          compulsionEventId: id,
          fileName: 'cases.xlsx',
          size: 5,
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        },
      },
    );
    const upload = target.body.data.createRegistrationCaseFileUpload.upload;
    expect(upload.method).toBe('PUT');
    const put = await fetch(`${stack.registry.url}${upload.url}`, {
      method: 'PUT',
      headers: { 'Content-Type': upload.contentType },
      body: 'PK..!',
    });
    expect(put.status).toBe(200);
    const cases = await gql(
      stack,
      `mutation($input: RegisterCasesInput!) { registerCases(input: $input) { registration { step dataFile { name size } } userErrors { message } } }`,
      { input: { compulsionEventId: id, dataFileUploadId: upload.uploadId } },
    );
    expect(cases.body.data.registerCases).toEqual({
      registration: { step: 'details', dataFile: { name: 'cases.xlsx', size: 5 } },
      userErrors: [],
    });
  });

  test('an unknown compulsion event is a compulsionEventId error', async () => {
    const answer = await gql(stack, CASES, {
      input: {
        compulsionEventId: '00000000-0000-4000-8000-000000000000',
        cases: [{ lawFirmId, plaintiffFirstName: 'A', plaintiffLastName: 'B' }],
      },
    });
    expect(answer.body.data.registerCases).toEqual({
      registration: null,
      userErrors: [
        { field: 'compulsionEventId', message: 'There was an error processing your cases. Please refresh and try again', code: 'INVALID' },
      ],
    });
  });

  test('field texts and duplicates come back as userErrors', async () => {
    const lawFirmType = await gql(stack, START, {
      input: { firstName: 'A', lastName: 'B', email: 'bad', companyName: 'C', companyType: 'LAW_FIRM' },
    });
    expect(lawFirmType.body.data.startLienholderRegistration.userErrors).toEqual([
      { field: 'email', message: 'Enter a valid email address.', code: 'INVALID' },
      { field: 'companyType', message: 'A lienholder cannot be of the law firm type.', code: 'INVALID' },
    ]);
    const taken = await gql(stack, START, {
      input: { firstName: 'A', lastName: 'B', email: DEMO_EMAILS.provider, companyName: 'C', companyType: 'FUNDER' },
    });
    expect(taken.body.data.startLienholderRegistration.userErrors).toEqual([
      { field: 'email', message: 'An account with this e-mail already exists. Please sign in or reset your password.', code: 'INVALID' },
    ]);
  });

  test('registerUser and registerNow', async () => {
    const registerUser = await gql(
      stack,
      `mutation($input: RegisterUserInput!) { registerUser(input: $input) { isAccountCreated userErrors { field message } } }`,
      { input: { firstName: 'Ann', lastName: 'Lee', email: email(), lawFirmId, referralSource: 'web' } },
    );
    expect(registerUser.body.data.registerUser).toEqual({ isAccountCreated: true, userErrors: [] });
    const noFirm = await gql(
      stack,
      `mutation($input: RegisterUserInput!) { registerUser(input: $input) { isAccountCreated userErrors { field message } } }`,
      { input: { firstName: 'Ann', lastName: 'Lee', email: email(), lawFirmId: 'nope' } },
    );
    expect(noFirm.body.data.registerUser.userErrors).toEqual([{ field: 'lawFirmId', message: 'Select a law firm.' }]);
    const registerNow = await gql(
      stack,
      `mutation($input: RegisterNowInput!) { registerNow(input: $input) { isAccountCreated userErrors { field message } } }`,
      {
        input: {
          firstName: 'Fay',
          lastName: 'Ng',
          email: email(),
          companyName: 'Ng Funding',
          customerSource: 'Search',
          companyType: 'FUNDER',
        },
      },
    );
    expect(registerNow.body.data.registerNow).toEqual({ isAccountCreated: true, userErrors: [] });
  });

  test('the law firm search answers names', async () => {
    const answer = await gql(stack, `query($s: String!) { registrationLawFirms(search: $s) { internalID name } }`, { s: 'Hartwell' });
    expect(answer.body.errors).toBeUndefined();
    expect(Array.isArray(answer.body.data.registrationLawFirms)).toBe(true);
  });
});

describe('staff', () => {
  test('non-staff and anonymous callers are refused', async () => {
    const provider = await gql(stack, PENDING, {}, { token: providerToken });
    expect(provider.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { id } = await wizard();
    await gql(stack, UPDATE, { input: { id, contactPreference: 'WEBSITE', website: 'https://x.example.com' } });
    await gql(stack, SUBMIT, { input: { id } });
    const byProvider = await gql(stack, APPROVE, { input: { id } }, { token: providerToken });
    expect(byProvider.body.data.approveRegistration.userErrors).toEqual([
      { field: null, message: 'You do not have permission to perform this action.' },
    ]);
    const anonymous = await gql(stack, APPROVE, { input: { id } });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('staff see the pending list and approve once', async () => {
    const { id, address } = await wizard();
    await gql(stack, UPDATE, { input: { id, contactPreference: 'WEBSITE', website: 'https://x.example.com' } });
    await gql(stack, SUBMIT, { input: { id } });
    const list = await gql(stack, PENDING, {}, { token: staffToken });
    const node = list.body.data.viewer.pendingRegistrations.edges.map((edge: any) => edge.node).find((row: any) => row.email === address);
    expect(node).toMatchObject({
      internalID: id,
      status: 'PENDING',
      cases: [{ plaintiffLastName: 'Stone' }, { plaintiffLastName: 'Lee' }],
    });
    const approved = await gql(stack, APPROVE, { input: { id: node.id } }, { token: staffToken });
    expect(approved.body.data.approveRegistration).toMatchObject({
      registration: { status: 'APPROVED', organizationName: expect.stringMatching(/^Clinic/) },
      decidedRegistrationId: node.id,
      userErrors: [],
    });
    const again = await gql(stack, APPROVE, { input: { id: node.id } }, { token: staffToken });
    expect(again.body.data.approveRegistration.userErrors).toEqual([
      { field: null, message: 'This registration has already been decided.' },
    ]);
  });

  test('staff reject with a note', async () => {
    const { id } = await wizard();
    await gql(stack, UPDATE, { input: { id, contactPreference: 'WEBSITE', website: 'https://x.example.com' } });
    await gql(stack, SUBMIT, { input: { id } });
    const rejected = await gql(
      stack,
      `mutation($input: RejectRegistrationInput!) { rejectRegistration(input: $input) { registration { status rejectionNote } userErrors { message } } }`,
      { input: { id, note: 'Could not verify the practice.' } },
      { token: staffToken },
    );
    expect(rejected.body.data.rejectRegistration).toEqual({
      registration: { status: 'REJECTED', rejectionNote: 'Could not verify the practice.' },
      userErrors: [],
    });
  });
});
