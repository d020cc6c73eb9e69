// From a committed registry event to notifications: which type it produces, which organisations receive it and
// with what text (planFromEvent); then, per recipient user, the in-app notification (when the category is on in
// the app) and whether to e-mail them (deliverNotification). Recipients are the users with an active account in a
// receiving organisation, never the person who caused the event. Writing is idempotent: a notification is unique
// per (user, source, type), so a retried job writes nothing twice and tells nobody twice.
import type { Kysely } from 'kysely';
import type { Database, NotificationContext } from '../../db/schema.ts';
import { emitEvents } from '../outbox.ts';
import { CASE_STATUSES } from '../options.ts';
import { categoryOf, type NotificationType } from './catalogue.ts';
import { settingsFor } from './settings.ts';

/** What the fan-out reads of an events row (registry/domain/outbox.ts `eventJson`). */
export interface SourceEvent {
  id: number;
  type: string;
  change: string | null;
  case_id: string | null;
  lien_id: string | null;
  activity_id: string | null;
  thread_id?: string | null;
  message_id?: string | null;
  organization_ids: string[];
}

/** One notification to give to the users of some organisations. */
export interface PlannedNotification {
  /** Names what produced it (an event id, or a reminder's key); with the user and type it is written once. */
  source: string;
  type: NotificationType;
  organizationIds: string[];
  /** The person who caused it (not told of their own action). */
  actorUserId: string | null;
  caseId: string | null;
  subject: string;
  body: string;
  /** The e-mail's lines (the body, possibly with a note). */
  lines: string[];
  /** The thread the recipient can answer (chat, rejection, change of law firm): their e-mail gets a reply address. */
  threadFor?: (organizationId: string) => Promise<string | null>;
  /** A chat message: the writer, for the chat template. */
  message?: { fromName: string; fromOrganization: string; note: string };
}

/** The events that produce notifications: one event of each change (the activity's), and chat messages. */
export function producesNotifications(event: Pick<SourceEvent, 'type' | 'change'>): boolean {
  if (event.change === 'chat') return event.type === 'case.updated';
  return (
    event.type === 'activity.created' &&
    ['status', 'law_firm', 'lien_added', 'lien_rejection', 'case_created', 'threads'].includes(event.change ?? '')
  );
}

const MAX_NOTE_IN_BODY = 300;
const clip = (text: string, max = MAX_NOTE_IN_BODY) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const humanizeStatus = (value: string) =>
  value
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
const statusLabel = (value: unknown) => CASE_STATUSES.find((option) => option.value === value)?.label ?? String(value ?? 'none');

interface CaseFacts {
  id: string;
  lawFirmId: string | null;
  lawFirmName: string | null;
  plaintiffName: string;
}

async function caseFacts(db: Kysely<Database>, caseId: string): Promise<CaseFacts | null> {
  const row = await db
    .selectFrom('cases as c')
    .innerJoin('persons as p', 'p.id', 'c.plaintiff_id')
    .leftJoin('legal_organizations as f', 'f.id', 'c.law_firm_id')
    .select(['c.id', 'c.law_firm_id', 'f.name as law_firm_name', 'p.first_name', 'p.last_name'])
    .where('c.id', '=', caseId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    lawFirmId: row.law_firm_id,
    lawFirmName: row.law_firm_name,
    plaintiffName: `${row.first_name} ${row.last_name}`.trim(),
  };
}

const organizationName = async (db: Kysely<Database>, id: string | null) =>
  id ? ((await db.selectFrom('legal_organizations').select('name').where('id', '=', id).executeTakeFirst())?.name ?? '') : '';

