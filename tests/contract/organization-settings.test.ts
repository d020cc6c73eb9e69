// Organisation settings over real HTTP (issue 12, Settings › Organization): an organisation's admins edit its
// details and switches, its other members read them and are refused (403), another organisation's id is not found
// (404) whoever asks, the validation texts, control characters, read-only flags, the `organization.updated` event,
// and a user's own name (PATCH /api/v1/auth/users/me/).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs, startTestRegistry, type TestRegistry } from '../../registry/testing.ts';
import { MESSAGES } from '../../registry/domain/errors.ts';
import { ORGANIZATION_SETTINGS_MESSAGES as TEXTS } from '../../registry/domain/organization-settings.ts';
import { INPUT_MESSAGES } from '../../registry/domain/input.ts';
import { call, createUser, V1 } from './helpers.ts';

const PASSWORD = 'a sturdy test password';
let registry: TestRegistry;
let url: string;
let db: TestRegistry['registry']['db'];
const tokens: Record<string, string> = {};
let providerId: string;
let lawFirmId: string;
let memberToken: string;

async function organizationOf(email: string) {
  const row = await db
    .selectFrom('accounts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select('a.organization_id')
    .where('u.email', '=', email)
    .orderBy('a.created_at')
    .executeTakeFirstOrThrow();
  return row.organization_id;
}

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  db = registry.registry.db;
  for (const key of ['provider', 'lawFirm', 'lawFirm2'] as const) tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
  providerId = await organizationOf(DEMO_EMAILS.provider);
  lawFirmId = await organizationOf(DEMO_EMAILS.lawFirm);
  // A member (role USER) of the provider's organisation.
  const member = await createUser(db, { password: PASSWORD, organizationId: providerId });
  memberToken = await loginAs(url, member.email, PASSWORD);
});
afterAll(() => registry?.close());

const org = (id: string) => `${V1}/legal-organizations/${id}/`;
const patch = (token: string, id: string, body: unknown) => call(url, org(id), { token, method: 'PATCH', body });

describe('an admin edits the organisation', () => {
  test('name, address, website, phone, contact e-mails and switches; the answer and every read show them', async () => {
    const reply = await patch(tokens.provider!, providerId, {
      name: '  Riverside Spine & Rehab Group ',
      address: { address1: '12 River Rd', address2: 'Suite 4', city: 'Austin', state: 'TX', zip_code: '78701-1234' },
      website: 'https://riverside.example.com',
      phone_number: '(512) 555-0142',
      contact_emails: ['billing@riverside.example.com', 'records@riverside.example.com'],
      is_new_case_email_enabled: false,
      notes_disabled: true,
      shares_documents_manually: true,
      lienholder_document_upload_notifications_enabled: false,
      check_mailing_address: 'PO Box 12, Austin TX 78701',
      employer_id_number: '123456789',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: providerId,
      name: 'Riverside Spine & Rehab Group',
      address: { address1: '12 River Rd', address2: 'Suite 4', city: 'Austin', state: 'TX', zip_code: '78701-1234' },
      website: 'https://riverside.example.com',
      phone_number: '(512) 555-0142',
      contact_emails: ['billing@riverside.example.com', 'records@riverside.example.com'],
      is_new_case_email_enabled: false,
      notes_disabled: true,
      shares_documents_manually: true,
      lienholder_document_upload_notifications_enabled: false,
      check_mailing_address: 'PO Box 12, Austin TX 78701',
      employer_id_number: '12-3456789',
      viewer_can: { update: true },
    });
    expect(typeof reply.body.has_contacts).toBe('boolean');
    expect(typeof reply.body.has_tags).toBe('boolean');

    const read = await call(url, org(providerId), { token: tokens.provider });
    expect(read.body).toEqual(reply.body);
    // The signed-in user's accounts carry the organisation as it is now.
    const me = await call(url, `${V1}/accounts-auth/`, { token: tokens.provider });
    expect(me.body.registry_accounts[0].registry_legal_organization).toMatchObject({
      name: 'Riverside Spine & Rehab Group',
      contact_emails: ['billing@riverside.example.com', 'records@riverside.example.com'],
      lienholder_document_upload_notifications_enabled: false,
    });
    // Others' pages learn of it: one organization.updated event for this organisation only.
    const events = await db
      .selectFrom('events')
      .select(['organization_ids', 'case_id'])
      .where('type', '=', 'organization.updated')
      .execute();
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(events.at(-1)).toEqual({ organization_ids: [providerId], case_id: null });
  });

  test('absent fields stay; blank optional fields clear; PUT behaves as PATCH', async () => {
    const before = (await call(url, org(providerId), { token: tokens.provider })).body;
    const reply = await call(url, org(providerId), { token: tokens.provider, method: 'PUT', body: { website: '', contact_emails: [] } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ name: before.name, address: before.address, website: '', contact_emails: [] });
  });

  test('the staff-only flags, the type and the payment account are read-only: ignored', async () => {
    const reply = await patch(tokens.provider!, providerId, {
      can_create_registry_cases: true,
      is_partner_law_firm: true,
      is_rewards_participant: true,
      type: 'LAW_FIRM',
      stripe_connected_account_id: 'acct_forged',
    });
    expect(reply.status).toBe(200);
    const row = await db.selectFrom('legal_organizations').selectAll().where('id', '=', providerId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'MEDICAL_PRACTICE', is_partner_law_firm: false, is_rewards_participant: false });
    expect(row.stripe_connected_account_id).not.toBe('acct_forged');
  });

  test('a law firm admin edits its own firm; lienholder-only settings are refused for it', async () => {
    const ok = await patch(tokens.lawFirm!, lawFirmId, { phone_number: '+1 512 555 0100', is_new_case_email_enabled: true });
    expect(ok.status).toBe(200);
    expect(ok.body.phone_number).toBe('+1 512 555 0100');
    const refused = await patch(tokens.lawFirm!, lawFirmId, {
      shares_documents_manually: true,
      lienholder_document_upload_notifications_enabled: false,
      check_mailing_address: 'x',
    });
    expect(refused).toEqual({
      status: 400,
      body: {
        shares_documents_manually: [TEXTS.lienholdersOnly],
        lienholder_document_upload_notifications_enabled: [TEXTS.lienholdersOnly],
        check_mailing_address: [TEXTS.lienholdersOnly],
      },
    });
  });
});

