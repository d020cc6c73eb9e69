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
    /** The latest 50 kept messages, newest first; null when the registry has no mailbox (production: 404). */
    async latest(): Promise<DevMailboxJson | null> {
      try {
        return await scope.client.get<DevMailboxJson>(`${REGISTRY_PREFIX}/dev/mailbox/`);
      } catch (error) {
        if (error instanceof RegistryHttpError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
