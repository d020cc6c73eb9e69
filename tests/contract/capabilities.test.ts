// What the viewer may do travels with each object (`viewer_can`), computed by the same rules the writes enforce:
// the case's law firm, a lienholder on the case, a blacklisted lienholder, an account without a feature, and
// another organisation each see their own flags, and the write endpoints agree with every flag shown. Also the
// 90-day rule: `is_out_of_date`, `days_since_last_update` and the portfolio's `?is_out_of_date=` filter and count.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};
/** A case of law firm 1 with the provider's (unresolved) lien and another lienholder's on it. */
let shared: any;
/** A case of law firm 1 where the provider is the only lienholder. */
let sole: any;
/** A case of law firm 2 with a lien of the funder, whom law firm 2 blacklists. */
let blacklisted: any;

const portfolio = (role: string) => `${V1}/${role}/portfolio/`;
const caseOf = async (role: string, token: string, id: string) => (await call(url, `${portfolio(role)}${id}/`, { token })).body;
const setCase = (id: string, values: Record<string, unknown>) =>
  registry.registry.db.updateTable('cases').set(values).where('id', '=', id).execute();

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'funder'] as const) tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
  const providerCases = (await call(url, `${portfolio('lienholder')}?page_size=off&is_resolved=all`, { token: tokens.provider })).body
    .results;
  const firmCases = new Set(
    (await call(url, `${portfolio('escrow-agent')}?page_size=off&is_closed=all`, { token: tokens.lawFirm })).body.results.map(
      (c: any) => c.id,
    ),
  );
  shared = providerCases.find((c: any) => firmCases.has(c.id) && c.user_lien?.is_resolved === false && c.lienholders.length > 1);
  sole = providerCases.find((c: any) => firmCases.has(c.id) && c.lienholders.length === 1);
  const funderCases = (await call(url, `${portfolio('lienholder')}?page_size=off&is_resolved=all`, { token: tokens.funder })).body.results;
  const firm2Cases = new Set(
    (await call(url, `${portfolio('escrow-agent')}?page_size=off&is_closed=all`, { token: tokens.lawFirm2 })).body.results.map(
      (c: any) => c.id,
    ),
  );
  blacklisted = funderCases.find((c: any) => firm2Cases.has(c.id));
  expect(shared).toBeDefined();
  expect(sole).toBeDefined();
  expect(blacklisted).toBeDefined();
});
afterAll(() => registry?.close());

