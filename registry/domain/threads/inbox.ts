// The Inbox of a case: listing, dismissing and answering threads (the primitives live in store.ts), the
// DOCUMENTS_HIDDEN notice a lienholder's share_documents toggle opens and releases, and the events that keep
// both parties' open Inbox live.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RequestContext, Viewer } from '../context.ts';
import { forbidden, invalidChoice, MESSAGES, notFound, validationError, type FieldErrors } from '../errors.ts';
import { isUuid } from '../ids.ts';
import { parseText, TEXT_LIMITS } from '../input.ts';
import { emitEvents } from '../outbox.ts';
import { mergeLienChats } from '../chat/index.ts';
import { requestsOfThreads } from '../document-requests/index.ts';
import {
  addMessage,
  isConversation,
  messagesOf,
  openThread,
  resolveThread,
  RESOLUTION_NOTES,
  serializeThread,
  THREAD_TYPES,
  threadParties,
  visibleThreads,
  type ThreadRow,
} from './store.ts';
import { pageSourceOf } from '../paging.ts';
import { mayDismissThread, mayReplyToThread, mayResolveThread, threadCapabilities, type ThreadFacts } from '../capabilities.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export const ALREADY_RESOLVED = 'This thread is already resolved.';
export const ANSWER_THE_REJECTION = 'Answer the rejection instead: resubmit the lien or name the new law firm.';

/**
 * A rejection is closed only by answering it (resolve_rejection: 'Resubmitted lien' or 'Resolved rejection');
 * dismissing it, or closing it with a message, would clear the rejection without an answer.
 */
function refuseClosingARejection(thread: { type: string }): void {
  if (thread.type === 'LIEN_REJECTION') throw validationError({ non_field_errors: [ANSWER_THE_REJECTION] });
}
export const NO_REOPEN = 'A resolved thread cannot be re-opened.';
export const CLOSE_THE_REQUEST = 'Close the document request instead.';
export const ANSWER_THE_REQUEST = 'Answer the document request instead.';

const hasDocumentRequest = async (db: Executor, threadId: string) =>
  Boolean(await db.selectFrom('document_requests').select('id').where('thread_id', '=', threadId).executeTakeFirst());

/**
 * Threads the viewer sent or received, on cases it still sees. A sender that lost the case (a former law firm,
 * a lienholder whose lien left it) no longer sees its threads there; a lienholder keeps seeing the threads about
 * its own lien even once that lien is REJECTED, so it can answer a rejection.
 */
export function inboxThreads(db: Executor, viewer: Viewer) {
  return visibleThreads(db, viewer).where((eb) => {
    if (viewer.kind === 'LAW_FIRM') {
      return eb.exists(
        eb.selectFrom('cases as c').select('c.id').whereRef('c.id', '=', 't.case_id').where('c.law_firm_id', '=', viewer.organizationId),
      );
    }
    const seesCase = eb.exists(
      eb
        .selectFrom('liens as mine')
        .select('mine.id')
        .whereRef('mine.case_id', '=', 't.case_id')
        .where('mine.lienholder_id', '=', viewer.organizationId)
        .where('mine.verification_status', '!=', 'REJECTED'),
    );
    const aboutOwnLien = eb.exists(
      eb
        .selectFrom('liens as own')
        .select('own.id')
        .whereRef('own.id', '=', 't.lien_id')
        .where('own.lienholder_id', '=', viewer.organizationId),
    );
    return eb.or([seesCase, aboutOwnLien]);
  });
}

/**
 * Whether the thread waits for the viewer (Action Required): a notice for its addressee while unresolved; a
 * conversation for the party whose turn it is. action_needed is the addressee's turn, false the sender's.
 */
export function isNewFor(
  row: Pick<ThreadRow, 'type' | 'is_resolved' | 'action_needed' | 'to_organization_id'>,
  organizationId: string,
): boolean {
  if (row.is_resolved) return false;
  const isAddressee = row.to_organization_id === organizationId;
  if (!isConversation(row.type)) return isAddressee;
  return isAddressee ? row.action_needed : !row.action_needed;
}

