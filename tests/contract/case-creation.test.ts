// Registering new cases: the gate (organisation flag and ADD_CASE feature, on both sides), the row rules and their
// texts, all rows or none, the lienholder's own lien, the law firm's directory entry and contacts, and isolation.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD, startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { call, createUser, readEvents, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};
let lf1: string;
let lf2: string;
let provider: string;
let lf1Contact: { id: string; email: string };

const LIENHOLDER_CREATE = `${V1}/lienholder/portfolio/`;
const LAW_FIRM_CREATE = `${V1}/escrow-agent/portfolio/`;

const orgOf = async (token: string) =>
  (await call(url, `${V1}/accounts-auth/`, { token })).body.registry_accounts[0].registry_legal_organization.id as string;
const countOf = async (table: 'cases' | 'persons' | 'contacts' | 'liens' | 'legal_organizations') =>
  Number(
    (
      await registry.registry.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

function row(overrides: Record<string, unknown> = {}) {
  return {
    plaintiff: { first_name: 'Nadia', last_name: 'Quintero', birthdate: '1988-04-02' },
    date_of_loss: '2025-01-15',
    type: 'MOTOR_VEHICLE_ACCIDENT',
    state_of_incident: 'CA',
    law_firm: lf1,
    contact: { id: lf1Contact.id },
    ...overrides,
  };
}

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'funder'] as const) tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
  lf1 = await orgOf(tokens.lawFirm);
  lf2 = await orgOf(tokens.lawFirm2);
  provider = await orgOf(tokens.provider);
  const contacts = await call(url, `${V1}/law-firm-contacts/?law_firm=${lf1}`, { token: tokens.provider });
  lf1Contact = contacts.body.results.find((c: any) => c.email === DEMO_EMAILS.lawFirm);
});
afterAll(() => registry?.close());

describe('who may register cases', () => {
  test('the organisation flag and the ADD_CASE feature are both needed, on either side', async () => {
    // Law firm 2 has the feature but its organisation may not create cases; the funder has neither.
    const flagOff = await call(url, LAW_FIRM_CREATE, { token: tokens.lawFirm2, method: 'POST', body: row({ law_firm: undefined }) });
    expect(flagOff).toEqual({ status: 403, body: { detail: 'Your organization cannot register cases.' } });
    expect((await call(url, LIENHOLDER_CREATE, { token: tokens.funder, method: 'POST', body: row() })).body).toEqual({
      detail: 'Your organization cannot register cases.',
    });
    // Users of flagged organisations whose service lacks ADD_CASE (the free plan, no credits; DECISIONS 16).
    for (const organizationId of [lf1, provider]) {
      const before = await registry.registry.db
        .selectFrom('legal_organizations')
        .select(['service_stage', 'service_valid_to'])
        .where('id', '=', organizationId)
        .executeTakeFirstOrThrow();
      await registry.registry.db
        .updateTable('legal_organizations')
        .set({ service_stage: 'FREEMIUM', service_valid_to: null })
        .where('id', '=', organizationId)
        .execute();
      try {
        const user = await createUser(registry.registry.db, { password: DEMO_PASSWORD, organizationId });
        const token = await loginAs(url, user.email);
        const path = organizationId === lf1 ? LAW_FIRM_CREATE : LIENHOLDER_CREATE;
        expect(await call(url, path, { token, method: 'POST', body: row() })).toEqual({
          status: 403,
          body: { detail: 'Your plan does not include registering cases.' },
        });
        expect((await call(url, `${V1}/law-firm-contacts/?law_firm=${lf1}`, { token })).status).toBe(403);
      } finally {
        await registry.registry.db.updateTable('legal_organizations').set(before).where('id', '=', organizationId).execute();
      }
    }
    // The wrong side's path.
    expect((await call(url, LAW_FIRM_CREATE, { token: tokens.provider, method: 'POST', body: row() })).status).toBe(403);
    expect((await call(url, LIENHOLDER_CREATE, { token: tokens.lawFirm, method: 'POST', body: row() })).status).toBe(403);
    expect((await call(url, LIENHOLDER_CREATE, { method: 'POST', body: row() })).status).toBe(401);
  });
});

