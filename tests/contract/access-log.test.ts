// The access log of health data: every read and write appends one entry (writes in their own transaction, reads
// before the answer leaves), the database refuses to change it, every route declares what it logs, and only an
// organisation's admins (their cases) and staff (everything) may read it.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, loginAs, startTestRegistry, type TestRegistry } from '../../registry/testing.ts';
import { auditDeclarations } from '../../registry/http/audit.ts';
import { call, createUser, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;
const tokens: Record<string, string> = {};
const users: Record<string, string> = {};

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  for (const key of ['lawFirm', 'lawFirm2', 'provider', 'funder', 'staff'] as const) {
    tokens[key] = await loginAs(url, DEMO_EMAILS[key]);
    users[key] = (
      await registry.registry.db.selectFrom('users').select('id').where('email', '=', DEMO_EMAILS[key]).executeTakeFirstOrThrow()
    ).id;
  }
});
afterAll(() => registry?.close());

const db = () => registry.registry.db;

/** A call with its own request id, so the test finds exactly the entries it caused. */
async function tracked(path: string, options: { token: string; method?: string; body?: unknown; headers?: Record<string, string> }) {
  const requestId = `test-${randomUUID()}`;
  const reply = await call(url, path, { ...options, headers: { ...options.headers, 'x-request-id': requestId } });
  const entries = await db().selectFrom('access_log').selectAll().where('request_id', '=', requestId).execute();
  return { ...reply, requestId, entries };
}

/** A case of law firm 1 that the medical practice (provider) holds a lien on. */
async function sharedCase(): Promise<string> {
  const firm = new Set(
    (await call(url, `${V1}/escrow-agent/portfolio/?page_size=off`, { token: tokens.lawFirm })).body.results.map((c: any) => c.id),
  );
  const mine = (await call(url, `${V1}/lienholder/portfolio/?page_size=off`, { token: tokens.provider })).body.results;
  return mine.find((c: any) => firm.has(c.id)).id;
}

describe('the database keeps the log append-only', () => {
  test('UPDATE, DELETE and TRUNCATE are refused by the database itself, INSERT is not', async () => {
    await sql`insert into access_log (user_id, action, object_type) values (${users.lawFirm}, 'view', 'case')`.execute(db());
    await expect(sql`update access_log set action = 'list'`.execute(db())).rejects.toThrow(/append-only/);
    await expect(sql`delete from access_log`.execute(db())).rejects.toThrow(/append-only/);
    await expect(sql`truncate access_log`.execute(db())).rejects.toThrow(/append-only/);
    // The triggers fire even with session_replication_role = replica (ENABLE ALWAYS).
    const triggers = await sql<{ tgname: string; tgenabled: string }>`
      select tgname, tgenabled from pg_trigger where tgrelid = 'access_log'::regclass and not tgisinternal order by tgname`.execute(db());
    expect(triggers.rows).toEqual([
      { tgname: 'access_log_no_truncate', tgenabled: 'A' },
      { tgname: 'access_log_no_update_or_delete', tgenabled: 'A' },
    ]);
  });
});

