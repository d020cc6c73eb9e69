// Tenant isolation: for every demo account, what the API lists equals what the database says it may see
// (computed here independently, in SQL), other tenants' cases are 404, and liens and activities stay inside.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { call, V1 } from './helpers.ts';

let registry: TestRegistry;
let url: string;

interface Actor {
  label: string;
  token: string;
  headers: Record<string, string>;
  organizationId: string;
  kind: 'LAW_FIRM' | 'LIENHOLDER';
}
const actors: Actor[] = [];
const visible = new Map<string, Set<string>>();

beforeAll(async () => {
  registry = await startTestRegistry();
  url = registry.url;
  for (const email of Object.values(DEMO_EMAILS)) {
    const token = await loginAs(url, email);
    const me = await call(url, `${V1}/accounts-auth/`, { token });
    for (const account of me.body.registry_accounts) {
      const org = account.registry_legal_organization;
      actors.push({
        label: `${email} as ${org.name}`,
        token,
        headers: { 'registry-account': account.id },
        organizationId: org.id,
        kind: org.kind,
      });
    }
  }
  const db = registry.registry.db;
  const rows = await sql<{ organization_id: string; case_id: string }>`
    select law_firm_id as organization_id, id as case_id from cases where law_firm_id is not null
    union
    select lienholder_id, case_id from liens where verification_status <> 'REJECTED'`.execute(db);
  for (const row of rows.rows) {
    if (!visible.has(row.organization_id)) visible.set(row.organization_id, new Set());
    visible.get(row.organization_id)!.add(row.case_id);
  }
});
afterAll(() => registry?.close());

const role = (actor: Actor) => (actor.kind === 'LAW_FIRM' ? 'escrow-agent' : 'lienholder');
const get = (actor: Actor, path: string) => call(url, path, { token: actor.token, headers: actor.headers });