describe('who may', () => {
  test('a member (role USER) reads the settings but may not change them (403), and sees no payment fields', async () => {
    const read = await call(url, org(providerId), { token: memberToken });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: providerId,
      viewer_can: { update: false },
      check_mailing_address: null,
      employer_id_number: null,
    });
    const before = await db.selectFrom('legal_organizations').select('name').where('id', '=', providerId).executeTakeFirstOrThrow();
    expect(await patch(memberToken, providerId, { name: 'Taken over' })).toEqual({ status: 403, body: { detail: TEXTS.adminsOnly } });
    expect(await call(url, org(providerId), { token: memberToken, method: 'PUT', body: { name: 'Taken over' } })).toMatchObject({
      status: 403,
    });
    const after = await db.selectFrom('legal_organizations').select('name').where('id', '=', providerId).executeTakeFirstOrThrow();
    expect(after.name).toBe(before.name);
  });

  test("another organisation's id is not found, for its admins' peers and members alike; nothing changes", async () => {
    const notFound = { status: 404, body: { detail: MESSAGES.notFound } };
    expect(await patch(tokens.lawFirm2!, lawFirmId, { name: 'Hijacked' })).toEqual(notFound);
    expect(await patch(tokens.lawFirm!, providerId, { name: 'Hijacked' })).toEqual(notFound);
    expect(await patch(memberToken, lawFirmId, { name: 'Hijacked' })).toEqual(notFound);
    expect(await call(url, org(lawFirmId), { token: tokens.lawFirm2 })).toEqual(notFound);
    expect(await patch(tokens.lawFirm!, 'not-a-uuid', { name: 'x' })).toEqual(notFound);
    const names = await db.selectFrom('legal_organizations').select('name').where('id', 'in', [lawFirmId, providerId]).execute();
    expect(names.map((row) => row.name)).not.toContain('Hijacked');
  });

  test('anonymous callers are refused', async () => {
    expect((await call(url, org(providerId), { method: 'PATCH', body: { name: 'x' } })).status).toBe(401);
    expect((await call(url, '/api/v1/auth/users/me/', { method: 'PATCH', body: { first_name: 'x' } })).status).toBe(401);
  });
});

