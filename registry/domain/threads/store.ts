// Inbox threads: notices and conversations from one organisation to another about a case. Writers open and
// resolve threads inside their own transaction (like recordActivity), so a change and its thread commit together.
// A thread is visible to the organisation that opened it and to the one it is addressed to, nobody else.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RequestContext, Viewer } from '../context.ts';
import { iso } from '../serialize.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export const THREAD_TYPES = ['DOCUMENTS_HIDDEN', 'DOCUMENT_REQUEST', 'LAW_FIRM_CHANGED', 'LIEN_REJECTION'] as const;
export type ThreadType = (typeof THREAD_TYPES)[number];

/** Only document requests are conversations; the other types are notices. */
export const isConversation = (type: string) => type === 'DOCUMENT_REQUEST';

/** The note of the message that resolves a thread records how it was resolved. */
export const RESOLUTION_NOTES = {
  dismissed: 'Dismissed thread',
  releasedDocument: 'Released document',
  updatedLawFirm: 'Updated law firm',
  resolvedRejection: 'Resolved rejection',
  resubmittedLien: 'Resubmitted lien',
} as const;

/** What LAW_FIRM_CHANGED threads carry in their context: old_law_firm, new_law_firm, is_to_law_firm, is_from_lienholder. */
export interface ThreadContext {
  old_law_firm?: { id: string; name: string } | null;
  new_law_firm?: { id: string; name: string } | null;
  is_to_law_firm?: boolean;
  is_from_lienholder?: boolean;
  [key: string]: unknown;
}

export interface NewThread {
  caseId: string;
  lienId?: string | null;
  type: ThreadType;
  toOrganizationId: string;
  context?: ThreadContext;
  /** The first message (e.g. the rejection reasons); none when empty. */
  note?: string;
}

const authorOf = (ctx: RequestContext) => ({
  created_by_user_id: ctx.user.id,
  created_by_organization_id: ctx.organization?.id ?? null,
  created_by_name: `${ctx.user.first_name} ${ctx.user.last_name}`.trim(),
});

