// The header's bell: the signed-in user's own in-app notifications (newest first, without the dismissed ones),
// their unviewed and unread counts, marking them viewed, read or dismissed, the user's notification settings per
// category, and a per-user subscription that tells of a new notification or changed counts.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { requireViewer, type BffContext } from '../context.ts';
import type { RegistryEvent } from '../events/registry-event.ts';
import { AFTER_DESCRIPTION, parseAfter, resumableEvents } from '../events/resume.ts';
import { markLive } from '../events/shared-execution.ts';
import type {
  NotificationCategoryName,
  NotificationCountsJson,
  NotificationJson,
  NotificationSettingJson,
} from '../registry/notifications.ts';
import { tokenExpiry } from '../session.ts';
import { internalId } from './ids.ts';
import { UserError, userErrorsFrom, type UserErrorShape } from './user-errors.ts';
import { Viewer } from './viewer.ts';

const CATEGORIES: Record<NotificationCategoryName, string> = {
  CASE_STATUS_UPDATES: "A law firm updated a case's status.",
  CASE_STATUS_REQUESTS: "A law firm's case needs a status update (it went out of date).",
  DOCUMENT_REQUESTS: 'Documents were requested, or a request was answered.',
  NEW_LIEN_NOTIFICATIONS: 'A lien was added: to a case of the law firm, or the lienholder to a case (off by default).',
  OTHER: 'Everything else: lien rejections and their answers, changes of law firm, chat messages.',
};

/** The notification types (registry/API.md "Notifications"; docs/PRODUCT.md "Notifications"): each has one category. */
const TYPES = {
  NEW_LIEN: 'NEW_LIEN_NOTIFICATIONS: a lienholder added a lien to a case of the law firm, or a law firm added the lienholder to a case.',
  CASE_STATUS_UPDATED: 'CASE_STATUS_UPDATES: the law firm updated (or confirmed) the status of a case the lienholder has a lien on.',
  CASE_STATUS_REQUESTED:
    'CASE_STATUS_REQUESTS (to the law firm): its open case went out of date (90 days without a status update; the daily reminder), so its lienholders are waiting for an update.',
  LIEN_REJECTED: "OTHER: the law firm rejected the lienholder's lien verification.",
  LIEN_REJECTION_RESOLVED: 'OTHER: the lienholder answered the rejection of its lien.',
  LAW_FIRM_CHANGED: 'OTHER: the case moved to another law firm (told to its lienholders and to both firms).',
  NEW_CHAT_MESSAGE: "OTHER: the other side posted a message in a lien's chat.",
  DOCUMENT_REQUESTED: 'DOCUMENT_REQUESTS: a law firm asked the lienholder for documents, wrote on its request, or closed it.',
  DOCUMENT_REQUEST_FULFILLED:
    "DOCUMENT_REQUESTS: the lienholder answered the law firm's document request (a status, or all documents uploaded).",
} as const;

export const NotificationCategory = builder.enumType('NotificationCategory', {
  description: 'The five categories notifications are grouped in; each can be turned on or off, in the app and by e-mail.',
  values: Object.fromEntries(Object.entries(CATEGORIES).map(([name, description]) => [name, { description }])) as Record<
    NotificationCategoryName,
    { description: string }
  >,
});

const NotificationTypeEnum = builder.enumType('NotificationType', {
  description: 'What a notification tells; the text before the colon is its category.',
  values: Object.fromEntries(Object.entries(TYPES).map(([name, description]) => [name, { description }])) as Record<
    keyof typeof TYPES,
    { description: string }
  >,
});

export const NotificationRef = builder.loadableNodeRef<NotificationJson>('Notification', {
  id: { resolve: (notification) => notification.id },
  load: async (ids: string[], ctx) =>
    Promise.all(ids.map(async (id) => (await ctx.gateway.notifications.load(id)) ?? new Error('Not found.'))),
  toKey: (notification) => notification.id,
  cacheResolved: true,
});

