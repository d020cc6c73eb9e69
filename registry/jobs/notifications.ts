// Notification jobs. A committed event that produces a notification queues `notifications.fan-out` {eventId}; the
// fan-out writes each recipient's in-app notification (tells their bell live through a per-user event) and queues
// `notifications.email` for each recipient who has the category's e-mail on; that job renders the e-mail (with a
// one-click unsubscribe for the category and, on chat and thread notifications, a reply address) and queues
// `mail.send`. `notifications.reminders` runs daily: out-of-date cases ask their law firm for a status update.
// Every step is idempotent: notifications are unique per (user, source, type), and the e-mail's keys name the source
// and the user, so a retried job neither duplicates a notification nor sends a mail twice.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { JobRunner } from '../adapters/jobs.ts';
import type { RegistrySettings } from '../domain/context.ts';
import { replyAddressFor } from '../domain/email-replies/reply-addresses.ts';
import { caseLink, publicLink } from '../domain/mail/links.ts';
import { renderMail } from '../domain/mail/templates.ts';
import { CATEGORY_INFO, categoryOf, type NotificationType } from '../domain/notifications/catalogue.ts';
import { deliverNotification, planFromEvent, producesNotifications, type PlannedNotification } from '../domain/notifications/fan-out.ts';
import { dueReminders } from '../domain/notifications/reminders.ts';
import { unsubscribeToken, unsubscribeUrl } from '../domain/notifications/unsubscribe.ts';
import type { EventJobSubscriber } from './events.ts';
import { enqueueMail } from './mail.ts';

export const FAN_OUT_JOB = 'notifications.fan-out';
export const EMAIL_JOB = 'notifications.email';
export const REMINDERS_JOB = 'notifications.reminders';

const DAY_SECONDS = 86_400;

interface FanOutPayload {
  eventId: number;
}

interface EmailPayload {
  source: string;
  type: NotificationType;
  userId: string;
  organizationId: string;
  email: string;
  caseId: string | null;
  subject: string;
  lines: string[];
  message?: PlannedNotification['message'];
  /** The thread the recipient may answer by replying to the e-mail. */
  threadId: string | null;
  /**
   * A chat message's e-mail sent after a delay, for the chat's messages the recipient's side has not read by then
   * (none: no e-mail). Absent: the message as planned, at once.
   */
  unreadChat?: boolean;
}

interface RemindersPayload {
  /** The day (YYYY-MM-DD, UTC) this run is for; the next run is queued for the next day under its own key. */
  day: string;
}

async function eventById(db: Kysely<Database>, eventId: number) {
  const row = await db.selectFrom('events').selectAll().where('id', '=', eventId).executeTakeFirst();
  if (!row) return null;
  return { ...row, id: Number(row.id) };
}

/**
 * A chat message's e-mail, when chat e-mails wait: one job per recipient, chat and window of `delaySeconds` (later
 * messages of the window find it queued), run at the window's end.
 */
function chatEmailTiming(plan: PlannedNotification, userId: string, threadId: string | null, delaySeconds: number, now = Date.now()) {
  if (plan.type !== 'NEW_CHAT_MESSAGE' || !threadId || delaySeconds <= 0) return null;
  const window = Math.floor(now / 1000 / delaySeconds);
  return { key: `email:chat:${threadId}:${userId}:${window}`, delaySeconds };
}

/**
 * The chat e-mail jobs this registry queued, until their window ends: a later message of the window skips the queue
 * call (the job's key would make it a no-op anyway), so a busy chat costs one insert per recipient and window.
 */
class QueuedChatEmails {
  private readonly until = new Map<string, number>();

  has(key: string, now = Date.now()): boolean {
    const until = this.until.get(key);
    return until !== undefined && until > now;
  }

  add(key: string, delaySeconds: number, now = Date.now()): void {
    if (this.until.size > 10_000) for (const [known, until] of this.until) if (until <= now) this.until.delete(known);
    this.until.set(key, now + delaySeconds * 1000);
  }
}

/** Writes the plan's in-app notifications and queues one e-mail per recipient who wants it. */
async function fanOut(
  db: Kysely<Database>,
  jobs: JobRunner,
  settings: RegistrySettings,
  plan: PlannedNotification,
  queuedChatEmails: QueuedChatEmails,
): Promise<void> {
  const deliveries = await deliverNotification(db, plan);
  const threads = new Map<string, string | null>();
  for (const delivery of deliveries) {
    if (!delivery.emailEnabled) continue;
    if (plan.threadFor && !threads.has(delivery.organizationId))
      threads.set(delivery.organizationId, await plan.threadFor(delivery.organizationId));
    const threadId = threads.get(delivery.organizationId) ?? null;
    const chat = chatEmailTiming(plan, delivery.userId, threadId, settings.chatEmailDelaySeconds ?? 0);
    if (chat && queuedChatEmails.has(chat.key)) continue;
    await jobs.enqueue<EmailPayload>(
      EMAIL_JOB,
      {
        source: plan.source,
        type: plan.type,
        userId: delivery.userId,
        organizationId: delivery.organizationId,
        email: delivery.email,
        caseId: plan.caseId,
        subject: plan.subject,
        lines: plan.lines,
        message: plan.message,
        threadId,
        ...(chat ? { unreadChat: true } : {}),
      },
      chat ?? { key: `email:${plan.source}:${plan.type}:${delivery.userId}` },
    );
    if (chat) queuedChatEmails.add(chat.key, chat.delaySeconds);
  }
}

