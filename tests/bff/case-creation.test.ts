// Registering new cases through GraphQL: canCreateCases, the law firm's contacts, creating a firm, and createCases
// with userErrors that name the row (rows.<index>.<field>).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
const tokens: Record<string, string> = {};
let lawFirm1: { internalID: string; name: string };

beforeAll(async () => {
  stack = await startBffStack();
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'funder'] as const)
    tokens[key] = await loginAs(stack.registry.url, DEMO_EMAILS[key]);
  const directory = await gql(
    stack,
    `{ viewer { lawFirmDirectory(search: "Hartwell") { internalID name } } }`,
    {},
    { token: tokens.provider },
  );
  lawFirm1 = directory.body.data.viewer.lawFirmDirectory[0];
});
afterAll(() => stack?.close());

const CREATE = `mutation($input: CreateCasesInput!) { createCases(input: $input) {
  cases { id internalID plaintiff { firstName lastName } lawFirm { name } userLien { verificationStatus } }
  userErrors { field message code } } }`;

describe('registering cases', () => {
  test('canCreateCases: the organisation flag and the ADD_CASE feature', async () => {
    const can = async (token: string) => (await gql(stack, `{ viewer { canCreateCases } }`, {}, { token })).body.data.viewer.canCreateCases;
    expect(await can(tokens.lawFirm)).toBe(true);
    expect(await can(tokens.provider)).toBe(true);
    expect(await can(tokens.lawFirm2)).toBe(false); // feature, but not the flag
    expect(await can(tokens.funder)).toBe(false);
  });

  test('bad rows come back per row and field; nothing is written', async () => {
    const before = (await gql(stack, `{ viewer { portfolio(first: 1) { totalCount } } }`, {}, { token: tokens.provider })).body.data.viewer
      .portfolio.totalCount;
    const reply = await gql(
      stack,
      CREATE,
      {
        input: {
          rows: [
            {
              lawFirmId: lawFirm1.internalID,
              plaintiffFirstName: 'Ana',
              plaintiffLastName: 'Ruiz',
              dateOfLoss: '2025-03-01',
              type: 'DOG_BITE',
              contactFirstName: 'Jo',
              contactEmail: 'jo@hartwell.example',
            },
            { plaintiffFirstName: '', plaintiffLastName: 'Ruiz', type: '', contactFirstName: 'Jo', contactEmail: 'nope' },
          ],
        },
      },
      { token: tokens.provider },
    );
    expect(reply.body.data.createCases.cases).toEqual([]);
    expect(reply.body.data.createCases.userErrors).toEqual([
      { field: 'rows.1.plaintiffFirstName', message: 'This field is required.', code: 'INVALID' },
      { field: 'rows.1.type', message: 'This field is required.', code: 'INVALID' },
      { field: 'rows.1.lawFirmId', message: 'This field is required.', code: 'INVALID' },
      { field: 'rows.1.contactEmail', message: 'Enter a valid email address.', code: 'INVALID' },
      { field: 'rows.1', message: 'Either Birthdate or Date of Loss is required', code: 'INVALID' },
    ]);
    const after = (await gql(stack, `{ viewer { portfolio(first: 1) { totalCount } } }`, {}, { token: tokens.provider })).body.data.viewer
      .portfolio.totalCount;
    expect(after).toBe(before);
  });

  test('a lienholder registers cases for law firm 1 with one of its contacts; the new cases carry its PENDING lien', async () => {
    const contacts = await gql(
      stack,
      `query($id: ID!) { viewer { lawFirmContacts(lawFirmId: $id) { internalID fullName email } } }`,
      { id: lawFirm1.internalID },
      { token: tokens.provider },
    );
    const laura = contacts.body.data.viewer.lawFirmContacts.find((c: any) => c.email === DEMO_EMAILS.lawFirm);
    expect(laura.fullName).toBe('Laura Hartwell');
    const reply = await gql(
      stack,
      CREATE,
      {
        input: {
          rows: [
            {
              lawFirmId: lawFirm1.internalID,
              plaintiffFirstName: 'Ana',
              plaintiffLastName: 'Ruiz',
              plaintiffBirthdate: '1990-05-05',
              type: 'DOG_BITE',
              stateOfIncident: 'TX',
              contactId: laura.internalID,
            },
            {
              lawFirmId: lawFirm1.internalID,
              plaintiffFirstName: 'Ben',
              plaintiffLastName: 'Okafor',
              dateOfLoss: '2025-02-02',
              type: 'SLIP_AND_FALL',
              contactId: laura.internalID,
            },
          ],
        },
      },
      { token: tokens.provider },
    );
    expect(reply.body.data.createCases.userErrors).toEqual([]);
    expect(reply.body.data.createCases.cases).toMatchObject([
      {
        plaintiff: { firstName: 'Ana', lastName: 'Ruiz' },
        lawFirm: { name: 'Hartwell & Associates' },
        userLien: { verificationStatus: 'PENDING' },
      },
      { plaintiff: { firstName: 'Ben', lastName: 'Okafor' }, lawFirm: { name: 'Hartwell & Associates' } },
    ]);
    const id = reply.body.data.createCases.cases[0].internalID;
    const seen = await gql(
      stack,
      `query($id: String!) { viewer { case(internalID: $id) { plaintiff { firstName } } } }`,
      { id },
      { token: tokens.lawFirm },
    );
    expect(seen.body.data.viewer.case).toEqual({ plaintiff: { firstName: 'Ana' } });
  });

  test('the gate and the other side: refusals are userErrors or FORBIDDEN', async () => {
    const row = {
      plaintiffFirstName: 'Cy',
      plaintiffLastName: 'Lee',
      dateOfLoss: '2025-01-01',
      type: 'OTHER',
      contactFirstName: 'Cy',
      contactEmail: 'cy@moralescole.example',
    };
    const refused = await gql(stack, CREATE, { input: { rows: [row] } }, { token: tokens.lawFirm2 });
    expect(refused.body.data.createCases.userErrors).toEqual([
      { field: null, message: 'Your organization cannot register cases.', code: 'FORBIDDEN' },
    ]);
    const firm = await gql(
      stack,
      `mutation { createLawFirm(input: { name: "Nope LLP" }) { userErrors { message } } }`,
      {},
      { token: tokens.lawFirm },
    );
    expect(firm.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const contacts = await gql(
      stack,
      `query($id: ID!) { viewer { lawFirmContacts(lawFirmId: $id) { email } } }`,
      { id: lawFirm1.internalID },
      { token: tokens.lawFirm2 },
    );
    expect(contacts.body.errors?.length).toBeGreaterThan(0);
  });

  test('a lienholder creates a law firm (website a URL) and finds it in the directory', async () => {
    const CREATE_FIRM = `mutation($input: CreateLawFirmInput!) { createLawFirm(input: $input) { lawFirm { internalID name website } userErrors { field message } } }`;
    const bad = await gql(stack, CREATE_FIRM, { input: { name: 'Vega Law', website: 'vega' } }, { token: tokens.provider });
    expect(bad.body.data.createLawFirm).toEqual({ lawFirm: null, userErrors: [{ field: 'website', message: 'Enter a valid URL.' }] });
    const made = await gql(
      stack,
      CREATE_FIRM,
      { input: { name: 'Vega Law', website: 'https://vega.example' } },
      { token: tokens.provider },
    );
    expect(made.body.data.createLawFirm).toMatchObject({ lawFirm: { name: 'Vega Law', website: 'https://vega.example' }, userErrors: [] });
    const directory = await gql(stack, `{ viewer { lawFirmDirectory(search: "vega") { internalID } } }`, {}, { token: tokens.provider });
    expect(directory.body.data.viewer.lawFirmDirectory).toEqual([{ internalID: made.body.data.createLawFirm.lawFirm.internalID }]);
  });
});
