// Staff's verification of contacts and legal organisations (issue 14; spec 002 §2–§5, §7, §8): the two lists with
// their filters and counts; verify (with the e-mail-domain confirmation round trip), could not verify, needs more
// information (stays listed, note updated); Verified Matches (list, add, edit); races; non-staff and impersonating
// staff refused on every route; reads in the access log.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../registry/db/schema.ts';
import { DEMO_EMAILS, loginAs, startTestRegistry, type TestRegistry } from '../../registry/testing.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};
const BASE = `${V1}/staff/verification`;
const INTERNAL = `${V1}/internal`;
const db = (): Kysely<Database> => registry.registry.db;
let staffUserId = '';
let providerUserId = '';

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  for (const key of ['lawFirm', 'provider', 'staff'] as const) tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
  const users = await db().selectFrom('users').select(['id', 'email']).execute();
  staffUserId = users.find((user) => user.email === DEMO_EMAILS.staff)!.id;
  providerUserId = users.find((user) => user.email === DEMO_EMAILS.provider)!.id;
});
afterAll(() => registry?.close());

const as = (who: string, path: string, options: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
  call(url, path, { token: tokens[who], ...options });

async function newOrganization(options: { name?: string; website?: string; type?: string } = {}) {
  const suffix = randomUUID().slice(0, 8);
  return (
    await db()
      .insertInto('legal_organizations')
      .values({ name: options.name ?? `Verify Org ${suffix}`, type: options.type ?? 'MEDICAL_PRACTICE', website: options.website ?? '' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

async function newContact(organizationId: string, options: { email?: string; first?: string } = {}) {
  const suffix = randomUUID().slice(0, 8);
  return (
    await db()
      .insertInto('contacts')
      .values({
        first_name: options.first ?? `Vera${suffix}`,
        last_name: 'Fier',
        email: options.email ?? `vera-${suffix}@example.test`,
        legal_organization_id: organizationId,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

const verifyForm = (email: string, extra: Record<string, unknown> = {}) => ({
  first_name: 'Vera',
  last_name: 'Fier',
  email,
  verification_reason: 'Called the front desk',
  verify_email_domain: true,
  existing_contact: true,
  ...extra,
});

const matchForm = (extra: Record<string, unknown> = {}) => ({
  name: `Verified ${randomUUID().slice(0, 8)}`,
  type: 'MEDICAL_PRACTICE',
  address: { address1: '1 Main St', address2: '', city: 'Austin', state: 'TX', zip_code: '78701' },
  phone_number: '512-555-0100',
  website: 'https://clinic.example',
  verification_website: 'https://npi.example/clinic',
  ...extra,
});

describe('who may call', () => {
  test('anonymous, non-staff and impersonating staff are refused on every route; nothing changes', async () => {
    const org = await newOrganization();
    const contact = await newContact(org);
    const routes: [string, string, unknown?][] = [];
    for (const [path, id] of [
      ['contacts', contact],
      ['legal-organizations', org],
    ] as const) {
      routes.push(
        ['GET', `${BASE}/${path}/`],
        ['GET', `${BASE}/${path}/counts/`],
        ['GET', `${BASE}/${path}/${id}/`],
        ['PATCH', `${BASE}/${path}/${id}/`, { note: 'x', could_not_manually_verify: true }],
        ['PATCH', `${BASE}/${path}/${id}/needs_more_information/`, { note: 'x' }],
        ['PATCH', `${BASE}/${path}/${id}/dismiss/`, { needs_more_information: true, note: 'x' }],
      );
    }
    routes.push(
      ['PATCH', `${BASE}/legal-organizations/${org}/verify/`, {}],
      ['PATCH', `${INTERNAL}/contacts/${contact}/`, verifyForm('a@example.test', { verify_email_domain: false })],
      ['GET', `${INTERNAL}/verified-matches/`],
      ['GET', `${INTERNAL}/legal-organizations/${org}/`],
      ['POST', `${INTERNAL}/legal-organizations/`, matchForm()],
      ['PUT', `${INTERNAL}/legal-organizations/${org}/`, matchForm()],
    );
    for (const [method, path, body] of routes) {
      expect((await call(url, path, { method, body })).status, `${method} ${path} anonymous`).toBe(401);
      expect((await as('provider', path, { method, body })).status, `${method} ${path} provider`).toBe(403);
      expect((await as('lawFirm', path, { method, body })).status, `${method} ${path} law firm`).toBe(403);
      const impersonating = await as('staff', path, { method, body, headers: { impostor: providerUserId } });
      expect(impersonating.status, `${method} ${path} impersonating`).toBe(403);
    }
    const row = await db()
      .selectFrom('contacts')
      .select(['verification_status', 'first_name'])
      .where('id', '=', contact)
      .executeTakeFirstOrThrow();
    expect(row.verification_status).toBe('NEW');
    expect(await db().selectFrom('legal_organization_verifications').selectAll().where('organization_id', '=', org).execute()).toEqual([]);
  });
});

describe('contacts', () => {
  test('the list: filters, counts, page size 10, needs more information keeps the contact listed with its note', async () => {
    const org = await newOrganization({ name: `Searchable ${randomUUID().slice(0, 6)}` });
    const first = await newContact(org, { first: 'Quentinia' });
    await newContact(org, { first: 'Quentinia' });
    const search = `?search=Quentinia`;
    const list = await as('staff', `${BASE}/contacts/${search}`);
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(2);
    expect(list.body.results[0]).toMatchObject({ first_name: 'Quentinia', legal_organization: { id: org }, verification_status: 'NEW' });
    expect((await as('staff', `${BASE}/contacts/counts/${search}`)).body).toEqual({ new: 2, needs_more_information: 0 });
    expect((await as('staff', `${BASE}/contacts/`)).body.results.length).toBeLessThanOrEqual(10);

    const asked = await as('staff', `${BASE}/contacts/${first}/needs_more_information/`, {
      method: 'PATCH',
      body: { note: 'Which office?' },
    });
    expect(asked.status).toBe(200);
    expect((await as('staff', `${BASE}/contacts/counts/${search}`)).body).toEqual({ new: 1, needs_more_information: 1 });
    // Asked again (dismiss/ with the flag does the same): still listed, the note replaced.
    const again = await as('staff', `${BASE}/contacts/${first}/dismiss/`, {
      method: 'PATCH',
      body: { needs_more_information: true, note: 'Still?' },
    });
    expect(again.status).toBe(200);
    const nmi = await as('staff', `${BASE}/contacts/${search}&status=needs_more_information`);
    expect(nmi.body.results.map((row: { id: string }) => row.id)).toEqual([first]);
    expect(nmi.body.results[0].dismissed_verification_note).toBe('Still?');
    // No Dismissed on verification.
    expect((await as('staff', `${BASE}/contacts/${first}/dismiss/`, { method: 'PATCH', body: {} })).status).toBe(400);
    expect((await as('staff', `${BASE}/contacts/?status=dismissed`)).status).toBe(400);

    const created = await newOrganization();
    await db().updateTable('contacts').set({ created_by_organization_id: created }).where('id', '=', first).execute();
    const byCreator = await as('staff', `${BASE}/contacts/?created_by_organization=${created}&status=needs_more_information`);
    expect(byCreator.body.results.map((row: { id: string }) => row.id)).toEqual([first]);
    expect((await as('staff', `${BASE}/contacts/?created_by_organization=nope`)).body).toEqual({
      created_by_organization: ['Must be a valid UUID.'],
    });
    expect((await as('staff', `${BASE}/contacts/?related_to_compulsion_firm=maybe`)).status).toBe(400);
    expect((await as('staff', `${BASE}/contacts/?related_to_compulsion_firm=true${search.replace('?', '&')}`)).body.count).toBe(0);
  });

  test('verify: the e-mail-domain round trip (§8), then the contact leaves the list', async () => {
    const org = await newOrganization({ name: 'Domain Clinic', website: 'https://www.domainclinic.example/' });
    const contact = await newContact(org, { email: 'vera@gmail.example' });
    const mismatch = await as('staff', `${INTERNAL}/contacts/${contact}/`, { method: 'PATCH', body: verifyForm('vera@gmail.example') });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.confirmation_required).toBe(true);
    expect(mismatch.body.verify_email_domain[0]).toBe(
      "This contact is listed with Domain Clinic ... but their email (vera@gmail.example) does not match the organization's domain (domainclinic.example). Are you sure you want to verify this contact?",
    );
    expect(
      (await db().selectFrom('contacts').select('verification_status').where('id', '=', contact).executeTakeFirstOrThrow())
        .verification_status,
    ).toBe('NEW');
    const confirmed = await as('staff', `${INTERNAL}/contacts/${contact}/`, {
      method: 'PATCH',
      body: verifyForm('vera@gmail.example', { manually_verify: true, first_name: 'Verena' }),
    });
    expect(confirmed.status).toBe(200);
    const row = await db().selectFrom('contacts').selectAll().where('id', '=', contact).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ verification_status: 'VERIFIED', first_name: 'Verena', verified_by_user_id: staffUserId });
    expect(row.verified_at).not.toBeNull();
    expect((await as('staff', `${BASE}/contacts/?search=vera@gmail.example`)).body.count).toBe(0);
    // Verified already: a second staff member is told so.
    expect(
      (await as('staff', `${INTERNAL}/contacts/${contact}/`, { method: 'PATCH', body: verifyForm('vera@gmail.example') })).status,
    ).toBe(409);

    // A matching domain (a subdomain too) needs no confirmation.
    const other = await newContact(org, { email: 'x@mail.domainclinic.example' });
    expect(
      (await as('staff', `${INTERNAL}/contacts/${other}/`, { method: 'PATCH', body: verifyForm('x@mail.domainclinic.example') })).status,
    ).toBe(200);
  });

  test('verify form validation; could not verify; unknown ids', async () => {
    const org = await newOrganization();
    const contact = await newContact(org);
    const bad = await as('staff', `${INTERNAL}/contacts/${contact}/`, {
      method: 'PATCH',
      body: { first_name: ' ', email: 'not-an-email', verification_reason: '', verify_email_domain: 'yes', existing_contact: false },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['email', 'existing_contact', 'first_name', 'verification_reason', 'verify_email_domain']);
    expect(bad.body.first_name).toEqual(['This field is required.']);
    const control = await as('staff', `${INTERNAL}/contacts/${contact}/`, {
      method: 'PATCH',
      body: verifyForm('a@b.example', { first_name: 'A\u0007' }),
    });
    expect(control.status).toBe(400);

    expect((await as('staff', `${BASE}/contacts/${contact}/`, { method: 'PATCH', body: { note: 'x' } })).status).toBe(400);
    expect(
      (await as('staff', `${BASE}/contacts/${contact}/`, { method: 'PATCH', body: { could_not_manually_verify: true } })).body,
    ).toEqual({
      note: ['This field is required.'],
    });
    const gone = await as('staff', `${BASE}/contacts/${contact}/`, {
      method: 'PATCH',
      body: { note: 'No answer', could_not_manually_verify: true },
    });
    expect(gone.status).toBe(200);
    const row = await db().selectFrom('contacts').selectAll().where('id', '=', contact).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ verification_status: 'COULD_NOT_VERIFY', could_not_manually_verify_note: 'No answer' });
    expect(
      (await as('staff', `${BASE}/contacts/${contact}/needs_more_information/`, { method: 'PATCH', body: { note: 'x' } })).status,
    ).toBe(409);

    for (const id of [randomUUID(), 'not-a-uuid']) {
      expect((await as('staff', `${INTERNAL}/contacts/${id}/`, { method: 'PATCH', body: verifyForm('a@b.example') })).body).toEqual({
        detail: 'no document found',
      });
      expect((await as('staff', `${BASE}/contacts/${id}/`)).status).toBe(404);
    }
  });

  test('keyset paging: rows that leave the list do not shift the next page', async () => {
    const org = await newOrganization();
    const tag = `Keyset${randomUUID().slice(0, 6)}`;
    const ids = [];
    for (let index = 0; index < 4; index += 1) {
      const id = await newContact(org, { first: tag });
      await db()
        .updateTable('contacts')
        .set({ created_at: new Date(Date.UTC(2032, 0, index + 1)) })
        .where('id', '=', id)
        .execute();
      ids.push(id);
    }
    const first = await as('staff', `${BASE}/contacts/?search=${tag}&page_size=2&after=`);
    expect(first.body.results.map((row: { id: string }) => row.id)).toEqual([ids[3], ids[2]]);
    // The first row leaves; the next page still starts after the second.
    await as('staff', `${BASE}/contacts/${ids[3]}/`, { method: 'PATCH', body: { note: 'x', could_not_manually_verify: true } });
    const next = await as('staff', `${BASE}/contacts/?search=${tag}&page_size=2&after=${encodeURIComponent(first.body.results[1].cursor)}`);
    expect(next.body.results.map((row: { id: string }) => row.id)).toEqual([ids[1], ids[0]]);
    expect(next.body).toMatchObject({ count: 3, next: null });
    expect((await as('staff', `${BASE}/contacts/?after=nonsense`)).body).toEqual({ after: ['Invalid cursor'] });
  });

  test('two staff verifying at once: one wins, the other is told', async () => {
    const org = await newOrganization();
    const contact = await newContact(org, { email: 'race@example.test' });
    const body = verifyForm('race@example.test', { verify_email_domain: false });
    const replies = await Promise.all([
      as('staff', `${INTERNAL}/contacts/${contact}/`, { method: 'PATCH', body }),
      as('staff', `${BASE}/contacts/${contact}/`, { method: 'PATCH', body: { note: 'no', could_not_manually_verify: true } }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
  });

  test('the list is in the access log', async () => {
    const org = await newOrganization();
    const contact = await newContact(org, { first: 'Loggedina' });
    expect((await as('staff', `${BASE}/contacts/?search=Loggedina`)).status).toBe(200);
    const entries = await db()
      .selectFrom('access_log')
      .select(['action', 'object_type'])
      .where('user_id', '=', staffUserId)
      .where(sql<boolean>`${contact} = any(object_ids)`)
      .execute();
    expect(entries).toEqual([{ action: 'list', object_type: 'contact' }]);

    // A decision names its record; an organisation's read is logged too.
    await as('staff', `${BASE}/contacts/${contact}/needs_more_information/`, { method: 'PATCH', body: { note: 'Who?' } });
    expect((await as('staff', `${INTERNAL}/legal-organizations/${org}/`)).status).toBe(200);
    const later = await db()
      .selectFrom('access_log')
      .select(['action', 'object_type'])
      .where('user_id', '=', staffUserId)
      .where(sql<boolean>`(${contact} = any(object_ids) or ${org} = any(object_ids))`)
      .orderBy('id')
      .execute();
    expect(later).toEqual([
      { action: 'list', object_type: 'contact' },
      { action: 'update', object_type: 'contact' },
      { action: 'view', object_type: 'organization' },
    ]);
  });
});

describe('legal organisations and Verified Matches', () => {
  test('list, counts, needs more information, could not verify, verify against a verified match', async () => {
    const tag = randomUUID().slice(0, 6);
    const [a, b, c] = [
      await newOrganization({ name: `Orgtag ${tag} A` }),
      await newOrganization({ name: `Orgtag ${tag} B` }),
      await newOrganization({ name: `Orgtag ${tag} C` }),
    ];
    const search = `?search=Orgtag%20${tag}`;
    for (const [index, id] of [a, b, c].entries())
      await db()
        .updateTable('legal_organizations')
        .set({ created_at: new Date(Date.UTC(2031, 0, index + 1)) })
        .where('id', '=', id)
        .execute();
    const list = await as('staff', `${BASE}/legal-organizations/${search}`);
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(3);
    expect(list.body.results[0]).toMatchObject({
      name: `Orgtag ${tag} C`,
      kind: 'LIENHOLDER',
      address: { address1: '', city: '' },
      case_count: 0,
      verified_match: null,
      last_verified_at: null,
      dismissed_verification_note: '',
    });
    expect((await as('staff', `${BASE}/legal-organizations/${search}&ordering=created_at`)).body.results[0].id).toBe(a);

    expect(
      (await as('staff', `${BASE}/legal-organizations/${a}/needs_more_information/`, { method: 'PATCH', body: { note: 'Call back' } }))
        .status,
    ).toBe(200);
    expect((await as('staff', `${BASE}/legal-organizations/counts/${search}`)).body).toEqual({ new: 2, needs_more_information: 1 });
    const nmi = await as('staff', `${BASE}/legal-organizations/${search}&status=needs_more_information`);
    expect(nmi.body.results).toMatchObject([{ id: a, dismissed_verification_note: 'Call back' }]);

    expect(
      (
        await as('staff', `${BASE}/legal-organizations/${b}/`, {
          method: 'PATCH',
          body: { note: 'Closed', could_not_manually_verify: true },
        })
      ).status,
    ).toBe(200);
    expect((await as('staff', `${BASE}/legal-organizations/counts/${search}`)).body).toEqual({ new: 1, needs_more_information: 1 });

    // A verified match to verify c against.
    const created = await as('staff', `${INTERNAL}/legal-organizations/`, {
      method: 'POST',
      body: matchForm({ email: 'Front@Clinic.example', name: `Orgtag ${tag} Verified` }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      contact_emails: ['front@clinic.example'],
      verification_status: 'VERIFIED',
      verification_website: 'https://npi.example/clinic',
    });
    expect(created.body.last_verified_at).not.toBeNull();
    expect(created.body.created_by_name).toBeTruthy();
    expect(
      (await as('staff', `${BASE}/legal-organizations/${c}/verify/`, { method: 'PATCH', body: { verified_match_id: b } })).body,
    ).toEqual({
      verified_match_id: ['Choose a verified organization.'],
    });
    expect(
      (await as('staff', `${BASE}/legal-organizations/${c}/verify/`, { method: 'PATCH', body: { verified_match_id: created.body.id } }))
        .status,
    ).toBe(200);
    const view = await as('staff', `${INTERNAL}/legal-organizations/${c}/`);
    expect(view.body).toMatchObject({ verification_status: 'VERIFIED', verified_match: { id: created.body.id } });
    expect((await as('staff', `${BASE}/legal-organizations/counts/${search}`)).body).toEqual({ new: 0, needs_more_information: 1 });
    expect((await as('staff', `${BASE}/legal-organizations/${c}/verify/`, { method: 'PATCH', body: {} })).status).toBe(409);
  });

  test('Verified Matches: search, page size 10, add, edit (the e-mail only when adding), validation', async () => {
    const tag = randomUUID().slice(0, 6);
    const created = await as('staff', `${INTERNAL}/legal-organizations/`, { method: 'POST', body: matchForm({ name: `Drawer ${tag}` }) });
    expect(created.status).toBe(201);
    const found = await as('staff', `${INTERNAL}/verified-matches/?search=Drawer%20${tag}`);
    expect(found.body.count).toBe(1);
    expect(found.body.results[0]).toMatchObject({
      id: created.body.id,
      name: `Drawer ${tag}`,
      address: { city: 'Austin', state: 'TX', zip_code: '78701' },
    });
    expect((await as('staff', `${INTERNAL}/verified-matches/`)).body.results.length).toBeLessThanOrEqual(10);

    const edited = await as('staff', `${INTERNAL}/legal-organizations/${created.body.id}/`, {
      method: 'PUT',
      body: matchForm({ name: `Drawer ${tag} Renamed`, last_verified_at: new Date().toISOString() }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.name).toBe(`Drawer ${tag} Renamed`);
    expect(
      (
        await as('staff', `${INTERNAL}/legal-organizations/${created.body.id}/`, {
          method: 'PUT',
          body: matchForm({ email: 'x@y.example' }),
        })
      ).body,
    ).toEqual({ email: ['The e-mail can only be given when adding a verified match.'] });
    expect(
      (await as('staff', `${INTERNAL}/legal-organizations/${created.body.id}/`, { method: 'PUT', body: matchForm({ type: 'LAW_FIRM' }) }))
        .body,
    ).toEqual({ type: ['The type cannot move an organization between law firms and lienholders.'] });

    const bad = await as('staff', `${INTERNAL}/legal-organizations/`, {
      method: 'POST',
      body: { name: '', type: 'PLUMBER', address: { address1: '', city: 'X', state: 'ZZ', zip_code: '1' }, website: 'not a site' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['address.address1', 'address.state', 'address.zip_code', 'name', 'type', 'website']);
    expect((await as('staff', `${INTERNAL}/legal-organizations/${randomUUID()}/`, { method: 'PUT', body: matchForm() })).status).toBe(404);
    // The manual dedupe picker's list is still there with its fields.
    const picker = await as('staff', `${INTERNAL}/legal-organizations/?search=Drawer%20${tag}&page_size=5`);
    expect(picker.body.results[0]).toEqual({
      id: created.body.id,
      name: `Drawer ${tag} Renamed`,
      type: 'MEDICAL_PRACTICE',
      kind: 'LIENHOLDER',
    });
  });
});
