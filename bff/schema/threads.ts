// The Inbox of a case: its threads (one registry call per page of cases for threads and the badge count), and
// the addressee's dismiss and a party's reply. The registry decides who sees and may answer which thread.
import { builder } from '../builder.ts';
import { requireViewer } from '../context.ts';
import type { ThreadJson, ThreadLawFirmJson } from '../registry/threads.ts';
import { internalId } from './ids.ts';
import { CaseRef, LienRef, nodesInKeyOrder } from './refs.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { viewerCanType } from './viewer-can.ts';

export const ThreadRef = builder.loadableNodeRef<ThreadJson>('Thread', {
  id: { resolve: (thread) => thread.id },
  // Inbox threads first; ids it does not know may be lien chats.
  load: async (ids: string[], ctx) => {
    const found = await ctx.gateway.threads.loadMany(ids);
    const missing = ids.filter((_id, index) => !found[index] || found[index] instanceof Error);
    const chats = missing.length ? await ctx.gateway.chat.loadMany(missing) : [];
    const chatById = new Map(missing.map((id, index) => [id, chats[index]]));
    return nodesInKeyOrder(Promise.resolve(ids.map((id, index) => (chatById.has(id) ? (chatById.get(id) ?? null) : found[index]))));
  },
  toKey: (thread) => thread.id,
  cacheResolved: true,
});

const ThreadType = builder.enumType('ThreadType', {
  description: 'What a thread is about.',
  values: {
    DOCUMENTS_HIDDEN: { description: "A lienholder stopped sharing its documents with the case's law firm." },
    DOCUMENT_REQUEST: { description: 'A law firm asks a lienholder for documents.' },
    LAW_FIRM_CHANGED: { description: 'The case moved to another law firm.' },
    LIEN_REJECTION: { description: "The law firm rejected a lien's verification; the lienholder may answer." },
    LIEN_CHAT: { description: "A lien's chat between the case's law firm and the lien's lienholder (`Lien.chat`); never in the Inbox." },
  } as const,
});

const ThreadMessagePreview = builder.objectRef<NonNullable<ThreadJson['latest_message']>>('ThreadMessagePreview').implement({
  description: "A thread's newest message, for the Inbox list.",
  fields: (t) => ({
    note: t.exposeString('note', { description: 'The text of the message.' }),
    createdAt: t.field({ description: 'When it was sent.', type: 'DateTime', resolve: (message) => message.created_at }),
    createdByOrganizationName: t.exposeString('created_by_organization_name', {
      description: "The writer's organisation; null when none.",
      nullable: true,
    }),
  }),
});

const ThreadLawFirm = builder.objectRef<ThreadLawFirmJson>('ThreadLawFirm').implement({
  description: 'A law firm named in a thread.',
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The law firm's registry id." }),
    name: t.exposeString('name', { description: "The law firm's name." }),
  }),
});

const ThreadContext = builder.objectRef<ThreadJson['context']>('ThreadContext').implement({
  description: 'What LAW_FIRM_CHANGED threads carry.',
  fields: (t) => ({
    oldLawFirm: t.field({
      description: 'The law firm the case moved from; null when it had none.',
      type: ThreadLawFirm,
      nullable: true,
      resolve: (context) => context.old_law_firm ?? null,
    }),
    newLawFirm: t.field({
      description: 'The law firm the case moved to; null when it has none now.',
      type: ThreadLawFirm,
      nullable: true,
      resolve: (context) => context.new_law_firm ?? null,
    }),
    isToLawFirm: t.boolean({
      description: 'True when the thread is addressed to a law firm.',
      nullable: true,
      resolve: (context) => context.is_to_law_firm ?? null,
    }),
    isFromLienholder: t.boolean({
      description: 'True when a lienholder made the change of law firm.',
      nullable: true,
      resolve: (context) => context.is_from_lienholder ?? null,
    }),
  }),
});

ThreadRef.implement({
  description: "A notice or conversation from one organisation to another about a case, in both parties' Inbox.",
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The registry's id (as in the web app's URLs and the REST API)." }),
    type: t.field({
      description: 'What the thread is about.',
      type: ThreadType,
      resolve: (thread) => thread.type as typeof ThreadType.$inferType,
    }),
    isResolved: t.exposeBoolean('is_resolved', { description: 'True when the thread is resolved (answered, dismissed or closed).' }),
    actionNeeded: t.exposeBoolean('action_needed', { description: 'Conversations: true while the addressee is to answer.' }),
    isNew: t.exposeBoolean('is_new', { description: "Action Required for the viewer's organisation." }),
    viewerIsAddressee: t.boolean({
      description: "The thread is addressed to the viewer's organisation (which may dismiss it).",
      resolve: async (thread, _args, ctx) => thread.to_organization_id === (await requireViewer(ctx)).organizationId,
    }),
    createdAt: t.field({ description: 'When the thread was started.', type: 'DateTime', resolve: (thread) => thread.created_at }),
    resolvedAt: t.field({
      description: 'When the thread was resolved; null while open.',
      type: 'DateTime',
      nullable: true,
      resolve: (thread) => thread.resolved_at,
    }),
    createdByOrganizationInternalID: t.exposeString('created_by_organization_id', {
      description: 'The registry id of the organisation that started the thread; null when unknown.',
      nullable: true,
    }),
    createdByOrganizationName: t.exposeString('created_by_organization_name', {
      description: 'The organisation that started the thread; null when unknown.',
      nullable: true,
    }),
    toOrganizationName: t.exposeString('to_organization_name', { description: 'The organisation the thread is addressed to.' }),
    messageCount: t.exposeInt('message_count', { description: 'How many messages the thread has.' }),
    latestMessage: t.field({
      description: 'The newest message, for the Inbox list; null when there is none.',
      type: ThreadMessagePreview,
      nullable: true,
      resolve: (thread) => thread.latest_message,
    }),
    context: t.field({
      description: 'Extra facts of a LAW_FIRM_CHANGED thread; empty for other types.',
      type: ThreadContext,
      resolve: (thread) => thread.context ?? {},
    }),
    lien: t.field({
      type: LienRef,
      nullable: true,
      description: 'The lien the thread is about, when the viewer may see it.',
      resolve: (thread) => thread.lien,
    }),
    case: t.field({ description: 'The case the thread is about.', type: CaseRef, resolve: (thread) => thread.case }),
  }),
});