describe('validation', () => {
  test('each rule with its text; one bad row writes nothing at all', async () => {
    const before = await Promise.all([countOf('cases'), countOf('persons'), countOf('contacts'), countOf('liens')]);
    const reply = await call(url, LIENHOLDER_CREATE, {
      token: tokens.provider,
      method: 'POST',
      body: {
        cases: [
          row({ contact: { first_name: 'New', email: 'new.person@hartwell.example' } }),
          row({
            plaintiff: { first_name: ' ', last_name: '' },
            date_of_loss: null,
            type: '',
            state_of_incident: 'ZZ',
            law_firm: null,
            contact: { first_name: '', email: 'not-an-email' },
          }),
          row({
            plaintiff: { first_name: 'A', last_name: 'B', birthdate: '2999-01-01' },
            date_of_loss: '2025-02-30',
            type: 'SPACE_TRAVEL',
          }),
          row({ plaintiff: { first_name: 'A', last_name: 'B' }, date_of_loss: '', contact: null }),
        ],
      },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      cases: [
        {},
        {
          plaintiff: { first_name: ['This field is required.'], last_name: ['This field is required.'] },
          type: ['This field is required.'],
          state_of_incident: ['"ZZ" is not a valid choice.'],
          law_firm: ['This field is required.'],
          contact: { first_name: ['This field is required.'], email: ['Enter a valid email address.'] },
          non_field_errors: ['Either Birthdate or Date of Loss is required'],
        },
        {
          plaintiff: { birthdate: ['Date of birth cannot be in the future.'] },
          date_of_loss: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
          type: ['"SPACE_TRAVEL" is not a valid choice.'],
        },
        { contact: ['This field is required.'], non_field_errors: ['Either Birthdate or Date of Loss is required'] },
      ],
    });
    expect(await Promise.all([countOf('cases'), countOf('persons'), countOf('contacts'), countOf('liens')])).toEqual(before);
  });

  test('an unknown law firm or a contact of another firm found while writing undoes the rows before it', async () => {
    const before = await Promise.all([countOf('cases'), countOf('contacts')]);
    const lf2Contact = (await call(url, `${V1}/law-firm-contacts/?law_firm=${lf2}`, { token: tokens.provider })).body.results[0];
    const badContact = await call(url, LIENHOLDER_CREATE, {
      token: tokens.provider,
      method: 'POST',
      body: {
        cases: [row({ contact: { first_name: 'Fresh', email: 'fresh@hartwell.example' } }), row({ contact: { id: lf2Contact.id } })],
      },
    });
    expect(badContact).toEqual({ status: 400, body: { cases: [{}, { contact: { id: ['Select a contact of the law firm.'] } }] } });
    const notAFirm = await call(url, LIENHOLDER_CREATE, {
      token: tokens.provider,
      method: 'POST',
      body: { cases: [row(), row({ law_firm: provider })] },
    });
    expect(notAFirm).toEqual({ status: 400, body: { cases: [{}, { law_firm: ['Select a law firm.'] }] } });
    expect(await Promise.all([countOf('cases'), countOf('contacts')])).toEqual(before);
  });

  test('a law firm registers cases for itself only', async () => {
    const reply = await call(url, LAW_FIRM_CREATE, { token: tokens.lawFirm, method: 'POST', body: row({ law_firm: lf2 }) });
    expect(reply).toEqual({ status: 400, body: { law_firm: ['A law firm registers cases for itself only.'] } });
  });
});

