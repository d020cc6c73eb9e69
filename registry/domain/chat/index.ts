// Lien chat: one conversation per lien between the case's law firm and the lien's lienholder, nobody else (another
// lienholder on the same case, a former law firm, a lienholder whose lien was rejected: 404). A chat is a
// case_threads row of type LIEN_CHAT (one per lien, opened the first time a party asks for it); its messages are
// case_messages rows typed by the poster's side, with a read mark the other side's organisation sets by opening the
// chat. Every write commits with a `chat` event to the two organisations (the BFF's live chat and unread badges).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RequestContext, Viewer } from '../context.ts';
import { forbidden, MESSAGES, notFound, validationError, type FieldErrors } from '../errors.ts';
import { isUuid } from '../ids.ts';
import { parseText, TEXT_LIMITS } from '../input.ts';
import { emitEvents } from '../outbox.ts';
import { iso } from '../serialize.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export const CHAT_MESSAGE_TYPES = ['LAW_FIRM_POSTED_NOTE', 'LIENHOLDER_POSTED_NOTE'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

export const ONLY_OWN_MESSAGES = 'You can only delete your own messages.';
export const notesDisabledMessage = (organizationName: string) => `${organizationName} has disabled Notes on their cases`;

/** A side posts messages of its own type; the other side's type is what it reads (and marks read). */
const ownType = (viewer: Viewer): ChatMessageType => (viewer.kind === 'LAW_FIRM' ? 'LAW_FIRM_POSTED_NOTE' : 'LIENHOLDER_POSTED_NOTE');
const otherType = (viewer: Viewer): ChatMessageType => (viewer.kind === 'LAW_FIRM' ? 'LIENHOLDER_POSTED_NOTE' : 'LAW_FIRM_POSTED_NOTE');

/**
 * The liens whose chat the viewer takes part in: the case's law firm on its non-rejected liens, a lienholder on its
 * own non-rejected lien of a case that has a law firm (a chat needs both sides).
 */
function participatingLiens(db: Executor, viewer: Viewer) {
  const query = db
    .selectFrom('liens as l')
    .innerJoin('cases as c', 'c.id', 'l.case_id')
    .where('l.verification_status', '!=', 'REJECTED')
    .where('c.law_firm_id', 'is not', null);
  return viewer.kind === 'LAW_FIRM'
    ? query.where('c.law_firm_id', '=', viewer.organizationId)
    : query.where('l.lienholder_id', '=', viewer.organizationId);
}

/** The chats the viewer takes part in, with both sides' names and notes switches. */
export function visibleChats(db: Executor, viewer: Viewer) {
  return participatingLiens(db, viewer)
    .innerJoin('case_threads as t', (join) => join.onRef('t.lien_id', '=', 'l.id').on('t.type', '=', 'LIEN_CHAT'))
    .innerJoin('legal_organizations as lienholder', 'lienholder.id', 'l.lienholder_id')
    .innerJoin('legal_organizations as law_firm', 'law_firm.id', 'c.law_firm_id')
    .select([
      't.id',
      't.created_at',
      'l.id as lien_id',
      'l.case_id',
      'l.lienholder_id',
      'c.law_firm_id',
      'lienholder.name as lienholder_name',
      'lienholder.notes_disabled as lienholder_notes_disabled',
      'law_firm.name as law_firm_name',
      'law_firm.notes_disabled as law_firm_notes_disabled',
    ]);
}

export type ChatRow = Awaited<ReturnType<ReturnType<typeof visibleChats>['executeTakeFirstOrThrow']>>;

/** Opens the chat of each lien the viewer takes part in, among these liens or the liens of these cases. */
async function openChats(db: Executor, viewer: Viewer, match: { lienIds?: string[]; caseIds?: string[] }): Promise<void> {
  let liens = participatingLiens(db, viewer)
    .select(['l.case_id', 'l.id', sql<string>`'LIEN_CHAT'`.as('type'), 'c.law_firm_id', 'l.lienholder_id'])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('case_threads as open')
            .select('open.id')
            .whereRef('open.lien_id', '=', 'l.id')
            .where('open.type', '=', 'LIEN_CHAT'),
        ),
      ),
    );
  if (match.lienIds) liens = liens.where('l.id', 'in', match.lienIds);
  if (match.caseIds) liens = liens.where('l.case_id', 'in', match.caseIds);
  // Two first readers at once: the unique index keeps one chat per lien.
  await db
    .insertInto('case_threads')
    .columns(['case_id', 'lien_id', 'type', 'created_by_organization_id', 'to_organization_id'])
    .expression(liens)
    .onConflict((conflict) => conflict.column('lien_id').where('type', '=', 'LIEN_CHAT').doNothing())
    .execute();
}

