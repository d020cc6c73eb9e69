// Staff's manual case dedupe (issue 14): the organisation search, the organisation's cases, the merge preview and
// the merge (internal/manual-case-dedupe/); staff only, never while impersonating; reads in the access log.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};
const BASE = `${V1}/internal/manual-case-dedupe`;
const ORGS = `${V1}/internal/legal-organizations/`;
const MISSING = '00000000-0000-4000-8000-000000000000';
let lawFirm: { id: string; name: string };
let lawFirm2: { id: string; name: string };
let provider: { id: string; name: string };
let staffUserId: string;

const db = () => registry.registry.db;

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'staff'] as const) tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
  const orgs = (await call(url, `${ORGS}?page_size=100`, { token: tokens.staff })).body.results;
  lawFirm = orgs.find((o: any) => o.name === 'Hartwell & Associates');
  lawFirm2 = orgs.find((o: any) => o.name === 'Morales Cole Trial Lawyers');
  provider = orgs.find((o: any) => o.name === 'Riverside Spine & Rehab');
  staffUserId = (await db().selectFrom('users').select('id').where('email', '=', DEMO_EMAILS.staff).executeTakeFirstOrThrow()).id;
});
afterAll(() => registry?.close());

const staff = (path: string, options: { method?: string; body?: unknown } = {}) => call(url, path, { token: tokens.staff, ...options });

async function casesOf(organization: string, extra = '') {
  return (await staff(`${BASE}/cases/?organization=${organization}${extra}`)).body;
}

