// The Inbox of a case: its threads (one registry call per page of cases for threads and the badge count), and
// the addressee's dismiss and a party's reply. The registry decides who sees and may answer which thread.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { requireViewer } from '../context.ts';
import type { MessageJson, ThreadJson, ThreadLawFirmJson } from '../registry/threads.ts';
import { internalId } from './ids.ts';
import { CaseRef, LienRef, nodesInKeyOrder } from './refs.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { viewerCanType } from './viewer-can.ts';

export const ThreadRef = builder.loadableNodeRef<ThreadJson>('Thread', {
  id: { resolve: (thread) => thread.id },
  load: (ids: string[], ctx) => nodesInKeyOrder(ctx.gateway.threads.loadMany(ids)),
  toKey: (thread) => thread.id,
  cacheResolved: true,
});

const ThreadType = builder.enumType('ThreadType', {
  values: ['DOCUMENTS_HIDDEN', 'DOCUMENT_REQUEST', 'LAW_FIRM_CHANGED', 'LIEN_REJECTION'] as const,
});

const ThreadMessage = builder.objectRef<MessageJson>('ThreadMessage').implement({
  fields: (t) => ({
    id: t.id({ resolve: (message) => encodeGlobalID('ThreadMessage', message.id) }),
    note: t.exposeString('note'),
    createdAt: t.field({ type: 'DateTime', resolve: (message) => message.created_at }),
    createdByName: t.exposeString('created_by_name'),
    createdByOrganizationName: t.exposeString('created_by_organization_name', { nullable: true }),
  }),
});

const ThreadMessagePreview = builder.objectRef<NonNullable<ThreadJson['latest_message']>>('ThreadMessagePreview').implement({
  fields: (t) => ({
    note: t.exposeString('note'),
    createdAt: t.field({ type: 'DateTime', resolve: (message) => message.created_at }),
    createdByOrganizationName: t.exposeString('created_by_organization_name', { nullable: true }),
  }),
});

const ThreadLawFirm = builder.objectRef<ThreadLawFirmJson>('ThreadLawFirm').implement({
  fields: (t) => ({ internalID: t.exposeString('id'), name: t.exposeString('name') }),
});

const ThreadContext = builder.objectRef<ThreadJson['context']>('ThreadContext').implement({
  description: 'What LAW_FIRM_CHANGED threads carry.',
  fields: (t) => ({
    oldLawFirm: t.field({ type: ThreadLawFirm, nullable: true, resolve: (context) => context.old_law_firm ?? null }),
    newLawFirm: t.field({ type: ThreadLawFirm, nullable: true, resolve: (context) => context.new_law_firm ?? null }),
    isToLawFirm: t.boolean({ nullable: true, resolve: (context) => context.is_to_law_firm ?? null }),
    isFromLienholder: t.boolean({ nullable: true, resolve: (context) => context.is_from_lienholder ?? null }),
  }),
});

ThreadRef.implement({
  description: "A notice or conversation from one organisation to another about a case, in both parties' Inbox.",
  fields: (t) => ({
    internalID: t.exposeString('id'),
    type: t.field({ type: ThreadType, resolve: (thread) => thread.type as typeof ThreadType.$inferType }),
    isResolved: t.exposeBoolean('is_resolved'),
    actionNeeded: t.exposeBoolean('action_needed', { description: 'Conversations: true while the addressee is to answer.' }),
    isNew: t.exposeBoolean('is_new', { description: "Action Required for the viewer's organisation." }),
    viewerIsAddressee: t.boolean({
      description: "The thread is addressed to the viewer's organisation (which may dismiss it).",
      resolve: async (thread, _args, ctx) => thread.to_organization_id === (await requireViewer(ctx)).organizationId,
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (thread) => thread.created_at }),
    resolvedAt: t.field({ type: 'DateTime', nullable: true, resolve: (thread) => thread.resolved_at }),
    createdByOrganizationInternalID: t.exposeString('created_by_organization_id', { nullable: true }),
    createdByOrganizationName: t.exposeString('created_by_organization_name', { nullable: true }),
    toOrganizationName: t.exposeString('to_organization_name'),
    messageCount: t.exposeInt('message_count'),
    latestMessage: t.field({ type: ThreadMessagePreview, nullable: true, resolve: (thread) => thread.latest_message }),
    messages: t.field({ type: [ThreadMessage], description: 'Oldest first.', resolve: (thread) => thread.messages }),
    context: t.field({ type: ThreadContext, resolve: (thread) => thread.context ?? {} }),
    lien: t.field({ type: LienRef, nullable: true, description: 'The lien the thread is about, when the viewer may see it.', resolve: (thread) => thread.lien }),
    case: t.field({ type: CaseRef, resolve: (thread) => thread.case }),
  }),
});

const ThreadViewerCan = viewerCanType<ThreadJson['viewer_can']>('ThreadViewerCan', 'What the viewer may do on a thread, as the registry decides it.', {
  reply: { from: 'reply', description: 'Add a message (replyToThread): while the thread is open, on a conversation or as its addressee.' },
  resolve: { from: 'resolve', description: 'Resolve the thread with a message (replyToThread with resolvesThread): as reply, not on a lien rejection.' },
  dismiss: { from: 'dismiss', description: "Dismiss the thread (dismissThread): its addressee, while it is open, not on a lien rejection." },
});

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

const threadPayload = (name: string) =>
  builder.objectRef<ThreadPayloadShape>(name).implement({
    fields: (t) => ({
      thread: t.field({ type: ThreadRef, nullable: true, resolve: (payload) => payload.thread }),
      case: t.field({ type: CaseRef, nullable: true, description: 'The case, with its Inbox after the change.', resolve: (payload) => payload.thread?.case ?? null }),
      userErrors: t.field({ type: [UserError], resolve: (payload) => payload.userErrors }),
    }),
  });

const DismissThreadPayload = threadPayload('DismissThreadPayload');
const ReplyToThreadPayload = threadPayload('ReplyToThreadPayload');

const DismissThreadInput = builder.inputType('DismissThreadInput', { fields: (t) => ({ threadId: t.id({ required: true }) }) });

builder.mutationField('dismissThread', (t) =>
  t.field({
    type: DismissThreadPayload,
    description: "The addressee dismisses a thread: it is resolved with the note 'Dismissed thread'.",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: DismissThreadInput, required: true }) },
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
  fields: (t) => ({
    threadId: t.id({ required: true }),
    note: t.string(),
    resolvesThread: t.boolean({ description: 'Resolve the thread with this note.' }),
  }),
});

builder.mutationField('replyToThread', (t) =>
  t.field({
    type: ReplyToThreadPayload,
    description: 'A party adds a message to a thread (and may resolve it with it).',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ReplyToThreadInput, required: true }) },
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