describe('case capabilities', () => {
  test("the case's law firm", async () => {
    const kase = await caseOf('escrow-agent', tokens.lawFirm, shared.id);
    expect(kase.viewer_can).toEqual({
      edit_details: true,
      edit_policy_limits: true,
      update_status: true,
      add_lienholder: true,
      remove_liens: true,
      reject_verification: true,
      change_representation: true,
      set_law_firm: false,
      remove_case: false,
      merge: true,
      manage_contacts: true,
      add_tags: true,
      edit_external_ids: true,
      share_link: true,
      upload_documents: true,
      request_documents: true,
      price_documents: false,
    });
    // Portfolio rows carry the same flags as the detail.
    const rows = (await call(url, `${portfolio('escrow-agent')}?id=${shared.id}&is_closed=all`, { token: tokens.lawFirm })).body.results;
    expect(rows[0].viewer_can).toEqual(kase.viewer_can);
  });

  test('a lienholder on the case: details only while editable by lienholders, and the write agrees', async () => {
    await setCase(shared.id, { is_editable_by_lienholder: false });
    const locked = await caseOf('lienholder', tokens.provider, shared.id);
    expect(locked.viewer_can).toEqual({
      edit_details: false,
      edit_policy_limits: false,
      update_status: false,
      add_lienholder: true,
      remove_liens: false,
      reject_verification: false,
      change_representation: false,
      set_law_firm: true,
      remove_case: true,
      merge: true,
      manage_contacts: true,
      add_tags: true,
      edit_external_ids: true,
      share_link: true,
      upload_documents: true,
      request_documents: false,
      price_documents: false,
    });
    const refused = await call(url, `${portfolio('lienholder')}${shared.id}/details/`, {
      token: tokens.provider,
      method: 'PATCH',
      body: { type: 'OTHER' },
    });
    expect(refused.status).toBe(403);

    await setCase(shared.id, { is_editable_by_lienholder: true });
    const editable = await caseOf('lienholder', tokens.provider, shared.id);
    expect(editable.viewer_can.edit_details).toBe(true);
    const allowed = await call(url, `${portfolio('lienholder')}${shared.id}/details/`, {
      token: tokens.provider,
      method: 'PATCH',
      body: { type: 'OTHER' },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.body.viewer_can.edit_details).toBe(true);

    // What the flags deny, the law-firm-only endpoints refuse.
    const status = await call(url, `${V1}/escrow-agent/portfolio/${shared.id}/`, {
      token: tokens.provider,
      method: 'PATCH',
      body: { status_no_change: true },
    });
    expect(status.status).toBe(403);
  });

  test('an account without the ADD_TAG feature may not tag, and the tag endpoints agree', async () => {
    const kase = await caseOf('lienholder', tokens.funder, blacklisted.id);
    expect(kase.viewer_can.add_tags).toBe(false);
    const refused = await call(url, `${V1}/tags/`, { token: tokens.funder, method: 'POST', body: { name: 'Mine' } });
    expect(refused.status).toBe(403);
    expect((await caseOf('lienholder', tokens.provider, shared.id)).viewer_can.add_tags).toBe(true);
  });

  test('a blacklisted lienholder may not change its lien or leave the case, and the writes agree', async () => {
    const kase = await caseOf('lienholder', tokens.funder, blacklisted.id);
    expect(kase.viewer_can.remove_case).toBe(false);
    expect(kase.user_lien.viewer_can).toMatchObject({
      update: false,
      resolve: false,
      reopen: false,
      remove_case: false,
      resolve_rejection: false,
      manage_contacts: true,
    });
    const update = await call(url, `${V1}/beta/lienholder/liens/${kase.user_lien.id}/`, {
      token: tokens.funder,
      method: 'PATCH',
      body: { balance: '10.00' },
    });
    expect(update.status).toBe(403);
    const leave = await call(url, `${V1}/beta/lienholder/liens/${kase.user_lien.id}/remove-case/`, {
      token: tokens.funder,
      method: 'POST',
      body: { note: 'bye' },
    });
    expect(leave.status).toBe(403);
  });

  test('another organisation gets no case (and so no capabilities)', async () => {
    expect((await call(url, `${portfolio('escrow-agent')}${shared.id}/`, { token: tokens.lawFirm2 })).status).toBe(404);
  });
});

describe('lien capabilities', () => {
  test('own lien, another lienholder’s lien, and the law firm’s view; resolve and reopen follow the state', async () => {
    const liens = (await call(url, `${V1}/beta/escrow-agent/liens/?case=${shared.id}`, { token: tokens.lawFirm })).body.results;
    const providerLien = liens.find((lien: any) => lien.id === shared.user_lien.id);
    expect(providerLien.viewer_can).toEqual({
      update: false,
      resolve: false,
      reopen: false,
      remove_case: false,
      resolve_rejection: false,
      remove: true,
      reject_verification: true,
      manage_contacts: false,
    });

    const own = (await call(url, `${V1}/beta/lienholder/liens/${shared.user_lien.id}/`, { token: tokens.provider })).body;
    expect(own.viewer_can).toEqual({
      update: true,
      resolve: true,
      reopen: false,
      remove_case: true,
      resolve_rejection: false,
      remove: false,
      reject_verification: false,
      manage_contacts: true,
    });
    const others = (await call(url, `${V1}/beta/lienholder/liens/?case=${shared.id}`, { token: tokens.provider })).body.results.filter(
      (lien: any) => !lien.is_own,
    );
    // Another lienholder's lien: its public fields only, no capabilities (nothing to do on it).
    expect(others.length).toBeGreaterThan(0);
    for (const lien of others) expect(lien.viewer_can).toBeUndefined();

    const resolved = await call(url, `${V1}/beta/lienholder/liens/${own.id}/resolve/`, {
      token: tokens.provider,
      method: 'POST',
      body: { resolution_status: 'PAID_IN_FULL' },
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.viewer_can).toMatchObject({ resolve: false, reopen: true });
    const again = await call(url, `${V1}/beta/lienholder/liens/${own.id}/resolve/`, {
      token: tokens.provider,
      method: 'POST',
      body: { resolution_status: 'PAID_IN_FULL' },
    });
    expect(again.status).toBe(400);
    const reopened = await call(url, `${V1}/beta/lienholder/liens/${own.id}/reopen/`, { token: tokens.provider, method: 'POST', body: {} });
    expect(reopened.status).toBe(200);
    expect(reopened.body.viewer_can).toMatchObject({ resolve: true, reopen: false });
  });

  test('a rejection: the firm may not reject twice, the lienholder may answer it; the rejection thread says who may do what', async () => {
    const lienId = shared.user_lien.id;
    const rejected = await call(url, `${V1}/beta/escrow-agent/liens/${lienId}/reject_verification/`, {
      token: tokens.lawFirm,
      method: 'PATCH',
      body: { note: 'Wrong patient' },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.viewer_can.reject_verification).toBe(false);
    const twice = await call(url, `${V1}/beta/escrow-agent/liens/${lienId}/reject_verification/`, {
      token: tokens.lawFirm,
      method: 'PATCH',
      body: { note: 'Again' },
    });
    expect(twice.status).toBe(400);
    const own = (await call(url, `${V1}/beta/lienholder/liens/${lienId}/`, { token: tokens.provider })).body;
    expect(own.viewer_can.resolve_rejection).toBe(true);

    const threadOf = async (token: string) =>
      (await call(url, `${V1}/case-threads/?case=${shared.id}&type=LIEN_REJECTION&is_resolved=false`, { token })).body.results.find(
        (t: any) => t.lien === lienId,
      );
    // A notice: its addressee answers it, but closes it only by resolving the rejection; the sender cannot write on it.
    expect((await threadOf(tokens.provider)).viewer_can).toEqual({ reply: true, resolve: false, dismiss: false });
    const firmThread = await threadOf(tokens.lawFirm);
    expect(firmThread.viewer_can).toEqual({ reply: false, resolve: false, dismiss: false });
    const firmMessage = await call(url, `${V1}/case-messages/`, {
      token: tokens.lawFirm,
      method: 'POST',
      body: { thread: firmThread.id, note: 'Hello' },
    });
    expect(firmMessage.status).toBe(403);
    const dismiss = await call(url, `${V1}/case-threads/${firmThread.id}/`, {
      token: tokens.provider,
      method: 'PATCH',
      body: { is_resolved: true },
    });
    expect(dismiss.status).toBe(400);

    const answered = await call(url, `${V1}/beta/lienholder/liens/${lienId}/resolve_rejection/`, {
      token: tokens.provider,
      method: 'PATCH',
      body: { path: 'RESUBMIT', note: 'It is the right patient' },
    });
    expect(answered.status).toBe(200);
    expect(answered.body.viewer_can.resolve_rejection).toBe(false);
  });
});

describe('contact cards', () => {
  test('own card; the law firm’s card for a sole lienholder only; never a former law firm', async () => {
    const cards = async (token: string, caseId: string) =>
      (await call(url, `${V1}/beta/case-organizations/?case=${caseId}`, { token })).body.results;
    const lienholderIds = (list: any[]) => list.filter((card) => card.side === 'LIENHOLDER').map((card) => card.organization.id);

    const firmView = await cards(tokens.lawFirm, shared.id);
    for (const card of firmView) expect(card.viewer_can.manage_contacts).toBe(card.side === 'LAW_FIRM' && !card.is_former);

    for (const kase of [shared, sole]) {
      const providerView = await cards(tokens.provider, kase.id);
      const single = lienholderIds(providerView).length === 1;
      expect(single).toBe(kase === sole);
      for (const card of providerView) {
        const own = card.side === 'LIENHOLDER' && card.lien === kase.user_lien.id;
        const firm = card.side === 'LAW_FIRM' && !card.is_former;
        expect(card.viewer_can.manage_contacts, card.organization.name).toBe(own || (firm && single));
      }
    }
  });
});

describe('the 90-day rule', () => {
  test('is_out_of_date and days_since_last_update on the case JSON', async () => {
    const at = (days: number) => sql<Date>`now() - make_interval(hours => ${days * 24})`;
    await setCase(shared.id, { status: 'NEGOTIATION', last_updated_at: at(91) });
    let kase = await caseOf('escrow-agent', tokens.lawFirm, shared.id);
    expect(kase).toMatchObject({ is_out_of_date: true, days_since_last_update: 91 });
    await setCase(shared.id, { last_updated_at: at(89) });
    kase = await caseOf('escrow-agent', tokens.lawFirm, shared.id);
    expect(kase).toMatchObject({ is_out_of_date: false, days_since_last_update: 89 });
    await setCase(shared.id, { last_updated_at: null });
    kase = await caseOf('escrow-agent', tokens.lawFirm, shared.id);
    expect(kase).toMatchObject({ is_out_of_date: true, days_since_last_update: null });
    await setCase(shared.id, { status: 'CASE_CLOSED' });
    kase = await caseOf('escrow-agent', tokens.lawFirm, shared.id);
    expect(kase).toMatchObject({ is_out_of_date: false, days_since_last_update: null });
    await setCase(shared.id, { status: 'NEGOTIATION', last_updated_at: at(1) });
  });

  test('?is_out_of_date= filters the list and the counts agree with the JSON', async () => {
    const list = async (query: string) =>
      (await call(url, `${portfolio('escrow-agent')}?page_size=off&is_closed=all${query}`, { token: tokens.lawFirm })).body;
    const all = await list('');
    const stale = await list('&is_out_of_date=true');
    const fresh = await list('&is_out_of_date=false');
    expect(stale.results.every((kase: any) => kase.is_out_of_date)).toBe(true);
    expect(fresh.results.every((kase: any) => !kase.is_out_of_date)).toBe(true);
    expect(stale.count + fresh.count).toBe(all.count);
    expect(stale.count).toBe(all.results.filter((kase: any) => kase.is_out_of_date).length);
    expect(stale.count).toBeGreaterThan(0);

    const counts = (await call(url, `${portfolio('escrow-agent')}counts/?is_closed=all`, { token: tokens.lawFirm })).body;
    expect(counts.is_out_of_date).toEqual({ true: stale.count, false: fresh.count });
    const staleCounts = (
      await call(url, `${portfolio('escrow-agent')}counts/?is_closed=all&is_out_of_date=true`, { token: tokens.lawFirm })
    ).body;
    expect(staleCounts.count).toBe(stale.count);
    expect((await call(url, `${portfolio('escrow-agent')}?is_out_of_date=maybe`, { token: tokens.lawFirm })).status).toBe(400);
  });
});
