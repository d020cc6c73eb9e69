// The Inbox of a case: its threads (one registry call per page of cases for threads and the badge count), and
// the addressee's dismiss and a party's reply. The registry decides who sees and may answer which thread.
import { dataloaderGetter } from '@pothos/plugin-dataloader';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { requireViewer, type BffContext } from '../context.ts';
import { REGISTRY_PREFIX } from '../rest/registry-client.ts';
import type { Page } from '../rest/types.ts';
import { internalId } from './ids.ts';
import { CaseRef, LienRef } from './refs.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';

interface MessageJson {
  id: string;
  note: string;
  created_at: string;
  created_by_name: string;
  created_by_organization_name: string | null;
}

interface LawFirmJson {
  id: string;
  name: string;
}

export interface ThreadJson {
  id: string;
  case: string;
  lien: string | null;
  type: string;
  is_resolved: boolean;
  action_needed: boolean;
  is_new: boolean;
  created_at: string;
  resolved_at: string | null;
  created_by_organization_id: string | null;
  created_by_organization_name: string | null;
  to_organization_id: string;
  to_organization_name: string;
  message_count: number;
  latest_message: Omit<MessageJson, 'id' | 'created_by_name'> | null;
  messages: MessageJson[];
  context: { old_law_firm?: LawFirmJson | null; new_law_firm?: LawFirmJson | null; is_to_law_firm?: boolean; is_from_lienholder?: boolean };
}

const THREADS = `${REGISTRY_PREFIX}/case-threads/`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function fetchThreads(ctx: BffContext, query: Record<string, string[]>): Promise<ThreadJson[]> {
  await requireViewer(ctx);
  const page = await ctx.registry.get<Page<ThreadJson>>(THREADS, { ...query, page_size: 'off' });
  return page.results;
}

export const ThreadRef = builder.loadableNodeRef<ThreadJson>('Thread', {
  id: { resolve: (thread) => thread.id },
  load: async (ids: string[], ctx) => {
    const valid = [...new Set(ids.filter((id) => UUID.test(id)))];
    return valid.length ? fetchThreads(ctx, { id: valid }) : [];
  },
  toKey: (thread) => thread.id,
  sort: true,
  cacheResolved: true,
});

/**
 * The threads of each case, newest first: one registry call for every case a page asks about. Shared by
 * Case.threads and Case.newThreadCount, and registered with the plugin so a subscription's reload clears it.
 */
async function loadThreadsOfCases(caseIds: readonly string[], ctx: BffContext): Promise<ThreadJson[][]> {
  const valid = [...new Set(caseIds.filter((id) => UUID.test(id)))];
  const threads = valid.length ? await fetchThreads(ctx, { case: valid }) : [];
  const loader = ThreadRef.getDataloader(ctx);
  const byCase = new Map<string, ThreadJson[]>();
  for (const thread of threads) {
    loader.clear(thread.id).prime(thread.id, thread);
    byCase.set(thread.case, [...(byCase.get(thread.case) ?? []), thread]);
  }
  return caseIds.map((id) => byCase.get(id) ?? []);
}

const threadsByCase = dataloaderGetter<string, ThreadJson[], string>(undefined, (caseIds, ctx) => loadThreadsOfCases(caseIds, ctx as BffContext), undefined, false);

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

const ThreadLawFirm = builder.objectRef<LawFirmJson>('ThreadLawFirm').implement({
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

builder.objectField(CaseRef, 'threads', (t) =>
  t.field({
    type: [ThreadRef],
    description: "The Inbox: threads the viewer's organisation sent or received on this case, newest first.",
    resolve: (kase, _args, ctx) => threadsByCase(ctx).load(kase.id),
  }),
);

builder.objectField(CaseRef, 'newThreadCount', (t) =>
  t.int({
    description: 'Threads waiting for the viewer (the Inbox badge).',
    resolve: async (kase, _args, ctx) => (await threadsByCase(ctx).load(kase.id)).filter((thread) => thread.is_new).length,
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
        const thread = await ctx.registry.patch<ThreadJson>(`${THREADS}${encodeURIComponent(id)}/`, { is_resolved: true });
        ThreadRef.getDataloader(ctx).clear(id).prime(id, thread);
        return { thread, userErrors: [] };
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
        await ctx.registry.post(`${REGISTRY_PREFIX}/case-messages/`, { thread: id, note: input.note ?? null, resolves_thread: input.resolvesThread ?? false });
        const loader = ThreadRef.getDataloader(ctx);
        loader.clear(id);
        return { thread: await loader.load(id), userErrors: [] };
      } catch (error) {
        const userErrors = userErrorsFrom(error, { thread: 'threadId', resolves_thread: 'resolvesThread' });
        if (!userErrors) throw error;
        return { thread: null, userErrors };
      }
    },
  }),
);
