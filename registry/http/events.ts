// The outbox as a Server-Sent Events stream for the BFF (service credential only). A reconnect with
// Last-Event-ID (header or ?last_event_id=) replays everything after it; new rows are picked up by a short
// poll, which works the same on PGlite and PostgreSQL; a comment line every heartbeat keeps proxies from
// closing an idle stream.
import type { FastifyInstance } from 'fastify';
import { validationError } from '../domain/errors.ts';
import { iso } from '../domain/serialize.ts';
import type { RouteDeps } from './types.ts';

export interface EventStreamOptions {
  pollMs: number;
  heartbeatMs: number;
}

const BATCH = 500;

export function eventRoutes(app: FastifyInstance, { db }: RouteDeps, options: EventStreamOptions): void {
  const open = new Set<() => void>();
  // Open streams would keep the server from closing: end them first.
  app.addHook('preClose', async () => {
    for (const end of open) end();
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
      const row = await db.selectFrom('events').select((eb) => eb.fn.max('id').as('max')).executeTakeFirst();
      last = Number(row?.max ?? 0);
    }

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
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), options.heartbeatMs);
    const end = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(pollTimer);
      open.delete(end);
      res.end();
    };
    open.add(end);
    request.raw.on('close', end);

    const poll = async () => {
      try {
        for (;;) {
          const rows = await db.selectFrom('events').selectAll().where('id', '>', last).orderBy('id').limit(BATCH).execute();
          if (closed) return;
          for (const row of rows) {
            const data = {
              id: Number(row.id),
              type: row.type,
              case_id: row.case_id,
              lien_id: row.lien_id,
              activity_id: row.activity_id,
              organization_ids: row.organization_ids,
              session_id: row.session_id,
              created_at: iso(row.created_at),
            };
            res.write(`id: ${data.id}\nevent: ${row.type}\ndata: ${JSON.stringify(data)}\n\n`);
            last = data.id;
          }
          if (rows.length < BATCH) break;
        }
        pollTimer = setTimeout(poll, options.pollMs);
      } catch (error) {
        request.log.warn({ err: error }, 'event stream stopped');
        end();
      }
    };
    await poll();
  });
}
