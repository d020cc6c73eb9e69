// Contacts: who at each organisation works on a case (assigning on either side, duplicates refused), creating
// contacts (required fields, the verified-domain confirmation for lienholders), searching and deleting them, the
// organisations of a case (with a former law firm), history and events; other tenants and the wrong side refused.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};
const linked: Record<string, string> = {};
const orgOf: Record<string, string> = {};
let sharedCase: any; // law firm 1's case with the provider and other lienholders
let soleCase: any; // law firm 1's case where the provider is the only lienholder
let providerLien: string;
let soleLien: string;

const CONTACTS = `${V1}/beta/contacts/`;
const firmPath = (caseId: string, change: 'add' | 'remove') => `${V1}/escrow-agent/portfolio/${caseId}/${change}-contact/`;
const lienPath = (lienId: string, change: 'add' | 'remove') => `${V1}/beta/lienholder/liens/${lienId}/${change}-contact/`;

async function lienOf(token: string, caseId: string) {
  return (await call(url, `${V1}/beta/lienholder/liens/?case=${caseId}`, { token })).body.results.find((lien: any) => lien.is_own)
    .id as string;
}

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'funder', 'insurer'] as const) {
    tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
    const me = (await call(url, `${V1}/accounts-auth/`, { token: tokens[key] })).body;
    linked[key] = me.registry_accounts[0].linked_contact;
    orgOf[key] = me.registry_accounts[0].registry_legal_organization.id;
  }
  const firmCases = (await call(url, `${V1}/escrow-agent/portfolio/?page_size=off&is_closed=all`, { token: tokens.lawFirm })).body.results;
  sharedCase = firmCases.find((c: any) => c.lienholders.length > 1 && c.lienholders.some((l: any) => l.id === orgOf.provider));
  soleCase = firmCases.find((c: any) => c.has_single_lienholder && c.lienholders[0].id === orgOf.provider);
  providerLien = await lienOf(tokens.provider, sharedCase.id);
  soleLien = await lienOf(tokens.provider, soleCase.id);
});
afterAll(() => registry?.close());

const contactsOn = async (token: string, caseId: string) =>
  (await call(url, `${CONTACTS}?case=${caseId}`, { token })).body.results as any[];

