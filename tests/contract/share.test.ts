// Shareable case links: only for a case the caller sees, and following one leads only those who may see it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  for (const key of ['lawFirm', 'lawFirm2', 'provider'] as const) tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
});
afterAll(() => registry?.close());

describe('share links', () => {
  test('a lienholder shares its case; the law firm follows the link; another firm gets 404', async () => {
    const mine = (await call(url, `${V1}/lienholder/portfolio/?page_size=off`, { token: tokens.provider })).body.results;
    const firm = new Set(
      (await call(url, `${V1}/escrow-agent/portfolio/?page_size=off`, { token: tokens.lawFirm })).body.results.map((c: any) => c.id),
    );
    const shared = mine.find((c: any) => firm.has(c.id));
    const created = await call(url, `${V1}/share/`, {
      token: tokens.provider,
      method: 'POST',
      body: { model: 'case', object_id: shared.id },
    });
    expect(created.status).toBe(201);
    expect(created.body.share_link).toBe(`/share/${created.body.id}`);
    const followed = await call(url, `${V1}/share/${created.body.id}/`, { token: tokens.lawFirm });
    expect(followed.body).toEqual({ model: 'case', object_id: shared.id, redirect: `/portfolio/${shared.id}` });
    expect((await call(url, `${V1}/share/${created.body.id}/`, { token: tokens.lawFirm2 })).status).toBe(404);
    expect((await call(url, `${V1}/share/${created.body.id}/`)).status).toBe(401);
    expect((await call(url, `${V1}/share/not-a-real-link-id-0000/`, { token: tokens.lawFirm })).status).toBe(404);
  });

  test('a link to a case one cannot see is refused and nothing is stored', async () => {
    const foreign = (await call(url, `${V1}/escrow-agent/portfolio/?page_size=1`, { token: tokens.lawFirm2 })).body.results[0];
    const reply = await call(url, `${V1}/share/`, {
      token: tokens.lawFirm,
      method: 'POST',
      body: { model: 'case', object_id: foreign.id },
    });
    expect(reply).toEqual({ status: 400, body: { object_id: ['Not found.'] } });
    expect((await call(url, `${V1}/share/`, { token: tokens.lawFirm, method: 'POST', body: { object_id: foreign.id } })).body).toEqual({
      model: ['This field is required.'],
    });
    const stored = await registry.registry.db.selectFrom('share_links').select('id').where('case_id', '=', foreign.id).execute();
    expect(stored).toEqual([]);
  });
});
