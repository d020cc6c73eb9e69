// The signed-in user's own in-app notifications (the header's bell), their counts, and their notification settings
// per category. The registry answers only the user's own notifications in the active organisation.
import { RegistryHttpError } from '../rest/registry-client.ts';
import { REGISTRY_PREFIX, segment, type GatewayScope } from './scope.ts';

export type NotificationCategoryName =
  'CASE_STATUS_UPDATES' | 'CASE_STATUS_REQUESTS' | 'DOCUMENT_REQUESTS' | 'NEW_LIEN_NOTIFICATIONS' | 'OTHER';

export interface NotificationJson {
  id: string;
  type: string;
  category: NotificationCategoryName;
  subject: string;
  body: string;
  created_at: string;
  viewed_at: string | null;
  read_at: string | null;
  dismissed_at: string | null;
  context: { case_id: string | null; detail_url: string | null; law_firm_name: string | null; plaintiff_name: string | null };
}

export interface NotificationCountsJson {
  unviewed: number;
  unread: number;
}

export interface NotificationPageJson {
  results: NotificationJson[];
  /** The cursor of the next page; null on the last one. */
  next_cursor: string | null;
  count: number;
  counts: NotificationCountsJson;
}

export interface NotificationSettingJson {
  id: string;
  category: NotificationCategoryName;
  label: string;
  in_app_enabled: boolean;
  email_enabled: boolean;
}

const NOTIFICATIONS = `${REGISTRY_PREFIX}/in-app-notifications`;
const SETTINGS = `${REGISTRY_PREFIX}/notification-settings`;

export function notificationsGateway(scope: GatewayScope) {
  let counts: Promise<NotificationCountsJson> | null = null;
  return {
    /** A page of the user's notifications that are not dismissed, newest first. */
    page: (pageSize: number, cursor: string | null) =>
      scope.client.get<NotificationPageJson>(`${NOTIFICATIONS}/`, { page_size: pageSize, cursor: cursor ?? undefined }),
    /** Unviewed and unread counts (read once per gateway until a change). */
    counts: () => (counts ??= scope.client.get<NotificationCountsJson>(`${NOTIFICATIONS}/counts/`)),
    async markViewed(ids: string[]) {
      counts = null;
      return scope.client.send<{ results: NotificationJson[]; counts: NotificationCountsJson }>(
        'PATCH',
        `${NOTIFICATIONS}/mark-as-viewed/`,
        {
          notification_ids: ids,
        },
      );
    },
    async markRead(ids: string[]) {
      counts = null;
      return scope.client.send<{ results: NotificationJson[]; counts: NotificationCountsJson }>('PATCH', `${NOTIFICATIONS}/mark-as-read/`, {
        notification_ids: ids,
      });
    },
    async dismiss(id: string) {
      counts = null;
      return scope.client.send<{ id: string; counts: NotificationCountsJson }>(
        'PATCH',
        `${NOTIFICATIONS}/${segment(id)}/mark-as-dismissed/`,
        {},
      );
    },
    /** One notification of the user (live events name it); null when it is not theirs or gone. */
    async load(id: string): Promise<NotificationJson | null> {
      try {
        return await scope.client.get<NotificationJson>(`${NOTIFICATIONS}/${segment(id)}/`);
      } catch (error) {
        if (error instanceof RegistryHttpError && error.status === 404) return null;
        throw error;
      }
    },
    forgetCounts() {
      counts = null;
    },
    settings: async () => (await scope.client.get<{ results: NotificationSettingJson[] }>(`${SETTINGS}/`)).results,
    updateSetting: (category: NotificationCategoryName, change: { in_app_enabled?: boolean; email_enabled?: boolean }) =>
      scope.client.send<NotificationSettingJson>('PATCH', `${SETTINGS}/${segment(category)}/`, change),
  };
}
