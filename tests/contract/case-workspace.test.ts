// The case workspace (GET …/:role/case-workspace/:id/): the case page's parts in one read, each equal to what its
// own list endpoint answers the same viewer; another organisation's case is 404 (and logged as a refused attempt);
// a read is one access-log entry naming the case.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs, startTestRegistry, type TestRegistry } from '../../registry/testing.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};
let caseId: string;

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'insurer'] as const) tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
  // A case of law firm 1 that the medical practice holds a lien on.
  const firm = new Set(
    (await call(url, `${V1}/escrow-agent/portfolio/?page_size=off`, { token: tokens.lawFirm })).body.results.map((c: any) => c.id),
  );
  caseId = (await call(url, `${V1}/lienholder/portfolio/?page_size=off`, { token: tokens.provider })).body.results.find((c: any) =>
    firm.has(c.id),
  ).id;
});
afterAll(() => registry?.close());

const workspace = (role: string, id: string, token: string, requestId?: string) =>
  call(url, `${V1}/${role}/case-workspace/${id}/`, { token, headers: requestId ? { 'x-request-id': requestId } : {} });

describe('case workspace', () => {
  test.each([
    ['lawFirm', 'escrow-agent'],
    ['provider', 'lienholder'],
  ])("%s: every part equals its own endpoint's answer", async (who, role) => {
    const token = tokens[who]!;
    const reply = await workspace(role, caseId, token);
    expect(reply.status).toBe(200);
    const results = async (path: string) => (await call(url, `${V1}${path}`, { token })).body.results;
    const [kase] = await results(`/${role}/portfolio/?id=${caseId}&is_closed=all&is_resolved=all&page_size=off`);
    const liens = await results(`/beta/${role}/liens/?case=${caseId}&page_size=off`);
    expect(reply.body).toMatchObject({
      id: caseId,
      case: kase,
      liens,
      policy_limits: await results(`/${role}/policy-limits/?case=${caseId}`),
      case_tags: await results(`/case-tags/?case=${caseId}`),
      external_keys: await results(`/${role}/external-keys/?case=${caseId}`),
      threads: await results(`/case-threads/?case=${caseId}&page_size=off`),
      chats: await results(`/chat-threads/?case=${caseId}&page_size=off`),
    });
    const history = (await call(url, `${V1}/${role}/activities/?case=${caseId}&case_only=true&page_size=20&offset=0`, { token })).body;
    expect(reply.body.history).toEqual({ count: history.count, page_size: 20, results: history.results });
    if (kase.user_lien) {
      const own = (await call(url, `${V1}/${role}/activities/?lien=${kase.user_lien.id}&page_size=20&offset=0`, { token })).body;
      expect(reply.body.user_lien_history).toEqual({ count: own.count, page_size: 20, results: own.results });
    } else expect(reply.body.user_lien_history).toBeNull();
    const organizations = await results(
      `/beta/organizations/?id=${reply.body.organizations.map((o: any) => o.id).join(',')}&page_size=off`,
    );
    expect(reply.body.organizations.map((o: any) => o.id).sort()).toEqual(organizations.map((o: any) => o.id).sort());
    expect(reply.body.organizations.map((o: any) => o.id)).toEqual(expect.arrayContaining(kase.lienholders.map((o: any) => o.id)));
  });

  test("another organisation's case, an unknown id and the other side's path are refused", async () => {
    expect((await workspace('escrow-agent', caseId, tokens.lawFirm2!)).status).toBe(404);
    expect((await workspace('lienholder', caseId, tokens.insurer!)).status).toBe(404);
    expect((await workspace('escrow-agent', randomUUID(), tokens.lawFirm!)).status).toBe(404);
    expect((await workspace('escrow-agent', 'not-a-case', tokens.lawFirm!)).status).toBe(404);
    expect((await workspace('lienholder', caseId, tokens.lawFirm!)).status).toBe(403);
    expect((await call(url, `${V1}/escrow-agent/case-workspace/${caseId}/`)).status).toBe(401);
  });

  test('a read is logged as a view of the case; a refused one as a refused attempt', async () => {
    const db = registry.registry.db;
    const entries = (requestId: string) => db.selectFrom('access_log').selectAll().where('request_id', '=', requestId).execute();
    const read = `test-${randomUUID()}`;
    expect((await workspace('escrow-agent', caseId, tokens.lawFirm!, read)).status).toBe(200);
    const [entry, ...more] = await entries(read);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: 'view', object_type: 'case', refused: false });
    expect(entry!.case_ids).toEqual([caseId]);
    const refused = `test-${randomUUID()}`;
    expect((await workspace('escrow-agent', caseId, tokens.lawFirm2!, refused)).status).toBe(404);
    expect(await entries(refused)).toMatchObject([{ action: 'view', object_type: 'case', refused: true, case_ids: [caseId] }]);
  });
});