/** The chat's messages from the other side that the recipient's organisation has not read: the newest, and how many. */
async function unreadChatMessages(db: Kysely<Database>, threadId: string, organizationId: string) {
  const unread = await db
    .selectFrom('case_messages as m')
    .leftJoin('legal_organizations as o', 'o.id', 'm.created_by_organization_id')
    .select(['m.note', 'm.created_by_name', 'o.name as organization_name'])
    .where('m.thread_id', '=', threadId)
    .where('m.read_at', 'is', null)
    .where((eb) => eb.or([eb('m.created_by_organization_id', 'is', null), eb('m.created_by_organization_id', '!=', organizationId)]))
    .orderBy('m.created_at', 'desc')
    .execute();
  return unread.length ? { newest: unread[0]!, count: unread.length } : null;
}

async function sendEmail(db: Kysely<Database>, jobs: JobRunner, settings: RegistrySettings, planned: EmailPayload): Promise<void> {
  let payload = planned;
  if (planned.unreadChat && planned.threadId) {
    // Read meanwhile (or deleted): nothing to tell. Else the newest unread message stands for them all.
    const unread = await unreadChatMessages(db, planned.threadId, planned.organizationId);
    if (!unread) return;
    const { newest, count } = unread;
    const from = newest.organization_name ?? newest.created_by_name;
    payload = {
      ...planned,
      subject: count > 1 ? `${count} new messages from ${from}` : `New message from ${from}`,
      lines: [newest.note],
      message: { fromName: newest.created_by_name, fromOrganization: newest.organization_name ?? '', note: newest.note },
    };
  }
  const category = categoryOf(payload.type);
  if (!settings.mailLinkSecret) throw new Error('notifications.email: the registry has no mail link secret');
  const unsubscribe = unsubscribeUrl(settings.publicUrl, unsubscribeToken(settings.mailLinkSecret, payload.userId, category));
  const replyTo = payload.threadId
    ? await replyAddressFor(db, { userId: payload.userId, organizationId: payload.organizationId, threadId: payload.threadId }, settings)
    : null;
  const kase = payload.caseId
    ? await db
        .selectFrom('cases as c')
        .innerJoin('persons as p', 'p.id', 'c.plaintiff_id')
        .select(['c.id', 'p.first_name', 'p.last_name'])
        .where('c.id', '=', payload.caseId)
        .executeTakeFirst()
    : null;
  const frame = {
    case: kase ? { plaintiffName: `${kase.first_name} ${kase.last_name}`.trim(), caseId: kase.id } : null,
    action: kase
      ? { label: 'Open the case', url: caseLink(settings.publicUrl, kase.id) }
      : { label: 'Open the portal', url: publicLink(settings.publicUrl, '/') },
    categoryLabel: CATEGORY_INFO[category].label,
    unsubscribeUrl: unsubscribe,
    replyable: Boolean(replyTo),
  };
  const rendered = payload.message
    ? renderMail('chat-message', { ...frame, ...payload.message, subject: payload.subject })
    : renderMail('notification', { ...frame, title: payload.subject, lines: payload.lines });
  await enqueueMail(
    jobs,
    {
      to: [payload.email],
      ...rendered,
      tag: payload.message ? 'chat-message' : 'notification',
      listUnsubscribe: { url: unsubscribe },
      ...(replyTo ? { replyTo } : {}),
    },
    `mail:${payload.source}:${payload.type}:${payload.userId}`,
  );
}

const dayOf = (time: Date) => time.toISOString().slice(0, 10);

/** Queues the reminders run of `day` to start at that day's 06:00 UTC (at once when that has passed). */
export function scheduleReminders(jobs: JobRunner, day: string, now = new Date()): Promise<string | null> {
  const at = Date.parse(`${day}T06:00:00Z`);
  const delaySeconds = Math.max(0, Math.ceil((at - now.getTime()) / 1000));
  return jobs.enqueue<RemindersPayload>(REMINDERS_JOB, { day }, { key: `reminders:${day}`, delaySeconds });
}

export interface NotificationJobDeps {
  db: Kysely<Database>;
  jobs: JobRunner;
  settings: RegistrySettings;
  onRegistryEvent(subscriber: EventJobSubscriber): void;
}

export function registerNotificationJobs(deps: NotificationJobDeps): void {
  const { db, jobs, settings } = deps;
  const queuedChatEmails = new QueuedChatEmails();
  deps.onRegistryEvent((event) =>
    producesNotifications(event) ? [{ name: FAN_OUT_JOB, payload: { eventId: event.id }, key: `fanout:${event.id}` }] : [],
  );

  jobs.register<FanOutPayload>(
    FAN_OUT_JOB,
    async ({ eventId }) => {
      const event = await eventById(db, eventId);
      if (!event) return;
      const plan = await planFromEvent(db, event);
      if (plan) await fanOut(db, jobs, settings, plan, queuedChatEmails);
    },
    { attempts: 6, backoffSeconds: 5 },
  );

  jobs.register<EmailPayload>(EMAIL_JOB, (payload) => sendEmail(db, jobs, settings, payload), { attempts: 6, backoffSeconds: 5 });

  jobs.register<RemindersPayload>(
    REMINDERS_JOB,
    async ({ day }) => {
      for (const plan of await dueReminders(db)) await fanOut(db, jobs, settings, plan, queuedChatEmails);
      // The next day's run; its key makes a second registry process queue it only once.
      await scheduleReminders(jobs, dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_SECONDS * 1000)));
    },
    { attempts: 3, backoffSeconds: 60 },
  );
}

/** After the runner started: make sure a reminders run is queued (today's, or tomorrow's once today's 06:00 passed). */
export async function startReminders(jobs: JobRunner, now = new Date()): Promise<void> {
  const today = dayOf(now);
  const todayAt = Date.parse(`${today}T06:00:00Z`);
  await scheduleReminders(jobs, now.getTime() < todayAt ? today : dayOf(new Date(now.getTime() + DAY_SECONDS * 1000)), now);
}
