// The chat of a lien (the case header's Chat button): a Thread of type LIEN_CHAT between the case's law firm and
// the lien's lienholder, its messages as a connection (every thread's messages are one), the unread counts, the
// three writes, and `threadChanged`, which carries a new message itself. The registry decides who takes part
// (anyone else gets nothing) and what each may do.
import { cursorToOffset, encodeGlobalID, offsetToCursor } from '@pothos/plugin-relay';
import { decodeJwt } from 'jose';
import { builder } from '../builder.ts';
import { requireViewer, type ActingViewer, type BffContext } from '../context.ts';
import { AudienceLoads } from '../events/audiences.ts';
import { AFTER_DESCRIPTION, parseAfter, resumableEvents } from '../events/resume.ts';
import { markLive, sharedPayload } from '../events/shared-execution.ts';
import type { RegistryEvent } from '../events/registry-event.ts';
import type { ChatMessageJson, ChatPageArgs } from '../registry/chat.ts';
import type { MessageJson, ThreadJson } from '../registry/threads.ts';
import { clientError } from '../errors.ts';
import { internalId } from './ids.ts';
import { CaseRef, LienRef, nodesInKeyOrder } from './refs.ts';
import { ThreadRef } from './threads.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { viewerCanType } from './viewer-can.ts';

/** An Inbox message (from its thread's list) or a chat message (with its type, author and read mark). */
type MessageNode = MessageJson & Partial<ChatMessageJson>;

const ThreadMessageType = builder.enumType('ThreadMessageType', {
  description: "Who posted a chat message, by the poster's side (set by the registry from the poster's organisation).",
  values: {
    LAW_FIRM_POSTED_NOTE: { description: "A user of the case's law firm posted it." },
    LIENHOLDER_POSTED_NOTE: { description: "A user of the lien's lienholder posted it." },
  } as const,
});

export const ThreadMessageRef = builder.loadableNodeRef<MessageNode>('ThreadMessage', {
  id: { resolve: (message) => message.id },
  load: (ids: string[], ctx) => nodesInKeyOrder(ctx.gateway.chat.loadMessages(ids)),
  toKey: (message) => message.id,
  cacheResolved: true,
});

interface MessageCapabilities {
  delete: boolean;
}

const ThreadMessageViewerCan = viewerCanType<MessageCapabilities>('ThreadMessageViewerCan', 'What the viewer may do on a message.', {
  delete: { from: 'delete', description: 'Delete the message (deleteChatMessage): chat messages the viewer wrote, only.' },
});

const sentByViewer = async (message: MessageNode, ctx: BffContext) =>
  Boolean(message.created_by_user_id) && message.created_by_user_id === (await requireViewer(ctx)).me.id;

ThreadMessageRef.implement({
  description: 'One message of a thread (an Inbox thread or a lien chat).',
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The registry's id of the message." }),
    note: t.exposeString('note', { description: 'The text of the message.' }),
    type: t.field({
      type: ThreadMessageType,
      nullable: true,
      description: 'Chat messages: who posted it, by side; null on Inbox messages.',
      resolve: (message) => (message.type ?? null) as typeof ThreadMessageType.$inferType | null,
    }),
    createdAt: t.field({ description: 'When it was sent.', type: 'DateTime', resolve: (message) => message.created_at }),
    createdByName: t.exposeString('created_by_name', { description: 'The name of the person who wrote it.' }),
    createdByOrganizationName: t.exposeString('created_by_organization_name', {
      description: "The writer's organisation; null when none.",
      nullable: true,
    }),
    sentByViewer: t.boolean({
      description: 'True when the viewer wrote it (chat messages; always false on Inbox messages).',
      resolve: (message, _args, ctx) => sentByViewer(message, ctx),
    }),
    sentByViewerOrganization: t.boolean({
      description: "True when a user of the viewer's organisation wrote it: its bubble sits on the viewer's side of a chat.",
      resolve: async (message, _args, ctx) =>
        Boolean(message.created_by_organization_id) && message.created_by_organization_id === (await requireViewer(ctx)).organizationId,
    }),
    readAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: "Chat messages: when the other side's organisation first read it; null while unread (and on Inbox messages).",
      resolve: (message) => message.read_at ?? null,
    }),
    viewerCan: t.field({
      type: ThreadMessageViewerCan,
      description: 'What the viewer may do on this message.',
      resolve: async (message, _args, ctx): Promise<MessageCapabilities> => ({
        delete: Boolean(message.thread) && (await sentByViewer(message, ctx)),
      }),
    }),
  }),
});

