// What a live subscriber missed while its connection was down: the committed events after the last one it saw that
// its organisation was told of. Bounded twice so a long absence costs the store little: at most REPLAY_SCAN events
// of anyone are looked at and at most REPLAY_LIMIT returned; beyond either the answer is "incomplete" and the client
// refetches what it shows instead (a resync).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { eventJson, latestEventId } from './outbox.ts';

/**
 * Events (of every organisation) after the subscriber's last one that a replay looks through. A chat message in an
 * organisation of 1,000 users adds 1,000 notification events (one per user): at 10,000, ten missed messages there
 * were already a resync.
 */
export const REPLAY_SCAN = 100_000;
/** Events of the subscriber's organisation a replay returns at most. */
export const REPLAY_LIMIT = 500;

export type ReplayedEvent = ReturnType<typeof eventJson>;

export interface Replay {
  /** True when `results` holds every event after `after` addressed to the organisation (of the case, when asked). */
  complete: boolean;
  /** The events in id order; empty when incomplete. */
  results: ReplayedEvent[];
  /**
   * The newest event id as the replay began (read first: later rows may follow in `results`): a client that resyncs
   * resumes from here.
   */
  latest: number;
}

export async function replayEvents(
  db: Kysely<Database>,
  query: { after: number; organizationId: string; userId: string; caseId?: string | null },
  bounds: { scan: number; limit: number } = { scan: REPLAY_SCAN, limit: REPLAY_LIMIT },
): Promise<Replay> {
  const latest = await latestEventId(db);
  // A position the store never reached belongs to another store (or a reset one).
  if (query.after > latest) return { complete: false, results: [], latest };
  const window = await db
    .selectFrom('events')
    .select('id')
    .where('id', '>', query.after)
    .orderBy('id')
    .offset(bounds.scan)
    .limit(1)
    .executeTakeFirst();
  if (window) return { complete: false, results: [], latest };
  let rows = db
    .selectFrom('events')
    .selectAll()
    .where('id', '>', query.after)
    .where(sql<boolean>`${query.organizationId}::uuid = any(organization_ids)`)
    // An event for one user (a notification's) is replayed to that user only.
    .where(sql<boolean>`(user_id is null or user_id = ${query.userId}::uuid)`)
    .orderBy('id')
    .limit(bounds.limit + 1);
  if (query.caseId) rows = rows.where('case_id', '=', query.caseId);
  const found = await rows.execute();
  if (found.length > bounds.limit) return { complete: false, results: [], latest };
  return { complete: true, results: found.map(eventJson), latest };
}
