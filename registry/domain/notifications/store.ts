// A user's own notifications: the bell's list (not dismissed, newest first, keyset-paged), the counts, and the
// user's marks (viewed, read, dismissed). Every query is scoped to the user and the organisation they act for, so
// another user's or organisation's notification is simply not found (404) and nothing changes. Each change tells
// the user's other tabs through a `notification.changed` event.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, NotificationsTable } from '../../db/schema.ts';
import { MESSAGES, notFound, validationError } from '../errors.ts';
import { isUuid } from '../ids.ts';
import { emitEvents } from '../outbox.ts';
import { iso } from '../serialize.ts';

export type NotificationRow = Selectable<NotificationsTable>;

/** Whose notifications: a user acting for one organisation. */
export interface Owner {
  userId: string;
  organizationId: string;
}

export const MAX_MARKED = 100;
const MAX_LIST_PAGE = 100;

export function serializeNotification(row: NotificationRow) {
  return {
    id: row.id,
    type: row.type,
    category: row.category,
    subject: row.subject,
    body: row.body,
    // Top-level too, so the access log names the case each read notification is about.
    case_id: row.case_id,
    created_at: iso(row.created_at),
    viewed_at: row.viewed_at ? iso(row.viewed_at) : null,
    read_at: row.read_at ? iso(row.read_at) : null,
    dismissed_at: row.dismissed_at ? iso(row.dismissed_at) : null,
    context: row.context,
  };
}

const own = (db: Kysely<Database>, owner: Owner) =>
  db
    .selectFrom('notifications')
    .where('user_id', '=', owner.userId)
    .where('organization_id', '=', owner.organizationId)
    .where('dismissed_at', 'is', null);

/** The keyset position after a notification: base64url of JSON [created_at ISO, id] (the BFF writes the same). */
export const cursorAfter = (row: { created_at: Date | string; id: string }) =>
  Buffer.from(JSON.stringify([iso(row.created_at), row.id])).toString('base64url');

function parseCursor(value: string | undefined): [string, string] | null {
  if (value === undefined || value === '') return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      !Number.isNaN(Date.parse(parsed[0])) &&
      typeof parsed[1] === 'string' &&
      isUuid(parsed[1])
    )
      return [parsed[0], parsed[1]];
  } catch {
    // refused below
  }
  throw validationError({ cursor: [MESSAGES.invalidCursor] });
}

export async function notificationCounts(db: Kysely<Database>, owner: Owner): Promise<{ unviewed: number; unread: number }> {
  const row = await own(db, owner)
    .select([
      sql<string>`count(*) filter (where viewed_at is null)`.as('unviewed'),
      sql<string>`count(*) filter (where read_at is null)`.as('unread'),
    ])
    .executeTakeFirstOrThrow();
  return { unviewed: Number(row.unviewed), unread: Number(row.unread) };
}

/** One page of the bell, newest first, after `cursor`; with the total and the counts. */
export async function notificationPage(db: Kysely<Database>, owner: Owner, query: { page_size?: string; cursor?: string }) {
  const size = Math.min(Math.max(/^\d{1,4}$/.test(query.page_size ?? '') ? Number(query.page_size) : 20, 1), MAX_LIST_PAGE);
  const after = parseCursor(query.cursor);
  let list = own(db, owner).selectAll();
  if (after) {
    const [createdAt, id] = after;
    list = list.where(sql<boolean>`(created_at, id) < (${createdAt}::timestamptz, ${id}::uuid)`);
  }
  const [rows, total, counts] = await Promise.all([
    list
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size + 1)
      .execute(),
    own(db, owner)
      .select(sql<string>`count(*)`.as('count'))
      .executeTakeFirstOrThrow(),
    notificationCounts(db, owner),
  ]);
  const page = rows.slice(0, size);
  return {
    count: Number(total.count),
    next_cursor: rows.length > size ? cursorAfter(page.at(-1)!) : null,
    counts,
    results: page.map(serializeNotification),
  };
}

export async function findNotification(db: Kysely<Database>, owner: Owner, id: string): Promise<NotificationRow> {
  if (!isUuid(id)) throw notFound();
  const row = await own(db, owner).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** `notification_ids`: 1 to 100 UUIDs. */
export function parseNotificationIds(input: unknown): string[] {
  const raw = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>).notification_ids : undefined;
  if (raw === undefined || raw === null) throw validationError({ notification_ids: [MESSAGES.required] });
  if (!Array.isArray(raw)) throw validationError({ notification_ids: ['Expected a list of items but got type "' + typeof raw + '".'] });
  if (!raw.length) throw validationError({ notification_ids: ['This list may not be empty.'] });
  if (raw.length > MAX_MARKED) throw validationError({ notification_ids: [`Ensure this field has no more than ${MAX_MARKED} elements.`] });
  if (raw.some((id) => typeof id !== 'string' || !isUuid(id))) throw validationError({ notification_ids: [MESSAGES.invalidUuid] });
  return [...new Set(raw as string[])];
}

type Mark = 'viewed' | 'read';

/**
 * Marks the user's notifications viewed, or read (read implies viewed). All named ids must be the user's own,
 * not dismissed: otherwise 404 and nothing changes. Already marked ones keep their first time.
 */
export async function markNotifications(db: Kysely<Database>, owner: Owner, ids: string[], mark: Mark) {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('notifications')
      .select('id')
      .where('id', 'in', ids)
      .where('user_id', '=', owner.userId)
      .where('organization_id', '=', owner.organizationId)
      .where('dismissed_at', 'is', null)
      .forUpdate()
      .execute();
    if (found.length !== ids.length) throw notFound();
    const set =
      mark === 'viewed'
        ? { viewed_at: sql<Date>`coalesce(viewed_at, now())` }
        : { viewed_at: sql<Date>`coalesce(viewed_at, now())`, read_at: sql<Date>`coalesce(read_at, now())` };
    const changed = await trx
      .updateTable('notifications')
      .set(set)
      .where('id', 'in', ids)
      .where(mark === 'viewed' ? 'viewed_at' : 'read_at', 'is', null)
      .returning('id')
      .execute();
    if (changed.length) await announceChange(trx, owner, changed.length === 1 ? changed[0]!.id : null);
    const rows = await trx.selectFrom('notifications').selectAll().where('id', 'in', ids).orderBy('created_at', 'desc').execute();
    return rows.map(serializeNotification);
  });
}

export async function dismissNotification(db: Kysely<Database>, owner: Owner, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  await db.transaction().execute(async (trx) => {
    const dismissed = await trx
      .updateTable('notifications')
      .set({ dismissed_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('user_id', '=', owner.userId)
      .where('organization_id', '=', owner.organizationId)
      .where('dismissed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!dismissed) throw notFound();
    await announceChange(trx, owner, dismissed.id);
  });
}

/**
 * The user's other tabs and devices update their bell live: the counts, and the one notification read or dismissed
 * when the change was to one (a popover's "viewed" mark of many names none: the items do not show it).
 */
function announceChange(trx: Kysely<Database>, owner: Owner, notificationId: string | null) {
  return emitEvents(trx, [
    { type: 'notification.changed', caseId: null, organizationIds: [owner.organizationId], userId: owner.userId, notificationId },
  ]);
}