describe('validation', () => {
  test("each field's text, all at once", async () => {
    const reply = await patch(tokens.provider!, providerId, {
      name: '   ',
      address: { state: 'ZZ', zip_code: '1234' },
      website: 'not a url',
      phone_number: '555-CALL-NOW',
      is_new_case_email_enabled: 'yes',
      employer_id_number: '12-34',
    });
    expect(reply).toEqual({
      status: 400,
      body: {
        name: [MESSAGES.required],
        address: { state: ['"ZZ" is not a valid choice.'], zip_code: [TEXTS.invalidZip] },
        website: ['Enter a valid URL.'],
        phone_number: [TEXTS.invalidPhone],
        is_new_case_email_enabled: [MESSAGES.invalidBoolean],
        employer_id_number: [TEXTS.invalidEmployerId],
      },
    });
  });

  test('contact e-mails: valid addresses, no repeats, at most 10', async () => {
    expect(await patch(tokens.provider!, providerId, { contact_emails: ['ok@example.com', 'nope'] })).toEqual({
      status: 400,
      body: { contact_emails: ['Enter a valid email address.'] },
    });
    expect(await patch(tokens.provider!, providerId, { contact_emails: ['a@example.com', 'A@example.com'] })).toEqual({
      status: 400,
      body: { contact_emails: [TEXTS.duplicateContactEmail] },
    });
    const eleven = Array.from({ length: 11 }, (_, index) => `c${index}@example.com`);
    expect(await patch(tokens.provider!, providerId, { contact_emails: eleven })).toEqual({
      status: 400,
      body: { contact_emails: [TEXTS.tooManyContactEmails] },
    });
    expect(await patch(tokens.provider!, providerId, { contact_emails: 'a@example.com' })).toEqual({
      status: 400,
      body: { contact_emails: [TEXTS.notAList] },
    });
    expect((await patch(tokens.provider!, providerId, { contact_emails: eleven.slice(0, 10) })).status).toBe(200);
  });

  test('lengths and control characters', async () => {
    const disallowed = [INPUT_MESSAGES.disallowedCharacters];
    expect(await patch(tokens.provider!, providerId, { name: 'Bad\u0000name' })).toEqual({ status: 400, body: { name: disallowed } });
    expect(await patch(tokens.provider!, providerId, { address: { city: 'Aus\u0007tin' } })).toEqual({
      status: 400,
      body: { address: { city: disallowed } },
    });
    expect(await patch(tokens.provider!, providerId, { contact_emails: ['a@example.com\r\nBcc: x@evil.test'] })).toEqual({
      status: 400,
      body: { contact_emails: disallowed },
    });
    expect(await patch(tokens.provider!, providerId, { name: 'x'.repeat(256) })).toEqual({
      status: 400,
      body: { name: ['Ensure this field has no more than 255 characters.'] },
    });
    expect(await patch(tokens.provider!, providerId, ['name'])).toEqual({ status: 400, body: { non_field_errors: [TEXTS.notAnObject] } });
  });
});

describe("the user's own name", () => {
  test('PATCH /api/v1/auth/users/me/ changes only the signed-in user', async () => {
    const reply = await call(url, '/api/v1/auth/users/me/', {
      token: memberToken,
      method: 'PATCH',
      body: { first_name: ' Ada ', last_name: 'Lovelace' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    expect((await call(url, '/api/v1/auth/users/me/', { token: memberToken })).body).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
    // Someone else's id in the body changes nothing but one's own name.
    const provider = await call(url, `${V1}/accounts-auth/`, { token: tokens.provider });
    expect(provider.body.first_name).toBe('Priya');
  });

  test('names are required when sent, limited and free of control characters', async () => {
    const path = '/api/v1/auth/users/me/';
    expect(await call(url, path, { token: memberToken, method: 'PATCH', body: { first_name: '', last_name: ' ' } })).toEqual({
      status: 400,
      body: { first_name: [MESSAGES.required], last_name: [MESSAGES.required] },
    });
    expect(await call(url, path, { token: memberToken, method: 'PATCH', body: { last_name: 'x'.repeat(101) } })).toEqual({
      status: 400,
      body: { last_name: ['Ensure this field has no more than 100 characters.'] },
    });
    expect(await call(url, path, { token: memberToken, method: 'PATCH', body: { first_name: 'A\u001bda' } })).toEqual({
      status: 400,
      body: { first_name: [INPUT_MESSAGES.disallowedCharacters] },
    });
  });
});