NotificationRef.implement({
  description: "One of the signed-in user's own notifications, in the organisation they act for.",
  fields: (t) => ({
    internalID: t.exposeString('id', { description: "The registry's id (as in the REST API)." }),
    type: t.field({
      type: NotificationTypeEnum,
      description: 'What the notification tells.',
      resolve: (notification) => notification.type as keyof typeof TYPES,
    }),
    category: t.field({
      type: NotificationCategory,
      description: "The type's category (the settings that decide whether it is shown and e-mailed).",
      resolve: (notification) => notification.category,
    }),
    subject: t.exposeString('subject', { description: 'The headline.' }),
    body: t.exposeString('body', { description: 'The text under the headline.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was created.', resolve: (notification) => notification.created_at }),
    viewedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the user first saw it in the opened bell (markNotificationsViewed); null while unviewed.',
      resolve: (notification) => notification.viewed_at,
    }),
    readAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the user clicked it (markNotificationRead); null while unread.',
      resolve: (notification) => notification.read_at,
    }),
    caseInternalID: t.string({
      nullable: true,
      description: 'The registry id of the case it is about (clicking opens /portfolio/<id>); null when none.',
      resolve: (notification) => notification.context.case_id,
    }),
    plaintiffName: t.string({
      nullable: true,
      description: "The case's plaintiff, as it was when the notification was written; null when no case.",
      resolve: (notification) => notification.context.plaintiff_name,
    }),
    lawFirmName: t.string({
      nullable: true,
      description: "The case's law firm, as it was when the notification was written; null when none.",
      resolve: (notification) => notification.context.law_firm_name,
    }),
  }),
});

export const NotificationEdge = builder.edgeObject({ type: NotificationRef, name: 'NotificationEdge' });

const NotificationConnection = builder.connectionObject(
  {
    type: NotificationRef,
    name: 'NotificationConnection',
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many notifications the user has (not dismissed), not only this page.',
        resolve: (connection) => connection.totalCount,
      }),
    }),
  },
  NotificationEdge,
);

const NotificationCounts = builder.objectRef<NotificationCountsJson>('NotificationCounts').implement({
  description: "The user's notifications that are not dismissed, counted by state.",
  fields: (t) => ({
    unviewed: t.exposeInt('unviewed', { description: 'Not yet seen in the opened bell (the badge).' }),
    unread: t.exposeInt('unread', { description: 'Not yet clicked.' }),
  }),
});

const NotificationSetting = builder.objectRef<NotificationSettingJson>('NotificationSetting').implement({
  description: "The signed-in user's choice for one category: shown in the app, e-mailed, both or neither.",
  fields: (t) => ({
    id: t.id({
      description: 'The global id: opaque, stable, and unique across every type.',
      resolve: (setting) => encodeGlobalID('NotificationSetting', setting.id),
    }),
    category: t.field({ type: NotificationCategory, description: 'The category.', resolve: (setting) => setting.category }),
    label: t.exposeString('label', { description: "The category's name as the settings page shows it." }),
    inAppEnabled: t.exposeBoolean('in_app_enabled', { description: 'Notifications of the category appear in the bell.' }),
    emailEnabled: t.exposeBoolean('email_enabled', { description: 'Notifications of the category are e-mailed to the user.' }),
  }),
});

const MAX_PAGE = 100;