describe('every access appends one entry', () => {
  test('a portfolio page: the ids of the cases on it, who, organisation, request id and address', async () => {
    const reply = await tracked(`${V1}/escrow-agent/portfolio/?page_size=5`, { token: tokens.lawFirm });
    expect(reply.status).toBe(200);
    expect(reply.entries).toHaveLength(1);
    const [entry] = reply.entries;
    const firm = await db().selectFrom('accounts').select('organization_id').where('user_id', '=', users.lawFirm).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      user_id: users.lawFirm,
      impersonator_id: null,
      organization_id: firm.organization_id,
      action: 'list',
      object_type: 'case',
      address: '127.0.0.1',
    });
    const ids = reply.body.results.map((c: any) => c.id);
    expect(entry.object_ids).toEqual(ids);
    expect([...entry.case_ids].sort()).toEqual([...ids].sort());
    expect(entry.occurred_at).toBeInstanceOf(Date);
  });

  test('reads of a case, its liens, history, threads, contacts and policy limits name the case', async () => {
    const caseId = await sharedCase();
    const reads: [string, string, string][] = [
      [`${V1}/lienholder/portfolio/${caseId}/`, 'view', 'case'],
      [`${V1}/beta/lienholder/liens/?case=${caseId}`, 'list', 'lien'],
      [`${V1}/lienholder/activities/?case=${caseId}`, 'list', 'history'],
      [`${V1}/case-threads/?case=${caseId}`, 'list', 'thread'],
      [`${V1}/beta/contacts/?case=${caseId}`, 'list', 'contact'],
      [`${V1}/beta/case-organizations/?case=${caseId}`, 'list', 'organization'],
      [`${V1}/lienholder/policy-limits/?case=${caseId}`, 'list', 'policy_limit'],
    ];
    for (const [path, action, objectType] of reads) {
      const reply = await tracked(path, { token: tokens.provider });
      expect(reply.status, path).toBe(200);
      expect(reply.entries, path).toHaveLength(1);
      expect(reply.entries[0], path).toMatchObject({ action, object_type: objectType, user_id: users.provider });
      if (reply.body.count !== 0) expect(reply.entries[0].case_ids, path).toContain(caseId);
    }
  });

  test('concurrent reads are all stored before their answers leave', async () => {
    const replies = await Promise.all(
      Array.from({ length: 25 }, () => tracked(`${V1}/escrow-agent/portfolio/?page_size=2`, { token: tokens.lawFirm })),
    );
    for (const reply of replies) expect(reply.entries).toHaveLength(1);
  });

  test('a write is logged once, inside its transaction, with the case it changed', async () => {
    const caseId = (await call(url, `${V1}/escrow-agent/portfolio/?page_size=1`, { token: tokens.lawFirm })).body.results[0].id;
    const reply = await tracked(`${V1}/escrow-agent/portfolio/${caseId}/`, {
      token: tokens.lawFirm,
      method: 'PATCH',
      body: { status: 'NEGOTIATION' },
    });
    expect(reply.status).toBe(200);
    expect(reply.entries).toHaveLength(1);
    expect(reply.entries[0]).toMatchObject({ action: 'update', object_type: 'case', object_ids: [caseId], case_ids: [caseId] });
  });

  test('a write whose entry cannot be stored is rolled back, and the caller is told', async () => {
    const caseId = (await call(url, `${V1}/escrow-agent/portfolio/?page_size=1`, { token: tokens.lawFirm })).body.results[0].id;
    const before = await db().selectFrom('cases').select('status').where('id', '=', caseId).executeTakeFirstOrThrow();
    const target = before.status === 'DEMAND_SENT' ? 'CLIENT_TREATING' : 'DEMAND_SENT';
    await sql`alter table access_log add constraint refuse_for_test check (request_id <> 'refuse-this-write')`.execute(db());
    try {
      const reply = await call(url, `${V1}/escrow-agent/portfolio/${caseId}/`, {
        token: tokens.lawFirm,
        method: 'PATCH',
        body: { status: target },
        headers: { 'x-request-id': 'refuse-this-write' },
      });
      expect(reply.status).toBe(500);
    } finally {
      await sql`alter table access_log drop constraint refuse_for_test`.execute(db());
    }
    expect(await db().selectFrom('cases').select('status').where('id', '=', caseId).executeTakeFirstOrThrow()).toEqual(before);
  });

  test("a refused attempt is logged as refused, and the case's organisation sees who tried", async () => {
    const foreign = (await call(url, `${V1}/escrow-agent/portfolio/?page_size=1`, { token: tokens.lawFirm2 })).body.results[0].id;
    const read = await tracked(`${V1}/escrow-agent/portfolio/${foreign}/`, { token: tokens.lawFirm });
    expect(read.status).toBe(404);
    const write = await tracked(`${V1}/escrow-agent/portfolio/${foreign}/`, {
      token: tokens.lawFirm,
      method: 'PATCH',
      body: { status: 'NEGOTIATION' },
    });
    expect(write.status).toBe(404);
    expect(read.entries).toHaveLength(1);
    expect(read.entries[0]).toMatchObject({ action: 'view', refused: true, case_ids: [foreign], user_id: users.lawFirm });
    expect(write.entries).toHaveLength(1);
    expect(write.entries[0]).toMatchObject({ action: 'update', refused: true, case_ids: [foreign] });
    const log = (await call(url, `${V1}/access-log/?case=${foreign}&user=${users.lawFirm}`, { token: tokens.lawFirm2 })).body;
    expect(log.results.map((entry: any) => [entry.action, entry.refused, entry.organization?.name !== null])).toEqual([
      ['update', true, true],
      ['view', true, true],
    ]);
  });

  test('bad input is no access: no entry', async () => {
    const caseId = (await call(url, `${V1}/escrow-agent/portfolio/?page_size=1`, { token: tokens.lawFirm })).body.results[0].id;
    const bad = await tracked(`${V1}/escrow-agent/portfolio/${caseId}/`, {
      token: tokens.lawFirm,
      method: 'PATCH',
      body: { status: 'NOT_A_STATUS' },
    });
    expect(bad.status).toBe(400);
    expect(bad.entries).toEqual([]);
  });

  test('under impersonation the entry names both the user acted as and the staff member', async () => {
    const reply = await tracked(`${V1}/escrow-agent/portfolio/?page_size=1`, {
      token: tokens.staff,
      headers: { impostor: DEMO_EMAILS.lawFirm },
    });
    expect(reply.status).toBe(200);
    expect(reply.entries).toHaveLength(1);
    expect(reply.entries[0]).toMatchObject({ user_id: users.lawFirm, impersonator_id: users.staff });
  });

  test('a new share link is logged as a write, in the transaction that stores it', async () => {
    const caseId = await sharedCase();
    const share = await tracked(`${V1}/share/`, { token: tokens.provider, method: 'POST', body: { model: 'case', object_id: caseId } });
    expect(share.status).toBe(201);
    expect(share.entries).toHaveLength(1);
    expect(share.entries[0]).toMatchObject({ action: 'create', object_type: 'share_link', case_ids: [caseId] });
  });
});

