// Lien chat routes: the chats of liens (opened when first asked for), their messages in keyset pages, posting,
// deleting one's own message, and marking the other side's messages read. Only the case's law firm and the lien's
// lienholder take part; anyone else gets 404. Reading messages is health-data access (the access log).
import type { FastifyInstance } from 'fastify';
import {
  deleteChatMessage,
  findChat,
  listChats,
  markChatRead,
  messagePage,
  parseChatFilters,
  parseChatMessage,
  parseMessagePage,
  postChatMessage,
} from '../domain/chat/index.ts';
import { notFound } from '../domain/errors.ts';
import type { Query } from '../domain/paging.ts';
import { contextOf, viewerOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';

const BASE = '/api/registry/v1';

export function chatRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get(`${BASE}/chat-threads/`, { config: { permission: 'account', audit: 'thread.list' } }, async (request) => {
    const results = await listChats(db, viewerOf(request), parseChatFilters(request.query as Query));
    return { count: results.length, next: null, previous: null, results };
  });

  app.get(`${BASE}/chat-threads/:id/`, { config: { permission: 'account', audit: 'thread.view' } }, async (request) => {
    const chat = await findChat(db, viewerOf(request), (request.params as { id: string }).id);
    if (!chat) throw notFound();
    return chat;
  });

  app.post(`${BASE}/chat-threads/:id/mark-read/`, { config: { permission: 'account', audit: 'thread.update' } }, async (request) => {
    viewerOf(request);
    return markChatRead(db, contextOf(request), (request.params as { id: string }).id);
  });

  app.get(`${BASE}/chat-messages/`, { config: { permission: 'account', audit: 'message.list' } }, async (request) => {
    return messagePage(db, viewerOf(request), parseMessagePage(request.query as Query));
  });

  app.post(`${BASE}/chat-messages/`, { config: { permission: 'account', audit: 'message.create' } }, async (request, reply) => {
    viewerOf(request);
    const { threadId, note } = parseChatMessage(request.body);
    return reply.code(201).send(await postChatMessage(db, contextOf(request), threadId, note));
  });

  app.delete(`${BASE}/chat-messages/:id/`, { config: { permission: 'account', audit: 'message.delete' } }, async (request) => {
    viewerOf(request);
    return deleteChatMessage(db, contextOf(request), (request.params as { id: string }).id);
  });
}
