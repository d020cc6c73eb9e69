// Logged-out routes of a document request's one-time link (DECISIONS 3 and 4): `Authorization: Token <token>` only,
// on these routes only, scoped to the one request the token was issued for. Every route is rate-limited like any
// public form (the limit counts before the token is looked up, so guessing tokens is limited too). Unknown, used,
// expired or another request's token → 401 'Token has expired'; a closed request → 409 'already fulfilled'.
//
// The access log records signed-in users; these requests have none, so their use is recorded on the request
// itself (the response's contact, the history entry's name).
import type { FastifyInstance } from 'fastify';
import {
  attachLoggedOutDocuments,
  createLoggedOutUpload,
  loggedOutRequest,
  respondLoggedOut,
} from '../domain/document-requests/logged-out.ts';
import { refreshRequestLink } from '../domain/document-requests/links.ts';
import { documentRequestTokenGuard, requestTokenOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';

const BASE = '/api/registry/v1';

const tokenOfHeader = (value: string | string[] | undefined) =>
  /^Token\s+(\S+)$/i.exec((Array.isArray(value) ? value[0] : value) ?? '')?.[1] ?? '';

export function loggedOutRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, adapters, settings } = deps;
  const guard = documentRequestTokenGuard(deps);
  const tokenRoute = (audit: 'document_request.view' | 'document_request.update' | 'document_request.create') => ({
    config: { permission: 'document-request-token' as const, audit },
    preHandler: [app.publicFormLimit, guard],
  });

  app.get(`${BASE}/logged-out-document-requests/:id/`, tokenRoute('document_request.view'), async (request) =>
    loggedOutRequest(db, requestTokenOf(request)),
  );

  // From the token-expired page: the token (used or expired) names the contact; a fresh link goes to them by e-mail.
  app.get(
    `${BASE}/logged-out-document-requests/:id/refresh_token/`,
    { config: { permission: 'public', audit: 'none' }, preHandler: app.publicFormLimit },
    async (request) =>
      refreshRequestLink(db, adapters.jobs, settings, tokenOfHeader(request.headers.authorization), (request.params as { id: string }).id),
  );

  app.post(`${BASE}/logged-out-documents/upload-url/`, tokenRoute('document_request.create'), async (request, reply) =>
    reply.code(201).send(
      await createLoggedOutUpload(db, settings, requestTokenOf(request), request.body, {
        storage: adapters.storage,
        jobs: adapters.jobs,
      }),
    ),
  );

  app.post(`${BASE}/logged-out-documents/`, tokenRoute('document_request.create'), async (request, reply) =>
    reply.code(201).send(await attachLoggedOutDocuments(db, requestTokenOf(request), request.body, adapters.storage)),
  );

  app.post(`${BASE}/logged-out-document-responses/`, tokenRoute('document_request.update'), async (request, reply) =>
    reply.code(201).send(await respondLoggedOut(db, requestTokenOf(request), request.body)),
  );
}