describe('case contacts', () => {
  test('the law firm assigns its own contact once; a duplicate is refused; history and events follow', async () => {
    const added = await call(url, firmPath(sharedCase.id, 'add'), {
      token: tokens.lawFirm,
      method: 'PATCH',
      body: { contact: linked.lawFirm },
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      case: sharedCase.id,
      contact: { id: linked.lawFirm, full_name: 'Laura Hartwell', can_delete: true },
    });
    const again = await call(url, firmPath(sharedCase.id, 'add'), {
      token: tokens.lawFirm,
      method: 'PATCH',
      body: { contact: linked.lawFirm },
    });
    expect(again).toEqual({ status: 400, body: { contact: ['Cannot add a duplicate contact'] } });
    expect((await call(url, firmPath(sharedCase.id, 'add'), { token: tokens.lawFirm, method: 'PATCH', body: {} })).body).toEqual({
      contact: ['This field is required.'],
    });

    // Every organisation on the case sees it.
    for (const key of ['lawFirm', 'provider']) {
      expect((await contactsOn(tokens[key], sharedCase.id)).map((c) => [c.id, c.case])).toContainEqual([linked.lawFirm, sharedCase.id]);
    }
    const history = await call(url, `${V1}/lienholder/activities/?case=${sharedCase.id}&page_size=1`, { token: tokens.provider });
    expect(history.body.results[0]).toMatchObject({
      type: 'CASE_CONTACT_ADDED',
      activity_data: { new_contact: { id: linked.lawFirm, name: 'Laura Hartwell' } },
    });
    const events = await registry.registry.db
      .selectFrom('events')
      .selectAll()
      .where('activity_id', '=', history.body.results[0].id)
      .execute();
    expect(events.map((e) => e.type).sort()).toEqual(['activity.created', 'case.updated']);
    expect(events[0].organization_ids).toContain(orgOf.provider);

    const removed = await call(url, firmPath(sharedCase.id, 'remove'), {
      token: tokens.lawFirm,
      method: 'PATCH',
      body: { contact: linked.lawFirm },
    });
    expect(removed.status).toBe(200);
    expect((await contactsOn(tokens.lawFirm, sharedCase.id)).map((c) => c.id)).not.toContain(linked.lawFirm);
    expect(
      (await call(url, firmPath(sharedCase.id, 'remove'), { token: tokens.lawFirm, method: 'PATCH', body: { contact: linked.lawFirm } }))
        .body,
    ).toEqual({
      contact: ['This contact is not assigned to the case.'],
    });
    const last = await call(url, `${V1}/escrow-agent/activities/?case=${sharedCase.id}&page_size=1`, { token: tokens.lawFirm });
    expect(last.body.results[0]).toMatchObject({ type: 'CASE_CONTACT_REMOVED', activity_data: { old_contact: { id: linked.lawFirm } } });
  });

  test("law-firm path: another firm gets 404, a lienholder 403, another organisation's contact is not found", async () => {
    const body = { contact: linked.lawFirm2 };
    expect((await call(url, firmPath(sharedCase.id, 'add'), { token: tokens.lawFirm2, method: 'PATCH', body })).status).toBe(404);
    expect(
      (await call(url, firmPath(sharedCase.id, 'add'), { token: tokens.provider, method: 'PATCH', body: { contact: linked.provider } }))
        .status,
    ).toBe(403);
    expect(
      (await call(url, firmPath(sharedCase.id, 'remove'), { token: tokens.provider, method: 'PATCH', body: { contact: linked.provider } }))
        .status,
    ).toBe(403);
    expect(
      (await call(url, firmPath(sharedCase.id, 'add'), { token: tokens.lawFirm, method: 'PATCH', body: { contact: linked.provider } }))
        .body,
    ).toEqual({ contact: ['Not found.'] });
    expect(await contactsOn(tokens.lawFirm2, sharedCase.id)).toEqual([]);
  });

  test('a lienholder assigns through its own lien; the law firm gets 403, another lienholder 404', async () => {
    const added = await call(url, lienPath(providerLien, 'add'), {
      token: tokens.provider,
      method: 'PATCH',
      body: { contact: linked.provider },
    });
    expect(added.status).toBe(200);
    expect((await contactsOn(tokens.lawFirm, sharedCase.id)).map((c) => c.id)).toContain(linked.provider);
    expect(
      (await call(url, lienPath(providerLien, 'add'), { token: tokens.provider, method: 'PATCH', body: { contact: linked.provider } }))
        .body,
    ).toEqual({ contact: ['Cannot add a duplicate contact'] });
    expect(
      (await call(url, lienPath(providerLien, 'add'), { token: tokens.lawFirm, method: 'PATCH', body: { contact: linked.lawFirm } }))
        .status,
    ).toBe(403);
    expect(
      (await call(url, lienPath(providerLien, 'remove'), { token: tokens.funder, method: 'PATCH', body: { contact: linked.funder } }))
        .status,
    ).toBe(404);
    // The law firm's contacts only when the lienholder is alone on the case.
    expect(
      (await call(url, lienPath(providerLien, 'add'), { token: tokens.provider, method: 'PATCH', body: { contact: linked.lawFirm } })).body,
    ).toEqual({ contact: ['Not found.'] });
    expect(
      (await call(url, lienPath(soleLien, 'add'), { token: tokens.provider, method: 'PATCH', body: { contact: linked.lawFirm } })).status,
    ).toBe(200);
    expect(
      (await call(url, lienPath(providerLien, 'remove'), { token: tokens.provider, method: 'PATCH', body: { contact: linked.provider } }))
        .status,
    ).toBe(200);
  });
});

