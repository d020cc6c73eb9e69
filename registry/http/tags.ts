// Tag routes, for either side: the caller's own tags (list, create) and its tags on the cases it sees.
import type { FastifyInstance } from 'fastify';
import { MESSAGES, notFound, validationError } from '../domain/errors.ts';
import { isUuid } from '../domain/ids.ts';
import { parsePageSize, type Query } from '../domain/paging.ts';
import {
  addCaseTag,
  createTag,
  caseTagsOf,
  findCaseTag,
  ownTagsMatching,
  parseNewCaseTag,
  parseNewTag,
  removeCaseTag,
  requireTagFeature,
  serializeCaseTag,
  serializeTag,
} from '../domain/tags.ts';
import { contextOf, viewerOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';

export function tagRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/api/registry/v1/tags/', { config: { permission: 'account', audit: 'none' } }, async (request) => {
    const viewer = viewerOf(request);
    const query = request.query as Query;
    const size = parsePageSize(query.page_size);
    const { count, rows } = await ownTagsMatching(db, viewer, query.search ?? '', size);
    // Only the first page is served: the picker narrows by search rather than paging.
    return { count, next: null, previous: null, results: rows.map(serializeTag) };
  });

  app.post('/api/registry/v1/tags/', { config: { permission: 'account', audit: 'none' } }, async (request, reply) => {
    const viewer = viewerOf(request);
    requireTagFeature(contextOf(request));
    const tag = await createTag(db, viewer, parseNewTag(request.body, viewer));
    return reply.code(201).send(serializeTag(tag));
  });

  app.get('/api/registry/v1/case-tags/', { config: { permission: 'account', audit: 'case_tag.list' } }, async (request) => {
    const viewer = viewerOf(request);
    const cases = ((request.query as Query).case ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    if (!cases.length) throw validationError({ case: [MESSAGES.required] });
    if (cases.some((id) => !isUuid(id))) throw validationError({ case: [MESSAGES.invalidUuid] });
    const rows = await caseTagsOf(db, viewer, cases);
    return { count: rows.length, next: null, previous: null, results: rows.map(serializeCaseTag) };
  });

  app.post('/api/registry/v1/case-tags/', { config: { permission: 'account', audit: 'case_tag.create' } }, async (request, reply) => {
    const viewer = viewerOf(request);
    requireTagFeature(contextOf(request));
    const { caseId, tagId } = parseNewCaseTag(request.body);
    const id = await addCaseTag(db, viewer, caseId, tagId);
    const row = await findCaseTag(db, viewer, id);
    return reply.code(201).send(serializeCaseTag(row));
  });

  app.delete('/api/registry/v1/case-tags/:id/', { config: { permission: 'account', audit: 'case_tag.delete' } }, async (request, reply) => {
    const viewer = viewerOf(request);
    requireTagFeature(contextOf(request));
    const { id } = request.params as { id: string };
    if (!isUuid(id)) throw notFound();
    await removeCaseTag(db, viewer, id);
    return reply.code(204).send();
  });
}
