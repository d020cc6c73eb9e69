// The outbox stream says what changed and wakes on commit: each event names its type, its change, the objects it is
// about and a version (its id), and reaches an open stream as soon as the writing transaction commits, with the
// fallback poll set out of reach. A transaction that has not committed (or rolled back) delivers nothing.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestRegistry, DEMO_EMAILS, loginAs, type TestRegistry } from '../../registry/testing.ts';
import { caseAudience, emitEvents } from '../../registry/domain/outbox.ts';
import { call, readEvents, V1, type SseEvent } from './helpers.ts';

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
async function eventsOf(write: () => Promise<unknown>, count: number, timeoutMs = 3000): Promise<{ events: SseEvent[]; elapsedMs: number }> {
  const stream = readEvents(`${url}${V1}/events/`, service(), count, timeoutMs);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const started = performance.now();
  await write();
  const { status, events } = await stream;
  expect(status).toBe(200);
  return { events, elapsedMs: performance.now() - started };
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
    expect(updated!.data).toMatchObject({ case_id: caseId, lien_id: null, thread_id: null, activity_id: expect.any(String), version: Number(updated!.id) });
    expect(created!.data.activity_id).toBe(updated!.data.activity_id);
    expect(created!.data.version).toBeGreaterThan(updated!.data.version);
    // Not the minute-long poll.
    expect(elapsedMs).toBeLessThan(2000);
  });

  test('a tag added: case.updated `tags`, to the tagging organisation only', async () => {
    const tag = (await call(url, `${V1}/tags/`, { token: lawFirm, method: 'POST', body: { name: 'Live' } })).body;
    const own = (await call(url, `${V1}/escrow-agent/portfolio/${caseId}/`, { token: lawFirm })).body.law_firm.id;
    const { events } = await eventsOf(() => call(url, `${V1}/case-tags/`, { token: lawFirm, method: 'POST', body: { case: caseId, tag: tag.id } }), 1);
    expect(events[0]!.data).toMatchObject({ type: 'case.updated', change: 'tags', case_id: caseId, activity_id: null, organization_ids: [own] });
  });

  test('an event reaches the stream only when its transaction commits, and never when it rolls back', async () => {
    const db = registry.registry.db;
    const { events, elapsedMs } = await eventsOf(async () => {
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
    }, 2, 2500);
    // The rolled-back event never comes (the stream waited for a second one until its time ran out); the committed
    // one came without the poll.
    expect(events.map((event) => event.data.change)).toEqual(['status']);
    expect(elapsedMs).toBeLessThan(2500 + 400);
  });
});
