// A lienholder's updates of its own lien: balance, treatment status, the documents toggles, resolve and
// re-open. Each is refused for every other organisation and changes nothing on bad input.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};
let lienId: string;
let caseId: string;
let lawFirmId: string;
let providerId: string;
const OWN = (id: string) => `${V1}/beta/lienholder/liens/${id}/`;

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'funder'] as const) tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
  // A lien of the provider on a case of law firm 1 that the funder shares too.
  const db = registry.registry.db;
  const provider = await db
    .selectFrom('legal_organizations')
    .select('id')
    .where('name', '=', 'Riverside Spine & Rehab')
    .executeTakeFirstOrThrow();
  const funder = await db
    .selectFrom('legal_organizations')
    .select('id')
    .where('name', '=', 'Beacon Settlement Funding')
    .executeTakeFirstOrThrow();
  const lien = await db
    .selectFrom('liens as l')
    .innerJoin('cases as c', 'c.id', 'l.case_id')
    .innerJoin('liens as f', (join) => join.onRef('f.case_id', '=', 'l.case_id').on('f.lienholder_id', '=', funder.id))
    .select(['l.id', 'l.case_id', 'c.law_firm_id'])
    .where('l.lienholder_id', '=', provider.id)
    .where('l.verification_status', '!=', 'REJECTED')
    .where('f.verification_status', '!=', 'REJECTED')
    .where('l.resolution_status', 'is', null)
    .where('c.law_firm_id', 'is not', null)
    .executeTakeFirstOrThrow();
  lienId = lien.id;
  caseId = lien.case_id;
  lawFirmId = lien.law_firm_id!;
  providerId = provider.id;
});
afterAll(() => registry?.close());

const snapshot = async () => {
  const db = registry.registry.db;
  const lien = await db.selectFrom('liens').selectAll().where('id', '=', lienId).executeTakeFirstOrThrow();
  const activities = await db
    .selectFrom('activities')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('lien_id', '=', lienId)
    .executeTakeFirstOrThrow();
  return { lien, activities: Number(activities.n) };
};

