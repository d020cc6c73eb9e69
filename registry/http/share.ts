// Shareable case links (the rules are in domain/share.ts).
import type { FastifyInstance } from 'fastify';
import { MESSAGES, notFound, validationError } from '../domain/errors.ts';
import { isUuid } from '../domain/ids.ts';
import { createShareLink, followShareLink } from '../domain/share.ts';
import { contextOf, viewerOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';

const SLUG = /^[A-Za-z0-9_-]{16,64}$/;

export function shareRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.post('/api/registry/v1/share/', { config: { permission: 'account', audit: 'share_link.create' } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.model !== 'case')
      throw validationError({ model: [body.model === undefined ? MESSAGES.required : `"${String(body.model)}" is not a valid choice.`] });
    const caseId = body.object_id;
    if (typeof caseId !== 'string' || !isUuid(caseId))
      throw validationError({ object_id: [caseId === undefined ? MESSAGES.required : MESSAGES.invalidUuid] });
    const id = await createShareLink(db, contextOf(request), viewer, caseId);
    return reply.code(201).send({ id, share_link: `/share/${id}` });
  });

  app.get('/api/registry/v1/share/:id/', { config: { permission: 'account', audit: 'share_link.view' } }, async (request) => {
    const { id } = request.params as { id: string };
    if (!SLUG.test(id)) throw notFound();
    const caseId = await followShareLink(db, viewerOf(request), id);
    if (!caseId) throw notFound();
    return { model: 'case', object_id: caseId, redirect: `/portfolio/${caseId}` };
  });
}