/** The thread as the viewer sees it (is_new is the viewer's own Action Required). */
export async function serializeForViewer(db: Executor, viewer: Viewer, rows: ThreadRow[]) {
  const messages = await messagesOf(
    db,
    rows.map((row) => row.id),
  );
  const byThread = new Map<string, typeof messages>();
  for (const message of messages) byThread.set(message.thread_id, [...(byThread.get(message.thread_id) ?? []), message]);
  // A DOCUMENT_REQUEST conversation carries its request (document-requests/).
  const requests = await requestsOfThreads(
    db,
    viewer,
    rows.filter((row) => row.type === 'DOCUMENT_REQUEST').map((row) => row.id),
  );
  return rows.map((row) => ({
    ...serializeThread(row, byThread.get(row.id) ?? []),
    request: requests.get(row.id) ?? null,
    is_new: isNewFor(row, viewer.organizationId),
    viewer_can: {
      ...threadCapabilities(viewer, threadFacts(row)),
      // A document request's conversation closes with its request (closeDocumentRequest), not with a message.
      ...(requests.has(row.id) ? { resolve: false, dismiss: false } : {}),
    },
  }));
}

const threadFacts = (row: Pick<ThreadRow, 'type' | 'is_resolved' | 'to_organization_id'>): ThreadFacts => ({
  isConversation: isConversation(row.type),
  isLienRejection: row.type === 'LIEN_REJECTION',
  isResolved: row.is_resolved,
  toOrganizationId: row.to_organization_id,
});