/** The notification an event produces, or null (most events produce none). */
export async function planFromEvent(db: Kysely<Database>, event: SourceEvent): Promise<PlannedNotification | null> {
  if (!producesNotifications(event) || !event.case_id) return null;
  const kase = await caseFacts(db, event.case_id);
  if (!kase) return null;
  const source = `event:${event.id}`;
  if (event.change === 'chat') return planChatMessage(db, event, kase, source);
  if (!event.activity_id) return null;
  const activity = await db.selectFrom('activities').selectAll().where('id', '=', event.activity_id).executeTakeFirst();
  if (!activity) return null;
  const data = (typeof activity.activity_data === 'string' ? JSON.parse(activity.activity_data) : (activity.activity_data ?? {})) as Record<
    string,
    unknown
  >;
  const actorOrganizationId = activity.created_by_organization_id;
  const others = (ids: string[]) => [...new Set(ids)].filter((id) => id !== actorOrganizationId);
  const actorName = await organizationName(db, actorOrganizationId);
  const base = { source, actorUserId: activity.created_by_user_id, caseId: kase.id };
  const note = activity.note ? [`Note: ${clip(activity.note)}`] : [];

  switch (event.change) {
    case 'status': {
      const lienholders = others(event.organization_ids.filter((id) => id !== kase.lawFirmId));
      const confirmed = activity.type === 'CASE_STATUS_CONFIRMED';
      const body = confirmed
        ? `${actorName} confirmed the status of ${kase.plaintiffName}'s case: ${statusLabel(data.new_status)}.`
        : `${actorName} updated the status of ${kase.plaintiffName}'s case to ${statusLabel(data.new_status)}.`;
      return {
        ...base,
        type: 'CASE_STATUS_UPDATED',
        organizationIds: lienholders,
        subject: 'Case status updated',
        body,
        lines: [body, ...note],
      };
    }
    case 'case_created':
    case 'lien_added': {
      // Told: the case's law firm when a lienholder added its lien; the lienholder when another organisation added it.
      const lien = event.lien_id
        ? await db.selectFrom('liens').select(['lienholder_id']).where('id', '=', event.lien_id).executeTakeFirst()
        : null;
      const candidates =
        event.change === 'case_created' ? event.organization_ids : [kase.lawFirmId, lien?.lienholder_id].filter((id): id is string => !!id);
      const organizationIds = others(candidates.filter((id) => event.organization_ids.includes(id)));
      const body =
        actorOrganizationId === kase.lawFirmId
          ? `${actorName} added your organization to ${kase.plaintiffName}'s case.`
          : `${actorName} added a lien to ${kase.plaintiffName}'s case.`;
      return { ...base, type: 'NEW_LIEN', organizationIds, subject: 'New lien', body, lines: [body, ...note] };
    }
    case 'law_firm': {
      const from = typeof data.old_law_firm_name === 'string' && data.old_law_firm_name ? data.old_law_firm_name : 'no law firm';
      const to = typeof data.new_law_firm_name === 'string' && data.new_law_firm_name ? data.new_law_firm_name : 'no law firm';
      const body = `${kase.plaintiffName}'s case moved from ${from} to ${to}.`;
      return {
        ...base,
        type: 'LAW_FIRM_CHANGED',
        organizationIds: others(event.organization_ids),
        subject: 'Law firm changed',
        body,
        lines: [body, ...note],
        threadFor: (organizationId) => openThreadOf(db, { caseId: kase.id, type: 'LAW_FIRM_CHANGED', toOrganizationId: organizationId }),
      };
    }
    case 'lien_rejection': {
      const lien = event.lien_id
        ? await db.selectFrom('liens').select(['id', 'lienholder_id']).where('id', '=', event.lien_id).executeTakeFirst()
        : null;
      if (!lien) return null;
      const threadFor = async () => openThreadOf(db, { caseId: kase.id, type: 'LIEN_REJECTION', lienId: lien.id });
      if (activity.type === 'LIEN_REJECTED') {
        const body = `${actorName} rejected the verification of your lien on ${kase.plaintiffName}'s case.`;
        return {
          ...base,
          type: 'LIEN_REJECTED',
          organizationIds: others([lien.lienholder_id]),
          subject: 'Lien rejected',
          body,
          lines: [body, ...note],
          threadFor,
        };
      }
      if (activity.type === 'LIEN_VERIFICATION_UPDATED' && kase.lawFirmId) {
        const body = `${actorName} answered the rejection of its lien on ${kase.plaintiffName}'s case.`;
        return {
          ...base,
          type: 'LIEN_REJECTION_RESOLVED',
          organizationIds: others([kase.lawFirmId]),
          subject: 'Lien rejection answered',
          body,
          lines: [body, ...note],
        };
      }
      return null;
    }
    case 'threads': {
      // Document requests (document-requests/), each step told to the other side: the lienholder hears of a request
      // and of the law firm's notes and close (DOCUMENT_REQUESTED), the law firm of the lienholder's answers and of
      // the fulfilment (DOCUMENT_REQUEST_FULFILLED).
      const threadFor = async () => event.thread_id ?? null;
      const lien = event.lien_id
        ? await db.selectFrom('liens').select(['lienholder_id']).where('id', '=', event.lien_id).executeTakeFirst()
        : null;
      if (!lien) return null;
      const who = actorName || activity.created_by_name;
      const status = typeof data.new_status === 'string' ? data.new_status : null;
      const fromLienholder = actorOrganizationId === lien.lienholder_id;
      const toLienholder = (subject: string, body: string): PlannedNotification => ({
        ...base,
        type: 'DOCUMENT_REQUESTED',
        organizationIds: others([lien.lienholder_id]),
        subject,
        body,
        lines: [body, ...note],
        threadFor,
      });
      const toLawFirm = (subject: string, body: string): PlannedNotification | null =>
        kase.lawFirmId
          ? {
              ...base,
              type: 'DOCUMENT_REQUEST_FULFILLED',
              organizationIds: others([kase.lawFirmId]),
              subject,
              body,
              lines: [body, ...note],
              threadFor,
            }
          : null;
      switch (activity.type) {
        case 'DOCUMENT_REQUESTED':
          return toLienholder('Documents requested', `${actorName} requested documents for ${kase.plaintiffName}'s case.`);
        case 'DOCUMENT_REQUEST_FULFILLED':
          return toLawFirm('Document request fulfilled', `${who} uploaded all documents requested for ${kase.plaintiffName}'s case.`);
        case 'DOCUMENT_REQUEST_CLOSED':
          return toLienholder('Document request closed', `${actorName} closed its document request for ${kase.plaintiffName}'s case.`);
        case 'DOCUMENT_REQUEST_RESPONDED':
          return fromLienholder
            ? toLawFirm(
                'Document request answered',
                `${who} answered the document request for ${kase.plaintiffName}'s case${status ? `: ${humanizeStatus(status)}` : ''}.`,
              )
            : toLienholder('Document request updated', `${actorName} wrote on its document request for ${kase.plaintiffName}'s case.`);
        default:
          return null;
      }
    }
    default:
      return null;
  }
}

