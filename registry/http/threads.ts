// Inbox routes: threads the caller's organisation sent or received (on cases it still sees), dismissing a thread
// (its addressee) and answering one (a party).
import type { FastifyInstance } from 'fastify';
import { notFound } from '../domain/errors.ts';
import { isUuid } from '../domain/ids.ts';
import {
  dismissThread,
  findInboxThread,
  inboxPages,
  messageById,
  parseDismiss,
  parseMessage,
  parseThreadFilters,
  postMessage,
  serializeForViewer,
} from '../domain/threads/inbox.ts';
import type { Query } from '../domain/paging.ts';
import { serializeMessage } from '../domain/threads/store.ts';
import { contextOf, viewerOf } from './permissions.ts';
import { offsetPage } from './paging.ts';
import type { RouteDeps } from './types.ts';

const BASE = '/api/registry/v1';

export function threadRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get(`${BASE}/case-threads/`, { config: { permission: 'account', audit: 'thread.list' } }, async (request) => {
    const viewer = viewerOf(request);
    const query = request.query as Query;
    return offsetPage(request, query, inboxPages(db, viewer, parseThreadFilters(query)), (rows) => serializeForViewer(db, viewer, rows));
  });

  const threadOf = async (viewer: ReturnType<typeof viewerOf>, id: string) => {
    const thread = await findInboxThread(db, viewer, id);
    if (!thread) throw notFound();
    return thread;
  };

  app.get(`${BASE}/case-threads/:id/`, { config: { permission: 'account', audit: 'thread.view' } }, async (request) => {
    return threadOf(viewerOf(request), (request.params as { id: string }).id);
  });

  app.patch(`${BASE}/case-threads/:id/`, { config: { permission: 'account', audit: 'thread.update' } }, async (request) => {
    const viewer = viewerOf(request);
    const { id } = request.params as { id: string };
    parseDismiss(request.body);
    if (!isUuid(id)) throw notFound();
    await dismissThread(db, contextOf(request), viewer, id);
    return threadOf(viewer, id);
  });

  app.post(`${BASE}/case-messages/`, { config: { permission: 'account', audit: 'message.create' } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const id = await postMessage(db, contextOf(request), viewer, parseMessage(request.body));
    const message = await messageById(db, id);
    return reply.code(201).send({ ...serializeMessage(message), thread: message.thread_id });
  });
}