const ThreadViewerCan = viewerCanType<ThreadJson['viewer_can']>(
  'ThreadViewerCan',
  'What the viewer may do on a thread, as the registry decides it.',
  {
    reply: {
      from: 'reply',
      description: 'Add a message (replyToThread): while the thread is open, on a conversation or as its addressee.',
    },
    resolve: {
      from: 'resolve',
      description: 'Resolve the thread with a message (replyToThread with resolvesThread): as reply, not on a lien rejection.',
    },
    dismiss: {
      from: 'dismiss',
      description: 'Dismiss the thread (dismissThread): its addressee, while it is open, not on a lien rejection.',
    },
    sendChatMessage: {
      from: 'send_chat_message',
      description: "Post to a lien chat (sendChatMessage): a party of the chat while neither side's organisation has disabled notes.",
    },
  },
);

builder.objectField(ThreadRef, 'viewerCan', (t) =>
  t.field({ type: ThreadViewerCan, description: 'What the viewer may do on this thread.', resolve: (thread) => thread.viewer_can }),
);

builder.objectField(CaseRef, 'threads', (t) =>
  t.field({
    type: [ThreadRef],
    description: "The Inbox: threads the viewer's organisation sent or received on this case, newest first.",
    resolve: (kase, _args, ctx) => ctx.gateway.threads.ofCase(kase.id),
  }),
);

builder.objectField(CaseRef, 'newThreadCount', (t) =>
  t.int({
    description: 'Threads waiting for the viewer (the Inbox badge).',
    resolve: async (kase, _args, ctx) => (await ctx.gateway.threads.ofCase(kase.id)).filter((thread) => thread.is_new).length,
  }),
);

interface ThreadPayloadShape {
  thread: ThreadJson | null;
  userErrors: UserErrorShape[];
}

const threadPayload = (name: string, description: string) =>
  builder.objectRef<ThreadPayloadShape>(name).implement({
    description,
    fields: (t) => ({
      thread: t.field({
        type: ThreadRef,
        nullable: true,
        description: 'The thread after the change; null when refused.',
        resolve: (payload) => payload.thread,
      }),
      case: t.field({
        type: CaseRef,
        nullable: true,
        description: 'The case, with its Inbox after the change.',
        resolve: (payload) => payload.thread?.case ?? null,
      }),
      userErrors: t.field({
        description: 'Why nothing changed, in words for the person who asked; empty when the change was made.',
        type: [UserError],
        resolve: (payload) => payload.userErrors,
      }),
    }),
  });

const DismissThreadPayload = threadPayload(
  'DismissThreadPayload',
  'What `dismissThread` returns: the resolved thread and its case, or `userErrors`.',
);
const ReplyToThreadPayload = threadPayload(
  'ReplyToThreadPayload',
  'What `replyToThread` returns: the thread with the new message and its case, or `userErrors`.',
);

const DismissThreadInput = builder.inputType('DismissThreadInput', {
  description: 'The input of `dismissThread`.',
  fields: (t) => ({ threadId: t.id({ description: 'The thread to dismiss (global or registry id).', required: true }) }),
});

builder.mutationField('dismissThread', (t) =>
  t.field({
    type: DismissThreadPayload,
    description: "The addressee dismisses a thread: it is resolved with the note 'Dismissed thread'.",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({ description: "The mutation's input; its type describes each field.", type: DismissThreadInput, required: true }),
    },
    resolve: async (_root, { input }, ctx) => {
      const id = internalId('Thread', String(input.threadId));
      try {
        return { thread: await ctx.gateway.threads.dismiss(id), userErrors: [] };
      } catch (error) {
        const userErrors = userErrorsFrom(error, { thread: 'threadId' });
        if (!userErrors) throw error;
        return { thread: null, userErrors };
      }
    },
  }),
);

const ReplyToThreadInput = builder.inputType('ReplyToThreadInput', {
  description: 'The input of `replyToThread`.',
  fields: (t) => ({
    threadId: t.id({ description: 'The thread (global or registry id).', required: true }),
    note: t.string({ description: 'The message.' }),
    resolvesThread: t.boolean({ description: 'Resolve the thread with this note.' }),
  }),
});

builder.mutationField('replyToThread', (t) =>
  t.field({
    type: ReplyToThreadPayload,
    description: 'A party adds a message to a thread (and may resolve it with it).',
    authScopes: { signedIn: true },
    args: {
      input: t.arg({ description: "The mutation's input; its type describes each field.", type: ReplyToThreadInput, required: true }),
    },
    resolve: async (_root, { input }, ctx) => {
      const id = internalId('Thread', String(input.threadId));
      try {
        const thread = await ctx.gateway.threads.reply(id, { note: input.note ?? null, resolves_thread: input.resolvesThread ?? false });
        return { thread, userErrors: [] };
      } catch (error) {
        const userErrors = userErrorsFrom(error, { thread: 'threadId', resolves_thread: 'resolvesThread' });
        if (!userErrors) throw error;
        return { thread: null, userErrors };
      }
    },
  }),
);