describe('every route declares what it logs', () => {
  // Paths whose routes read or write health data: they must name an action, never `none`.
  const HEALTH_DATA =
    /portfolio|liens|activities|case-threads|case-messages|contacts|case-organizations|policy-limits|case-tags|external-keys|share|access-log|in-app-notifications/;
  // Counts of cases (no case in the answer) and the directory of a law firm's staff.
  const NOT_HEALTH_DATA = new Set([
    '/api/registry/v1/:role/portfolio/counts/',
    '/api/registry/v1/beta/:role/portfolio/counts/',
    // The filter popover's option search: organisation and tag names with case counts (no case in the answer).
    '/api/registry/v1/:role/portfolio/search/',
    '/api/registry/v1/beta/:role/portfolio/search/',
    '/api/registry/v1/law-firm-contacts/',
    // The bell's unviewed and unread counts (no notification in the answer).
    '/api/registry/v1/in-app-notifications/counts/',
    '/api/registry/v1/escrow-agent/in-app-notifications/counts/',
  ]);

  test('a route acting for a user declares `audit`; a route touching health data declares an action', () => {
    const routes = auditDeclarations(registry.registry.app);
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      if (route.permission === 'public' || route.permission === 'service') continue;
      expect(route.audit, `${name} declares no audit`).toBeDefined();
      if (HEALTH_DATA.test(route.url) && !NOT_HEALTH_DATA.has(route.url))
        expect(route.audit, `${name} must log its accesses`).not.toBe('none');
    }
  });
});

