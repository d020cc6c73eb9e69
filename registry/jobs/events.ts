// Registry events → jobs. The dispatcher follows the committed events table (the outbox every write appends to,
// registry/domain/outbox.ts) from a durable cursor, asks every subscriber which jobs an event needs, queues them
// under idempotency keys that carry the event id, then moves the cursor. Woken by the events NOTIFY, with a slow poll
// as a floor; events committed while the registry was down are dispatched on start. A fresh database starts at the
// newest event (history is not fanned out).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { JobRunner } from '../adapters/jobs.ts';
import { EVENTS_CHANNEL, eventsAfter, latestEventId } from '../domain/outbox.ts';

/** A committed registry event, as the events stream sends it. */
export type OutboxEventRow = Awaited<ReturnType<typeof eventsAfter>>[number];

/** A job an event needs; `key` makes it idempotent (the dispatcher prefixes it with the event id). */
export interface EventJob {
  name: string;
  payload: unknown;
  key: string;
}

export type EventJobSubscriber = (event: OutboxEventRow) => EventJob[] | Promise<EventJob[]>;

export interface EventDispatcherOptions {
  db: Kysely<Database>;
  jobs: JobRunner;
  subscribers: readonly EventJobSubscriber[];
  /** Wakes the dispatcher on each committed write (registry/db/database.ts `listen`). */
  listen?: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
  /** The fallback poll (default 5 s). */
  pollMs?: number;
  /** How long after a commit's wake-up the dispatcher reads (default 100 ms). */
  settleMs?: number;
  /** Events read per round (default 200). */
  batchSize?: number;
  onError?: (error: unknown) => void;
}

export interface EventDispatcher {
  start(): Promise<void>;
  /** Dispatches everything committed so far; answers how many jobs it queued. */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

const CURSOR = 'jobs';
const SUBSCRIBER_TRIES = 3;

/** The job key for one subscriber job of one event. */
export const eventJobKey = (eventId: number, job: EventJob) => `event:${eventId}:${job.key}`;

export function createEventDispatcher(options: EventDispatcherOptions): EventDispatcher {
  const { db, jobs, subscribers } = options;
  const batchSize = options.batchSize ?? 200;
  const onError = options.onError ?? (() => undefined);
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let unlisten: (() => Promise<void>) | null = null;
  let timer: NodeJS.Timeout | null = null;

  const readCursor = async () => {
    const row = await db.selectFrom('job_dispatch_cursors').select('last_event_id').where('name', '=', CURSOR).executeTakeFirst();
    return row ? Number(row.last_event_id) : null;
  };

  // A subscriber that throws holds the cursor (the event is tried again at the next wake or poll); after
  // SUBSCRIBER_TRIES failures on one event it is skipped for that subscriber, so one bug cannot stop every slice's jobs.
  const failures = new Map<string, number>();
  const ask = async (subscriber: EventJobSubscriber, index: number, event: OutboxEventRow): Promise<EventJob[]> => {
    try {
      return await subscriber(event);
    } catch (error) {
      const key = `${event.id}:${index}`;
      const tries = (failures.get(key) ?? 0) + 1;
      failures.set(key, tries);
      if (tries < SUBSCRIBER_TRIES) throw error;
      failures.delete(key);
      onError(
        new Error(`jobs: event ${event.id} (${event.type} ${event.change ?? ''}) skipped by subscriber ${index} after ${tries} failures`, {
          cause: error,
        }),
      );
      return [];
    }
  };

  const round = async (): Promise<number> => {
    let queued = 0;
    for (;;) {
      const last = (await readCursor()) ?? 0;
      const events = await eventsAfter(db, last, batchSize);
      if (!events.length || stopped) return queued;
      for (const event of events) {
        for (const [index, subscriber] of subscribers.entries()) {
          for (const job of await ask(subscriber, index, event)) {
            const id = await jobs.enqueue(job.name, job.payload, { key: eventJobKey(event.id, job) });
            if (id) queued += 1;
          }
        }
      }
      // The batch's jobs are stored before the cursor passes it; a crash in between queues them again under the same
      // keys, which the runner ignores. Several registry processes may dispatch the same events the same way.
      await db
        .updateTable('job_dispatch_cursors')
        .set({ last_event_id: sql<number>`greatest(last_event_id, ${events.at(-1)!.id})`, updated_at: sql<Date>`now()` })
        .where('name', '=', CURSOR)
        .execute();
    }
  };

  const flush = (): Promise<number> => {
    if (running) {
      // The running loop goes round once more and sees what was committed since.
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await round();
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  };

  // A commit wakes the dispatcher a moment later rather than at once: the requests that commit (and the live updates
  // they start) go first, and the events of a burst are dispatched in one round.
  let settling: NodeJS.Timeout | null = null;
  const wake = () => {
    if (stopped || settling) return;
    settling = setTimeout(() => {
      settling = null;
      if (!stopped) flush().catch(onError);
    }, options.settleMs ?? 100);
  };

  return {
    async start() {
      await db
        .insertInto('job_dispatch_cursors')
        .values({ name: CURSOR, last_event_id: await latestEventId(db) })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      if (options.listen) unlisten = await options.listen(EVENTS_CHANNEL, wake);
      const poll = () => {
        timer = setTimeout(() => {
          wake();
          if (!stopped) poll();
        }, options.pollMs ?? 5_000);
        timer.unref();
      };
      poll();
      await flush();
    },
    flush,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (settling) clearTimeout(settling);
      await unlisten?.();
      await running?.catch(() => undefined);
    },
  };
}
