// Provider invitations of law firms (DECISIONS.md 6; registry/domain/provider-invitations/): invite a provider by
// e-mail, list the firm's invitations (newest first, paged), read one, resend one. Law-firm accounts only; another firm's
// invitation is 404.
import type { FastifyInstance } from 'fastify';
import {
  createInvitation,
  findInvitation,
  invitationsOf,
  markResent,
  parseNewInvitation,
  sendInvitationMail,
  serializeInvitation,
} from '../domain/provider-invitations/index.ts';
import { notFound } from '../domain/errors.ts';
import type { Query } from '../domain/paging.ts';
import { offsetPage } from './paging.ts';
import { contextOf, viewerOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';

const BASE = '/api/registry/v1';

export function providerInvitationRoutes(app: FastifyInstance, { db, adapters, settings }: RouteDeps): void {
  const mail = async (request: { log: { error: (...args: unknown[]) => void } }, row: Parameters<typeof sendInvitationMail>[2]) =>
    // The invitation stands even if queueing its e-mail fails (logged); Resend sends it again.
    sendInvitationMail(adapters.jobs, settings, row).catch((error: unknown) =>
      request.log.error({ err: error, invitationId: row.id }, 'provider invitation: the e-mail could not be queued'),
    );

  app.post(`${BASE}/invites/`, { config: { permission: 'law-firm', audit: 'none' } }, async (request, reply) => {
    const row = await createInvitation(db, contextOf(request), viewerOf(request), parseNewInvitation(request.body));
    await mail(request, row);
    return reply.code(201).send(serializeInvitation(row));
  });

  app.get(`${BASE}/escrow-agent/compulsion-requests/`, { config: { permission: 'law-firm', audit: 'none' } }, async (request) =>
    offsetPage(request, request.query as Query, invitationsOf(db, viewerOf(request)), (rows) => rows.map(serializeInvitation)),
  );

  app.get<{ Params: { id: string } }>(`${BASE}/invites/:id/`, { config: { permission: 'law-firm', audit: 'none' } }, async (request) => {
    const row = await findInvitation(db, viewerOf(request), request.params.id);
    if (!row) throw notFound();
    return serializeInvitation(row);
  });

  app.post<{ Params: { id: string } }>(
    `${BASE}/invites/:id/resend/`,
    { config: { permission: 'law-firm', audit: 'none' } },
    async (request) => {
      const row = await markResent(db, viewerOf(request), request.params.id);
      await mail(request, row);
      return serializeInvitation(row);
    },
  );
}