/** A new chat message: the other side of the chat (the event's organisations but the writer's) is told. */
async function planChatMessage(
  db: Kysely<Database>,
  event: SourceEvent,
  kase: CaseFacts,
  source: string,
): Promise<PlannedNotification | null> {
  if (!event.message_id || !event.thread_id) return null;
  const message = await db
    .selectFrom('case_messages as m')
    .leftJoin('legal_organizations as o', 'o.id', 'm.created_by_organization_id')
    .select([
      'm.id',
      'm.thread_id',
      'm.note',
      'm.created_by_user_id',
      'm.created_by_organization_id',
      'm.created_by_name',
      'o.name as organization_name',
    ])
    .where('m.id', '=', event.message_id)
    .where('m.thread_id', '=', event.thread_id)
    .executeTakeFirst();
  // Gone (the event was about its deletion, or it was deleted before the job ran): nothing to tell.
  if (!message) return null;
  const from = message.organization_name ?? message.created_by_name;
  const body = `${from} on ${kase.plaintiffName}'s case: ${clip(message.note, 200)}`;
  return {
    source,
    type: 'NEW_CHAT_MESSAGE',
    organizationIds: event.organization_ids.filter((id) => id !== message.created_by_organization_id),
    actorUserId: message.created_by_user_id,
    caseId: kase.id,
    subject: `New message from ${from}`,
    body,
    lines: [message.note],
    threadFor: async () => message.thread_id,
    message: { fromName: message.created_by_name, fromOrganization: message.organization_name ?? '', note: message.note },
  };
}

