// The outbox stream says what changed and wakes on commit: each event names its type, its change, the objects it is
// about and a version (its id), and reaches an open stream as soon as the writing transaction commits, with the
// fallback poll set out of reach. A transaction that has not committed (or rolled back) delivers nothing.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestRegistry, DEMO_EMAILS, loginAs, type TestRegistry } from '../../registry/testing.ts';
import { caseAudience, emitEvents } from '../../registry/domain/outbox.ts';
import { call, createUser, readEvents, V1, type SseEvent } from './helpers.ts';

let registry: TestRegistry;
let url: string;
let lawFirm: string;
let caseId: string;
const service = () => ({ authorization: `Service ${registry.serviceKey}` });

beforeAll(async () => {
  // A minute between polls: anything that arrives sooner was woken by the commit.
  registry = await startTestRegistry({ eventPollMs: 60_000 });
  url = registry.url;
  lawFirm = await loginAs(url, DEMO_EMAILS.lawFirm);
  caseId = (await call(url, `${V1}/escrow-agent/portfolio/?page_size=1`, { token: lawFirm })).body.results[0].id;
});
afterAll(() => registry?.close());

/** Opens a stream from the present and gives it time to connect before `write` runs. */
async function eventsOf(
  write: () => Promise<unknown>,
  count: number,
  timeoutMs = 3000,
): Promise<{ events: SseEvent[]; elapsedMs: number }> {
  // The previous write's jobs (notifications) write events of their own: let them finish first.
  await registry.registry.adapters.jobs.idle();
  const stream = readEvents(`${url}${V1}/events/`, service(), count, timeoutMs);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const started = performance.now();
  await write();
  const { status, events } = await stream;
  expect(status).toBe(200);
  // The write's own events come first; its notification jobs' per-user events may arrive in the same read.
  return { events: events.filter((event) => !event.event.startsWith('notification.')), elapsedMs: performance.now() - started };
}

describe('events say what changed', () => {
  test('a status change: case.updated and activity.created, both `status`, with ids and a version; woken by the commit', async () => {
    const { events, elapsedMs } = await eventsOf(
      () => call(url, `${V1}/escrow-agent/portfolio/${caseId}/`, { token: lawFirm, method: 'PATCH', body: { status_no_change: true } }),
      2,
    );
    expect(events.map((event) => [event.event, event.data.change])).toEqual([
      ['case.updated', 'status'],
      ['activity.created', 'status'],
    ]);
    const [updated, created] = events;
    expect(updated!.data).toMatchObject({
      case_id: caseId,
      lien_id: null,
      thread_id: null,
      activity_id: expect.any(String),
      version: Number(updated!.id),
    });
    expect(created!.data.activity_id).toBe(updated!.data.activity_id);
    expect(created!.data.version).toBeGreaterThan(updated!.data.version);
    // Not the minute-long poll.
    expect(elapsedMs).toBeLessThan(2000);
  });

  test('a tag added: case.updated `tags`, to the tagging organisation only', async () => {
    const tag = (await call(url, `${V1}/tags/`, { token: lawFirm, method: 'POST', body: { name: 'Live' } })).body;
    const own = (await call(url, `${V1}/escrow-agent/portfolio/${caseId}/`, { token: lawFirm })).body.law_firm.id;
    const { events } = await eventsOf(
      () => call(url, `${V1}/case-tags/`, { token: lawFirm, method: 'POST', body: { case: caseId, tag: tag.id } }),
      1,
    );
    expect(events[0]!.data).toMatchObject({
      type: 'case.updated',
      change: 'tags',
      case_id: caseId,
      activity_id: null,
      organization_ids: [own],
    });
  });

  test('an event reaches the stream only when its transaction commits, and never when it rolls back', async () => {
    const db = registry.registry.db;
    const { events, elapsedMs } = await eventsOf(
      async () => {
        await db
          .transaction()
          .execute(async (trx) => {
            await emitEvents(trx, [{ type: 'case.updated', change: 'details', caseId, organizationIds: await caseAudience(trx, caseId) }]);
            throw new Error('rolled back');
          })
          .catch(() => undefined);
        await db.transaction().execute(async (trx) => {
          await emitEvents(trx, [{ type: 'case.updated', change: 'status', caseId, organizationIds: await caseAudience(trx, caseId) }]);
          await new Promise((resolve) => setTimeout(resolve, 400));
        });
      },
      2,
      2500,
    );
    // The rolled-back event never comes (the stream waited for a second one until its time ran out); the committed
    // one came without the poll.
    expect(events.map((event) => event.data.change)).toEqual(['status']);
    expect(elapsedMs).toBeLessThan(2500 + 400);
  });

  test("a share-documents toggle is `lien_documents` (it changes the case's Inbox too)", async () => {
    const provider = await loginAs(url, DEMO_EMAILS.provider);
    const lien = (await call(url, `${V1}/lienholder/portfolio/?page_size=off`, { token: provider })).body.results.find(
      (c: any) => c.user_lien,
    ).user_lien;
    const { events } = await eventsOf(
      () =>
        call(url, `${V1}/beta/lienholder/liens/${lien.id}/`, {
          token: provider,
          method: 'PATCH',
          body: { share_documents: !lien.share_documents },
        }),
      2,
    );
    expect(events.map((event) => [event.event, event.data.change])).toEqual([
      ['lien.updated', 'lien_documents'],
      ['activity.created', 'lien_documents'],
    ]);
    expect(events[0]!.data.lien_id).toBe(lien.id);
  });
});