describe('tenant isolation', () => {
  test('the demo data covers both kinds and overlapping and private cases', () => {
    expect(actors.length).toBe(8);
    const organizations = [...visible.keys()];
    expect(organizations.length).toBe(5);
    const lawFirms = actors.filter((actor) => actor.kind === 'LAW_FIRM').map((actor) => actor.organizationId);
    const [lf1, lf2] = [...new Set(lawFirms)];
    expect([...visible.get(lf1)!].some((id) => visible.get(lf2)!.has(id))).toBe(false);
  });

  test("every account lists exactly the cases it may see, and the other side's prefix is refused", async () => {
    for (const actor of actors) {
      const query = actor.kind === 'LAW_FIRM' ? 'is_closed=all' : 'is_resolved=all';
      const list = await get(actor, `${V1}/${role(actor)}/portfolio/?page_size=off&${query}`);
      expect(list.status, actor.label).toBe(200);
      expect(new Set(list.body.results.map((c: any) => c.id)), actor.label).toEqual(visible.get(actor.organizationId) ?? new Set());
      const otherRole = actor.kind === 'LAW_FIRM' ? 'lienholder' : 'escrow-agent';
      expect((await get(actor, `${V1}/${otherRole}/portfolio/`)).status, actor.label).toBe(403);
    }
  });

  test("other tenants' cases are 404 in detail", async () => {
    for (const actor of actors) {
      const mine = visible.get(actor.organizationId) ?? new Set<string>();
      const foreign = [...visible.entries()]
        .filter(([organizationId]) => organizationId !== actor.organizationId)
        .flatMap(([, cases]) => [...cases].filter((id) => !mine.has(id)).slice(0, 2));
      expect(foreign.length, actor.label).toBeGreaterThan(0);
      for (const id of foreign) {
        expect((await get(actor, `${V1}/${role(actor)}/portfolio/${id}/`)).status, `${actor.label} ${id}`).toBe(404);
      }
    }
  });

  test("portfolio filters and facets: another tenant's tags, lienholders, law firms and cases match nothing", async () => {
    const db = registry.registry.db;
    // One tag per organisation, on one of its cases (through the triggers that keep the read model).
    const tagOf = new Map<string, string>();
    for (const [organizationId, cases] of visible) {
      const tag = await db
        .insertInto('tags')
        .values({ organization_id: organizationId, name: `Isolation ${organizationId.slice(0, 8)}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('case_tags')
        .values({ case_id: [...cases][0], tag_id: tag.id })
        .execute();
      tagOf.set(organizationId, tag.id);
    }
    const allOrganizations = [...visible.keys()];
    for (const actor of actors) {
      const base = `${V1}/${role(actor)}/portfolio/`;
      const all = actor.kind === 'LAW_FIRM' ? 'is_closed=all' : 'is_resolved=all';
      const mine = visible.get(actor.organizationId) ?? new Set<string>();
      const ownTag = tagOf.get(actor.organizationId);
      const foreignTags = [...tagOf].filter(([organizationId]) => organizationId !== actor.organizationId).map(([, id]) => id);
      const foreign = await get(actor, `${base}?page_size=off&${all}&tag=${foreignTags.join(',')}`);
      expect(foreign.body, actor.label).toMatchObject({ count: 0, results: [] });
      expect((await get(actor, `${base}counts/?${all}&tag=${foreignTags.join(',')}`)).body.count, actor.label).toBe(0);
      if (ownTag) {
        const own = await get(actor, `${base}?page_size=off&${all}&tag=${ownTag}`);
        expect(
          own.body.results.map((c: any) => c.id),
          actor.label,
        ).toEqual([[...mine][0]]);
      }
      const ownTags = await db.selectFrom('tags').select('id').where('organization_id', '=', actor.organizationId).execute();
      const counts = await get(actor, `${base}counts/?${all}`);
      expect(new Set(counts.body.facets.tag.map((value: any) => value.id)), actor.label).toEqual(new Set(ownTags.map((row) => row.id)));
      const searched = await get(actor, `${base}search/?facet=tag&facet_search=isolation`);
      expect(
        searched.body.results.map((value: any) => value.id),
        actor.label,
      ).toEqual(ownTag ? [ownTag] : []);

      // The other side's organisations offered as facet values are those on the actor's own cases only.
      const facet = actor.kind === 'LAW_FIRM' ? 'lienholder' : 'law_firm';
      const onMyCases =
        actor.kind === 'LAW_FIRM'
          ? await db
              .selectFrom('liens')
              .select('lienholder_id as id')
              .where('case_id', 'in', [...mine, '00000000-0000-4000-8000-000000000000'])
              .where('verification_status', '!=', 'REJECTED')
              .execute()
          : await db
              .selectFrom('cases')
              .select('law_firm_id as id')
              .where('id', 'in', [...mine, '00000000-0000-4000-8000-000000000000'])
              .where('law_firm_id', 'is not', null)
              .execute();
      const allowed = new Set(onMyCases.map((row) => row.id));
      for (const value of counts.body.facets[facet]) expect(allowed.has(value.id), `${actor.label} ${value.name}`).toBe(true);
      const offered = await get(actor, `${base}search/?facet=${facet}`);
      for (const value of offered.body.results) expect(allowed.has(value.id), `${actor.label} ${value.name}`).toBe(true);

      // Filtering by every organisation there is still lists only the actor's own cases.
      const param = actor.kind === 'LAW_FIRM' ? 'lienholder' : 'law_firm';
      const byAll = await get(actor, `${base}?page_size=off&${all}&${param}=${allOrganizations.join(',')}`);
      for (const kase of byAll.body.results) expect(mine.has(kase.id), actor.label).toBe(true);
      // A foreign case id searched for finds nothing.
      const foreignCase = [...visible.values()].flatMap((cases) => [...cases]).find((id) => !mine.has(id));
      expect((await get(actor, `${base}?${all}&search=${foreignCase}`)).body.count, actor.label).toBe(0);
    }
  });

  test("liens: only on visible cases, never REJECTED, private fields only for one's own", async () => {
    const db = registry.registry.db;
    for (const actor of actors) {
      const mine = visible.get(actor.organizationId) ?? new Set<string>();
      const liens = await get(
        actor,
        `${V1}/beta/${role(actor)}/liens/?page_size=off&verification_status=VERIFIED,PENDING,RESUBMITTED,REJECTED`,
      );
      expect(liens.status, actor.label).toBe(200);
      const expected = await db
        .selectFrom('liens')
        .select('id')
        .where('case_id', 'in', [...mine, '00000000-0000-4000-8000-000000000000'])
        .where('verification_status', '!=', 'REJECTED')
        .execute();
      expect(new Set(liens.body.results.map((lien: any) => lien.id)), actor.label).toEqual(new Set(expected.map((row) => row.id)));
      for (const lien of liens.body.results) {
        expect(lien.verification_status).not.toBe('REJECTED');
        const own = lien.lienholder.id === actor.organizationId;
        if (actor.kind === 'LIENHOLDER' && !own) {
          expect(Object.keys(lien).sort(), actor.label).toEqual(['case', 'id', 'is_own', 'lienholder', 'verification_status']);
        } else {
          expect(lien, actor.label).toHaveProperty('balance');
        }
      }
    }
    const rejected = await db.selectFrom('liens').select(['id', 'case_id']).where('verification_status', '=', 'REJECTED').execute();
    expect(rejected.length).toBeGreaterThan(0);
    for (const actor of actors) {
      for (const lien of rejected.slice(0, 3)) {
        expect((await get(actor, `${V1}/beta/${role(actor)}/liens/${lien.id}/`)).status, actor.label).toBe(404);
      }
    }
  });

  test('lien chats: each account has exactly the chats of the liens it is a party to; any other chat is 404 on every route', async () => {
    const db = registry.registry.db;
    const liens = await db
      .selectFrom('liens as l')
      .innerJoin('cases as c', 'c.id', 'l.case_id')
      .select(['l.id', 'l.lienholder_id', 'l.verification_status', 'c.law_firm_id'])
      .execute();
    const partyTo = (actor: Actor) =>
      new Set(
        liens
          .filter((lien) => lien.verification_status !== 'REJECTED' && lien.law_firm_id !== null)
          .filter((lien) => (actor.kind === 'LAW_FIRM' ? lien.law_firm_id : lien.lienholder_id) === actor.organizationId)
          .map((lien) => lien.id),
      );
    const chatOf = new Map<string, string>();
    for (const actor of actors) {
      const chats = await get(actor, `${V1}/chat-threads/?lien=${liens.map((lien) => lien.id).join(',')}`);
      expect(chats.status, actor.label).toBe(200);
      expect(new Set(chats.body.results.map((chat: any) => chat.lien)), actor.label).toEqual(partyTo(actor));
      for (const chat of chats.body.results) chatOf.set(chat.lien, chat.id);
    }
    for (const actor of actors) {
      const mine = partyTo(actor);
      const foreign = [...chatOf].filter(([lien]) => !mine.has(lien)).slice(0, 3);
      expect(foreign.length, actor.label).toBeGreaterThan(0);
      for (const [, chatId] of foreign) {
        const routes = [
          get(actor, `${V1}/chat-threads/${chatId}/`),
          get(actor, `${V1}/chat-messages/?thread=${chatId}`),
          call(url, `${V1}/chat-threads/${chatId}/mark-read/`, { token: actor.token, headers: actor.headers, method: 'POST', body: {} }),
          call(url, `${V1}/chat-messages/`, {
            token: actor.token,
            headers: actor.headers,
            method: 'POST',
            body: { thread: chatId, note: 'Hi' },
          }),
        ];
        for (const reply of await Promise.all(routes)) expect(reply.status, `${actor.label} ${chatId}`).toBe(404);
      }
    }
    expect(await db.selectFrom('case_messages').select('id').where('type', 'is not', null).execute()).toEqual([]);
  });

  test('document requests: each account has exactly the requests of its cases (law firm) or its liens (lienholder); any other is 404 or refused on every route', async () => {
    const db = registry.registry.db;
    // One request per law firm on each of a few of its liens.
    const liens = await db
      .selectFrom('liens as l')
      .innerJoin('cases as c', 'c.id', 'l.case_id')
      .select(['l.id', 'l.lienholder_id', 'c.law_firm_id'])
      .where('l.verification_status', '!=', 'REJECTED')
      .where('c.law_firm_id', 'is not', null)
      .orderBy('l.id')
      .execute();
    for (const actor of actors.filter((a) => a.kind === 'LAW_FIRM')) {
      for (const lien of liens.filter((l) => l.law_firm_id === actor.organizationId).slice(0, 3)) {
        const created = await call(url, `${V1}/escrow-agent/lien-document-requests/`, {
          token: actor.token,
          headers: actor.headers,
          method: 'POST',
          body: { lien: lien.id, note: 'Records please' },
        });
        if (created.status !== 201) expect(created.body, actor.label).toEqual({ lien: ['Not found.'] });
      }
    }
    const requests = await db
      .selectFrom('document_requests as r')
      .innerJoin('liens as l', 'l.id', 'r.lien_id')
      .innerJoin('cases as c', 'c.id', 'r.case_id')
      .select(['r.id', 'l.lienholder_id', 'c.law_firm_id'])
      .execute();
    expect(requests.length).toBeGreaterThan(1);
    for (const actor of actors) {
      const mine = new Set(
        requests.filter((r) => (actor.kind === 'LAW_FIRM' ? r.law_firm_id : r.lienholder_id) === actor.organizationId).map((r) => r.id),
      );
      const listed = await get(actor, `${V1}/${role(actor)}/lien-document-requests/`);
      expect(listed.status, actor.label).toBe(200);
      expect(new Set(listed.body.results.map((r: any) => r.id)), actor.label).toEqual(mine);
      for (const foreign of requests.filter((r) => !mine.has(r.id)).slice(0, 3)) {
        expect((await get(actor, `${V1}/${role(actor)}/lien-document-requests/${foreign.id}/`)).status, actor.label).toBe(404);
        const answered = await call(url, `${V1}/lien-document-responses/`, {
          token: actor.token,
          headers: actor.headers,
          method: 'POST',
          body: { request: foreign.id, new_status: actor.kind === 'LAW_FIRM' ? 'CLOSED_BY_LAW_FIRM' : 'IN_PROGRESS', note: 'x' },
        });
        expect(answered, actor.label).toEqual({ status: 400, body: { request: ['Not found.'] } });
      }
    }
    // A session is no document-request token.
    for (const actor of actors.slice(0, 2))
      expect((await get(actor, `${V1}/logged-out-document-requests/${requests[0]!.id}/`)).status, actor.label).toBe(401);
    expect(await db.selectFrom('document_request_responses').select('id').execute()).toEqual([]);
    // The requests' DOCUMENT_REQUESTED notifications are not what the notifications test below counts.
    await registry.registry.adapters.jobs.idle();
    await db.deleteFrom('notifications').where('type', '=', 'DOCUMENT_REQUESTED').execute();
  });

  test('payments: a law firm pays only for the priced documents it sees; lienholders never pay; intents stay with their firm', async () => {
    const db = registry.registry.db;
    const liens = await db
      .selectFrom('liens as l')
      .innerJoin('cases as c', 'c.id', 'l.case_id')
      .select(['l.id', 'l.case_id', 'l.lienholder_id', 'l.share_documents', 'l.verification_status', 'c.law_firm_id'])
      .where('c.law_firm_id', 'is not', null)
      .execute();
    for (const holder of new Set(liens.map((l) => l.lienholder_id)))
      await db
        .insertInto('payment_accounts')
        .values({ organization_id: holder, provider: 'OFFLINE', account_id: `acct_offline_iso${holder.slice(0, 8)}` })
        .onConflict((oc) => oc.column('organization_id').doNothing())
        .execute();
    const documents = await db
      .insertInto('documents')
      .values(
        liens.map((l) => ({
          case_id: l.case_id,
          lien_id: l.id,
          name: 'Priced records',
          type: 'MEDICAL_RECORDS',
          price: '5.00',
          storage_key: `isolation/${l.id}`,
          size: 1,
          content_type: 'application/pdf',
          added_by_law_firm: false,
          created_by_organization_id: l.lienholder_id,
        })),
      )
      .returning(['id', 'lien_id'])
      .execute();
    const lienOf = new Map(liens.map((l) => [l.id, l]));
    const ids = documents.map((d) => d.id);
    const intents: Array<{ id: string; firm: string }> = [];
    for (const actor of actors) {
      const summary = await get(actor, `${V1}/stripe/document-payments/summary/?documents=${ids.slice(0, 100).join(',')}`);
      if (actor.kind === 'LIENHOLDER') {
        expect(summary.status, actor.label).toBe(403);
        const paying = await call(url, `${V1}/stripe/document-payments/`, {
          token: actor.token,
          headers: actor.headers,
          method: 'POST',
          body: { documents: ids.slice(0, 1), idempotency_key: `iso-${actor.organizationId}` },
        });
        expect(paying.status, actor.label).toBe(403);
        continue;
      }
      const mine = documents
        .slice(0, 100)
        .filter((d) => {
          const lien = lienOf.get(d.lien_id!)!;
          return lien.law_firm_id === actor.organizationId && lien.share_documents && lien.verification_status !== 'REJECTED';
        })
        .map((d) => d.id);
      expect(new Set(summary.body.results.map((d: any) => d.id)), actor.label).toEqual(new Set(mine));
      const foreign = ids.find(
        (id) => !mine.includes(id) && lienOf.get(documents.find((d) => d.id === id)!.lien_id!)!.law_firm_id !== actor.organizationId,
      );
      if (foreign) {
        const refused = await call(url, `${V1}/stripe/document-payments/`, {
          token: actor.token,
          headers: actor.headers,
          method: 'POST',
          body: { documents: [foreign], idempotency_key: `iso-${actor.organizationId}-foreign` },
        });
        expect(refused, actor.label).toEqual({ status: 400, body: { documents: [`Invalid pk "${foreign}" - object does not exist.`] } });
      }
      if (mine.length) {
        const created = await call(url, `${V1}/stripe/document-payments/`, {
          token: actor.token,
          headers: actor.headers,
          method: 'POST',
          body: { documents: [mine[0]], idempotency_key: `iso-${actor.organizationId}-own` },
        });
        expect(created.status, actor.label).toBe(201);
        intents.push({ id: created.body.payment_intents[0].id, firm: actor.organizationId });
      }
    }
    expect(intents.length).toBeGreaterThan(0);
    for (const actor of actors.filter((a) => a.kind === 'LAW_FIRM'))
      for (const intent of intents.filter((i) => i.firm !== actor.organizationId)) {
        const patched = await call(url, `${V1}/stripe/document-payment-intents/${intent.id}/`, {
          token: actor.token,
          headers: actor.headers,
          method: 'PATCH',
          body: { status: 'processing' },
        });
        expect(patched.status, actor.label).toBe(404);
      }
    await db.deleteFrom('documents').where('id', 'in', ids).execute();
    await db.deleteFrom('payment_accounts').where('account_id', 'like', 'acct_offline_iso%').execute();
  });

  test("activities: case history for whoever sees the case, lien history for the law firm and the lien's owner", async () => {
    const db = registry.registry.db;
    const lienOwners = new Map(
      (await db.selectFrom('liens').select(['id', 'lienholder_id']).execute()).map((row) => [row.id, row.lienholder_id]),
    );
    for (const actor of actors) {
      const mine = visible.get(actor.organizationId) ?? new Set<string>();
      const activities = await get(actor, `${V1}/${role(actor)}/activities/?page_size=off`);
      expect(activities.status, actor.label).toBe(200);
      expect(activities.body.count).toBeGreaterThan(0);
      for (const activity of activities.body.results) {
        expect(mine.has(activity.case), actor.label).toBe(true);
        if (activity.lien && actor.kind === 'LIENHOLDER') expect(lienOwners.get(activity.lien), actor.label).toBe(actor.organizationId);
      }
      const caseOnly = await get(actor, `${V1}/${role(actor)}/activities/?page_size=off&case_only=true`);
      expect(caseOnly.body.results.every((activity: any) => activity.lien === null)).toBe(true);
    }
  });

  test('asking for foreign liens and activities by id returns none of them', async () => {
    const db = registry.registry.db;
    const allLiens = await db.selectFrom('liens').select(['id', 'case_id']).where('verification_status', '!=', 'REJECTED').execute();
    const allActivities = await db.selectFrom('activities').select(['id', 'case_id', 'lien_id']).execute();
    const lienOwners = new Map(
      (await db.selectFrom('liens').select(['id', 'lienholder_id']).execute()).map((row) => [row.id, row.lienholder_id]),
    );
    for (const actor of actors) {
      const mine = visible.get(actor.organizationId) ?? new Set<string>();
      const foreignLiens = allLiens.filter((lien) => !mine.has(lien.case_id));
      expect(foreignLiens.length, actor.label).toBeGreaterThan(0);
      const liens = await get(actor, `${V1}/beta/${role(actor)}/liens/?page_size=off&id=${foreignLiens.map((lien) => lien.id).join(',')}`);
      expect(liens.status, actor.label).toBe(200);
      expect(liens.body.results, actor.label).toEqual([]);

      const seeable = (activity: { case_id: string | null; lien_id: string | null }) =>
        activity.case_id !== null &&
        mine.has(activity.case_id) &&
        (activity.lien_id === null || actor.kind === 'LAW_FIRM' || lienOwners.get(activity.lien_id) === actor.organizationId);
      const sample = [...allActivities.filter((a) => !seeable(a)).slice(0, 40), ...allActivities.filter(seeable).slice(0, 5)];
      const activities = await get(actor, `${V1}/${role(actor)}/activities/?page_size=off&id=${sample.map((a) => a.id).join(',')}`);
      expect(activities.status, actor.label).toBe(200);
      expect(new Set(activities.body.results.map((a: any) => a.id)), actor.label).toEqual(new Set(sample.filter(seeable).map((a) => a.id)));
    }
  });

  test('activities page by offset, and a malformed offset or id is a field error', async () => {
    const actor = actors[0]!;
    const all = await get(actor, `${V1}/${role(actor)}/activities/?page_size=off`);
    const page = await get(actor, `${V1}/${role(actor)}/activities/?page_size=3&offset=2`);
    expect(page.body.results.map((a: any) => a.id)).toEqual(all.body.results.slice(2, 5).map((a: any) => a.id));
    expect((await get(actor, `${V1}/${role(actor)}/activities/?offset=-1`)).body).toEqual({ offset: ['A valid integer is required.'] });
    expect((await get(actor, `${V1}/${role(actor)}/activities/?id=nope`)).status).toBe(400);
    expect((await get(actor, `${V1}/beta/${role(actor)}/liens/?id=nope`)).status).toBe(400);
  });

  test("notifications: each account reads only its own user's in that organisation; any other is 404 and unchanged", async () => {
    const db = registry.registry.db;
    const owners = await db
      .selectFrom('accounts')
      .select(['id', 'user_id', 'organization_id'])
      .where(
        'id',
        'in',
        actors.map((actor) => actor.headers['registry-account']!),
      )
      .execute();
    const written = await db
      .insertInto('notifications')
      .values(
        owners.map((owner) => ({
          user_id: owner.user_id,
          organization_id: owner.organization_id,
          type: 'CASE_STATUS_UPDATED',
          category: 'CASE_STATUS_UPDATES',
          subject: 'Isolation',
          body: `For ${owner.id}`,
          case_id: null,
          context: JSON.stringify({ case_id: null, detail_url: null, law_firm_name: null, plaintiff_name: null }),
          source_event_id: `isolation:${owner.id}`,
        })),
      )
      .returning(['id', 'user_id', 'organization_id'])
      .execute();
    for (const actor of actors) {
      const owner = owners.find((row) => row.id === actor.headers['registry-account'])!;
      const own = written.filter((row) => row.user_id === owner.user_id && row.organization_id === owner.organization_id);
      const list = await get(actor, `${V1}/in-app-notifications/?page_size=100`);
      expect(list.status, actor.label).toBe(200);
      expect(list.body.results.map((n: any) => n.id).sort(), actor.label).toEqual(own.map((row) => row.id).sort());
      for (const other of written.filter((row) => !own.includes(row))) {
        expect((await get(actor, `${V1}/in-app-notifications/${other.id}/`)).status, actor.label).toBe(404);
        const marked = await call(url, `${V1}/in-app-notifications/mark-as-read/`, {
          token: actor.token,
          headers: actor.headers,
          method: 'PATCH',
          body: { notification_ids: [other.id] },
        });
        expect(marked.status, actor.label).toBe(404);
        const dismissed = await call(url, `${V1}/in-app-notifications/${other.id}/mark-as-dismissed/`, {
          token: actor.token,
          headers: actor.headers,
          method: 'PATCH',
          body: {},
        });
        expect(dismissed.status, actor.label).toBe(404);
      }
    }
    const after = await db
      .selectFrom('notifications')
      .select(['viewed_at', 'read_at', 'dismissed_at'])
      .where(
        'id',
        'in',
        written.map((row) => row.id),
      )
      .execute();
    expect(after.every((row) => !row.viewed_at && !row.read_at && !row.dismissed_at)).toBe(true);
  });

  test("organisations: one's own and those on visible cases only", async () => {
    const all = await registry.registry.db.selectFrom('legal_organizations').select('id').execute();
    for (const actor of actors) {
      const list = await get(actor, `${V1}/beta/organizations/?page_size=off&id=${all.map((row) => row.id).join(',')}`);
      const listed = new Set(list.body.results.map((org: any) => org.id));
      expect(listed.has(actor.organizationId), actor.label).toBe(true);
      const mine = visible.get(actor.organizationId) ?? new Set<string>();
      for (const org of all) {
        const shares = [...(visible.get(org.id) ?? [])].some((id) => mine.has(id));
        expect(listed.has(org.id), `${actor.label} sees ${org.id}`).toBe(org.id === actor.organizationId || shares);
        const detail = await get(actor, `${V1}/beta/organizations/${org.id}/`);
        expect(detail.status).toBe(listed.has(org.id) ? 200 : 404);
      }
    }
  });

  test('documents: each account lists exactly the documents it may see; any other is 404 on every route', async () => {
    const db = registry.registry.db;
    // A case document on each case, by its law firm, and a lien document on each lien, by its lienholder (one lien in
    // two withholds its documents from the law firm).
    const cases = await db.selectFrom('cases').select(['id', 'law_firm_id']).where('law_firm_id', 'is not', null).execute();
    const liens = await db.selectFrom('liens').select(['id', 'case_id', 'lienholder_id']).orderBy('id').execute();
    const stored = { storage_key: '0'.repeat(32), size: 1, content_type: 'application/pdf', type: 'OTHER' };
    await db
      .insertInto('documents')
      .values([
        ...cases.map((c) => ({
          ...stored,
          case_id: c.id,
          lien_id: null,
          name: 'Case document',
          added_by_law_firm: true,
          created_by_organization_id: c.law_firm_id,
        })),
        ...liens.map((l) => ({
          ...stored,
          case_id: l.case_id,
          lien_id: l.id,
          name: 'Lien document',
          added_by_law_firm: false,
          created_by_organization_id: l.lienholder_id,
        })),
      ])
      .execute();
    await db
      .updateTable('liens')
      .set({ share_documents: false })
      .where(
        'id',
        'in',
        liens.filter((_, index) => index % 2 === 0).map((l) => l.id),
      )
      .execute();
    const rows = await sql<{ id: string; case_id: string; organization_id: string }>`
      select d.id, d.case_id, c.law_firm_id as organization_id from documents d join cases c on c.id = d.case_id
        left join liens l on l.id = d.lien_id
        where c.law_firm_id is not null
          and (d.lien_id is null or d.created_by_organization_id = c.law_firm_id or (l.share_documents and l.verification_status <> 'REJECTED'))
      union
      select d.id, d.case_id, l.lienholder_id from documents d join liens l on l.case_id = d.case_id and l.verification_status <> 'REJECTED'
        where d.lien_id is null
      union
      select d.id, d.case_id, l.lienholder_id from documents d join liens l on l.id = d.lien_id`.execute(db);
    const seen = new Map<string, Set<string>>();
    for (const row of rows.rows) {
      if (!seen.has(row.organization_id)) seen.set(row.organization_id, new Set());
      seen.get(row.organization_id)!.add(row.id);
    }
    const documents = await db.selectFrom('documents').select(['id', 'case_id']).execute();
    for (const actor of actors) {
      const mine = seen.get(actor.organizationId) ?? new Set<string>();
      const listed = await get(actor, `${V1}/${role(actor)}/documents/?page_size=off`);
      expect(listed.status, actor.label).toBe(200);
      expect(new Set(listed.body.results.map((d: any) => d.id)), actor.label).toEqual(mine);
      const foreign = documents.filter((d) => !mine.has(d.id)).slice(0, 3);
      expect(foreign.length, actor.label).toBeGreaterThan(0);
      for (const document of foreign) {
        const base = `${V1}/${role(actor)}/documents/`;
        const replies = await Promise.all([
          get(actor, `${base}${document.id}/`),
          call(url, `${base}${document.id}/`, { token: actor.token, headers: actor.headers, method: 'PATCH', body: { name: 'x' } }),
          call(url, `${base}${document.id}/`, { token: actor.token, headers: actor.headers, method: 'DELETE' }),
        ]);
        for (const reply of replies) expect(reply.status, `${actor.label} ${document.id}`).toBe(404);
      }
      const foreignCase = [...new Set(documents.map((d) => d.case_id))].find((id) => !visible.get(actor.organizationId)?.has(id));
      if (foreignCase)
        expect((await get(actor, `${V1}/${role(actor)}/documents/download-all/?case=${foreignCase}`)).status, actor.label).toBe(404);
    }
    expect(
      (
        await db
          .selectFrom('documents')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ).toBe(documents.length);
  });
  test("organisation users: each account lists exactly its organisation's accounts; every admin action on another organisation's is 404, a member's 403", async () => {
    const db = registry.registry.db;
    const accounts = await db.selectFrom('accounts').select(['id', 'organization_id', 'role', 'is_active']).execute();
    const before = JSON.stringify(accounts);
    for (const actor of actors) {
      const list = await get(actor, `${V1}/accounts/?page_size=off`);
      expect(list.status, actor.label).toBe(200);
      expect(new Set(list.body.results.map((row: any) => row.id)), actor.label).toEqual(
        new Set(accounts.filter((row) => row.organization_id === actor.organizationId).map((row) => row.id)),
      );
      for (const foreign of accounts.filter((row) => row.organization_id !== actor.organizationId)) {
        const base = `${V1}/accounts/${foreign.id}/`;
        const replies = await Promise.all([
          call(url, base, {
            token: actor.token,
            headers: actor.headers,
            method: 'PUT',
            body: { first_name: 'X', last_name: 'Y', role: 'ADMIN' },
          }),
          call(url, base, { token: actor.token, headers: actor.headers, method: 'DELETE' }),
          call(url, `${base}resend-invite/`, { token: actor.token, headers: actor.headers, method: 'PUT' }),
        ]);
        // A member (not an admin) is refused before anything is looked up: 403 tells nothing about the id either.
        const admin = accounts.find((row) => row.id === actor.headers['registry-account'])!.role === 'ADMIN';
        for (const reply of replies) expect(reply.status, `${actor.label} ${foreign.id}`).toBe(admin ? 404 : 403);
      }
    }
    // A member (not an admin) of the first organisation is refused every admin action, in its own organisation too.
    const { createUser } = await import('./helpers.ts');
    const member = await createUser(db, { password: 'isolation-password-1', organizationId: actors[0]!.organizationId });
    const token = await loginAs(url, member.email, 'isolation-password-1');
    const own = accounts.find((row) => row.organization_id === actors[0]!.organizationId)!;
    const refusals = await Promise.all([
      call(url, `${V1}/accounts/`, { token, method: 'POST', body: { email: 'someone@example.test' } }),
      call(url, `${V1}/accounts/${own.id}/`, { token, method: 'PUT', body: { first_name: 'X', last_name: 'Y' } }),
      call(url, `${V1}/accounts/${own.id}/`, { token, method: 'DELETE' }),
      call(url, `${V1}/accounts/${own.id}/resend-invite/`, { token, method: 'PUT' }),
    ]);
    for (const reply of refusals) expect(reply.status).toBe(403);
    expect((await call(url, `${V1}/accounts/`)).status).toBe(401);
    expect((await call(url, `${V1}/accounts/${own.id}/`, { method: 'PUT', body: { first_name: 'X', last_name: 'Y' } })).status).toBe(401);
    await db.deleteFrom('accounts').where('id', '=', member.accountId).execute();
    expect(JSON.stringify(await db.selectFrom('accounts').select(['id', 'organization_id', 'role', 'is_active']).execute())).toBe(before);
  });

  test("provider invitations: each law firm lists exactly its own; another firm's is 404 to read or resend; lienholders are refused", async () => {
    const db = registry.registry.db;
    const firms = actors.filter((actor) => actor.kind === 'LAW_FIRM');
    const created: [string, string][] = [];
    for (const [index, firm] of firms.entries()) {
      const reply = await call(url, `${V1}/invites/`, {
        token: firm.token,
        headers: firm.headers,
        method: 'POST',
        body: { to_email: `isolation-${index}@provider.test` },
      });
      expect(reply.status, firm.label).toBe(201);
      created.push([firm.organizationId, reply.body.id]);
    }
    for (const actor of actors) {
      const list = await call(url, `${V1}/escrow-agent/compulsion-requests/?page_size=off`, { token: actor.token, headers: actor.headers });
      if (actor.kind !== 'LAW_FIRM') {
        expect(list.status, actor.label).toBe(403);
        continue;
      }
      const expected = await db.selectFrom('provider_invitations').select('id').where('law_firm_id', '=', actor.organizationId).execute();
      expect(list.body.results.map((row: { id: string }) => row.id).sort(), actor.label).toEqual(expected.map((row) => row.id).sort());
    }
    for (const actor of actors)
      for (const [owner, id] of created) {
        if (owner === actor.organizationId) continue;
        const status = actor.kind === 'LAW_FIRM' ? 404 : 403;
        expect((await call(url, `${V1}/invites/${id}/`, { token: actor.token, headers: actor.headers })).status, actor.label).toBe(status);
        const resend = await call(url, `${V1}/invites/${id}/resend/`, { token: actor.token, headers: actor.headers, method: 'POST' });
        expect(resend.status, actor.label).toBe(status);
      }
    expect((await call(url, `${V1}/escrow-agent/compulsion-requests/`)).status).toBe(401);
  });

  test("organisation settings: each account reads only its own organisation's, only its admins change them; any other is 404 and unchanged", async () => {
    const db = registry.registry.db;
    const snapshot = () => db.selectFrom('legal_organizations').selectAll().orderBy('id').execute();
    const before = JSON.stringify(await snapshot());
    const organizations = await db.selectFrom('legal_organizations').select('id').execute();
    for (const actor of actors) {
      const own = await get(actor, `${V1}/legal-organizations/${actor.organizationId}/`);
      expect(own.status, actor.label).toBe(200);
      const admin =
        (await db.selectFrom('accounts').select('role').where('id', '=', actor.headers['registry-account']!).executeTakeFirstOrThrow())
          .role === 'ADMIN';
      expect(own.body.viewer_can, actor.label).toEqual({ update: admin });
      for (const other of organizations.filter((row) => row.id !== actor.organizationId)) {
        const path = `${V1}/legal-organizations/${other.id}/`;
        expect((await get(actor, path)).status, `${actor.label} reads ${other.id}`).toBe(404);
        const write = await call(url, path, { token: actor.token, headers: actor.headers, method: 'PATCH', body: { name: 'Taken over' } });
        expect(write.status, `${actor.label} edits ${other.id}`).toBe(404);
      }
      if (!admin) {
        const refused = await call(url, `${V1}/legal-organizations/${actor.organizationId}/`, {
          token: actor.token,
          headers: actor.headers,
          method: 'PATCH',
          body: { name: 'Taken over' },
        });
        expect(refused.status, actor.label).toBe(403);
      }
    }
    expect(
      (await call(url, `${V1}/legal-organizations/${actors[0]!.organizationId}/`, { method: 'PATCH', body: { name: 'x' } })).status,
    ).toBe(401);
    expect(JSON.stringify(await snapshot())).toBe(before);
  });

  test("plans: only an organisation's admins start its trial or buy for it; any other organisation is 404, a member 403, and nothing changes", async () => {
    const db = registry.registry.db;
    const snapshot = async () => [
      await db
        .selectFrom('legal_organizations')
        .select(['id', 'service_stage', 'service_valid_to', 'trial_started_at', 'case_credits', 'per_case_billing'])
        .orderBy('id')
        .execute(),
      await db.selectFrom('plan_purchases').select('id').execute(),
    ];
    const before = JSON.stringify(await snapshot());
    const organizations = await db.selectFrom('legal_organizations').select('id').execute();
    const purchase = {
      selection: '100',
      idempotency_key: 'isolation-check-0001',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
    };
    for (const actor of actors) {
      const send = (path: string, method: string, body?: unknown) =>
        call(url, path, { token: actor.token, headers: actor.headers, method, body });
      for (const other of organizations.filter((row) => row.id !== actor.organizationId)) {
        const base = `${V1}/legal-organizations/${other.id}`;
        expect((await send(`${base}/start-trial/`, 'PUT')).status, `${actor.label} trial for ${other.id}`).toBe(404);
        expect((await send(`${base}/purchase/`, 'POST', purchase)).status, `${actor.label} buys for ${other.id}`).toBe(404);
        expect((await send(`${base}/plan-purchases/`, 'GET')).status, `${actor.label} reads ${other.id}`).toBe(404);
        const customer = await send(`${base}/create-stripe-user/`, 'PUT', { plan_type: '100', stripe_token: 'pm_card_visa' });
        expect(customer.status, `${actor.label} create-stripe-user for ${other.id}`).toBe(404);
      }
      const admin =
        (await db.selectFrom('accounts').select('role').where('id', '=', actor.headers['registry-account']!).executeTakeFirstOrThrow())
          .role === 'ADMIN';
      if (!admin) {
        const base = `${V1}/legal-organizations/${actor.organizationId}`;
        expect((await send(`${base}/start-trial/`, 'PUT')).status, actor.label).toBe(403);
        expect((await send(`${base}/purchase/`, 'POST', purchase)).status, actor.label).toBe(403);
      }
    }
    expect((await call(url, `${V1}/legal-organizations/${actors[0]!.organizationId}/start-trial/`, { method: 'PUT' })).status).toBe(401);
    expect(JSON.stringify(await snapshot())).toBe(before);
  });
});
