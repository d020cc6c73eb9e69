// The organisation's users (spec section 7, account management) and invitation acceptance (DECISIONS 6):
// - accounts/ list (any member, `page_size=off` or paged), invite (admin), PUT accounts/<id>/ names and role (admin),
//   DELETE accounts/<id>/ deactivate (admin), PUT accounts/<id>/resend-invite/ (admin); another organisation's
//   account → 404, a non-admin → 403 (domain/users/index.ts);
// - register/verify-invite/ and register/accept-invite/: public, rate-limited per address like every public form
//   (domain/users/acceptance.ts).
// None of these touch health data, so none writes the access log.
import type { FastifyInstance } from 'fastify';
import { acceptInvitation, verifyInvitation } from '../auth/invitation-acceptance.ts';
import {
  deactivateOrganizationUser,
  inviteUser,
  listOrganizationUsers,
  resendInvitation,
  updateOrganizationUser,
} from '../domain/users/index.ts';
import type { Query } from '../domain/paging.ts';
import { contextOf, viewerOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';
import { parsePage, parsePageSize } from '../domain/paging.ts';
import { pageUrl } from './paging.ts';

const BASE = '/api/registry/v1';

export function userRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, adapters, settings } = deps;
  const member = { config: { permission: 'account' as const, audit: 'none' as const } };
  const publicForm = { config: { permission: 'public' as const, audit: 'none' as const }, preHandler: app.publicFormLimit };
  const idOf = (params: unknown) => (params as { id: string }).id;

  app.get(`${BASE}/accounts/`, member, async (request) => {
    const query = request.query as Query;
    const pageSize = parsePageSize(query.page_size);
    const page = parsePage(query.page) ?? 1;
    const all = await listOrganizationUsers(db, contextOf(request), viewerOf(request));
    if (pageSize === 'off') return { count: all.length, next: null, previous: null, results: all };
    const start = (page - 1) * pageSize;
    return {
      count: all.length,
      next: start + pageSize < all.length ? pageUrl(request, { page: String(page + 1) }) : null,
      previous: page > 1 ? pageUrl(request, { page: page === 2 ? null : String(page - 1) }) : null,
      results: all.slice(start, start + pageSize),
    };
  });

  app.post(`${BASE}/accounts/`, member, async (request, reply) =>
    reply.code(201).send(await inviteUser(db, adapters.jobs, settings, contextOf(request), viewerOf(request), request.body)),
  );

  app.put(`${BASE}/accounts/:id/`, member, async (request) =>
    updateOrganizationUser(db, contextOf(request), viewerOf(request), idOf(request.params), request.body),
  );

  app.delete(`${BASE}/accounts/:id/`, member, async (request, reply) => {
    await deactivateOrganizationUser(db, contextOf(request), viewerOf(request), idOf(request.params));
    return reply.code(204).send();
  });

  app.put(`${BASE}/accounts/:id/resend-invite/`, member, async (request) =>
    resendInvitation(db, adapters.jobs, settings, contextOf(request), viewerOf(request), idOf(request.params)),
  );

  app.post(`${BASE}/register/verify-invite/`, publicForm, async (request) => {
    const verified = await verifyInvitation(db, request.body);
    if (verified.redirect) return { redirect: true };
    const { redirect: _redirect, ...invitation } = verified;
    return invitation;
  });

  app.post(`${BASE}/register/accept-invite/`, publicForm, async (request, reply) => {
    const { redirect } = await acceptInvitation(db, request.body);
    return redirect ? reply.code(200).send({ redirect: true }) : reply.code(204).send();
  });
}
