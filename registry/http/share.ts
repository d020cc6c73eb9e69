// Shareable case links. Creating one needs the case to be visible to the caller; following one leads only
// someone who may see the case to it (anyone else gets 404, as for any case that is not theirs).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { visibleCases } from '../domain/case-visibility.ts';
import { MESSAGES, notFound, validationError } from '../domain/errors.ts';
import { isUuid } from '../domain/ids.ts';
import { contextOf, viewerOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';

const SLUG = /^[A-Za-z0-9_-]{16,64}$/;

export function shareRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.post('/api/registry/v1/share/', { config: { permission: 'account', audit: 'share_link.create' } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.model !== 'case') throw validationError({ model: [body.model === undefined ? MESSAGES.required : `"${String(body.model)}" is not a valid choice.`] });
    const caseId = body.object_id;
    if (typeof caseId !== 'string' || !isUuid(caseId)) throw validationError({ object_id: [caseId === undefined ? MESSAGES.required : MESSAGES.invalidUuid] });
    const visible = await visibleCases(db, viewer).select('c.id').where('c.id', '=', caseId).executeTakeFirst();
    if (!visible) throw validationError({ object_id: [MESSAGES.notFound] });
    const id = randomBytes(18).toString('base64url');
    // In a transaction of its own, so the access log's entry commits with the link (db/access-log-dialect.ts).
    await db.transaction().execute((trx) =>
      trx
        .insertInto('share_links')
        .values({ id, case_id: caseId, created_by_organization_id: viewer.organizationId, created_by_user_id: contextOf(request).user.id })
        .execute(),
    );
    return reply.code(201).send({ id, share_link: `/share/${id}` });
  });

  app.get('/api/registry/v1/share/:id/', { config: { permission: 'account', audit: 'share_link.view' } }, async (request) => {
    const viewer = viewerOf(request);
    const { id } = request.params as { id: string };
    if (!SLUG.test(id)) throw notFound();
    const link = await db.selectFrom('share_links').select('case_id').where('id', '=', id).executeTakeFirst();
    if (!link) throw notFound();
    const visible = await visibleCases(db, viewer).select('c.id').where('c.id', '=', link.case_id).executeTakeFirst();
    if (!visible) throw notFound();
    return { model: 'case', object_id: link.case_id, redirect: `/portfolio/${link.case_id}` };
  });
}