export interface ChatFilters {
  ids: string[];
  liens: string[];
  cases: string[];
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function parseChatFilters(query: Record<string, string | undefined>): ChatFilters {
  const filters = { ids: list(query.id), liens: list(query.lien), cases: list(query.case) };
  const errors: FieldErrors = {};
  for (const [field, values] of [
    ['id', filters.ids],
    ['lien', filters.liens],
    ['case', filters.cases],
  ] as const)
    if (values.some((value) => !isUuid(value))) errors[field] = [MESSAGES.invalidUuid];
  if (!filters.ids.length && !filters.liens.length && !filters.cases.length)
    errors.non_field_errors = ['Name the chats: id, lien or case.'];
  if (Object.keys(errors).length) throw validationError(errors);
  return filters;
}

/** The viewer's chats under the filters, opening those of the named liens or cases that are not open yet. */
export async function listChats(db: Kysely<Database>, viewer: Viewer, filters: ChatFilters) {
  if (filters.liens.length) await openChats(db, viewer, { lienIds: filters.liens });
  if (filters.cases.length) await openChats(db, viewer, { caseIds: filters.cases });
  let query = visibleChats(db, viewer);
  if (filters.ids.length) query = query.where('t.id', 'in', filters.ids);
  if (filters.liens.length) query = query.where('l.id', 'in', filters.liens);
  if (filters.cases.length) query = query.where('l.case_id', 'in', filters.cases);
  const rows = await query.orderBy('t.created_at').orderBy('t.id').execute();
  return serializeChats(db, viewer, rows);
}

/** One of the viewer's chats as JSON, or null. */
export async function findChat(db: Executor, viewer: Viewer, id: string) {
  const row = isUuid(id) ? await visibleChats(db, viewer).where('t.id', '=', id).executeTakeFirst() : undefined;
  return row ? (await serializeChats(db, viewer, [row]))[0] : null;
}

/** The organisation whose notes are off, the other side named first (its choice is the one the viewer cannot change). */
function notesDisabledBy(row: ChatRow, viewer: Viewer): string | null {
  const lawFirm = row.law_firm_notes_disabled ? row.law_firm_name : null;
  const lienholder = row.lienholder_notes_disabled ? row.lienholder_name : null;
  return viewer.kind === 'LAW_FIRM' ? (lienholder ?? lawFirm) : (lawFirm ?? lienholder);
}

/** The chat as the viewer sees it, in the shape of an Inbox thread plus the chat's own fields. */
async function serializeChats(db: Executor, viewer: Viewer, rows: ChatRow[]) {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [counts, latest] = await Promise.all([
    db
      .selectFrom('case_messages')
      .select((eb) => [
        'thread_id',
        eb.fn.countAll<string>().as('total'),
        sql<string>`count(*) filter (where read_at is null and type = ${otherType(viewer)})`.as('unread'),
      ])
      .where('thread_id', 'in', ids)
      .groupBy('thread_id')
      .execute(),
    db
      .selectFrom('case_messages as m')
      .leftJoin('legal_organizations as o', 'o.id', 'm.created_by_organization_id')
      .distinctOn('m.thread_id')
      .select(['m.thread_id', 'm.note', 'm.created_at', 'o.name as created_by_organization_name'])
      .where('m.thread_id', 'in', ids)
      .orderBy('m.thread_id')
      .orderBy('m.seq', 'desc')
      .execute(),
  ]);
  const countOf = new Map(counts.map((row) => [row.thread_id, row]));
  const latestOf = new Map(latest.map((row) => [row.thread_id, row]));
  return rows.map((row) => {
    const disabledBy = notesDisabledBy(row, viewer);
    const last = latestOf.get(row.id);
    return {
      id: row.id,
      case: row.case_id,
      lien: row.lien_id,
      type: 'LIEN_CHAT',
      is_resolved: false,
      action_needed: false,
      is_new: false,
      created_at: iso(row.created_at),
      resolved_at: null,
      created_by_organization_id: row.law_firm_id,
      created_by_organization_name: row.law_firm_name,
      to_organization_id: row.lienholder_id,
      to_organization_name: row.lienholder_name,
      title: viewer.kind === 'LAW_FIRM' ? row.lienholder_name : row.law_firm_name,
      message_count: Number(countOf.get(row.id)?.total ?? 0),
      unread_count: Number(countOf.get(row.id)?.unread ?? 0),
      latest_message: last
        ? { note: last.note, created_at: iso(last.created_at), created_by_organization_name: last.created_by_organization_name }
        : null,
      notes_disabled_by: disabledBy,
      viewer_can: { reply: false, resolve: false, dismiss: false, send_chat_message: disabledBy === null },
      context: {},
    };
  });
}

// Messages.

/** Chat messages of the chats the viewer takes part in. */
function visibleMessages(db: Executor, viewer: Viewer) {
  return db
    .selectFrom('case_messages as m')
    .innerJoin(visibleChats(db, viewer).as('chat'), 'chat.id', 'm.thread_id')
    .leftJoin('legal_organizations as o', 'o.id', 'm.created_by_organization_id')
    .select([
      'm.id',
      'm.thread_id',
      'm.note',
      'm.type',
      'm.created_at',
      'm.created_by_name',
      'm.created_by_user_id',
      'm.created_by_organization_id',
      'o.name as created_by_organization_name',
      'm.read_at',
      'm.seq',
      'chat.case_id',
      'chat.lien_id',
    ]);
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof visibleMessages>['executeTakeFirstOrThrow']>>;

export function serializeChatMessage(row: MessageRow) {
  return {
    id: row.id,
    thread: row.thread_id,
    case: row.case_id,
    lien: row.lien_id,
    note: row.note,
    type: row.type,
    created_at: iso(row.created_at),
    created_by_name: row.created_by_name,
    created_by_user_id: row.created_by_user_id,
    created_by_organization_id: row.created_by_organization_id,
    created_by_organization_name: row.created_by_organization_name,
    read_at: iso(row.read_at),
    cursor: String(row.seq),
  };
}

export const MAX_MESSAGE_PAGE = 100;
const DEFAULT_MESSAGE_PAGE = 30;
const CURSOR = /^\d{1,19}$/;

export interface MessagePageQuery {
  ids: string[];
  threadId: string | null;
  first: number | null;
  last: number | null;
  after: string | null;
  before: string | null;
}

export function parseMessagePage(query: Record<string, string | undefined>): MessagePageQuery {
  const errors: FieldErrors = {};
  const ids = list(query.id);
  if (ids.some((id) => !isUuid(id))) errors.id = [MESSAGES.invalidUuid];
  const threadId = query.thread ?? null;
  if (threadId !== null && !isUuid(threadId)) errors.thread = [MESSAGES.invalidUuid];
  if (threadId === null && !ids.length) errors.thread = [MESSAGES.required];
  const count = (field: 'first' | 'last') => {
    const value = query[field];
    if (value === undefined) return null;
    const number = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
    if (!(number >= 1 && number <= MAX_MESSAGE_PAGE)) errors[field] = [`Ensure this value is between 1 and ${MAX_MESSAGE_PAGE}.`];
    return number;
  };
  const cursor = (field: 'after' | 'before') => {
    const value = query[field];
    if (value === undefined) return null;
    if (!CURSOR.test(value)) errors[field] = [MESSAGES.invalidCursor];
    return value;
  };
  const page = { ids, threadId, first: count('first'), last: count('last'), after: cursor('after'), before: cursor('before') };
  if (page.first !== null && page.last !== null) errors.non_field_errors = ['Pass first or last, not both.'];
  if (Object.keys(errors).length) throw validationError(errors);
  return page;
}

/**
 * A keyset page of a chat's messages, oldest first: `first` after `after`, or `last` before `before` (a chat opens
 * on its newest messages and loads older ones). The chat must be the viewer's (else 404).
 */
export async function messagePage(db: Kysely<Database>, viewer: Viewer, page: MessagePageQuery) {
  if (!page.threadId) {
    const rows = await visibleMessages(db, viewer).where('m.id', 'in', page.ids).orderBy('m.seq').execute();
    return { results: rows.map(serializeChatMessage), total_count: rows.length, has_previous: false, has_next: false };
  }
  const threadId = page.threadId;
  const chat = await visibleChats(db, viewer).where('t.id', '=', threadId).executeTakeFirst();
  if (!chat) throw notFound();
  let query = visibleMessages(db, viewer).where('m.thread_id', '=', threadId);
  if (page.after) query = query.where('m.seq', '>', page.after);
  if (page.before) query = query.where('m.seq', '<', page.before);
  if (page.ids.length) query = query.where('m.id', 'in', page.ids);
  const fromEnd = page.last !== null;
  const size = page.last ?? page.first ?? DEFAULT_MESSAGE_PAGE;
  const rows = await query
    .orderBy('m.seq', fromEnd ? 'desc' : 'asc')
    .limit(size)
    .execute();
  if (fromEnd) rows.reverse();
  const exists = (op: '<' | '>', seq: string) =>
    db
      .selectFrom('case_messages')
      .select('id')
      .where('thread_id', '=', threadId)
      .where('seq', op, seq)
      .limit(1)
      .executeTakeFirst()
      .then(Boolean);
  const first = rows[0]?.seq ?? null;
  const lastSeq = rows.at(-1)?.seq ?? null;
  const [hasPrevious, hasNext, total] = await Promise.all([
    first !== null ? exists('<', first) : page.after ? exists('<', String(BigInt(page.after) + 1n)) : false,
    lastSeq !== null ? exists('>', lastSeq) : page.before ? exists('>', String(BigInt(page.before) - 1n)) : false,
    db
      .selectFrom('case_messages')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('thread_id', '=', threadId)
      .executeTakeFirstOrThrow(),
  ]);
  return { results: rows.map(serializeChatMessage), total_count: Number(total.count), has_previous: hasPrevious, has_next: hasNext };
}

// Writes.

const body = (input: unknown) => (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;

export function parseChatMessage(input: unknown): { threadId: string; note: string } {
  const raw = body(input);
  const errors: FieldErrors = {};
  if (raw.thread === undefined || raw.thread === null || raw.thread === '') errors.thread = [MESSAGES.required];
  else if (typeof raw.thread !== 'string' || !isUuid(raw.thread)) errors.thread = [MESSAGES.invalidUuid];
  const note = parseText(raw.note, 'note', errors, { max: TEXT_LIMITS.note, required: true, multiline: true });
  if (Object.keys(errors).length) throw validationError(errors);
  return { threadId: raw.thread as string, note: note! };
}

const viewerOfContext = (ctx: RequestContext): Viewer => {
  if (!ctx.organization || !ctx.kind) throw forbidden();
  return { organizationId: ctx.organization.id, kind: ctx.kind };
};

/** The viewer's chat, locked for a write (posts and deletes on one chat take turns); 404 when not the viewer's. */
async function lockChat(trx: Transaction<Database>, viewer: Viewer, threadId: string): Promise<ChatRow> {
  const chat = isUuid(threadId)
    ? await visibleChats(trx, viewer).where('t.id', '=', threadId).forUpdate('t').executeTakeFirst()
    : undefined;
  if (!chat) throw notFound();
  return chat;
}

const chatEvent = (chat: ChatRow, messageId: string | null) => ({
  type: 'case.updated' as const,
  change: 'chat' as const,
  caseId: chat.case_id,
  lienId: chat.lien_id,
  threadId: chat.id,
  messageId,
  organizationIds: [chat.law_firm_id!, chat.lienholder_id].sort(),
});

/**
 * Posts a chat message as the context's user, with every rule: a party of the chat (else 404), the note (required,
 * at most TEXT_LIMITS.note, no control characters), notes not disabled by either side ('{org} has disabled Notes on
 * their cases'). The type follows the poster's side. Also the entry point of replies by e-mail.
 */
export async function postChatMessage(db: Kysely<Database>, ctx: RequestContext, threadId: string, note: unknown) {
  const viewer = viewerOfContext(ctx);
  const { note: text } = parseChatMessage({ thread: threadId, note });
  const id = await db.transaction().execute(async (trx) => {
    const chat = await lockChat(trx, viewer, threadId);
    const disabledBy = notesDisabledBy(chat, viewer);
    if (disabledBy) throw validationError({ non_field_errors: [notesDisabledMessage(disabledBy)] });
    const { id } = await trx
      .insertInto('case_messages')
      .values({
        thread_id: chat.id,
        note: text,
        type: ownType(viewer),
        created_by_user_id: ctx.user.id,
        created_by_organization_id: viewer.organizationId,
        created_by_name: `${ctx.user.first_name} ${ctx.user.last_name}`.trim(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await emitEvents(trx, [chatEvent(chat, id)]);
    return id;
  });
  return serializeChatMessage(await visibleMessages(db, viewer).where('m.id', '=', id).executeTakeFirstOrThrow());
}

/** The writer deletes their own chat message (gone for both sides); another's is 403, one not the viewer's 404. */
export async function deleteChatMessage(
  db: Kysely<Database>,
  ctx: RequestContext,
  messageId: string,
): Promise<{ id: string; thread: string }> {
  const viewer = viewerOfContext(ctx);
  if (!isUuid(messageId)) throw notFound();
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('case_messages')
      .select(['thread_id'])
      .where('id', '=', messageId)
      .where('type', 'is not', null)
      .executeTakeFirst();
    if (!found) throw notFound();
    const chat = await lockChat(trx, viewer, found.thread_id);
    const message = await trx
      .selectFrom('case_messages')
      .select(['id', 'created_by_user_id'])
      .where('id', '=', messageId)
      .forUpdate()
      .executeTakeFirst();
    if (!message) throw notFound();
    if (message.created_by_user_id !== ctx.user.id) throw forbidden(ONLY_OWN_MESSAGES);
    await trx.deleteFrom('case_messages').where('id', '=', messageId).execute();
    await emitEvents(trx, [chatEvent(chat, messageId)]);
    return { id: messageId, thread: chat.id };
  });
}

/** Opening a chat: the other side's unread messages become read for the viewer's organisation (idempotent). */
export async function markChatRead(db: Kysely<Database>, ctx: RequestContext, threadId: string) {
  const viewer = viewerOfContext(ctx);
  if (!isUuid(threadId)) throw notFound();
  await db.transaction().execute(async (trx) => {
    const chat = await visibleChats(trx, viewer).where('t.id', '=', threadId).executeTakeFirst();
    if (!chat) throw notFound();
    const read = await trx
      .updateTable('case_messages')
      .set({ read_at: sql<Date>`now()` })
      .where('thread_id', '=', chat.id)
      .where('type', '=', otherType(viewer))
      .where('read_at', 'is', null)
      .returning('id')
      .execute();
    // Nothing was unread: nothing changed, nobody is told.
    if (read.length) await emitEvents(trx, [chatEvent(chat, null)]);
  });
  return (await findChat(db, viewer, threadId))!;
}

/**
 * Merging cases: a lienholder on both keeps its canonical lien; the duplicate lien's chat messages move into the
 * kept lien's chat (one chat per lien), or its chat moves whole when the kept lien has none.
 */
export async function mergeLienChats(trx: Executor, fromLienId: string, toLienId: string): Promise<void> {
  const chats = await trx
    .selectFrom('case_threads')
    .select(['id', 'lien_id'])
    .where('type', '=', 'LIEN_CHAT')
    .where('lien_id', 'in', [fromLienId, toLienId])
    .execute();
  const from = chats.find((chat) => chat.lien_id === fromLienId);
  const to = chats.find((chat) => chat.lien_id === toLienId);
  if (!from || !to) return;
  await trx.updateTable('case_messages').set({ thread_id: to.id }).where('thread_id', '=', from.id).execute();
  await trx.deleteFrom('case_threads').where('id', '=', from.id).execute();
}
