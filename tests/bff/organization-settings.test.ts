// Settings › Organization and the user card through GraphQL over a real registry: an admin's updateOrganization
// (fields, switches, contact e-mails; the store-ready Organization comes back), Viewer.canEditOrganization from the
// registry, a member's FORBIDDEN and another organisation's NOT_FOUND as userErrors, validation texts per input
// field, updateMyName, an anonymous caller refused, and the change heard live by the organisation's other pages.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { ORGANIZATION_SETTINGS_MESSAGES as TEXTS } from '../../registry/domain/organization-settings.ts';
import { createUser } from '../contract/helpers.ts';
import { gql, startBffStack, type BffStack } from './helpers.ts';

const PASSWORD = 'a sturdy test password';
let stack: BffStack;
const tokens: Record<string, string> = {};
let memberToken: string;

beforeAll(async () => {
  stack = await startBffStack();
  for (const key of ['provider', 'lawFirm'] as const) tokens[key] = await loginAs(stack.registry.url, DEMO_EMAILS[key]);
  const db = stack.registry.registry.db;
  const provider = await db
    .selectFrom('accounts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select('a.organization_id')
    .where('u.email', '=', DEMO_EMAILS.provider)
    .executeTakeFirstOrThrow();
  const member = await createUser(db, { password: PASSWORD, organizationId: provider.organization_id });
  memberToken = await loginAs(stack.registry.url, member.email, PASSWORD);
});
const clients: Client[] = [];
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await stack?.close();
});

