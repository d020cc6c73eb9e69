// Merging duplicate cases: the preview, the stale-preview guard, what moves onto the canonical case, and who
// may merge.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};
const LF = `${V1}/escrow-agent/portfolio/`;

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  for (const key of ['lawFirm', 'lawFirm2', 'provider'] as const) tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
});
afterAll(() => registry?.close());

async function twoCases() {
  const cases = (await call(url, `${LF}?page_size=off&is_closed=all&ordering=created_at`, { token: tokens.lawFirm })).body.results;
  const withLiens = cases.filter((c: any) => c.lienholders.length > 0);
  return [withLiens[0], withLiens[1]];
}

describe('merge', () => {
  test('bad input and other organisations are refused; nothing changes', async () => {
    const [a, b] = await twoCases();
    expect((await call(url, `${LF}preview-merge/`, { token: tokens.lawFirm, method: 'POST', body: {} })).body).toEqual({
      case_ids: ['This field is required.'],
    });
    expect(
      (await call(url, `${LF}preview-merge/`, { token: tokens.lawFirm, method: 'POST', body: { case_ids: [a.id, a.id] } })).body,
    ).toEqual({
      case_ids: ['A case cannot be merged with itself.'],
    });
    expect(
      (await call(url, `${LF}preview-merge/`, { token: tokens.lawFirm2, method: 'POST', body: { case_ids: [a.id, b.id] } })).status,
    ).toBe(404);
    expect(
      (await call(url, `${LF}preview-merge/`, { token: tokens.provider, method: 'POST', body: { case_ids: [a.id, b.id] } })).status,
    ).toBe(403);
    expect((await call(url, `${LF}merge/`, { token: tokens.lawFirm, method: 'POST', body: { case_ids: [a.id, b.id] } })).body).toEqual({
      last_previewed_at: ['This field is required.'],
    });
    expect((await call(url, `${LF}${b.id}/`, { token: tokens.lawFirm })).status).toBe(200);
  });

  test('a preview older than a change of either case is refused', async () => {
    const [a, b] = await twoCases();
    const preview = await call(url, `${LF}preview-merge/`, { token: tokens.lawFirm, method: 'POST', body: { case_ids: [a.id, b.id] } });
    await call(url, `${LF}${b.id}/`, { token: tokens.lawFirm, method: 'PATCH', body: { status_no_change: true } });
    const merge = await call(url, `${LF}merge/`, {
      token: tokens.lawFirm,
      method: 'POST',
      body: { case_ids: [a.id, b.id], last_previewed_at: preview.body.last_previewed_at },
    });
    expect(merge).toEqual({ status: 400, body: { non_field_errors: ['The cases changed after the preview. Preview the merge again.'] } });
  });

  test('the duplicate merges into the canonical case: liens, history and its identity move over', async () => {
    const [a, b] = await twoCases();
    const preview = await call(url, `${LF}preview-merge/`, { token: tokens.lawFirm, method: 'POST', body: { case_ids: [a.id, b.id] } });
    expect(preview.body.data.plaintiff_name).toEqual({ value: `${a.plaintiff.first_name} ${a.plaintiff.last_name}`, source_id: a.id });
    const lienholders = new Set([...a.lienholders, ...b.lienholders].map((l: any) => l.id));
    const merge = await call(url, `${LF}merge/`, {
      token: tokens.lawFirm,
      method: 'POST',
      body: { case_ids: [a.id, b.id], last_previewed_at: preview.body.last_previewed_at },
    });
    expect(merge).toEqual({ status: 200, body: { canonical_case_id: a.id } });
    expect((await call(url, `${LF}${b.id}/`, { token: tokens.lawFirm })).status).toBe(404);
    const merged = (await call(url, `${LF}${a.id}/`, { token: tokens.lawFirm })).body;
    expect(new Set(merged.lienholders.map((l: any) => l.id))).toEqual(lienholders);
    const history = await call(url, `${V1}/escrow-agent/activities/?case=${a.id}&page_size=1`, { token: tokens.lawFirm });
    expect(history.body.results[0]).toMatchObject({
      type: 'CASES_MERGED',
      activity_data: { alias_case_data: { plaintiff_name: `${b.plaintiff.first_name} ${b.plaintiff.last_name}` } },
    });
  });
});