async function openThreadOf(
  db: Kysely<Database>,
  where: { caseId: string; type: string; toOrganizationId?: string; lienId?: string },
): Promise<string | null> {
  let query = db
    .selectFrom('case_threads')
    .select('id')
    .where('case_id', '=', where.caseId)
    .where('type', '=', where.type)
    .where('is_resolved', '=', false);
  if (where.toOrganizationId) query = query.where('to_organization_id', '=', where.toOrganizationId);
  if (where.lienId) query = query.where('lien_id', '=', where.lienId);
  return (await query.orderBy('created_at', 'desc').executeTakeFirst())?.id ?? null;
}

export interface Recipient {
  userId: string;
  email: string;
  organizationId: string;
}

/** The users with an active account in these organisations, but the actor (one entry per user and organisation). */
export async function recipientsOf(db: Kysely<Database>, organizationIds: string[], actorUserId: string | null): Promise<Recipient[]> {
  if (!organizationIds.length) return [];
  let query = db
    .selectFrom('accounts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.user_id as userId', 'u.email', 'a.organization_id as organizationId'])
    .where('a.organization_id', 'in', organizationIds)
    .where('a.is_active', '=', true)
    .where('a.is_suspended', '=', false)
    .where('a.is_registration_pending', '=', false)
    .where('u.locked_at', 'is', null);
  if (actorUserId) query = query.where('a.user_id', '!=', actorUserId);
  return query.orderBy('a.user_id').execute();
}

export interface Delivery extends Recipient {
  /** The in-app notification written now; null when the app is off for the category or it existed already. */
  notificationId: string | null;
  email: string;
  emailEnabled: boolean;
}

/** Writes the notification for each recipient whose category is on in the app; says whom to e-mail. */
export async function deliverNotification(
  db: Kysely<Database>,
  plan: PlannedNotification,
  caseFactsOverride?: NotificationContext,
): Promise<Delivery[]> {
  const recipients = await recipientsOf(db, plan.organizationIds, plan.actorUserId);
  const category = categoryOf(plan.type);
  const settings = await settingsFor(
    db,
    recipients.map((recipient) => recipient.userId),
    category,
  );
  const context: NotificationContext = caseFactsOverride ?? (await contextOf(db, plan.caseId));
  const inApp = recipients.filter((recipient) => settings.get(recipient.userId)!.inApp);
  // One transaction for every recipient: one insert, one batch of per-user events, one wake-up of the readers.
  const written = new Map<string, string>();
  if (inApp.length)
    await db.transaction().execute(async (trx) => {
      const rows = await trx
        .insertInto('notifications')
        .values(
          inApp.map((recipient) => ({
            user_id: recipient.userId,
            organization_id: recipient.organizationId,
            type: plan.type,
            category,
            subject: plan.subject,
            body: plan.body,
            case_id: plan.caseId,
            context: JSON.stringify(context),
            source_event_id: plan.source,
          })),
        )
        .onConflict((oc) => oc.columns(['user_id', 'source_event_id', 'type']).doNothing())
        .returning(['id', 'user_id', 'organization_id'])
        .execute();
      for (const row of rows) written.set(`${row.user_id}/${row.organization_id}`, row.id);
      await emitEvents(
        trx,
        rows.map((row) => ({
          type: 'notification.created' as const,
          caseId: null,
          organizationIds: [row.organization_id],
          userId: row.user_id,
          notificationId: row.id,
        })),
      );
    });
  return recipients.map((recipient) => ({
    ...recipient,
    notificationId: written.get(`${recipient.userId}/${recipient.organizationId}`) ?? null,
    emailEnabled: settings.get(recipient.userId)!.email,
  }));
}

export async function contextOf(db: Kysely<Database>, caseId: string | null): Promise<NotificationContext> {
  const kase = caseId ? await caseFacts(db, caseId) : null;
  return {
    case_id: kase?.id ?? null,
    detail_url: kase ? `/portfolio/${kase.id}` : null,
    law_firm_name: kase?.lawFirmName ?? null,
    plaintiff_name: kase?.plaintiffName ?? null,
  };
}
