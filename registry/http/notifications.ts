// The signed-in user's own in-app notifications and notification settings, one role-neutral path for both sides
// (DECISIONS.md item 10); the law firms' escrow-agent path is an alias. Notifications name plaintiffs (health data):
// their reads are in the access log. Settings carry no health data.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  dismissNotification,
  findNotification,
  markNotifications,
  notificationCounts,
  notificationPage,
  parseNotificationIds,
  serializeNotification,
  type Owner,
} from '../domain/notifications/store.ts';
import { parseSettingChange, serializeSetting, updateSetting, userSettings } from '../domain/notifications/settings.ts';
import type { Query } from '../domain/paging.ts';
import { contextOf, viewerOf } from './permissions.ts';
import type { RouteDeps } from './types.ts';

const BASES = ['/api/registry/v1/in-app-notifications', '/api/registry/v1/escrow-agent/in-app-notifications'];
const SETTINGS = '/api/registry/v1/notification-settings';

const ownerOf = (request: FastifyRequest): Owner => ({
  userId: contextOf(request).user.id,
  organizationId: viewerOf(request).organizationId,
});

export function notificationRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  for (const base of BASES) {
    app.get(`${base}/`, { config: { permission: 'account', audit: 'notification.list' } }, async (request) =>
      notificationPage(db, ownerOf(request), request.query as Query),
    );

    app.get(`${base}/counts/`, { config: { permission: 'account', audit: 'none' } }, async (request) =>
      notificationCounts(db, ownerOf(request)),
    );

    app.get(`${base}/:id/`, { config: { permission: 'account', audit: 'notification.view' } }, async (request) =>
      serializeNotification(await findNotification(db, ownerOf(request), (request.params as { id: string }).id)),
    );

    for (const [path, mark] of [
      ['mark-as-viewed', 'viewed'],
      ['mark-as-read', 'read'],
    ] as const) {
      app.patch(`${base}/${path}/`, { config: { permission: 'account', audit: 'notification.update' } }, async (request) => {
        const owner = ownerOf(request);
        const results = await markNotifications(db, owner, parseNotificationIds(request.body), mark);
        return { results, counts: await notificationCounts(db, owner) };
      });
    }

    app.patch(`${base}/:id/mark-as-dismissed/`, { config: { permission: 'account', audit: 'notification.update' } }, async (request) => {
      const owner = ownerOf(request);
      const { id } = request.params as { id: string };
      await dismissNotification(db, owner, id);
      return { id, counts: await notificationCounts(db, owner) };
    });
  }

  app.get(`${SETTINGS}/`, { config: { permission: 'account', audit: 'none' } }, async (request) => {
    const userId = contextOf(request).user.id;
    const results = (await userSettings(db, userId)).map((setting) => serializeSetting(userId, setting));
    return { count: results.length, next: null, previous: null, results };
  });

  app.patch(`${SETTINGS}/:category/`, { config: { permission: 'account', audit: 'none' } }, async (request) => {
    const userId = contextOf(request).user.id;
    const { category, change } = parseSettingChange((request.params as { category: string }).category, request.body);
    return serializeSetting(userId, await updateSetting(db, userId, category, change));
  });
}