describe('live deliveries: admitted by the registry and logged', () => {
  test("the BFF asks before pushing an event's data: live sessions of the addressed organisation's users are admitted and logged", async () => {
    const db = registry.registry.db;
    await call(url, `${V1}/escrow-agent/portfolio/${caseId}/`, { token: lawFirm, method: 'PATCH', body: { status_no_change: true } });
    const event = await db
      .selectFrom('events')
      .selectAll()
      .where('case_id', '=', caseId)
      .where('type', '=', 'case.updated')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const firmId = (await call(url, `${V1}/escrow-agent/portfolio/${caseId}/`, { token: lawFirm })).body.law_firm.id;
    const password = 'delivery-password';
    const colleague = await createUser(db, { password, organizationId: firmId });
    const ended = await createUser(db, { password, organizationId: firmId });
    const outsider = await createUser(db, { password });
    const sessionOf = async (email: string) => String(decodeJwt(await loginAs(url, email, password)).sid);
    const [colleagueSession, endedSession, outsiderSession] = await Promise.all(
      [colleague, ended, outsider].map((user) => sessionOf(user.email)),
    );
    await db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', endedSession).execute();
    const path = `${V1}/events/${event.id}/deliveries/`;
    const recipients = [
      { user_id: colleague.userId, session_id: colleagueSession },
      { user_id: ended.userId, session_id: endedSession, impersonator_id: null },
      { user_id: outsider.userId, session_id: outsiderSession },
      // Someone else's session is no credential: the outsider's session, named for the colleague, is refused.
      { user_id: colleague.userId, session_id: outsiderSession },
    ];
    const body = { organization_id: firmId, recipients };

    expect((await call(url, path, { method: 'POST', body, token: lawFirm })).status).toBe(401);
    expect(
      (await call(url, path, { method: 'POST', body: { organization_id: outsider.organizationId, recipients }, headers: service() }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(url, path, {
          method: 'POST',
          body: { organization_id: firmId, recipients: [{ user_id: colleague.userId }] },
          headers: service(),
        })
      ).status,
    ).toBe(400);
    const answer = await call(url, path, { method: 'POST', body, headers: service() });
    expect(answer.status).toBe(200);
    expect([...answer.body.refused].sort()).toEqual([endedSession, outsiderSession].sort());

    const logged = await db
      .selectFrom('access_log')
      .selectAll()
      .where('user_id', 'in', [colleague.userId, ended.userId, outsider.userId])
      .where('action', '=', 'view')
      .execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      user_id: colleague.userId,
      organization_id: firmId,
      object_type: 'case',
      object_ids: [caseId],
      case_ids: [caseId],
    });
  });
});