export interface ThreadFilters {
  ids: string[];
  cases: string[];
  types: string[];
  createdBy: string[];
  isResolved: boolean | null;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function parseThreadFilters(query: Record<string, string | undefined>): ThreadFilters {
  const errors: FieldErrors = {};
  const filters: ThreadFilters = {
    ids: list(query.id),
    cases: list(query.case),
    types: list(query.type),
    createdBy: list(query.created_by_organization_id),
    isResolved: null,
  };
  if (filters.ids.some((id) => !isUuid(id))) errors.id = [MESSAGES.invalidUuid];
  if (filters.cases.some((id) => !isUuid(id))) errors.case = [MESSAGES.invalidUuid];
  if (filters.createdBy.some((id) => !isUuid(id))) errors.created_by_organization_id = [MESSAGES.invalidUuid];
  const unknown = filters.types.find((type) => !(THREAD_TYPES as readonly string[]).includes(type));
  if (unknown) errors.type = [invalidChoice(unknown)];
  if (query.is_resolved !== undefined) {
    if (query.is_resolved === 'true' || query.is_resolved === 'false') filters.isResolved = query.is_resolved === 'true';
    else errors.is_resolved = [MESSAGES.invalidBoolean];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return filters;
}

export function filteredThreads(db: Executor, viewer: Viewer, filters: ThreadFilters) {
  let query = inboxThreads(db, viewer);
  if (filters.ids.length) query = query.where('t.id', 'in', filters.ids);
  if (filters.cases.length) query = query.where('t.case_id', 'in', filters.cases);
  if (filters.types.length) query = query.where('t.type', 'in', filters.types);
  if (filters.createdBy.length) query = query.where('t.created_by_organization_id', 'in', filters.createdBy);
  if (filters.isResolved !== null) query = query.where('t.is_resolved', '=', filters.isResolved);
  return query;
}

/** One case.updated per case to the parties of its threads, so the other side's open Inbox reloads. */
export async function emitThreadEvents(trx: Executor, threadIds: string[]): Promise<void> {
  if (!threadIds.length) return;
  const rows = await trx.selectFrom('case_threads').select(['id', 'case_id']).where('id', 'in', threadIds).execute();
  const audienceByCase = new Map<string, { audience: Set<string>; threadIds: string[] }>();
  for (const row of rows) {
    const entry = audienceByCase.get(row.case_id) ?? { audience: new Set<string>(), threadIds: [] };
    for (const organizationId of await threadParties(trx, row.id)) entry.audience.add(organizationId);
    entry.threadIds.push(row.id);
    audienceByCase.set(row.case_id, entry);
  }
  await emitEvents(
    trx,
    [...audienceByCase].map(([caseId, { audience, threadIds }]) => ({
      type: 'case.updated' as const,
      change: 'threads' as const,
      caseId,
      threadId: threadIds.length === 1 ? threadIds[0] : null,
      organizationIds: [...audience].sort(),
    })),
  );
}

const body = (input: unknown) => (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;

/** PATCH {is_resolved: true}: the only change a thread accepts; re-opening is refused. */
export function parseDismiss(input: unknown): void {
  const value = body(input).is_resolved;
  if (value === undefined || value === null) throw validationError({ is_resolved: [MESSAGES.required] });
  if (typeof value !== 'boolean') throw validationError({ is_resolved: [MESSAGES.invalidBoolean] });
  if (!value) throw validationError({ is_resolved: [NO_REOPEN] });
}

/** The thread the viewer may see, locked for a change; 404 otherwise. */
async function lockThread(trx: Transaction<Database>, viewer: Viewer, threadId: string): Promise<ThreadRow | undefined> {
  if (!isUuid(threadId)) return undefined;
  return inboxThreads(trx, viewer).where('t.id', '=', threadId).forUpdate('t').executeTakeFirst();
}

/** The addressee dismisses a thread: it is resolved with the closing message 'Dismissed thread'. */
export async function dismissThread(db: Kysely<Database>, ctx: RequestContext, viewer: Viewer, threadId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const thread = await lockThread(trx, viewer, threadId);
    if (!thread) throw notFound();
    if (!mayDismissThread(viewer, threadFacts(thread))) {
      // Why not, in the order a client should hear it.
      if (thread.to_organization_id !== viewer.organizationId) throw forbidden();
      if (thread.is_resolved) throw validationError({ non_field_errors: [ALREADY_RESOLVED] });
      refuseClosingARejection(thread);
    }
    if (await hasDocumentRequest(trx, thread.id)) throw validationError({ non_field_errors: [ANSWER_THE_REQUEST] });
    await resolveThread(trx, ctx, thread.id, RESOLUTION_NOTES.dismissed);
    await emitThreadEvents(trx, [thread.id]);
  });
}

export interface NewMessage {
  threadId: string;
  note: string;
  resolvesThread: boolean;
}

export function parseMessage(input: unknown): NewMessage {
  const raw = body(input);
  const errors: FieldErrors = {};
  if (raw.thread === undefined || raw.thread === null || raw.thread === '') errors.thread = [MESSAGES.required];
  else if (typeof raw.thread !== 'string' || !isUuid(raw.thread)) errors.thread = [MESSAGES.invalidUuid];
  parseText(raw.note, 'note', errors, { max: TEXT_LIMITS.note, required: true, multiline: true });
  const resolves = raw.resolves_thread ?? false;
  if (typeof resolves !== 'boolean') errors.resolves_thread = [MESSAGES.invalidBoolean];
  if (Object.keys(errors).length) throw validationError(errors);
  return { threadId: raw.thread as string, note: (raw.note as string).trim(), resolvesThread: resolves as boolean };
}

/**
 * A party answers a thread. Conversations take messages from both parties (each passes the turn to the other);
 * a notice is one-way, so only its addressee writes on it (e.g. resolving it with a note).
 */
export async function postMessage(db: Kysely<Database>, ctx: RequestContext, viewer: Viewer, message: NewMessage): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const thread = await lockThread(trx, viewer, message.threadId);
    if (!thread) throw validationError({ thread: [MESSAGES.notFound] });
    const isAddressee = thread.to_organization_id === viewer.organizationId;
    const facts = threadFacts(thread);
    if (!mayReplyToThread(viewer, facts)) {
      if (!isConversation(thread.type) && !isAddressee) throw forbidden();
      throw validationError({ non_field_errors: [ALREADY_RESOLVED] });
    }
    let id: string;
    if (message.resolvesThread && (await hasDocumentRequest(trx, thread.id)))
      throw validationError({ resolves_thread: [CLOSE_THE_REQUEST] });
    if (message.resolvesThread) {
      if (!mayResolveThread(viewer, facts)) refuseClosingARejection(thread);
      await resolveThread(trx, ctx, thread.id, message.note);
      // resolveThread wrote the closing message last (earlier messages come from earlier transactions).
      id = (
        await trx
          .selectFrom('case_messages')
          .select('id')
          .where('thread_id', '=', thread.id)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).id;
    } else {
      id = await addMessage(trx, ctx, thread.id, message.note);
      if (isConversation(thread.type))
        await trx.updateTable('case_threads').set({ action_needed: !isAddressee }).where('id', '=', thread.id).execute();
    }
    await emitThreadEvents(trx, [thread.id]);
    return id;
  });
}

