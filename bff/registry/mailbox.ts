// The development mailbox (registry GET dev/mailbox/): the mail the embedded mailer kept instead of sending.
import type { Page } from '../rest/types.ts';
import { RegistryHttpError } from '../rest/registry-client.ts';
import { REGISTRY_PREFIX, type GatewayScope } from './scope.ts';

export interface DevMailboxMessageJson {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  tag: string;
  created_at: string;
}

export type DevMailboxJson = Page<DevMailboxMessageJson> & {
  /** `smtp` when the registry sends mail (its outbox then stays empty), `outbox` when it keeps it. */
  mailer: 'smtp' | 'outbox';
};

export function mailboxGateway(scope: GatewayScope) {
  return {
    /**
     * The latest `limit` (at most 50) kept messages, newest first; null when the registry has no mailbox (production:
     * 404). A limit of 0 only asks whether there is one.
     */
    async latest(limit = 50): Promise<DevMailboxJson | null> {
      try {
        return await scope.client.get<DevMailboxJson>(`${REGISTRY_PREFIX}/dev/mailbox/`, { page_size: limit });
      } catch (error) {
        if (error instanceof RegistryHttpError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