export async function openThread(trx: Executor, ctx: RequestContext, thread: NewThread): Promise<string> {
  const { id } = await trx
    .insertInto('case_threads')
    .values({
      case_id: thread.caseId,
      lien_id: thread.lienId ?? null,
      type: thread.type,
      created_by_organization_id: ctx.organization?.id ?? null,
      to_organization_id: thread.toOrganizationId,
      context: JSON.stringify(thread.context ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (thread.note?.trim()) await addMessage(trx, ctx, id, thread.note.trim());
  return id;
}

export async function addMessage(trx: Executor, ctx: RequestContext, threadId: string, note: string): Promise<string> {
  const { id } = await trx
    .insertInto('case_messages')
    .values({ thread_id: threadId, note, ...authorOf(ctx) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Resolves one thread with a closing message whose note says how (one of RESOLUTION_NOTES, or the user's note). */
export async function resolveThread(trx: Executor, ctx: RequestContext, threadId: string, note: string): Promise<void> {
  await addMessage(trx, ctx, threadId, note);
  await trx
    .updateTable('case_threads')
    .set({ is_resolved: true, action_needed: false, resolved_at: sql<Date>`now()` })
    .where('id', '=', threadId)
    .execute();
}

/**
 * Resolves every open thread of `type` addressed to the acting organisation about the case (or lien), e.g. the
 * LIEN_REJECTION a lienholder answers by resubmitting. Returns the ids resolved, so callers can tell their
 * audience.
 */
export async function resolveOpenThreads(
  trx: Executor,
  ctx: RequestContext,
  match: { type: ThreadType; caseId: string; lienId?: string | null },
  note: string,
): Promise<string[]> {
  if (!ctx.organization) return [];
  let query = trx
    .selectFrom('case_threads')
    .select('id')
    .where('type', '=', match.type)
    .where('case_id', '=', match.caseId)
    .where('to_organization_id', '=', ctx.organization.id)
    .where('is_resolved', '=', false);
  if (match.lienId) query = query.where('lien_id', '=', match.lienId);
  const open = await query.execute();
  for (const { id } of open) await resolveThread(trx, ctx, id, note);
  return open.map((row) => row.id);
}

/** The organisations a thread concerns: its sender and its addressee. */
export async function threadParties(trx: Executor, threadId: string): Promise<string[]> {
  const row = await trx
    .selectFrom('case_threads')
    .select(['created_by_organization_id', 'to_organization_id'])
    .where('id', '=', threadId)
    .executeTakeFirst();
  if (!row) return [];
  return [...new Set([row.created_by_organization_id, row.to_organization_id].filter((id): id is string => id !== null))].sort();
}

/** Inbox threads the viewer may see: sent by or addressed to its organisation (lien chats have their own parties, domain/chat/). */
export function visibleThreads(db: Executor, viewer: Viewer) {
  return db
    .selectFrom('case_threads as t')
    .leftJoin('legal_organizations as from_org', 'from_org.id', 't.created_by_organization_id')
    .innerJoin('legal_organizations as to_org', 'to_org.id', 't.to_organization_id')
    .selectAll('t')
    .select(['from_org.name as created_by_organization_name', 'to_org.name as to_organization_name'])
    .where('t.type', '!=', 'LIEN_CHAT')
    .where((eb) =>
      eb.or([eb('t.to_organization_id', '=', viewer.organizationId), eb('t.created_by_organization_id', '=', viewer.organizationId)]),
    );
}

export type ThreadRow = Awaited<ReturnType<ReturnType<typeof visibleThreads>['executeTakeFirstOrThrow']>>;

export interface MessageRow {
  id: string;
  thread_id: string;
  note: string;
  created_at: Date;
  created_by_name: string;
  created_by_organization_name: string | null;
}

/** The messages of these threads, oldest first. */
export function messagesOf(db: Executor, threadIds: string[]): Promise<MessageRow[]> {
  if (!threadIds.length) return Promise.resolve([]);
  return db
    .selectFrom('case_messages as m')
    .leftJoin('legal_organizations as o', 'o.id', 'm.created_by_organization_id')
    .select(['m.id', 'm.thread_id', 'm.note', 'm.created_at', 'm.created_by_name', 'o.name as created_by_organization_name'])
    .where('m.thread_id', 'in', threadIds)
    .orderBy('m.created_at')
    .orderBy('m.seq')
    .execute();
}

/** A thread is "new" (Action Required) while a conversation needs action, or while a notice is unresolved. */
export const isNewThread = (row: Pick<ThreadRow, 'type' | 'is_resolved' | 'action_needed'>) =>
  isConversation(row.type) ? row.action_needed : !row.is_resolved;

export function serializeMessage(message: MessageRow) {
  return {
    id: message.id,
    note: message.note,
    created_at: iso(message.created_at),
    created_by_name: message.created_by_name,
    created_by_organization_name: message.created_by_organization_name,
  };
}

export function serializeThread(row: ThreadRow, messages: MessageRow[]) {
  const latest = messages.at(-1) ?? null;
  return {
    id: row.id,
    case: row.case_id,
    lien: row.lien_id,
    type: row.type,
    is_resolved: row.is_resolved,
    action_needed: row.action_needed,
    is_new: isNewThread(row),
    created_at: iso(row.created_at),
    resolved_at: iso(row.resolved_at),
    created_by_organization_id: row.created_by_organization_id,
    created_by_organization_name: row.created_by_organization_name,
    to_organization_id: row.to_organization_id,
    to_organization_name: row.to_organization_name,
    message_count: messages.length,
    latest_message: latest && {
      note: latest.note,
      created_at: iso(latest.created_at),
      created_by_organization_name: latest.created_by_organization_name,
    },
    messages: messages.map(serializeMessage),
    request: null,
    context: row.context,
  };
}