export async function messageById(db: Executor, id: string) {
  return db
    .selectFrom('case_messages as m')
    .leftJoin('legal_organizations as o', 'o.id', 'm.created_by_organization_id')
    .select(['m.id', 'm.thread_id', 'm.note', 'm.created_at', 'm.created_by_name', 'o.name as created_by_organization_name'])
    .where('m.id', '=', id)
    .executeTakeFirstOrThrow();
}

/**
 * A lienholder's share_documents toggle, inside its lien update: turning sharing off tells the case's law firm
 * (one open DOCUMENTS_HIDDEN thread per lien); turning it back on resolves that thread with 'Released document'.
 * No events of its own: the lien update's lien.updated already reaches both parties of the thread (the case's law
 * firm and the lienholder), and their live case reload brings the Inbox with it.
 */
export async function onShareDocumentsChanged(
  trx: Transaction<Database>,
  ctx: RequestContext,
  lien: { id: string; case_id: string; law_firm_id: string | null; lienholder_id: string },
  shareDocuments: boolean,
): Promise<void> {
  const open = await trx
    .selectFrom('case_threads')
    .select('id')
    .where('type', '=', 'DOCUMENTS_HIDDEN')
    .where('lien_id', '=', lien.id)
    .where('created_by_organization_id', '=', lien.lienholder_id)
    .where('is_resolved', '=', false)
    .execute();
  if (shareDocuments) {
    for (const { id } of open) await resolveThread(trx, ctx, id, RESOLUTION_NOTES.releasedDocument);
    return;
  }
  if (!lien.law_firm_id || open.length) return;
  await openThread(trx, ctx, { caseId: lien.case_id, lienId: lien.id, type: 'DOCUMENTS_HIDDEN', toOrganizationId: lien.law_firm_id });
}

/** Merging cases: the duplicate's threads move to the canonical case (before the duplicate is deleted). */
export async function moveThreads(trx: Executor, fromCaseId: string, toCaseId: string): Promise<void> {
  await trx.updateTable('case_threads').set({ case_id: toCaseId }).where('case_id', '=', fromCaseId).execute();
}

/** Merging cases: threads about a lien that goes move to the lien that is kept (its chat's messages join the kept chat). */
export async function moveLienThreads(trx: Executor, fromLienId: string, toLienId: string): Promise<void> {
  await mergeLienChats(trx, fromLienId, toLienId);
  await trx.updateTable('case_threads').set({ lien_id: toLienId }).where('lien_id', '=', fromLienId).execute();
}

/** Pages of the viewer's threads under the filters, newest first (the order of an Inbox). */
export const inboxPages = (db: Executor, viewer: Viewer, filters: ThreadFilters) =>
  pageSourceOf(filteredThreads(db, viewer, filters), (query) => query.orderBy('t.created_at', 'desc').orderBy('t.id', 'desc'));

/** One of the viewer's threads as JSON, or null. */
export async function findInboxThread(db: Executor, viewer: Viewer, id: string) {
  const row = isUuid(id) ? await inboxThreads(db, viewer).where('t.id', '=', id).executeTakeFirst() : undefined;
  return row ? (await serializeForViewer(db, viewer, [row]))[0] : null;
}