describe('creating contacts', () => {
  test('first name and a valid work e-mail are required; nothing is written', async () => {
    const before = (await call(url, `${CONTACTS}?legal_organization=${orgOf.provider}`, { token: tokens.provider })).body.count;
    const bad = await call(url, CONTACTS, {
      token: tokens.provider,
      method: 'POST',
      body: { legal_organization: orgOf.provider, last_name: 'Only' },
    });
    expect(bad).toEqual({ status: 400, body: { first_name: ['This field is required.'], email: ['This field is required.'] } });
    const invalid = await call(url, CONTACTS, {
      token: tokens.provider,
      method: 'POST',
      body: { legal_organization: orgOf.provider, first_name: 'Ann', email: 'not-an-email' },
    });
    expect(invalid.body).toEqual({ email: ['Enter a valid email address.'] });
    expect((await call(url, `${CONTACTS}?legal_organization=${orgOf.provider}`, { token: tokens.provider })).body.count).toBe(before);
  });

  test("a lienholder confirms an e-mail outside the firm's verified domain; a law firm is never asked", async () => {
    const body = {
      legal_organization: orgOf.lawFirm,
      first_name: 'Paula',
      last_name: 'Gray',
      email: 'paula@gmail.example',
      case: soleCase.id,
    };
    const asked = await call(url, CONTACTS, { token: tokens.provider, method: 'POST', body });
    expect(asked.status).toBe(400);
    expect(asked.body.non_field_errors[0]).toContain('matches a verified domain');
    const confirmed = await call(url, CONTACTS, { token: tokens.provider, method: 'POST', body: { ...body, confirm_email: true } });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({
      full_name: 'Paula Gray',
      legal_organization: orgOf.lawFirm,
      created_by_organization: orgOf.provider,
    });
    // Created with a case: assigned to it in the same step.
    expect((await contactsOn(tokens.lawFirm, soleCase.id)).map((c) => c.id)).toContain(confirmed.body.id);
    // Within the verified domain (or a subdomain) nothing is asked.
    const matching = await call(url, CONTACTS, {
      token: tokens.provider,
      method: 'POST',
      body: { legal_organization: orgOf.lawFirm, first_name: 'Dan', email: 'dan@mail.hartwell.example' },
    });
    expect(matching.status).toBe(201);
    const firm = await call(url, CONTACTS, {
      token: tokens.lawFirm,
      method: 'POST',
      body: { legal_organization: orgOf.lawFirm, first_name: 'Outside', email: 'outside@gmail.example' },
    });
    expect(firm.status).toBe(201);
    expect(
      (
        await call(url, CONTACTS, {
          token: tokens.lawFirm,
          method: 'POST',
          body: { legal_organization: orgOf.lawFirm, first_name: 'Again', email: 'OUTSIDE@gmail.example' },
        })
      ).body,
    ).toEqual({
      email: ['Cannot add a duplicate contact'],
    });
  });

  test('only into the own organisation or, for a lienholder, the law firm of its case', async () => {
    const body = (org: string) => ({ legal_organization: org, first_name: 'X', email: 'x@example.test' });
    expect((await call(url, CONTACTS, { token: tokens.lawFirm2, method: 'POST', body: body(orgOf.lawFirm) })).body).toEqual({
      legal_organization: ['Not found.'],
    });
    expect((await call(url, CONTACTS, { token: tokens.lawFirm, method: 'POST', body: body(orgOf.provider) })).status).toBe(403);
    expect((await call(url, CONTACTS, { token: tokens.provider, method: 'POST', body: body(orgOf.funder) })).status).toBe(
      sharedCase.lienholders.some((l: any) => l.id === orgOf.funder) ? 403 : 400,
    );
    expect(
      (await call(url, CONTACTS, { token: tokens.lawFirm2, method: 'POST', body: { ...body(orgOf.lawFirm2), case: sharedCase.id } })).body,
    ).toEqual({ case: ['Not found.'] });
  });
});

