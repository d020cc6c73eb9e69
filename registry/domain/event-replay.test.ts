// The replay's two bounds: other users' notification events count toward the scan window (they are rows to look
// through) but are never replayed; past the window, or past the limit of the organisation's events, it is a resync.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestRegistry, type TestRegistry } from '../testing.ts';
import { replayEvents } from './event-replay.ts';

let registry: TestRegistry;
beforeAll(async () => {
  registry = await startTestRegistry({ seed: false });
});
afterAll(() => registry?.close());

test('other users’ notification events fill the scan window without being replayed; beyond a bound it is a resync', async () => {
  const db = registry.registry.db;
  const org = randomUUID();
  const me = randomUUID();
  const other = randomUUID();
  const insert = (userId: string | null) =>
    db
      .insertInto('events')
      .values({
        type: userId ? 'notification.created' : 'case.updated',
        case_id: null,
        lien_id: null,
        activity_id: null,
        organization_ids: [org],
        user_id: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const { id: after } = await insert(null);
  const mine = await insert(me);
  for (let i = 0; i < 4; i++) await insert(other);
  const shared = await insert(null);
  const query = { after, organizationId: org, userId: me };

  const replay = await replayEvents(db, query, { scan: 6, limit: 2 });
  expect(replay.complete).toBe(true);
  expect(replay.results.map((event) => event.id)).toEqual([mine.id, shared.id]);
  // Six events to look through: a window of five is exceeded.
  expect(await replayEvents(db, query, { scan: 5, limit: 2 })).toMatchObject({ complete: false, results: [] });
  // Two of the organisation's events for this user: a limit of one is exceeded.
  expect(await replayEvents(db, query, { scan: 6, limit: 1 })).toMatchObject({ complete: false, results: [] });
});