describe('registering', () => {
  test('a lienholder registers cases for a law firm: its own PENDING lien, the contact linked, history and events', async () => {
    const stream = readEvents(`${url}${V1}/events/`, { authorization: `Service ${registry.serviceKey}` }, 4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const reply = await call(url, LIENHOLDER_CREATE, {
      token: tokens.provider,
      method: 'POST',
      body: {
        cases: [
          row(),
          row({
            plaintiff: { first_name: 'Omar', last_name: 'Bell' },
            contact: { first_name: 'Casey', last_name: 'Nguyen', email: 'Casey.Nguyen@hartwell.example' },
          }),
        ],
      },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.count).toBe(2);
    const [first, second] = reply.body.results;
    expect(first).toMatchObject({
      plaintiff: { first_name: 'Nadia', last_name: 'Quintero', birthdate: '1988-04-02' },
      date_of_loss: '2025-01-15',
      type: 'MOTOR_VEHICLE_ACCIDENT',
      state_of_incident: 'CA',
      law_firm: { id: lf1 },
      created_by_organization: { id: provider },
      is_editable_by_lienholder: true,
      user_lien: { verification_status: 'PENDING', created_by_organization: { id: provider }, is_own: true },
    });
    expect(second.plaintiff).toMatchObject({ first_name: 'Omar', birthdate: null });

    // Law firm 1 sees both in its portfolio; law firm 2 does not.
    const firm = await call(url, `${LAW_FIRM_CREATE}${first.id}/`, { token: tokens.lawFirm });
    expect(firm.status).toBe(200);
    expect((await call(url, `${LAW_FIRM_CREATE}${first.id}/`, { token: tokens.lawFirm2 })).status).toBe(404);
    const history = await call(url, `${V1}/escrow-agent/activities/?case=${first.id}`, { token: tokens.lawFirm });
    expect(history.body.results.map((a: any) => a.type).sort()).toEqual(['CASE_CREATED', 'LIEN_CREATED']);

    // The typed contact became a contact of the firm (once: its e-mail now matches it).
    const contacts = (await call(url, `${V1}/law-firm-contacts/?law_firm=${lf1}`, { token: tokens.provider })).body.results;
    expect(contacts.filter((c: any) => c.email.toLowerCase() === 'casey.nguyen@hartwell.example')).toHaveLength(1);
    const links = await registry.registry.db
      .selectFrom('case_contacts')
      .select(['case_id', 'contact_id'])
      .where('case_id', 'in', [first.id, second.id])
      .execute();
    expect(links).toContainEqual({ case_id: first.id, contact_id: lf1Contact.id });
    const again = await call(url, LIENHOLDER_CREATE, {
      token: tokens.provider,
      method: 'POST',
      body: row({ contact: { first_name: 'Casey', email: 'casey.nguyen@HARTWELL.example' } }),
    });
    expect(again.status).toBe(201);
    expect(again.body.id).toBeTruthy();
    expect((await call(url, `${V1}/law-firm-contacts/?law_firm=${lf1}`, { token: tokens.provider })).body.count).toBe(contacts.length);

    const { events } = await stream;
    const created = events.filter((event) => event.data.case_id === first.id && event.event === 'case.updated');
    expect(created.length).toBeGreaterThan(0);
    expect(created[0].data.organization_ids).toEqual([lf1, provider].sort());
  });

  test('a law firm registers a case for itself without naming a firm, and holds no lien on it', async () => {
    const reply = await call(url, LAW_FIRM_CREATE, {
      token: tokens.lawFirm,
      method: 'POST',
      body: row({ law_firm: undefined, plaintiff: { first_name: 'Ivy', last_name: 'Stone' }, date_of_loss: '2024-11-03' }),
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      law_firm: { id: lf1 },
      created_by_organization: { id: lf1 },
      lienholders: [],
      is_editable_by_lienholder: false,
    });
    expect((await call(url, `${LIENHOLDER_CREATE}${reply.body.id}/`, { token: tokens.provider })).status).toBe(404);
  });
});

describe('law firms and their contacts', () => {
  test('a lienholder that may register cases creates a law firm: name required, website a URL, no duplicates', async () => {
    const path = `${V1}/beta/organizations/`;
    const before = await countOf('legal_organizations');
    expect(
      await call(url, path, { token: tokens.provider, method: 'POST', body: { name: ' ', website: 'not a url', type: 'LAW_FIRM' } }),
    ).toEqual({
      status: 400,
      body: { name: ['This field is required.'], website: ['Enter a valid URL.'] },
    });
    expect((await call(url, path, { token: tokens.provider, method: 'POST', body: { name: 'x', type: 'FUNDER' } })).body).toEqual({
      type: ['"FUNDER" is not a valid choice.'],
    });
    expect((await call(url, path, { token: tokens.provider, method: 'POST', body: { name: 'hartwell & associates' } })).body).toEqual({
      name: ['A law firm with this name already exists. Choose it from the search.'],
    });
    expect(await countOf('legal_organizations')).toBe(before);
    expect((await call(url, path, { token: tokens.funder, method: 'POST', body: { name: 'Funded Firm LLP' } })).status).toBe(403);
    expect((await call(url, path, { token: tokens.lawFirm, method: 'POST', body: { name: 'Other Firm LLP' } })).status).toBe(403);

    const created = await call(url, path, {
      token: tokens.provider,
      method: 'POST',
      body: { name: 'Ortiz Injury Law', website: 'https://ortiz.example', type: 'LAW_FIRM' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Ortiz Injury Law',
      type: 'LAW_FIRM',
      kind: 'LAW_FIRM',
      website: 'https://ortiz.example',
      can_create_registry_cases: false,
    });
    const found = await call(url, `${V1}/legal-organizations-light/?type=LAW_FIRM&search=ortiz`, { token: tokens.provider });
    expect(found.body.results).toEqual([{ id: created.body.id, name: 'Ortiz Injury Law', type: 'LAW_FIRM', city: '', state: '' }]);
    // A new firm has no contacts yet; the case brings the first one.
    expect((await call(url, `${V1}/law-firm-contacts/?law_firm=${created.body.id}`, { token: tokens.provider })).body.results).toEqual([]);
    const kase = await call(url, LIENHOLDER_CREATE, {
      token: tokens.provider,
      method: 'POST',
      body: row({ law_firm: created.body.id, contact: { first_name: 'Rosa', email: 'rosa@ortiz.example' } }),
    });
    expect(kase.status).toBe(201);
    expect(
      (await call(url, `${V1}/law-firm-contacts/?law_firm=${created.body.id}`, { token: tokens.provider })).body.results,
    ).toMatchObject([{ first_name: 'Rosa', last_name: '', email: 'rosa@ortiz.example', legal_organization: created.body.id }]);
  });

  test('contacts: a lienholder lists any law firm; a law firm only itself; not a law firm is not found', async () => {
    const mine = await call(url, `${V1}/law-firm-contacts/?law_firm=${lf1}`, { token: tokens.lawFirm });
    expect(mine.status).toBe(200);
    expect(mine.body.results.map((c: any) => c.email)).toContain(DEMO_EMAILS.lawFirm);
    expect(Object.keys(mine.body.results[0]).sort()).toEqual(['email', 'first_name', 'id', 'last_name', 'legal_organization']);
    expect((await call(url, `${V1}/law-firm-contacts/?law_firm=${lf2}`, { token: tokens.lawFirm })).status).toBe(404);
    expect((await call(url, `${V1}/law-firm-contacts/?law_firm=${provider}`, { token: tokens.provider })).status).toBe(404);
    expect((await call(url, `${V1}/law-firm-contacts/?law_firm=nope`, { token: tokens.provider })).status).toBe(404);
    expect((await call(url, `${V1}/law-firm-contacts/`, { token: tokens.provider })).body).toEqual({
      law_firm: ['This field is required.'],
    });
    expect((await call(url, `${V1}/law-firm-contacts/?law_firm=${lf1}`, { token: tokens.lawFirm2 })).status).toBe(403);
    expect((await call(url, `${V1}/law-firm-contacts/?law_firm=${lf1}`, { token: tokens.funder })).status).toBe(403);
  });
});
