// The outbox as a Server-Sent Events stream for the BFF (service credential only). A reconnect with
// Last-Event-ID (header or ?last_event_id=) replays everything after it. New rows are read as soon as the writing
// transaction commits: the write NOTIFYs (outbox.ts), and the route holds one listening connection for all of its
// streams (not one per stream); a slow poll stays as a fallback should a notification be lost (a listener
// reconnecting). A comment line every heartbeat keeps proxies from closing an idle stream.
import type { FastifyInstance } from 'fastify';
import { MESSAGES, notFound, validationError } from '../domain/errors.ts';
import { replayEvents } from '../domain/event-replay.ts';
import { isUuid } from '../domain/ids.ts';
import { EVENTS_CHANNEL, eventsAfter, latestEventId, recordLiveDeliveries, type LiveRecipient } from '../domain/outbox.ts';
import { contextOf, viewerOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';

export interface EventStreamOptions {
  /** The fallback poll: how long a stream waits for a notification before it looks anyway. */
  pollMs: number;
  heartbeatMs: number;
  /** Subscribes to the store's notifications (database.ts); without it the streams only poll. */
  listen?: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
}

const BATCH = 500;

export function eventRoutes(app: FastifyInstance, { db }: RouteDeps, options: EventStreamOptions): void {
  const open = new Set<() => void>();
  /** Each open stream's "read now". */
  const wakers = new Set<() => void>();
  let listening: Promise<(() => Promise<void>) | null> | null = null;
  const listen = () => {
    listening ??= options.listen
      ? options
          .listen(EVENTS_CHANNEL, () => {
            for (const wake of wakers) wake();
          })
          .catch((error: unknown) => {
            app.log.warn({ err: error }, 'could not listen for event notifications; the event stream polls');
            listening = null;
            return null;
          })
      : Promise.resolve(null);
    return listening;
  };
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    for (const end of open) end();
    const stop = await listening;
    await stop?.();
  });

  // The BFF read what one event changed once for an organisation's live subscribers: before pushing it to the
  // others it asks which of them may still receive it, and the access log records those (outbox.ts).
  app.post('/api/registry/v1/events/:id/deliveries/', { config: { permission: 'service' } }, async (request) => {
    const eventId = Number((request.params as { id: string }).id);
    const body = (request.body ?? {}) as { organization_id?: unknown; recipients?: unknown };
    const recipients = Array.isArray(body.recipients) ? (body.recipients as Array<Record<string, unknown> | null>) : null;
    const valid =
      typeof body.organization_id === 'string' &&
      recipients?.every(
        (recipient) =>
          typeof recipient?.user_id === 'string' &&
          typeof recipient.session_id === 'string' &&
          (recipient.impersonator_id == null || typeof recipient.impersonator_id === 'string'),
      );
    if (!Number.isSafeInteger(eventId) || !valid || !recipients) {
      throw validationError({
        non_field_errors: ['organization_id and recipients [{user_id, session_id, impersonator_id}] are required.'],
      });
    }
    const outcome = await recordLiveDeliveries(db, {
      eventId,
      organizationId: body.organization_id as string,
      recipients: recipients.map((recipient): LiveRecipient => ({
        userId: recipient!.user_id as string,
        sessionId: recipient!.session_id as string,
        impersonatorId: (recipient!.impersonator_id as string | null | undefined) ?? null,
      })),
      requestId: String(request.id),
      address: request.ip ?? '',
    });
    if (!outcome) throw notFound();
    return outcome;
  });

  // A live subscriber back after a dropped connection: the events after its last one that its organisation was told
  // of (of one case, with ?case=), so the BFF can load and send what it missed. Ids and kinds only, no health data:
  // the BFF then reads the objects as the subscriber, and those reads are logged as usual.
  app.get('/api/registry/v1/events/replay/', { config: { permission: 'account', audit: 'none' } }, async (request) => {
    const query = request.query as Record<string, string | undefined>;
    const after = Number(query.after);
    const caseId = query.case || null;
    const errors: Record<string, string[]> = {};
    if (!query.after || !/^\d+$/.test(query.after) || !Number.isSafeInteger(after)) errors.after = ['A valid integer is required.'];
    if (caseId !== null && !isUuid(caseId)) errors.case = [MESSAGES.invalidUuid];
    if (Object.keys(errors).length) throw validationError(errors);
    return replayEvents(db, { after, organizationId: viewerOf(request).organizationId, userId: contextOf(request).user.id, caseId });
  });

  app.get('/api/registry/v1/events/', { config: { permission: 'service' } }, async (request, reply) => {
    const given = request.headers['last-event-id'] ?? (request.query as Record<string, string | undefined>).last_event_id;
    const raw = Array.isArray(given) ? given[0] : given;
    let last: number;
    if (raw !== undefined && raw !== '') {
      last = Number(raw);
      if (!Number.isSafeInteger(last) || last < 0) throw validationError({ last_event_id: ['A valid integer is required.'] });
    } else {
      // A fresh subscriber starts at the present.
      last = await latestEventId(db);
    }
    // Listening before the first read: a commit between that read and the listener would otherwise wait a poll.
    await listen();

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: 1000\n: stream from ${last}\n\n`);

    let closed = false;
    let pollTimer: NodeJS.Timeout | undefined;
    /** A read is under way; `again` asks it to read once more when it ends (a notification came meanwhile). */
    let reading = false;
    let again = false;
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), options.heartbeatMs);
    const end = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(pollTimer);
      open.delete(end);
      wakers.delete(wake);
      res.end();
    };
    open.add(end);
    request.raw.on('close', end);

    const read = async () => {
      for (;;) {
        const rows = await eventsAfter(db, last, BATCH);
        if (closed) return;
        for (const data of rows) {
          res.write(`id: ${data.id}\nevent: ${data.type}\ndata: ${JSON.stringify(data)}\n\n`);
          last = data.id;
        }
        if (rows.length < BATCH) return;
      }
    };
    const poll = async () => {
      if (closed) return;
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      clearTimeout(pollTimer);
      try {
        do {
          again = false;
          await read();
        } while (again && !closed);
        if (!closed) pollTimer = setTimeout(poll, options.pollMs);
      } catch (error) {
        request.log.warn({ err: error }, 'event stream stopped');
        end();
      } finally {
        reading = false;
      }
    };
    const wake = () => void poll();
    wakers.add(wake);
    await poll();
  });
}
