// History and events. Every write calls these inside its own transaction, so a change, its activity and its
// outbox events commit (or roll back) together; the SSE stream only ever reads committed events.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { RequestContext } from './context.ts';
import { accessLogInsert, noteTouched, type AccessEntry, type AccessObjectType } from './access-log/entries.ts';
import { isUuid } from './ids.ts';
import { iso } from './serialize.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** The kind of object an event is about (the SSE `event:` field). */
export type EventType =
  | 'case.updated'
  | 'activity.created'
  | 'lien.updated'
  | 'session.revoked'
  /** For one user only (`user_id`): a new notification (`notification_id`), or theirs viewed, read or dismissed. */
  | 'notification.created'
  | 'notification.changed'
  /** An organisation's settings changed (Settings › Organization; `organization_ids` names it, no case). */
  | 'organization.updated';

/**
 * What changed (registry/API.md, "Events"). A change writes one event of each type it concerns, all with the same
 * change: e.g. a status change writes `case.updated` + `activity.created`, both `status`.
 * - `case_created` a case was registered; `merged` a duplicate was merged into this case (or this one into another)
 * - `status`, `details`, `law_firm`, `policy_limits`, `contacts`, `tags` the case's own fields of that name
 * - `threads` a thread of the case (its Inbox) was opened, answered or closed (`thread_id` names it when one)
 * - `lien_added`, `lien_removed` a lien joined or left the case; `lien_updated` a lienholder's own update of its lien
 *   (balance, treatment, documents finalised, resolved, re-opened); `lien_documents` the same with its documents
 *   shared or withheld, which also opens or closes a DOCUMENTS_HIDDEN notice in the case's Inbox; `lien_rejection`
 *   its verification rejected or the rejection answered (a LIEN_REJECTION thread opens or closes)
 * - `chat` a lien chat's message was sent or deleted (`message_id`), or a side read the chat (`message_id` null);
 *   `thread_id` names the chat, `lien_id` its lien, and only the chat's two organisations receive it
 * - `documents` a document of the case was added, changed, deleted, paid for or viewed by the law firm
 *   (`document_id` names it, `lien_id` its lien when a lien document); only the organisations that see that document
 *   receive it (registry/domain/documents/visibility.ts)
 */
export type EventChange =
  | 'case_created'
  | 'merged'
  | 'status'
  | 'details'
  | 'law_firm'
  | 'policy_limits'
  | 'contacts'
  | 'tags'
  | 'threads'
  | 'lien_added'
  | 'lien_removed'
  | 'lien_updated'
  | 'lien_documents'
  | 'lien_rejection'
  | 'chat'
  | 'documents';

/** The channel a committed write NOTIFYs, so the event stream reads at once instead of waiting for its poll. */
export const EVENTS_CHANNEL = 'registry_events';

/** The organisations that can see a case: its law firm and every lienholder with a non-rejected lien on it. */
export async function caseAudience(trx: Executor, caseId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('cases')
    .select('law_firm_id as organization_id')
    .where('id', '=', caseId)
    .where('law_firm_id', 'is not', null)
    .union(
      trx
        .selectFrom('liens')
        .select('lienholder_id as organization_id')
        .where('case_id', '=', caseId)
        .where('verification_status', '!=', 'REJECTED'),
    )
    .execute();
  return rows
    .map((row) => row.organization_id)
    .filter((id): id is string => id !== null)
    .sort();
}

export interface NewActivity {
  type: string;
  note?: string;
  caseId: string | null;
  lienId?: string | null;
  data?: Record<string, unknown>;
}