describe('reading the log', () => {
  test('an organisation admin reads its case: everyone who accessed it, other organisations without address', async () => {
    const caseId = await sharedCase();
    await tracked(`${V1}/lienholder/portfolio/${caseId}/`, { token: tokens.provider });
    await tracked(`${V1}/escrow-agent/portfolio/${caseId}/`, { token: tokens.lawFirm });
    const reply = await call(url, `${V1}/access-log/?case=${caseId}`, { token: tokens.lawFirm });
    expect(reply.status).toBe(200);
    const byProvider = reply.body.results.find((entry: any) => entry.user.id === users.provider && entry.action === 'view');
    expect(byProvider).toMatchObject({
      object_type: 'case',
      organization: { name: expect.any(String) },
      address: null,
      request_id: null,
      case_ids: [caseId],
    });
    const own = reply.body.results.find((entry: any) => entry.user.id === users.lawFirm && entry.action === 'view');
    expect(own).toMatchObject({ address: '127.0.0.1', object_ids: [caseId] });
    expect(reply.body.users.map((user: any) => user.id)).toEqual(expect.arrayContaining([users.provider, users.lawFirm]));
  });

  test('filters by user and action, pages, and is itself logged', async () => {
    const caseId = await sharedCase();
    const byUser = await call(url, `${V1}/access-log/?case=${caseId}&user=${users.provider}&action=view&page_size=1`, {
      token: tokens.lawFirm,
    });
    expect(byUser.status).toBe(200);
    expect(byUser.body.results).toHaveLength(1);
    expect(byUser.body.results[0]).toMatchObject({ action: 'view', user: { id: users.provider } });
    expect(byUser.body.count).toBeGreaterThanOrEqual(1);
    if (byUser.body.count > 1) expect(byUser.body.next).toContain('page=2');
    const logged = await tracked(`${V1}/access-log/?case=${caseId}`, { token: tokens.lawFirm });
    expect(logged.entries).toHaveLength(1);
    expect(logged.entries[0]).toMatchObject({ action: 'list', object_type: 'access_log', case_ids: [caseId] });
  });

  test('bad filters are 400 with the field', async () => {
    const caseId = await sharedCase();
    expect(await call(url, `${V1}/access-log/?case=nope`, { token: tokens.lawFirm })).toEqual({
      status: 400,
      body: { case: ['Must be a valid UUID.'] },
    });
    expect(await call(url, `${V1}/access-log/?case=${caseId}&action=peek`, { token: tokens.lawFirm })).toEqual({
      status: 400,
      body: { action: ['"peek" is not a valid choice.'] },
    });
    expect(await call(url, `${V1}/access-log/`, { token: tokens.lawFirm })).toEqual({
      status: 400,
      body: { case: ['This field is required.'] },
    });
  });

  test('another organisation is refused its neighbour’s case; a user who is not an admin is refused', async () => {
    const caseId = await sharedCase();
    expect((await call(url, `${V1}/access-log/?case=${caseId}`, { token: tokens.lawFirm2 })).status).toBe(404);
    const firm = await db().selectFrom('accounts').select('organization_id').where('user_id', '=', users.lawFirm).executeTakeFirstOrThrow();
    const colleague = await createUser(db(), { password: 'colleague-password', organizationId: firm.organization_id });
    const token = await loginAs(url, colleague.email, 'colleague-password');
    expect(await call(url, `${V1}/access-log/?case=${caseId}`, { token })).toEqual({
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    });
    expect((await call(url, `${V1}/access-log/?case=${caseId}`)).status).toBe(401);
  });

  test('a lienholder admin does not see what another lienholder did with its own lien; the law firm does', async () => {
    const caseId = await sharedCase();
    const funderOrg = (
      await db().selectFrom('accounts').select('organization_id').where('user_id', '=', users.funder).executeTakeFirstOrThrow()
    ).organization_id;
    let lien = (await call(url, `${V1}/beta/lienholder/liens/?case=${caseId}`, { token: tokens.funder })).body.results?.find(
      (l: any) => l.is_own,
    );
    if (!lien) {
      const added = await call(url, `${V1}/beta/escrow-agent/liens/`, {
        token: tokens.lawFirm,
        method: 'POST',
        body: { case: caseId, lienholder: funderOrg },
      });
      expect(added.status).toBe(201);
      lien = added.body;
    }
    const read = await tracked(`${V1}/beta/lienholder/liens/${lien.id}/`, { token: tokens.funder });
    expect(read.entries).toHaveLength(1);
    const entryId = read.entries[0].id;
    const idsSeenBy = async (token: string) =>
      (await call(url, `${V1}/access-log/?case=${caseId}&user=${users.funder}&page_size=100`, { token })).body.results.map(
        (entry: any) => entry.id,
      );
    expect(await idsSeenBy(tokens.lawFirm)).toContain(entryId);
    expect(await idsSeenBy(tokens.funder)).toContain(entryId);
    expect(await idsSeenBy(tokens.provider)).not.toContain(entryId);
  });

  test('staff read every organisation’s entries, with both identities of an impersonated request', async () => {
    await tracked(`${V1}/escrow-agent/portfolio/?page_size=1`, { token: tokens.staff, headers: { impostor: DEMO_EMAILS.lawFirm2 } });
    const reply = await call(url, `${V1}/access-log/?user=${users.lawFirm2}&page_size=5`, { token: tokens.staff });
    expect(reply.status).toBe(200);
    expect(reply.body.results[0]).toMatchObject({
      user: { id: users.lawFirm2 },
      impersonated_by: { id: users.staff },
      is_internal_user: true,
    });
    expect(reply.body.results[0].address).toBe('127.0.0.1');
  });
});
