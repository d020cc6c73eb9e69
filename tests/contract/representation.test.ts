// Change of representation by the case's law firm, and the law-firm directory it picks the new firm from.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};
const LF = `${V1}/escrow-agent/portfolio/`;
const change = (id: string) => `${LF}${id}/change-law-firm/`;

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  for (const key of ['lawFirm', 'lawFirm2', 'provider'] as const) tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
});
afterAll(() => registry?.close());

async function firmCaseWithLien() {
  const cases = (await call(url, `${LF}?page_size=off`, { token: tokens.lawFirm })).body.results;
  return cases.find((c: any) => c.lienholders.some((l: any) => l.name === 'Riverside Spine & Rehab'));
}

describe('law-firm directory', () => {
  test('lists law firms by name for any signed-in account, with id, name, type, city and state only', async () => {
    const reply = await call(url, `${V1}/legal-organizations-light/?type=LAW_FIRM&search=morales`, { token: tokens.provider });
    expect(reply.status).toBe(200);
    expect(reply.body.results).toEqual([
      { id: expect.any(String), name: 'Morales Cole Trial Lawyers', type: 'LAW_FIRM', city: 'Houston', state: 'TX' },
    ]);
    expect((await call(url, `${V1}/legal-organizations-light/`)).status).toBe(401);
  });
});

describe('change of representation', () => {
  test('the question is required; "no" needs a note; "yes" needs a law firm; nothing changes on bad input', async () => {
    const target = await firmCaseWithLien();
    const attempts: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{}, { knows_new_firm: ['This field is required.'] }],
      [{ knows_new_firm: false }, { note: ['This field is required.'] }],
      [{ knows_new_firm: true }, { law_firm: ['This field is required.'] }],
      [{ knows_new_firm: true, law_firm: 'nope' }, { law_firm: ['Must be a valid UUID.'] }],
    ];
    for (const [body, errors] of attempts) {
      const reply = await call(url, change(target.id), { token: tokens.lawFirm, method: 'PATCH', body });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual(errors);
    }
    const own = (await call(url, `${LF}${target.id}/`, { token: tokens.lawFirm })).body.law_firm.id;
    expect(
      (await call(url, change(target.id), { token: tokens.lawFirm, method: 'PATCH', body: { knows_new_firm: true, law_firm: own } }))
        .status,
    ).toBe(400);
    expect((await call(url, `${LF}${target.id}/`, { token: tokens.lawFirm })).status).toBe(200);
  });

  test('another firm and lienholders are refused', async () => {
    const target = await firmCaseWithLien();
    expect(
      (await call(url, change(target.id), { token: tokens.lawFirm2, method: 'PATCH', body: { knows_new_firm: false, note: 'x' } })).status,
    ).toBe(404);
    expect(
      (await call(url, change(target.id), { token: tokens.provider, method: 'PATCH', body: { knows_new_firm: false, note: 'x' } })).status,
    ).toBe(403);
    expect((await call(url, `${LF}${target.id}/`, { token: tokens.lawFirm })).status).toBe(200);
  });

  test('to a known firm: the case moves there, liens are flagged, the history tells the lienholder', async () => {
    const target = await firmCaseWithLien();
    const morales = (await call(url, `${V1}/legal-organizations-light/?type=LAW_FIRM&search=morales`, { token: tokens.lawFirm })).body
      .results[0];
    const reply = await call(url, change(target.id), {
      token: tokens.lawFirm,
      method: 'PATCH',
      body: { knows_new_firm: true, law_firm: morales.id },
    });
    expect(reply.status).toBe(204);
    expect((await call(url, `${LF}${target.id}/`, { token: tokens.lawFirm })).status).toBe(404);
    const moved = await call(url, `${LF}${target.id}/`, { token: tokens.lawFirm2 });
    expect(moved.body.law_firm.name).toBe('Morales Cole Trial Lawyers');
    const lien = (
      await call(url, `${V1}/beta/lienholder/liens/?case=${target.id}&page_size=off`, { token: tokens.provider })
    ).body.results.find((l: any) => l.is_own);
    expect(lien.has_attorney_changed).toBe(true);
    const history = await call(url, `${V1}/lienholder/activities/?case=${target.id}&page_size=1`, { token: tokens.provider });
    expect(history.body.results[0]).toMatchObject({
      type: 'LAW_FIRM_CHANGED',
      activity_data: { old_law_firm_name: 'Hartwell & Associates', new_law_firm_name: 'Morales Cole Trial Lawyers' },
    });
    // Each lienholder with a lien on the case gets a LAW_FIRM_CHANGED notice it can answer with Change Law Firm.
    const notices = await registry.registry.db.selectFrom('case_threads').selectAll().where('case_id', '=', target.id).execute();
    expect(notices.map((t) => t.to_organization_id).sort()).toEqual(target.lienholders.map((l: any) => l.id).sort());
    for (const notice of notices) {
      expect(notice).toMatchObject({ type: 'LAW_FIRM_CHANGED', is_resolved: false });
      expect(notice.context).toEqual({
        old_law_firm: { id: expect.any(String), name: 'Hartwell & Associates' },
        new_law_firm: { id: morales.id, name: 'Morales Cole Trial Lawyers' },
        is_to_law_firm: false,
        is_from_lienholder: false,
      });
    }
  });

  test('to an unknown firm: the case is left without a law firm, the note kept', async () => {
    const target = await firmCaseWithLien();
    const reply = await call(url, change(target.id), {
      token: tokens.lawFirm,
      method: 'PATCH',
      body: { knows_new_firm: false, note: 'Client went elsewhere' },
    });
    expect(reply.status).toBe(204);
    const seen = await call(url, `${V1}/lienholder/portfolio/${target.id}/`, { token: tokens.provider });
    expect(seen.body.law_firm).toBeNull();
    const history = await call(url, `${V1}/lienholder/activities/?case=${target.id}&page_size=1`, { token: tokens.provider });
    expect(history.body.results[0]).toMatchObject({
      type: 'LAW_FIRM_CHANGED',
      note: 'Client went elsewhere',
      activity_data: { new_law_firm_name: null },
    });
    const notice = await registry.registry.db
      .selectFrom('case_threads')
      .select(['context', 'id'])
      .where('case_id', '=', target.id)
      .where('to_organization_id', '=', seen.body.user_lien.lienholder.id)
      .executeTakeFirstOrThrow();
    expect(notice.context).toMatchObject({ new_law_firm: null, is_to_law_firm: false, is_from_lienholder: false });
    const [message] = await registry.registry.db.selectFrom('case_messages').select('note').where('thread_id', '=', notice.id).execute();
    expect(message?.note).toBe('Client went elsewhere');
  });
});