/** A cursor is the registry's keyset cursor of the page after an item; each edge carries the cursor after it. */
async function notificationConnection(ctx: BffContext, args: { first?: number | null; after?: string | null }) {
  await requireViewer(ctx);
  const first = Math.min(Math.max(args.first ?? 20, 1), MAX_PAGE);
  const page = await ctx.gateway.notifications.page(first, args.after ?? null);
  const edges = page.results.map((node) => ({ cursor: cursorAfter(node), node }));
  return {
    totalCount: page.count,
    edges,
    pageInfo: {
      hasNextPage: page.next_cursor !== null,
      hasPreviousPage: Boolean(args.after),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

/** The registry's keyset position just after a notification (newest first: created_at, then id). */
export const cursorAfter = (notification: NotificationJson) =>
  Buffer.from(JSON.stringify([notification.created_at, notification.id])).toString('base64url');

builder.objectFields(Viewer, (t) => ({
  notifications: t.field({
    type: NotificationConnection,
    description: "The user's notifications in the active organisation that are not dismissed, newest first.",
    args: {
      first: t.arg.int({ description: 'How many notifications to return: 1 to 100 (20 when omitted).' }),
      after: t.arg.string({ description: 'Return the notifications after this cursor (an `endCursor` of the same list).' }),
    },
    resolve: (_viewer, args, ctx) => notificationConnection(ctx, args),
  }),
  notificationCounts: t.field({
    type: NotificationCounts,
    description: "How many of the user's notifications are unviewed (the bell's badge) and unread.",
    resolve: async (_viewer, _args, ctx) => {
      await requireViewer(ctx);
      return ctx.gateway.notifications.counts();
    },
  }),
  notificationSettings: t.field({
    type: [NotificationSetting],
    description:
      "The user's setting for each of the five categories, in the settings page's order (a category never set shows its default).",
    resolve: async (_viewer, _args, ctx) => {
      await requireViewer(ctx);
      return ctx.gateway.notifications.settings();
    },
  }),
  canSetCommunicationPreferences: t.boolean({
    description:
      'Whether the Communication Preferences page is offered: false for law-firm users, who set their e-mail categories in the Account tab (same notificationSettings).',
    resolve: (viewer) => viewer.kind !== null && viewer.kind !== 'LAW_FIRM',
  }),
}));

const USER_ERRORS = 'Why nothing changed, in words for the person who asked; empty when the change was made.';

interface MarkViewedShape {
  notifications: NotificationJson[];
  notificationCounts: NotificationCountsJson | null;
  userErrors: UserErrorShape[];
}

const MarkNotificationsViewedPayload = builder.objectRef<MarkViewedShape>('MarkNotificationsViewedPayload').implement({
  description: 'What `markNotificationsViewed` returns: the notifications as they are now and the counts, or `userErrors`.',
  fields: (t) => ({
    notifications: t.field({ type: [NotificationRef], description: 'The notifications, now viewed.', resolve: (p) => p.notifications }),
    notificationCounts: t.field({
      type: NotificationCounts,
      description: 'The counts after the change.',
      resolve: async (p, _args, ctx) => p.notificationCounts ?? ctx.gateway.notifications.counts(),
    }),
    userErrors: t.field({ description: USER_ERRORS, type: [UserError], resolve: (p) => p.userErrors }),
  }),
});

interface MarkReadShape {
  notification: NotificationJson | null;
  notificationCounts: NotificationCountsJson | null;
  userErrors: UserErrorShape[];
}

const MarkNotificationReadPayload = builder.objectRef<MarkReadShape>('MarkNotificationReadPayload').implement({
  description: 'What `markNotificationRead` returns: the notification as it is now and the counts, or `userErrors`.',
  fields: (t) => ({
    notification: t.field({
      type: NotificationRef,
      nullable: true,
      description: 'The notification, now read (and viewed); null when refused.',
      resolve: (p) => p.notification,
    }),
    notificationCounts: t.field({
      type: NotificationCounts,
      description: 'The counts after the change.',
      resolve: async (p, _args, ctx) => p.notificationCounts ?? ctx.gateway.notifications.counts(),
    }),
    userErrors: t.field({ description: USER_ERRORS, type: [UserError], resolve: (p) => p.userErrors }),
  }),
});

interface DismissShape {
  dismissedNotificationId: string | null;
  notificationCounts: NotificationCountsJson | null;
  userErrors: UserErrorShape[];
}

const DismissNotificationPayload = builder.objectRef<DismissShape>('DismissNotificationPayload').implement({
  description: 'What `dismissNotification` returns: the id of the dismissed notification (for the client to drop it) and the counts.',
  fields: (t) => ({
    dismissedNotificationId: t.id({
      nullable: true,
      description: 'The global id of the dismissed notification; null when refused.',
      resolve: (p) => (p.dismissedNotificationId ? encodeGlobalID('Notification', p.dismissedNotificationId) : null),
    }),
    notificationCounts: t.field({
      type: NotificationCounts,
      description: 'The counts after the change.',
      resolve: async (p, _args, ctx) => p.notificationCounts ?? ctx.gateway.notifications.counts(),
    }),
    userErrors: t.field({ description: USER_ERRORS, type: [UserError], resolve: (p) => p.userErrors }),
  }),
});

interface SettingShape {
  notificationSetting: NotificationSettingJson | null;
  userErrors: UserErrorShape[];
}

const UpdateNotificationSettingPayload = builder.objectRef<SettingShape>('UpdateNotificationSettingPayload').implement({
  description: 'What `updateNotificationSetting` returns: the setting as it is now, or `userErrors`.',
  fields: (t) => ({
    notificationSetting: t.field({
      type: NotificationSetting,
      nullable: true,
      description: 'The setting after the change; null when refused.',
      resolve: (p) => p.notificationSetting,
    }),
    userErrors: t.field({ description: USER_ERRORS, type: [UserError], resolve: (p) => p.userErrors }),
  }),
});

const MarkNotificationsViewedInput = builder.inputType('MarkNotificationsViewedInput', {
  description: 'The input of `markNotificationsViewed`.',
  fields: (t) => ({
    notificationIds: t.idList({ description: 'The notifications the user saw (global or registry ids; 1 to 100).', required: true }),
  }),
});

const MarkNotificationReadInput = builder.inputType('MarkNotificationReadInput', {
  description: 'The input of `markNotificationRead`.',
  fields: (t) => ({ notificationId: t.id({ description: 'The notification clicked (global or registry id).', required: true }) }),
});

const DismissNotificationInput = builder.inputType('DismissNotificationInput', {
  description: 'The input of `dismissNotification`.',
  fields: (t) => ({ notificationId: t.id({ description: 'The notification to dismiss (global or registry id).', required: true }) }),
});

const UpdateNotificationSettingInput = builder.inputType('UpdateNotificationSettingInput', {
  description: 'The input of `updateNotificationSetting`: a switch left out keeps its value.',
  fields: (t) => ({
    category: t.field({ type: NotificationCategory, description: 'The category to change.', required: true }),
    inAppEnabled: t.boolean({ description: 'Show the category in the bell.' }),
    emailEnabled: t.boolean({ description: 'E-mail the category.' }),
  }),
});

const FIELDS = {
  notification_ids: 'notificationIds',
  notification: 'notificationId',
  in_app_enabled: 'inAppEnabled',
  email_enabled: 'emailEnabled',
};

function refusal(error: unknown, fields: Record<string, string> = FIELDS): UserErrorShape[] {
  const userErrors = userErrorsFrom(error, fields);
  if (!userErrors) throw error;
  return userErrors;
}

builder.mutationField('markNotificationsViewed', (t) =>
  t.field({
    type: MarkNotificationsViewedPayload,
    description:
      'Marks notifications viewed (the user opened the bell): the badge counts them no more. Already viewed ones stay as they are.',
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        description: "The mutation's input; its type describes each field.",
        type: MarkNotificationsViewedInput,
        required: true,
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        const ids = input.notificationIds.map((id) => internalId('Notification', String(id)));
        const { results, counts } = await ctx.gateway.notifications.markViewed(ids);
        return { notifications: results, notificationCounts: counts, userErrors: [] };
      } catch (error) {
        return { notifications: [], notificationCounts: null, userErrors: refusal(error) };
      }
    },
  }),
);

builder.mutationField('markNotificationRead', (t) =>
  t.field({
    type: MarkNotificationReadPayload,
    description: 'Marks a notification read (the user clicked it, which also opens its case); a read notification is viewed too.',
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        description: "The mutation's input; its type describes each field.",
        type: MarkNotificationReadInput,
        required: true,
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        const id = internalId('Notification', String(input.notificationId));
        const { results, counts } = await ctx.gateway.notifications.markRead([id]);
        return { notification: results[0] ?? null, notificationCounts: counts, userErrors: [] };
      } catch (error) {
        return {
          notification: null,
          notificationCounts: null,
          userErrors: refusal(error, { ...FIELDS, notification_ids: 'notificationId' }),
        };
      }
    },
  }),
);