describe('PATCH own lien', () => {
  test('bad input is a field error with the catalogue text and changes nothing', async () => {
    const before = await snapshot();
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ balance: '' }, { balance: ['This field is required.'] }],
      [{ balance: '-5' }, { balance: ['Ensure this value is greater than or equal to 0.'] }],
      [{ balance: '12.345' }, { balance: ['Ensure that there are no more than 2 decimal places.'] }],
      [{ balance: 'abc' }, { balance: ['A valid number is required.'] }],
      [{ plaintiff_treatment_status: 'HEALED' }, { plaintiff_treatment_status: ['"HEALED" is not a valid choice.'] }],
      [
        { final_treatment_date: '2026-02-30' },
        { final_treatment_date: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'] },
      ],
      [
        { final_treatment_date: '2026-13-01' },
        { final_treatment_date: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'] },
      ],
      [{ share_documents: 'yes' }, { share_documents: ['Must be a valid boolean.'] }],
    ];
    for (const [body, errors] of cases) {
      const reply = await call(url, OWN(lienId), { token: tokens.provider, method: 'PATCH', body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body).toEqual(errors);
    }
    expect(await snapshot()).toEqual(before);
  });

  test('the balance is posted with who and when, and the law firm sees it; other lienholders do not', async () => {
    const reply = await call(url, OWN(lienId), {
      token: tokens.provider,
      method: 'PATCH',
      body: { balance: '1234.5', note: 'Statement of May' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: lienId,
      balance: '1234.50',
      balance_last_updated_by_organization_name: 'Riverside Spine & Rehab',
      is_own: true,
    });
    const firm = await call(url, `${V1}/beta/escrow-agent/liens/?case=${caseId}&page_size=off`, { token: tokens.lawFirm });
    expect(firm.body.results.find((lien: any) => lien.id === lienId).balance).toBe('1234.50');
    const funder = await call(url, `${V1}/beta/lienholder/liens/?case=${caseId}&page_size=off`, { token: tokens.funder });
    expect(funder.body.results.find((lien: any) => lien.id === lienId)).not.toHaveProperty('balance');
    const history = await call(url, `${V1}/lienholder/activities/?lien=${lienId}&page_size=1`, { token: tokens.provider });
    expect(history.body.results[0]).toMatchObject({
      type: 'LIEN_BALANCE_UPDATED',
      note: 'Statement of May',
      activity_data: { balance: '1234.50' },
    });
    // The event goes to the case's law firm and the lien's owner only.
    const event = await registry.registry.db
      .selectFrom('events')
      .selectAll()
      .where('lien_id', '=', lienId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect([...event.organization_ids].sort()).toEqual([lawFirmId, providerId].sort());
  });

  test('DONE_TREATING keeps a final treatment date; TREATING clears it', async () => {
    const done = await call(url, OWN(lienId), {
      token: tokens.provider,
      method: 'PATCH',
      body: { plaintiff_treatment_status: 'DONE_TREATING', final_treatment_date: '2026-10-01' },
    });
    expect(done.body).toMatchObject({ plaintiff_treatment_status: 'DONE_TREATING', final_treatment_date: '2026-10-01' });
    const treating = await call(url, OWN(lienId), {
      token: tokens.provider,
      method: 'PATCH',
      body: { plaintiff_treatment_status: 'TREATING' },
    });
    expect(treating.body).toMatchObject({ plaintiff_treatment_status: 'TREATING', final_treatment_date: null });
  });

  test('the documents toggles', async () => {
    const reply = await call(url, OWN(lienId), {
      token: tokens.provider,
      method: 'PATCH',
      body: { has_lienholder_finalized_documents: true, share_documents: false },
    });
    expect(reply.body).toMatchObject({ has_lienholder_finalized_documents: true, share_documents: false });
  });

  test('every other organisation is refused and nothing changes', async () => {
    const before = await snapshot();
    expect((await call(url, OWN(lienId), { token: tokens.funder, method: 'PATCH', body: { balance: '1' } })).status).toBe(404);
    expect((await call(url, OWN(lienId), { token: tokens.lawFirm, method: 'PATCH', body: { balance: '1' } })).status).toBe(403);
    expect((await call(url, OWN(lienId), { token: tokens.lawFirm2, method: 'PATCH', body: { balance: '1' } })).status).toBe(403);
    expect((await call(url, OWN(lienId), { method: 'PATCH', body: { balance: '1' } })).status).toBe(401);
    expect(
      (await call(url, `${OWN(lienId)}resolve/`, { token: tokens.funder, method: 'POST', body: { resolution_status: 'PAID_IN_FULL' } }))
        .status,
    ).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  test('a lienholder the law firm blacklisted cannot update: status unavailable', async () => {
    const db = registry.registry.db;
    await db.insertInto('organization_blacklists').values({ law_firm_id: lawFirmId, lienholder_id: providerId }).execute();
    try {
      const reply = await call(url, OWN(lienId), { token: tokens.provider, method: 'PATCH', body: { balance: '10' } });
      expect(reply).toEqual({ status: 403, body: { detail: 'Status updates for this case are unavailable.' } });
    } finally {
      await db.deleteFrom('organization_blacklists').where('law_firm_id', '=', lawFirmId).where('lienholder_id', '=', providerId).execute();
    }
  });
});

describe('resolve and re-open', () => {
  test('resolving needs a reason; resolved liens leave the default portfolio and come back when re-opened', async () => {
    expect((await call(url, `${OWN(lienId)}resolve/`, { token: tokens.provider, method: 'POST', body: {} })).body).toEqual({
      resolution_status: ['This field is required.'],
    });
    const resolved = await call(url, `${OWN(lienId)}resolve/`, {
      token: tokens.provider,
      method: 'POST',
      body: { resolution_status: 'PAID_IN_FULL', note: 'Paid' },
    });
    expect(resolved.body).toMatchObject({ resolution_status: 'PAID_IN_FULL', is_resolved: true });
    const open = await call(url, `${V1}/lienholder/portfolio/?page_size=off`, { token: tokens.provider });
    expect(open.body.results.map((c: any) => c.id)).not.toContain(caseId);
    expect(
      (await call(url, `${OWN(lienId)}resolve/`, { token: tokens.provider, method: 'POST', body: { resolution_status: 'PAID_IN_FULL' } }))
        .status,
    ).toBe(400);

    const reopened = await call(url, `${OWN(lienId)}reopen/`, { token: tokens.provider, method: 'POST', body: {} });
    expect(reopened.body).toMatchObject({ resolution_status: null, is_resolved: false });
    const again = await call(url, `${V1}/lienholder/portfolio/?page_size=off`, { token: tokens.provider });
    expect(again.body.results.map((c: any) => c.id)).toContain(caseId);
    const history = await call(url, `${V1}/lienholder/activities/?lien=${lienId}&page_size=2`, { token: tokens.provider });
    expect(history.body.results.map((a: any) => a.type)).toEqual(['LIEN_REOPENED', 'LIEN_RESOLVED']);
  });
});