describe('searching and deleting contacts', () => {
  test('search within an organisation the caller sees; other organisations give nothing', async () => {
    const found = await call(url, `${CONTACTS}?legal_organization=${orgOf.lawFirm}&search=laura&page_size=1000`, {
      token: tokens.provider,
    });
    expect(found.body.results.map((c: any) => c.full_name)).toEqual(['Laura Hartwell']);
    expect(found.body.results[0]).toMatchObject({ can_delete: false, is_account_deactivated: false, needs_update: false });
    expect((await call(url, `${CONTACTS}?legal_organization=${orgOf.lawFirm}`, { token: tokens.lawFirm2 })).body).toMatchObject({
      count: 0,
      results: [],
    });
    expect((await call(url, `${CONTACTS}?id=${linked.lawFirm}`, { token: tokens.lawFirm2 })).body.results).toEqual([]);
    expect((await call(url, `${CONTACTS}?case=not-a-uuid`, { token: tokens.lawFirm })).status).toBe(400);
  });

  test('deletion rules: own, created by the caller, needing update; a firm contact by a lienholder only with a single lienholder', async () => {
    const created = await call(url, CONTACTS, {
      token: tokens.provider,
      method: 'POST',
      body: { legal_organization: orgOf.lawFirm, first_name: 'Temp', email: 'temp@hartwell.example' },
    });
    const id = created.body.id;
    expect((await call(url, `${CONTACTS}${id}/?case=${sharedCase.id}`, { token: tokens.provider, method: 'DELETE' })).status).toBe(403);
    expect((await call(url, `${CONTACTS}${id}/`, { token: tokens.lawFirm2, method: 'DELETE' })).status).toBe(404);
    expect(
      (await call(url, `${CONTACTS}?legal_organization=${orgOf.lawFirm}&search=temp&case=${soleCase.id}`, { token: tokens.provider })).body
        .results[0].can_delete,
    ).toBe(true);
    expect((await call(url, `${CONTACTS}${id}/?case=${soleCase.id}`, { token: tokens.provider, method: 'DELETE' })).status).toBe(204);

    // Another organisation's contact: only once it needs an update.
    const { id: other } = (
      await call(url, CONTACTS, {
        token: tokens.provider,
        method: 'POST',
        body: { legal_organization: orgOf.provider, first_name: 'Old', email: 'old@clinic.example' },
      })
    ).body;
    await call(url, lienPath(providerLien, 'add'), { token: tokens.provider, method: 'PATCH', body: { contact: other } });
    expect((await call(url, `${CONTACTS}${other}/?case=${sharedCase.id}`, { token: tokens.lawFirm, method: 'DELETE' })).status).toBe(403);
    await registry.registry.db.updateTable('contacts').set({ is_account_deactivated: true }).where('id', '=', other).execute();
    const onCase = (await contactsOn(tokens.lawFirm, sharedCase.id)).find((c) => c.id === other);
    expect(onCase).toMatchObject({ is_account_deactivated: true, needs_update: true, can_delete: true });
    expect((await call(url, `${CONTACTS}${other}/?case=${sharedCase.id}`, { token: tokens.lawFirm, method: 'DELETE' })).status).toBe(204);
    expect((await contactsOn(tokens.provider, sharedCase.id)).map((c) => c.id)).not.toContain(other);
    const history = await call(url, `${V1}/escrow-agent/activities/?case=${sharedCase.id}&page_size=1`, { token: tokens.lawFirm });
    expect(history.body.results[0]).toMatchObject({ type: 'CASE_CONTACT_REMOVED', activity_data: { old_contact: { id: other } } });
  });
});

describe('organisations of a case', () => {
  test('law firm, lienholders (Last Active for the firm and the owner only) and, after a change of representation, the former firm', async () => {
    const path = `${V1}/beta/case-organizations/?case=${sharedCase.id}`;
    const firmView = (await call(url, path, { token: tokens.lawFirm })).body.results;
    expect(firmView.filter((o: any) => o.side === 'LAW_FIRM').map((o: any) => [o.organization.name, o.is_former])).toEqual([
      ['Hartwell & Associates', false],
    ]);
    expect(firmView.find((o: any) => o.organization.id === orgOf.provider)).toMatchObject({ side: 'LIENHOLDER', lien: providerLien });
    expect(firmView.find((o: any) => o.organization.id === orgOf.provider).last_active_at).not.toBeNull();
    const providerView = (await call(url, path, { token: tokens.provider })).body.results;
    const others = providerView.filter((o: any) => o.side === 'LIENHOLDER' && o.organization.id !== orgOf.provider);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((o: any) => o.last_active_at === null)).toBe(true);
    expect((await call(url, path, { token: tokens.lawFirm2 })).body.results).toEqual([]);

    await call(url, firmPath(sharedCase.id, 'add'), { token: tokens.lawFirm, method: 'PATCH', body: { contact: linked.lawFirm } });
    const moved = await call(url, `${V1}/escrow-agent/portfolio/${sharedCase.id}/change-law-firm/`, {
      token: tokens.lawFirm,
      method: 'PATCH',
      body: { knows_new_firm: true, law_firm: orgOf.lawFirm2 },
    });
    expect(moved.status).toBe(204);
    const after = (await call(url, path, { token: tokens.lawFirm2 })).body.results.filter((o: any) => o.side === 'LAW_FIRM');
    expect(after.map((o: any) => [o.organization.name, o.is_former])).toEqual([
      ['Morales Cole Trial Lawyers', false],
      ['Hartwell & Associates', true],
    ]);
    // The former firm's contacts stay on its (disabled) card.
    expect((await contactsOn(tokens.provider, sharedCase.id)).map((c) => c.id)).toContain(linked.lawFirm);
    expect((await call(url, path, { token: tokens.lawFirm })).body.results).toEqual([]);
  });
});