/** Every result of a subscription as it arrives; resolves once the subscription is in place (a round trip after it). */
async function collect(token: string, query: string) {
  const client = createClient({
    url: `${stack.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `JWT ${token}` },
    lazy: false,
    retryAttempts: 0,
  });
  clients.push(client);
  const results: any[] = [];
  client.subscribe({ query }, { next: (value) => void results.push(value), error: () => {}, complete: () => {} });
  await new Promise<void>((resolve, reject) => {
    client.subscribe({ query: '{ viewer { user { email } } }' }, { next: () => {}, error: reject, complete: resolve });
  });
  return results;
}

const SETTINGS = `{ viewer { canEditOrganization activeAccount { organization { id internalID name contactEmails isNewCaseEmailEnabled lienholderDocumentUploadNotificationsEnabled } } } }`;
const UPDATE = `mutation($input: UpdateOrganizationInput!) {
  updateOrganization(input: $input) {
    organization { id name website phoneNumber contactEmails notesDisabled sharesDocumentsManually lienholderDocumentUploadNotificationsEnabled
      address { address1 address2 city state zipCode } }
    userErrors { field message code }
  }
}`;
const UPDATE_NAME = `mutation($input: UpdateMyNameInput!) { updateMyName(input: $input) { user { id firstName lastName } userErrors { field message code } } }`;

async function ownOrganization(token: string) {
  const reply = await gql(stack, SETTINGS, {}, { token });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data.viewer;
}

describe('updateOrganization', () => {
  test('an admin changes details, address, contact e-mails and switches; the node comes back under the same id', async () => {
    const before = await ownOrganization(tokens.provider!);
    expect(before.canEditOrganization).toBe(true);
    const org = before.activeAccount.organization;
    const reply = await gql(
      stack,
      UPDATE,
      {
        input: {
          id: org.id,
          name: 'Riverside Spine & Rehab (BFF)',
          address: { address1: '1 Main St', city: 'Dallas', state: 'TX', zipCode: '75201' },
          website: 'https://riverside.example.org',
          phoneNumber: '214-555-0199',
          contactEmails: ['front@riverside.example.org'],
          notesDisabled: true,
          sharesDocumentsManually: true,
          lienholderDocumentUploadNotificationsEnabled: false,
        },
      },
      { token: tokens.provider },
    );
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.updateOrganization).toEqual({
      organization: {
        id: org.id,
        name: 'Riverside Spine & Rehab (BFF)',
        website: 'https://riverside.example.org',
        phoneNumber: '214-555-0199',
        contactEmails: ['front@riverside.example.org'],
        notesDisabled: true,
        sharesDocumentsManually: true,
        lienholderDocumentUploadNotificationsEnabled: false,
        address: { address1: '1 Main St', address2: '', city: 'Dallas', state: 'TX', zipCode: '75201' },
      },
      userErrors: [],
    });
    const after = await ownOrganization(tokens.provider!);
    expect(after.activeAccount.organization).toMatchObject({
      name: 'Riverside Spine & Rehab (BFF)',
      contactEmails: ['front@riverside.example.org'],
      lienholderDocumentUploadNotificationsEnabled: false,
    });
  });

  test('validation texts come back on the input fields', async () => {
    const { activeAccount } = await ownOrganization(tokens.provider!);
    const reply = await gql(
      stack,
      UPDATE,
      {
        input: {
          id: activeAccount.organization.internalID,
          name: ' ',
          address: { state: 'XX', zipCode: 'abc' },
          phoneNumber: '12',
          contactEmails: Array.from({ length: 11 }, (_, index) => `c${index}@example.com`),
        },
      },
      { token: tokens.provider },
    );
    expect(reply.body.data.updateOrganization.organization).toBeNull();
    expect(reply.body.data.updateOrganization.userErrors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'This field is required.', code: 'INVALID' },
        { field: 'state', message: '"XX" is not a valid choice.', code: 'INVALID' },
        { field: 'zipCode', message: TEXTS.invalidZip, code: 'INVALID' },
        { field: 'phoneNumber', message: TEXTS.invalidPhone, code: 'INVALID' },
        { field: 'contactEmails', message: TEXTS.tooManyContactEmails, code: 'INVALID' },
      ]),
    );
  });

  test('a member may not (FORBIDDEN, canEditOrganization false); another organisation is NOT_FOUND', async () => {
    const member = await ownOrganization(memberToken);
    expect(member.canEditOrganization).toBe(false);
    const refused = await gql(
      stack,
      UPDATE,
      { input: { id: member.activeAccount.organization.id, name: 'Mine now' } },
      { token: memberToken },
    );
    expect(refused.body.data.updateOrganization).toEqual({
      organization: null,
      userErrors: [{ field: null, message: TEXTS.adminsOnly, code: 'FORBIDDEN' }],
    });
    // The law firm's admin names the provider's organisation: not found, nothing changes.
    const other = await gql(
      stack,
      UPDATE,
      { input: { id: member.activeAccount.organization.id, name: 'Hijacked' } },
      { token: tokens.lawFirm },
    );
    expect(other.body.data.updateOrganization.userErrors).toEqual([{ field: null, message: 'Not found.', code: 'NOT_FOUND' }]);
    const still = await ownOrganization(tokens.provider!);
    expect(still.activeAccount.organization.name).toBe('Riverside Spine & Rehab (BFF)');
  });

  test('an anonymous caller is refused', async () => {
    const reply = await gql(stack, UPDATE, { input: { id: 'x', name: 'x' } });
    expect(reply.body.data?.updateOrganization ?? null).toBeNull();
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const name = await gql(stack, UPDATE_NAME, { input: { firstName: 'x', lastName: 'y' } });
    expect(name.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('payment details (the payment information card)', () => {
  const DETAILS = `{ viewer { organizationPaymentDetails { id checkMailingAddress employerIdNumber } activeAccount { organization { id } } } }`;
  const UPDATE_DETAILS = `mutation($input: UpdateOrganizationInput!) {
    updateOrganization(input: $input) { paymentDetails { id checkMailingAddress employerIdNumber } userErrors { field message code } }
  }`;

  test("a lienholder's admins read and change the check mailing address and EIN; members and law firms get null", async () => {
    const admin = (await gql(stack, DETAILS, {}, { token: tokens.provider })).body.data.viewer;
    expect(admin.organizationPaymentDetails).toMatchObject({ id: expect.any(String) });
    const saved = await gql(
      stack,
      UPDATE_DETAILS,
      {
        input: { id: admin.activeAccount.organization.id, checkMailingAddress: 'PO Box 7, Austin TX 78701', employerIdNumber: '987654321' },
      },
      { token: tokens.provider },
    );
    expect(saved.body.data.updateOrganization).toEqual({
      paymentDetails: {
        id: admin.organizationPaymentDetails.id,
        checkMailingAddress: 'PO Box 7, Austin TX 78701',
        employerIdNumber: '98-7654321',
      },
      userErrors: [],
    });
    const bad = await gql(
      stack,
      UPDATE_DETAILS,
      { input: { id: admin.activeAccount.organization.id, employerIdNumber: '12' } },
      { token: tokens.provider },
    );
    expect(bad.body.data.updateOrganization.userErrors).toEqual([
      { field: 'employerIdNumber', message: TEXTS.invalidEmployerId, code: 'INVALID' },
    ]);
    expect((await gql(stack, DETAILS, {}, { token: memberToken })).body.data.viewer.organizationPaymentDetails).toBeNull();
    expect((await gql(stack, DETAILS, {}, { token: tokens.lawFirm })).body.data.viewer.organizationPaymentDetails).toBeNull();
  });
});

describe('updateMyName', () => {
  test("changes the signed-in user's name; the viewer reads it at once", async () => {
    const reply = await gql(stack, UPDATE_NAME, { input: { firstName: 'Grace', lastName: 'Hopper' } }, { token: memberToken });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.updateMyName).toMatchObject({ user: { firstName: 'Grace', lastName: 'Hopper' }, userErrors: [] });
    const viewer = await gql(stack, `{ viewer { user { id firstName lastName } } }`, {}, { token: memberToken });
    expect(viewer.body.data.viewer.user).toEqual(reply.body.data.updateMyName.user);
  });

  test('blank names are refused per field', async () => {
    const reply = await gql(stack, UPDATE_NAME, { input: { firstName: '', lastName: 'Hopper' } }, { token: memberToken });
    expect(reply.body.data.updateMyName).toEqual({
      user: null,
      userErrors: [{ field: 'firstName', message: 'This field is required.', code: 'INVALID' }],
    });
  });
});

describe('live', () => {
  test("the organisation's other open pages hear the change (accountChanged with the organisation as it is now); others do not", async () => {
    const SUBSCRIPTION = `subscription { accountChanged { account { organization { id name contactEmails isNewCaseEmailEnabled } } } }`;
    const member = await collect(memberToken, SUBSCRIPTION);
    const lawFirm = await collect(tokens.lawFirm!, SUBSCRIPTION);
    const { activeAccount } = await ownOrganization(tokens.provider!);
    // The subscription is in place only once the BFF has registered it, which a round trip on the socket does not
    // prove: change the organisation until the member's page hears it (each change with a new address).
    let expected = '';
    for (let attempt = 1; attempt <= 10 && member.length === 0; attempt++) {
      expected = `live-${attempt}@riverside.example.org`;
      const reply = await gql(
        stack,
        UPDATE,
        { input: { id: activeAccount.organization.id, contactEmails: [expected] } },
        { token: tokens.provider },
      );
      expect(reply.body.data.updateOrganization.userErrors).toEqual([]);
      await expect
        .poll(() => member.length, { timeout: 3_000 })
        .toBeGreaterThan(0)
        .catch(() => undefined);
    }
    expect(member.length).toBeGreaterThan(0);
    await expect
      .poll(() => member[member.length - 1]?.data?.accountChanged.account.organization.contactEmails, { timeout: 10_000 })
      .toEqual([expected]);
    const last = member[member.length - 1];
    expect(last.errors).toBeUndefined();
    expect(last.data.accountChanged.account.organization.id).toBe(activeAccount.organization.id);
    expect(lawFirm).toEqual([]);
  });
});
