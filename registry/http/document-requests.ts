// Document request routes of signed-in users: the case's law firm requests documents from a lien's lienholder (the
// lienholder's contacts get a one-time link by e-mail), both parties list and read the requests they are party to,
// and answer them (the lienholder's status, the law firm's note or close). Anyone else: 404.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../domain/errors.ts';
import {
  createRequest,
  findRequest,
  listRequests,
  parseNewRequest,
  parseRequestFilters,
  parseResponse,
  respondToRequest,
} from '../domain/document-requests/index.ts';
import { sendRequestLinks } from '../domain/document-requests/links.ts';
import type { Query } from '../domain/paging.ts';
import { contextOf, viewerOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';

const BASE = '/api/registry/v1';

export function documentRequestRoutes(app: FastifyInstance, { db, adapters, settings }: RouteDeps): void {
  app.post(
    `${BASE}/escrow-agent/lien-document-requests/`,
    { config: { permission: 'law-firm', audit: 'document_request.create' } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const id = await createRequest(db, contextOf(request), viewer, parseNewRequest(request.body));
      // After the commit: the links (tokens are stored hashed; the e-mails go through the mail job). The request stands
      // even if queueing them fails (logged as an error); the lienholder still has it in its Inbox.
      await sendRequestLinks(db, adapters.jobs, settings, id).catch((error: unknown) =>
        request.log.error({ err: error, documentRequestId: id }, 'document request: the links could not be queued'),
      );
      return reply.code(201).send(await findRequest(db, viewer, id));
    },
  );

  app.get(`${BASE}/:role/lien-document-requests/`, { config: { permission: 'role', audit: 'document_request.list' } }, async (request) => {
    const results = await listRequests(db, viewerOf(request), parseRequestFilters(request.query as Query));
    return { count: results.length, next: null, previous: null, results };
  });

  app.get(
    `${BASE}/:role/lien-document-requests/:id/`,
    { config: { permission: 'role', audit: 'document_request.view' } },
    async (request) => {
      const found = await findRequest(db, viewerOf(request), (request.params as { id: string }).id);
      if (!found) throw notFound();
      return found;
    },
  );

  app.post(
    `${BASE}/lien-document-responses/`,
    { config: { permission: 'account', audit: 'document_request.update' } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const response = parseResponse(request.body, viewer.kind);
      const id = await respondToRequest(db, { kind: 'user', ctx: contextOf(request), viewer }, response);
      return reply.code(201).send(await findRequest(db, viewer, id));
    },
  );
}