export async function recordActivity(trx: Executor, ctx: RequestContext, activity: NewActivity): Promise<string> {
  noteTouched(activity.caseId, activity.lienId);
  const { id } = await trx
    .insertInto('activities')
    .values({
      type: activity.type,
      note: activity.note ?? '',
      case_id: activity.caseId,
      lien_id: activity.lienId ?? null,
      created_by_user_id: ctx.user.id,
      created_by_organization_id: ctx.organization?.id ?? null,
      created_by_name: `${ctx.user.first_name} ${ctx.user.last_name}`.trim(),
      // An impersonating staff member acts as the user but is recorded as internal.
      is_internal_user: ctx.isStaff || Boolean(ctx.impersonatedBy),
      activity_data: JSON.stringify(activity.data ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export interface NewEvent {
  type: EventType;
  /** What changed; left out only by `session.revoked` (and a test's generic "the case changed"). */
  change?: EventChange;
  caseId: string | null;
  lienId?: string | null;
  activityId?: string | null;
  threadId?: string | null;
  organizationIds: string[];
  /** `session.revoked`: the session that ended (no organisation receives it; the BFF closes its sockets). */
  sessionId?: string | null;
  /** `notification.*`: the one user the event is for. */
  userId?: string | null;
  /** `notification.created`: the new notification. */
  notificationId?: string | null;
  /** `chat`: the message sent or deleted. */
  messageId?: string | null;
  /** `documents`: the document added, changed or deleted. */
  documentId?: string | null;
}

export async function emitEvents(trx: Executor, events: NewEvent[]): Promise<void> {
  if (!events.length) return;
  for (const event of events) noteTouched(event.caseId, event.lienId);
  // Readers follow `id > last`. Holding this transaction-scoped lock from id allocation until commit makes ids
  // become visible in order, so a reader can never skip an id that commits late.
  await sql`select pg_advisory_xact_lock(7270001)`.execute(trx);
  // In slices of 2,000 (12 parameters a row; a statement takes at most 65,535), in order: a spreadsheet import
  // writes two events per case for up to 10,000 cases in one transaction.
  for (let from = 0; from < events.length; from += EVENT_INSERT_BATCH)
    await insertEvents(trx, events.slice(from, from + EVENT_INSERT_BATCH));
  // Delivered when (and only if) this transaction commits; the lock above is held until then, so a woken reader
  // sees these rows.
  await sql`select pg_notify(${EVENTS_CHANNEL}, '')`.execute(trx);
}

const EVENT_INSERT_BATCH = 2_000;

async function insertEvents(trx: Executor, events: NewEvent[]): Promise<void> {
  await trx
    .insertInto('events')
    .values(
      events.map((event) => ({
        type: event.type,
        case_id: event.caseId,
        lien_id: event.lienId ?? null,
        activity_id: event.activityId ?? null,
        session_id: event.sessionId ?? null,
        change: event.change ?? null,
        thread_id: event.threadId ?? null,
        user_id: event.userId ?? null,
        notification_id: event.notificationId ?? null,
        message_id: event.messageId ?? null,
        document_id: event.documentId ?? null,
        organization_ids: sql<string[]>`${`{${event.organizationIds.join(',')}}`}::uuid[]`,
      })),
    )
    .execute();
}

export interface LiveRecipient {
  userId: string;
  impersonatorId: string | null;
  /** The server-side session of the recipient's token (`sid`). */
  sessionId: string;
}

/**
 * The BFF read what one event changed once for an organisation's live subscribers and is about to push it to the
 * others: the registry admits a recipient whose session is live (not ended, not expired; owned by the signed-in
 * user, the impersonator under impersonation) and whose user has an account in that organisation, and logs each
 * admitted one in the access log as having viewed it. Returns the sessions refused, or null when the event is
 * unknown or not addressed to the organisation.
 */
export async function recordLiveDeliveries(
  db: Kysely<Database>,
  delivery: { eventId: number; organizationId: string; recipients: LiveRecipient[]; requestId: string; address: string },
): Promise<{ refused: string[] } | null> {
  const event = await db.selectFrom('events').selectAll().where('id', '=', delivery.eventId).executeTakeFirst();
  const caseId = event?.case_id;
  if (!event || !caseId || !event.organization_ids.includes(delivery.organizationId)) return null;
  const recipients = delivery.recipients.filter((recipient) => isUuid(recipient.userId) && isUuid(recipient.sessionId));
  const [members, sessions] = recipients.length
    ? await Promise.all([
        db
          .selectFrom('accounts')
          .select('user_id')
          .where('organization_id', '=', delivery.organizationId)
          // A deactivated or suspended account receives nothing from then on (its user may still hold a session).
          .where('is_active', '=', true)
          .where('is_suspended', '=', false)
          .where(
            'user_id',
            'in',
            recipients.map((recipient) => recipient.userId),
          )
          .execute(),
        db
          .selectFrom('sessions')
          .select(['id', 'user_id'])
          .where(
            'id',
            'in',
            recipients.map((recipient) => recipient.sessionId),
          )
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', sql<Date>`now()`)
          .execute(),
      ])
    : [[], []];
  const memberIds = new Set(members.map((row) => row.user_id));
  const sessionOwner = new Map(sessions.map((row) => [row.id, row.user_id]));
  const mayReceive = (recipient: LiveRecipient) =>
    memberIds.has(recipient.userId) && sessionOwner.get(recipient.sessionId) === (recipient.impersonatorId ?? recipient.userId);
  // A session named with a user it does not belong to is refused altogether.
  const refused = new Set(
    delivery.recipients
      .filter((recipient) => !recipients.includes(recipient) || !mayReceive(recipient))
      .map((recipient) => recipient.sessionId),
  );
  const admitted = recipients.filter((recipient) => !refused.has(recipient.sessionId));
  const objectType: AccessObjectType = event.thread_id ? 'thread' : event.type === 'lien.updated' ? 'lien' : 'case';
  const objectId = event.thread_id ?? (objectType === 'lien' ? event.lien_id : caseId);
  const entries: AccessEntry[] = admitted.map((recipient) => ({
    userId: recipient.userId,
    impersonatorId: recipient.impersonatorId && isUuid(recipient.impersonatorId) ? recipient.impersonatorId : null,
    organizationId: delivery.organizationId,
    verb: 'view',
    objectType,
    objectIds: objectId ? [objectId] : [],
    caseIds: [caseId],
    lienIds: event.lien_id ? [event.lien_id] : [],
    requestId: delivery.requestId,
    address: delivery.address,
  }));
  if (entries.length) await accessLogInsert(db, entries).execute();
  return { refused: [...refused] };
}

/** The id of the newest event (0 when there is none): where a fresh reader of the stream starts. */
export async function latestEventId(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

/** Up to `limit` committed events after `last`, in id order, as the stream sends them. */
export async function eventsAfter(db: Executor, last: number, limit: number) {
  const rows = await db.selectFrom('events').selectAll().where('id', '>', last).orderBy('id').limit(limit).execute();
  return rows.map(eventJson);
}

/** One events row as the stream (and a replay, domain/event-replay.ts) sends it. */
export function eventJson(row: Selectable<Database['events']>) {
  return {
    id: Number(row.id),
    type: row.type,
    change: row.change,
    // Ids are visible in commit order, so the id is the event's version: a later event about the same object has a
    // greater one.
    version: Number(row.id),
    case_id: row.case_id,
    lien_id: row.lien_id,
    activity_id: row.activity_id,
    thread_id: row.thread_id,
    organization_ids: row.organization_ids,
    session_id: row.session_id,
    user_id: row.user_id,
    notification_id: row.notification_id,
    message_id: row.message_id,
    document_id: row.document_id,
    created_at: iso(row.created_at),
  };
}