export const ThreadMessageEdge = builder.edgeObject({ type: ThreadMessageRef, name: 'ThreadMessageEdge' });

export const ThreadMessageConnection = builder.connectionObject(
  {
    type: ThreadMessageRef,
    name: 'ThreadMessageConnection',
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many messages the thread has, not only this page.',
        resolve: (connection) => connection.totalCount,
      }),
    }),
  },
  ThreadMessageEdge,
);

const MAX_PAGE = 100;
const DEFAULT_PAGE = 30;

interface MessagesArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

const clampPage = (count: number) => {
  if (!Number.isInteger(count) || count < 1 || count > MAX_PAGE) throw clientError(`Ask for 1 to ${MAX_PAGE} messages.`, 'BAD_USER_INPUT');
  return count;
};

/** An edge of a chat message: its cursor is the registry's keyset position. */
export const chatMessageEdge = (message: ChatMessageJson) => ({ cursor: message.cursor, node: message as MessageNode });

/** An Inbox thread carries its messages: a page of them, with offset cursors. */
function inboxMessages(messages: MessageJson[], args: MessagesArgs) {
  let start = args.after ? cursorToOffset(args.after) + 1 : 0;
  let end = args.before ? cursorToOffset(args.before) : messages.length;
  start = Math.max(0, Math.min(start, messages.length));
  end = Math.max(start, Math.min(end, messages.length));
  if (args.first != null) end = Math.min(end, start + clampPage(args.first));
  if (args.last != null) start = Math.max(start, end - clampPage(args.last));
  const edges = messages.slice(start, end).map((node, index) => ({ cursor: offsetToCursor(start + index), node: node as MessageNode }));
  return {
    totalCount: messages.length,
    edges,
    pageInfo: {
      hasNextPage: end < messages.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

async function chatMessages(ctx: BffContext, threadId: string, args: MessagesArgs) {
  const query: ChatPageArgs = {};
  if (args.first != null) query.first = clampPage(args.first);
  if (args.last != null) query.last = clampPage(args.last);
  if (args.after) query.after = args.after;
  if (args.before) query.before = args.before;
  if (query.first === undefined && query.last === undefined) query.first = DEFAULT_PAGE;
  const page = await ctx.gateway.chat.messages(threadId, query);
  const edges = page.results.map(chatMessageEdge);
  return {
    totalCount: page.total_count,
    edges,
    pageInfo: {
      hasNextPage: page.has_next,
      hasPreviousPage: page.has_previous,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

builder.objectFields(ThreadRef, (t) => ({
  messages: t.field({
    type: ThreadMessageConnection,
    description:
      'The messages, oldest first. A chat shows its newest with `last: 30` and loads older ones with `last` and `before: startCursor`; `first`/`after` read forward. 30 from the start when no count is given.',
    args: {
      first: t.arg.int({ description: 'How many messages from the start (or after `after`): 1 to 100.' }),
      after: t.arg.string({ description: 'Return the messages after this cursor.' }),
      last: t.arg.int({ description: 'How many messages from the end (or before `before`): 1 to 100.' }),
      before: t.arg.string({ description: 'Return the messages before this cursor.' }),
    },
    resolve: (thread, args, ctx) => (thread.messages ? inboxMessages(thread.messages, args) : chatMessages(ctx, thread.id, args)),
  }),
  title: t.string({
    description:
      "The name to show for the thread: on a chat the other side (a lienholder sees the case's law firm, a law firm the lienholder); on an Inbox thread the other party.",
    resolve: async (thread, _args, ctx) => {
      if (thread.title !== undefined) return thread.title;
      const viewer = await requireViewer(ctx);
      return thread.to_organization_id === viewer.organizationId
        ? (thread.created_by_organization_name ?? thread.to_organization_name)
        : thread.to_organization_name;
    },
  }),
  unreadCount: t.int({
    description: "Chat: messages of the other side that the viewer's organisation has not read; 0 on Inbox threads.",
    resolve: (thread) => thread.unread_count ?? 0,
  }),
  notesDisabledBy: t.string({
    nullable: true,
    description:
      "Chat: the organisation that turned notes off (then nobody can post: show '{org} has disabled Notes on their cases'); null when notes are on, and on Inbox threads.",
    resolve: (thread) => thread.notes_disabled_by ?? null,
  }),
}));

builder.objectField(LienRef, 'chat', (t) =>
  t.field({
    type: ThreadRef,
    nullable: true,
    description: "The lien's chat (a LIEN_CHAT thread); null when the viewer's organisation does not take part in it.",
    resolve: (lien, _args, ctx) => ctx.gateway.chat.ofLien(lien.id),
  }),
);

builder.objectField(CaseRef, 'chatUnreadCount', (t) =>
  t.int({
    description: "The Chat button's badge: unread messages over the viewer's chats on this case (show 99+ above 99).",
    resolve: async (kase, _args, ctx) =>
      (await ctx.gateway.chat.ofCase(kase.id)).reduce((sum, thread) => sum + (thread.unread_count ?? 0), 0),
  }),
);

const refused = (error: unknown, fields: Record<string, string>) => {
  const userErrors = userErrorsFrom(error, fields);
  if (!userErrors) throw error;
  return userErrors;
};

interface SendChatMessageShape {
  message: ChatMessageJson | null;
  thread: ThreadJson | null;
  userErrors: UserErrorShape[];
}

const SendChatMessagePayload = builder.objectRef<SendChatMessageShape>('SendChatMessagePayload').implement({
  description:
    'What `sendChatMessage` returns: the new message as an edge (append it to the connection), its thread and case, or `userErrors`.',
  fields: (t) => ({
    messageEdge: t.field({
      type: ThreadMessageEdge,
      nullable: true,
      description: 'The new message, as an edge of `Thread.messages`; null when refused.',
      resolve: (payload) => (payload.message ? chatMessageEdge(payload.message) : null),
    }),
    thread: t.field({ type: ThreadRef, nullable: true, description: 'The chat after the change.', resolve: (payload) => payload.thread }),
    case: t.field({
      type: CaseRef,
      nullable: true,
      description: 'The case, with its chat badge after the change.',
      resolve: (payload) => payload.thread?.case ?? null,
    }),
    userErrors: t.field({
      type: [UserError],
      description: 'Why nothing changed, in words for the person who asked; empty when the message was sent.',
      resolve: (payload) => payload.userErrors,
    }),
  }),
});

const SendChatMessageInput = builder.inputType('SendChatMessageInput', {
  description: 'The input of `sendChatMessage`.',
  fields: (t) => ({
    threadId: t.id({ description: 'The chat (`Lien.chat`; global or registry id).', required: true }),
    note: t.string({ description: 'The message: required, at most 5,000 characters, no control characters.', required: true }),
  }),
});

builder.mutationField('sendChatMessage', (t) =>
  t.field({
    type: SendChatMessagePayload,
    description:
      "A party of a lien's chat posts a message; its type (LAW_FIRM_POSTED_NOTE or LIENHOLDER_POSTED_NOTE) follows the poster's side. Refused when notes are disabled ('{org} has disabled Notes on their cases').",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({ description: "The mutation's input; its type describes each field.", type: SendChatMessageInput, required: true }),
    },
    resolve: async (_root, { input }, ctx): Promise<SendChatMessageShape> => {
      const threadId = internalId('Thread', String(input.threadId));
      try {
        const message = await ctx.gateway.chat.send(threadId, input.note);
        return { message, thread: await ctx.gateway.chat.load(threadId), userErrors: [] };
      } catch (error) {
        return { message: null, thread: null, userErrors: refused(error, { thread: 'threadId' }) };
      }
    },
  }),
);

interface DeleteChatMessageShape {
  deletedMessageId: string | null;
  thread: ThreadJson | null;
  userErrors: UserErrorShape[];
}

const DeleteChatMessagePayload = builder.objectRef<DeleteChatMessageShape>('DeleteChatMessagePayload').implement({
  description: 'What `deleteChatMessage` returns: the id of the deleted message (remove its edge) and its chat, or `userErrors`.',
  fields: (t) => ({
    deletedMessageId: t.id({
      nullable: true,
      description: 'The global id of the deleted message; null when refused.',
      resolve: (payload) => (payload.deletedMessageId ? encodeGlobalID('ThreadMessage', payload.deletedMessageId) : null),
    }),
    thread: t.field({ type: ThreadRef, nullable: true, description: 'The chat after the change.', resolve: (payload) => payload.thread }),
    userErrors: t.field({
      type: [UserError],
      description: 'Why nothing changed, in words for the person who asked; empty when the message was deleted.',
      resolve: (payload) => payload.userErrors,
    }),
  }),
});

const DeleteChatMessageInput = builder.inputType('DeleteChatMessageInput', {
  description: 'The input of `deleteChatMessage`.',
  fields: (t) => ({
    messageId: t.id({ description: 'The message (global or registry id).', required: true }),
  }),
});

builder.mutationField('deleteChatMessage', (t) =>
  t.field({
    type: DeleteChatMessagePayload,
    description: 'The writer of a chat message deletes it (after "Are you sure?"); nobody else may. It is gone for both sides.',
    authScopes: { signedIn: true },
    args: {
      input: t.arg({ description: "The mutation's input; its type describes each field.", type: DeleteChatMessageInput, required: true }),
    },
    resolve: async (_root, { input }, ctx): Promise<DeleteChatMessageShape> => {
      const messageId = internalId('ThreadMessage', String(input.messageId));
      try {
        const threadId = await ctx.gateway.chat.delete(messageId);
        return { deletedMessageId: messageId, thread: await ctx.gateway.chat.load(threadId), userErrors: [] };
      } catch (error) {
        return { deletedMessageId: null, thread: null, userErrors: refused(error, { message: 'messageId' }) };
      }
    },
  }),
);

interface MarkThreadReadShape {
  thread: ThreadJson | null;
  userErrors: UserErrorShape[];
}

const MarkThreadReadPayload = builder.objectRef<MarkThreadReadShape>('MarkThreadReadPayload').implement({
  description: 'What `markThreadRead` returns: the chat (unreadCount 0) and its case (its badge), or `userErrors`.',
  fields: (t) => ({
    thread: t.field({ type: ThreadRef, nullable: true, description: 'The chat after the change.', resolve: (payload) => payload.thread }),
    case: t.field({
      type: CaseRef,
      nullable: true,
      description: 'The case, with its chat badge after the change.',
      resolve: (payload) => payload.thread?.case ?? null,
    }),
    userErrors: t.field({
      type: [UserError],
      description: 'Why nothing changed, in words for the person who asked; empty when done.',
      resolve: (payload) => payload.userErrors,
    }),
  }),
});

const MarkThreadReadInput = builder.inputType('MarkThreadReadInput', {
  description: 'The input of `markThreadRead`.',
  fields: (t) => ({ threadId: t.id({ description: 'The chat (global or registry id).', required: true }) }),
});

builder.mutationField('markThreadRead', (t) =>
  t.field({
    type: MarkThreadReadPayload,
    description:
      "Opening a chat: the other side's unread messages become read for the viewer's organisation (idempotent; the other side sees their readAt).",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({ description: "The mutation's input; its type describes each field.", type: MarkThreadReadInput, required: true }),
    },
    resolve: async (_root, { input }, ctx): Promise<MarkThreadReadShape> => {
      const threadId = internalId('Thread', String(input.threadId));
      try {
        return { thread: await ctx.gateway.chat.markRead(threadId), userErrors: [] };
      } catch (error) {
        return { thread: null, userErrors: refused(error, { thread: 'threadId' }) };
      }
    },
  }),
);

// Live: one chat's changes, with the new message itself.

const ThreadChangeType = builder.enumType('ThreadChangeType', {
  description: 'What a live change to a chat was.',
  values: {
    MESSAGE_SENT: { description: 'A message was posted (`messageEdge` carries it).' },
    MESSAGE_DELETED: { description: 'A message was deleted (`deletedMessageId` names it).' },
    READ: { description: "A side read the other's messages (unread counts and readAt changed)." },
    RESYNC: {
      description:
        'The client missed more changes than can be replayed after `after`: refetch the chat (the event carries it as it is now), then carry on from this version.',
    },
  } as const,
});

interface ThreadChangedShape {
  type: typeof ThreadChangeType.$inferType;
  thread: ThreadJson;
  message: ChatMessageJson | null;
  deletedMessageId: string | null;
  version: number;
}

/** What a `chat` event changed, as the audience's gateway sees it; null when the chat is not the audience's. */
async function loadThreadChange(context: BffContext, event: RegistryEvent): Promise<ThreadChangedShape | null> {
  const [thread, message] = await Promise.all([
    context.gateway.chat.load(event.thread_id!),
    event.message_id ? context.gateway.chat.loadMessage(event.message_id) : null,
  ]);
  if (!thread) return null;
  const version = event.version ?? event.id;
  if (!event.message_id) return { type: 'READ', thread, message: null, deletedMessageId: null, version };
  if (message) return { type: 'MESSAGE_SENT', thread, message, deletedMessageId: null, version };
  return { type: 'MESSAGE_DELETED', thread, message: null, deletedMessageId: event.message_id, version };
}

// Loaded once per event and audience; executed once per user (sentByViewer, viewerCan differ per user).
const threadLoadsByBus = new WeakMap<object, AudienceLoads<ThreadChangedShape | null>>();

/** One BFF's shared loads (per event bus, so BFF replicas in one process stay apart). */
function threadLoadsOf(ctx: BffContext): AudienceLoads<ThreadChangedShape | null> {
  let loads = threadLoadsByBus.get(ctx.deps.events);
  if (!loads) {
    loads = new AudienceLoads<ThreadChangedShape | null>({
      load: loadThreadChange,
      admit: (event, leader, organizationId, recipients) => leader.deps.events.refusedRecipients(event.id, organizationId, recipients),
    });
    threadLoadsByBus.set(ctx.deps.events, loads);
  }
  return loads;
}

const ThreadChangedEvent = builder.objectRef<ThreadChangedShape>('ThreadChangedEvent').implement({
  description: 'One change to a chat, as the viewer now sees it: a new message (append its edge), a deleted one, or read marks.',
  fields: (t) => ({
    type: t.field({ type: ThreadChangeType, description: 'What changed.', resolve: (event) => event.type }),
    thread: t.field({
      type: ThreadRef,
      description: 'The chat after the change (unread count, latest message).',
      resolve: (event) => event.thread,
    }),
    messageEdge: t.field({
      type: ThreadMessageEdge,
      nullable: true,
      description: 'MESSAGE_SENT: the new message, as an edge of `Thread.messages`; null otherwise.',
      resolve: (event) => (event.message ? chatMessageEdge(event.message) : null),
    }),
    deletedMessageId: t.id({
      nullable: true,
      description: 'MESSAGE_DELETED: the global id of the deleted message; null otherwise.',
      resolve: (event) => (event.deletedMessageId ? encodeGlobalID('ThreadMessage', event.deletedMessageId) : null),
    }),
    version: t.string({
      description: "The registry event's id, in decimal digits: a later change has a greater version (compare them as numbers).",
      resolve: (event) => String(event.version),
    }),
  }),
});

const payloadsByUser = new WeakMap<ThreadChangedShape, Map<string, ThreadChangedShape>>();

/**
 * One payload per change and user, resolved in the context of that user's first subscriber: what differs per
 * subscriber (sentByViewer, viewerCan.delete) differs per user only, so every socket of one user shares one
 * execution (events/shared-execution.ts) instead of one each.
 */
function sharedForUser(change: ThreadChangedShape, ctx: BffContext, viewer: ActingViewer): ThreadChangedShape {
  let byUser = payloadsByUser.get(change);
  if (!byUser) payloadsByUser.set(change, (byUser = new Map()));
  const key = `${viewer.organizationId}/${viewer.me.id}`;
  let payload = byUser.get(key);
  if (!payload) byUser.set(key, (payload = sharedPayload({ ...change }, ctx)));
  return payload;
}

/** The chat changes one subscriber hears, over its bus subscription (ends when the client unsubscribes). */
function threadChanges(ctx: BffContext, threadId: string, after: number | null): AsyncIterableIterator<ThreadChangedShape> {
  // After `after`, what was missed comes first (events/resume.ts).
  const events = resumableEvents(ctx, after, { wants: (event) => event.change === 'chat' && event.thread_id === threadId });
  const finished = async (): Promise<IteratorResult<ThreadChangedShape, undefined>> => {
    await events.return?.();
    return { value: undefined, done: true };
  };
  let viewerLoaded: Promise<ActingViewer> | null = null;
  const sessionId = sessionIdOf(ctx.session.token);
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      const viewer = await (viewerLoaded ??= requireViewer(ctx));
      for (;;) {
        const next = await events.next();
        if (next.done) return finished();
        if ('resync' in next.value) {
          const version = next.value.resync;
          const thread = await ctx.gateway.chat.load(threadId);
          if (!thread) return finished();
          const resync: ThreadChangedShape = { type: 'RESYNC', thread, message: null, deletedMessageId: null, version };
          return { value: markLive(resync, { version, resync: true }), done: false };
        }
        const { event } = next.value;
        if (event.change !== 'chat' || event.thread_id !== threadId || !event.organization_ids.includes(viewer.organizationId)) continue;
        const outcome = await threadLoadsOf(ctx).forSubscriber({ ctx, viewer, sessionId }, event);
        if (outcome === 'ended') return finished();
        if (outcome === 'skip' || !outcome.change) continue;
        return { value: markLive(sharedForUser(outcome.change, ctx, viewer), { version: outcome.change.version }), done: false };
      }
    },
    return: finished,
    async throw(error: unknown) {
      await finished();
      throw error;
    },
  };
}

/** The server-side session (`sid`) of a token, which the registry checks before a shared load reaches it. */
function sessionIdOf(token: string | null): string {
  try {
    const { sid } = token ? decodeJwt(token) : {};
    return typeof sid === 'string' ? sid : '';
  } catch {
    return '';
  }
}

builder.subscriptionField('threadChanged', (t) =>
  t.field({
    type: ThreadChangedEvent,
    description: 'Changes to one lien chat the viewer takes part in: new messages (the message itself), deletions and read marks.',
    authScopes: { signedIn: true },
    args: {
      id: t.arg.id({ required: true, description: 'Global id or registry id of the chat thread.' }),
      after: t.arg.string({ required: false, description: AFTER_DESCRIPTION }),
    },
    subscribe: (_root, { id, after }, ctx) => threadChanges(ctx, internalId('Thread', String(id)), parseAfter(after)),
    resolve: (event) => event,
  }),
);