describe('manual case dedupe', () => {
  test('the picker searches organisations by name: id, name, type', async () => {
    const found = await staff(`${ORGS}?search=hartwell&page_size=20`);
    expect(found.status).toBe(200);
    expect(found.body.results).toEqual([expect.objectContaining({ id: lawFirm.id, name: 'Hartwell & Associates', type: 'LAW_FIRM' })]);
    expect((await staff(`${ORGS}?search=${'x'.repeat(201)}`)).status).toBe(400);
  });

  test("a law firm's cases: 20 a page, newest first, with a search and an excluded case", async () => {
    const page = await casesOf(lawFirm.id);
    expect(page.results.length).toBe(20);
    expect(page.count).toBeGreaterThan(20);
    expect(page.next).toContain('page=2');
    const first = page.results[0];
    expect(Object.keys(first).sort()).toEqual(
      [
        'created_at',
        'date_of_loss',
        'id',
        'law_firm',
        'plaintiff_birthdate',
        'plaintiff_first_name',
        'plaintiff_last_name',
        'plaintiff_name',
        'state_of_incident',
      ].sort(),
    );
    expect(page.results.every((row: any) => row.law_firm?.id === lawFirm.id)).toBe(true);
    const sorted = [...page.results].sort((a: any, b: any) => b.created_at.localeCompare(a.created_at));
    expect(page.results.map((row: any) => row.created_at)).toEqual(sorted.map((row: any) => row.created_at));

    const byName = await casesOf(lawFirm.id, `&search=${encodeURIComponent(first.plaintiff_last_name)}`);
    expect(byName.results.map((row: any) => row.id)).toContain(first.id);
    expect(byName.results.every((row: any) => row.plaintiff_name.toLowerCase().includes(first.plaintiff_last_name.toLowerCase()))).toBe(
      true,
    );
    const excluded = await casesOf(lawFirm.id, `&search=${encodeURIComponent(first.plaintiff_last_name)}&exclude=${first.id}`);
    expect(excluded.results.map((row: any) => row.id)).not.toContain(first.id);
    expect(excluded.count).toBe(byName.count - 1);
  });

  test('a lienholder: the cases it holds a non-rejected lien on', async () => {
    const page = await casesOf(provider.id, '&page=1');
    expect(page.count).toBeGreaterThan(0);
    const ids = page.results.map((row: any) => row.id);
    const liens = await db()
      .selectFrom('liens')
      .select(['case_id', 'verification_status'])
      .where('lienholder_id', '=', provider.id)
      .where('case_id', 'in', ids)
      .execute();
    for (const id of ids) expect(liens.some((lien) => lien.case_id === id && lien.verification_status !== 'REJECTED')).toBe(true);
  });

  test('bad ids and bad input are 400 with clear messages', async () => {
    expect(await staff(`${BASE}/cases/`)).toEqual({ status: 400, body: { organization: ['This field is required.'] } });
    expect(await staff(`${BASE}/cases/?organization=nope`)).toEqual({ status: 400, body: { organization: ['Must be a valid UUID.'] } });
    expect(await staff(`${BASE}/cases/?organization=${MISSING}`)).toEqual({
      status: 400,
      body: { organization: ['No organization with this id.'] },
    });
    expect(await staff(`${BASE}/cases/?organization=${lawFirm.id}&exclude=x`)).toEqual({
      status: 400,
      body: { exclude: ['Must be a valid UUID.'] },
    });
    expect((await staff(`${BASE}/cases/?organization=${lawFirm.id}&page=0`)).status).toBe(404);
    expect((await staff(`${BASE}/cases/?organization=${lawFirm.id}&search=${'a'.repeat(201)}`)).status).toBe(400);

    const [a, b] = (await casesOf(lawFirm.id)).results;
    const preview = (body: unknown) => staff(`${BASE}/preview-merge/`, { method: 'POST', body });
    expect(await preview({ organization: lawFirm.id })).toEqual({ status: 400, body: { case_ids: ['This field is required.'] } });
    expect(await preview({ case_ids: ['x', b.id], organization: lawFirm.id })).toEqual({
      status: 400,
      body: { case_ids: ['Select exactly two cases.'] },
    });
    expect(await preview({ case_ids: [a.id, a.id], organization: lawFirm.id })).toEqual({
      status: 400,
      body: { case_ids: ['A case cannot be merged with itself.'] },
    });
    expect(await preview({ case_ids: [a.id, b.id] })).toEqual({ status: 400, body: { organization: ['This field is required.'] } });
    expect(await preview({ case_ids: [a.id, b.id], organization: 'x' })).toEqual({
      status: 400,
      body: { organization: ['Must be a valid UUID.'] },
    });
    expect(await preview({ case_ids: [a.id, MISSING], organization: lawFirm.id })).toEqual({
      status: 400,
      body: { case_ids: ['Both cases must belong to the chosen organization.'] },
    });
    expect(await staff(`${BASE}/merge/`, { method: 'POST', body: { case_ids: [a.id, b.id], organization: lawFirm.id } })).toEqual({
      status: 400,
      body: { last_previewed_at: ['This field is required.'] },
    });
  });

  test('hostile input is a clear 400 (or 404 for pages), never a 500', async () => {
    const list = (query: string) => staff(`${BASE}/cases/?organization=${lawFirm.id}${query}`);
    expect(await list(`&search=${encodeURIComponent('Ann\u0000e')}`)).toMatchObject({ status: 400 });
    expect(await list(`&search=${encodeURIComponent('%_\\')}`)).toMatchObject({ status: 200, body: { count: 0 } });
    expect(await list(`&exclude=${encodeURIComponent('\u0000')}`)).toMatchObject({ status: 400 });
    expect((await list('&page=abc')).status).toBe(404);
    expect((await list('&page=99999999999')).status).toBe(404);
    expect((await staff(`${ORGS}?search=${encodeURIComponent('\u0007')}`)).status).toBe(400);
    const [a, b] = (await casesOf(lawFirm.id)).results;
    for (const body of [[], 'text', 42, { case_ids: 'x', organization: lawFirm.id }, { case_ids: [a.id, b.id], organization: 12 }]) {
      for (const path of ['preview-merge', 'merge']) {
        const reply = await staff(`${BASE}/${path}/`, { method: 'POST', body });
        expect(reply.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      }
    }
    const badDate = await staff(`${BASE}/merge/`, {
      method: 'POST',
      body: { case_ids: [a.id, b.id], organization: lawFirm.id, last_previewed_at: 'yesterday' },
    });
    expect(badDate).toEqual({
      status: 400,
      body: {
        last_previewed_at: [
          'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
        ],
      },
    });
  });

  test('cases of another organisation are refused, and nothing changes', async () => {
    const [mine] = (await casesOf(lawFirm.id)).results;
    const [theirs] = (await casesOf(lawFirm2.id)).results;
    const body = { case_ids: [mine.id, theirs.id], organization: lawFirm.id };
    expect(await staff(`${BASE}/preview-merge/`, { method: 'POST', body })).toEqual({
      status: 400,
      body: { case_ids: ['Both cases must belong to the chosen organization.'] },
    });
    const merge = await staff(`${BASE}/merge/`, {
      method: 'POST',
      body: { ...body, last_previewed_at: new Date().toISOString() },
    });
    expect(merge.status).toBe(400);
    // With the other firm chosen instead, the first case is not its case.
    const both = await staff(`${BASE}/preview-merge/`, { method: 'POST', body: { ...body, organization: lawFirm2.id } });
    expect(both.status).toBe(400);
    expect((await casesOf(lawFirm2.id)).results.map((row: any) => row.id)).toContain(theirs.id);
  });

  test('a stale preview is refused', async () => {
    const [, , a, b] = (await casesOf(lawFirm.id)).results;
    const preview = await staff(`${BASE}/preview-merge/`, { method: 'POST', body: { case_ids: [a.id, b.id], organization: lawFirm.id } });
    expect(preview.status).toBe(200);
    await call(url, `${V1}/escrow-agent/portfolio/${b.id}/`, { token: tokens.lawFirm, method: 'PATCH', body: { status_no_change: true } });
    const merge = await staff(`${BASE}/merge/`, {
      method: 'POST',
      body: { case_ids: [a.id, b.id], organization: lawFirm.id, last_previewed_at: preview.body.last_previewed_at },
    });
    expect(merge).toEqual({ status: 400, body: { non_field_errors: ['The cases changed after the preview. Preview the merge again.'] } });
  });

  test("staff preview and merge two of a law firm's cases; CASES_MERGED history; the reads are in the access log", async () => {
    const [, , , , a, b] = (await casesOf(lawFirm.id)).results;
    const body = { case_ids: [a.id, b.id], organization: lawFirm.id };
    const preview = await staff(`${BASE}/preview-merge/`, { method: 'POST', body });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      last_previewed_at: expect.any(String),
      data: {
        plaintiff_name: { value: a.plaintiff_name, source_id: a.id },
        created_by_organization_name: { value: expect.any(String), source_id: a.id },
        plaintiff_birthdate: { value: a.plaintiff_birthdate ?? b.plaintiff_birthdate, source_id: expect.any(String) },
        date_of_loss: { value: a.date_of_loss ?? b.date_of_loss, source_id: expect.any(String) },
        state_of_incident: { value: a.state_of_incident ?? b.state_of_incident, source_id: expect.any(String) },
      },
    });
    const merge = await staff(`${BASE}/merge/`, { method: 'POST', body: { ...body, last_previewed_at: preview.body.last_previewed_at } });
    expect(merge).toEqual({ status: 200, body: { canonical_case_id: a.id } });

    // The firm sees the merged case and not the duplicate.
    const LF = `${V1}/escrow-agent/portfolio/`;
    expect((await call(url, `${LF}${a.id}/`, { token: tokens.lawFirm })).status).toBe(200);
    expect((await call(url, `${LF}${b.id}/`, { token: tokens.lawFirm })).status).toBe(404);
    const history = await call(url, `${V1}/escrow-agent/activities/?case=${a.id}&page_size=1`, { token: tokens.lawFirm });
    expect(history.body.results[0]).toMatchObject({
      type: 'CASES_MERGED',
      activity_data: { alias_case_data: { plaintiff_name: b.plaintiff_name } },
    });
    expect((await casesOf(lawFirm.id, `&search=${b.id}`)).count).toBe(0);

    // Access log: the list, the preview and the merge, each naming staff and the cases.
    const entries = await db()
      .selectFrom('access_log')
      .select(['action', 'object_type', 'case_ids', 'refused', 'user_id'])
      .where('user_id', '=', staffUserId)
      .where(sql<boolean>`${a.id}::uuid = any(case_ids)`)
      .execute();
    expect(entries.some((e) => e.action === 'list' && e.object_type === 'case' && !e.refused)).toBe(true);
    expect(entries.some((e) => e.action === 'view' && e.case_ids.includes(b.id) && !e.refused)).toBe(true);
    expect(entries.some((e) => e.action === 'update' && e.case_ids.includes(b.id) && !e.refused)).toBe(true);
  });

  test('non-staff, staff while impersonating and anonymous callers are refused on every route', async () => {
    const [a, b] = (await casesOf(lawFirm.id)).results;
    const routes: [string, string, unknown?][] = [
      ['GET', `${ORGS}?search=h`],
      ['GET', `${BASE}/cases/?organization=${lawFirm.id}`],
      ['POST', `${BASE}/preview-merge/`, { case_ids: [a.id, b.id], organization: lawFirm.id }],
      ['POST', `${BASE}/merge/`, { case_ids: [a.id, b.id], organization: lawFirm.id, last_previewed_at: new Date().toISOString() }],
    ];
    for (const [method, path, body] of routes) {
      for (const token of [tokens.lawFirm, tokens.lawFirm2, tokens.provider]) {
        expect((await call(url, path, { token, method, body })).status, `${method} ${path}`).toBe(403);
      }
      const impersonating = await call(url, path, { token: tokens.staff, method, body, headers: { impostor: DEMO_EMAILS.lawFirm } });
      expect(impersonating.status, `${method} ${path} impersonating`).toBe(403);
      expect((await call(url, path, { method, body })).status, `${method} ${path} anonymous`).toBe(401);
    }
    // Nothing was merged.
    expect((await casesOf(lawFirm.id, `&search=${b.id}`)).count).toBe(1);
  });
});