builder.mutationField('dismissNotification', (t) =>
  t.field({
    type: DismissNotificationPayload,
    description: 'Dismisses a notification: it leaves the bell for good.',
    authScopes: { signedIn: true },
    args: {
      input: t.arg({ description: "The mutation's input; its type describes each field.", type: DismissNotificationInput, required: true }),
    },
    resolve: async (_root, { input }, ctx) => {
      try {
        const id = internalId('Notification', String(input.notificationId));
        const { counts } = await ctx.gateway.notifications.dismiss(id);
        return { dismissedNotificationId: id, notificationCounts: counts, userErrors: [] };
      } catch (error) {
        return { dismissedNotificationId: null, notificationCounts: null, userErrors: refusal(error) };
      }
    },
  }),
);

builder.mutationField('updateNotificationSetting', (t) =>
  t.field({
    type: UpdateNotificationSettingPayload,
    description: "Turns a category's in-app or e-mail notifications on or off for the signed-in user (saved at once).",
    authScopes: { signedIn: true },
    args: {
      input: t.arg({
        description: "The mutation's input; its type describes each field.",
        type: UpdateNotificationSettingInput,
        required: true,
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const change: { in_app_enabled?: boolean; email_enabled?: boolean } = {};
      if (input.inAppEnabled != null) change.in_app_enabled = input.inAppEnabled;
      if (input.emailEnabled != null) change.email_enabled = input.emailEnabled;
      try {
        return { notificationSetting: await ctx.gateway.notifications.updateSetting(input.category, change), userErrors: [] };
      } catch (error) {
        return { notificationSetting: null, userErrors: refusal(error) };
      }
    },
  }),
);

interface NotificationsChangedShape {
  /** A new notification. */
  notification: NotificationJson | null;
  /** An existing one read (in another tab or device), as it is now. */
  changedNotification?: NotificationJson | null;
  /** The registry id of one dismissed. */
  dismissedNotificationId?: string | null;
  notificationCounts: NotificationCountsJson;
}

const NotificationsChangedEvent = builder.objectRef<NotificationsChangedShape>('NotificationsChangedEvent').implement({
  description: "A change to the user's notifications: a new one arrived, or some were viewed, read or dismissed (in another tab too).",
  fields: (t) => ({
    notification: t.field({
      type: NotificationRef,
      nullable: true,
      description: 'The new notification; null when the change was to existing ones.',
      resolve: (event) => event.notification,
    }),
    notificationEdge: t.field({
      type: NotificationEdge,
      nullable: true,
      description: 'The new notification as an edge of Viewer.notifications (to prepend to the list); null when none is new.',
      resolve: (event) => (event.notification ? { cursor: cursorAfter(event.notification), node: event.notification } : null),
    }),
    changedNotification: t.field({
      type: NotificationRef,
      nullable: true,
      description: 'An existing notification as it is now, when one was read (in another tab or device too); null otherwise.',
      resolve: (event) => event.changedNotification ?? null,
    }),
    dismissedNotificationId: t.id({
      nullable: true,
      description:
        'The global id of a notification just dismissed (in another tab or device too), to remove from the list; null otherwise.',
      resolve: (event) => (event.dismissedNotificationId ? encodeGlobalID('Notification', event.dismissedNotificationId) : null),
    }),
    notificationCounts: t.field({
      type: NotificationCounts,
      description: 'The counts after the change.',
      resolve: (event) => event.notificationCounts,
    }),
  }),
});

const isNotificationEvent = (event: RegistryEvent) => event.type === 'notification.created' || event.type === 'notification.changed';

/**
 * One subscriber's notification changes: only events addressed to its user in its organisation. After `after`, what
 * was missed comes first (events/resume.ts); a resync sends the counts (the client refetches the list).
 */
function notificationChanges(ctx: BffContext, after: number | null): AsyncIterableIterator<NotificationsChangedShape> {
  /** Known once the viewer is (the user of the session); until then every notification event is let through. */
  let userId: string | null = null;
  const events = resumableEvents(ctx, after, {
    wants: (event) => isNotificationEvent(event) && (userId === null || event.user_id === userId),
  });
  const finished = async (): Promise<IteratorResult<NotificationsChangedShape, undefined>> => {
    await events.return?.();
    return { value: undefined, done: true };
  };
  const expiresAt = tokenExpiry(ctx.session.token)?.getTime() ?? Number.POSITIVE_INFINITY;
  return {
    [Symbol.asyncIterator]() {
      return this;
    },
    async next() {
      const viewer = await requireViewer(ctx);
      userId = viewer.me.id;
      for (;;) {
        const next = await events.next();
        if (next.done) return finished();
        if (expiresAt <= Date.now()) return finished();
        if ('resync' in next.value) {
          ctx.gateway.notifications.forgetCounts();
          const resync = { notification: null, notificationCounts: await ctx.gateway.notifications.counts() };
          return { value: markLive(resync, { version: next.value.resync, resync: true }), done: false };
        }
        const { event } = next.value;
        if (!isNotificationEvent(event) || event.user_id !== viewer.me.id || !event.organization_ids.includes(viewer.organizationId))
          continue;
        ctx.gateway.notifications.forgetCounts();
        // Read as the subscriber itself: the registry answers only the user's own notifications.
        const [named, notificationCounts] = await Promise.all([
          event.notification_id ? ctx.gateway.notifications.load(event.notification_id) : null,
          ctx.gateway.notifications.counts(),
        ]);
        const change: NotificationsChangedShape =
          event.type === 'notification.created'
            ? { notification: named, notificationCounts }
            : {
                notification: null,
                changedNotification: named,
                // A named notification the registry no longer lists was dismissed.
                dismissedNotificationId: event.notification_id && !named ? event.notification_id : null,
                notificationCounts,
              };
        return { value: markLive(change, { version: event.version ?? event.id }), done: false };
      }
    },
    return: finished,
    async throw(error: unknown) {
      await finished();
      throw error;
    },
  };
}

builder.subscriptionField('notificationsChanged', (t) =>
  t.field({
    type: NotificationsChangedEvent,
    description: "Changes to the signed-in user's own notifications: each new one with the counts, and the counts after any other change.",
    authScopes: { signedIn: true },
    args: { after: t.arg.string({ required: false, description: AFTER_DESCRIPTION }) },
    subscribe: (_root, { after }, ctx) => notificationChanges(ctx, parseAfter(after)),
    resolve: (event) => event,
  }),
);
