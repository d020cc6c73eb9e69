// The registry's operating signals: request metrics, GET /readyz (the database answers, and no shutdown has
// begun), and the identity on every log line of a request once the permission hook has resolved it.
import type { Kysely } from 'kysely';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ping } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { RequestContext } from '../domain/context.ts';
import { instrumentHttp } from '../../ops/metrics.ts';
import type { Readiness, ReadinessCheck } from '../../ops/readiness.ts';

export function databaseCheck(db: Kysely<Database>): ReadinessCheck {
  return { name: 'database', check: () => ping(db) };
}

export function installObservability(app: FastifyInstance, readiness: Readiness): void {
  instrumentHttp(app, 'registry');
  app.get('/readyz', { config: { permission: 'public' } }, async (_request, reply) => {
    const report = await readiness.report();
    return reply
      .code(report.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(report.body);
  });
}

/** From here on, every log line of the request says who made it, for which organisation, and who impersonates. */
export function logIdentity(request: FastifyRequest, reply: FastifyReply, ctx: RequestContext): void {
  const log = request.log.child({
    userId: ctx.user.id,
    organizationId: ctx.organization?.id ?? null,
    ...(ctx.impersonatedBy ? { impersonatorId: ctx.impersonatedBy.id } : {}),
  });
  request.log = log;
  reply.log = log;
}
