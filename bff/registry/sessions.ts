// The signed-in user's sessions: the list, and ending one.
import type { SessionJson } from '../rest/types.ts';
import { AUTH_PREFIX, segment, type GatewayScope } from './scope.ts';

export function sessionsGateway(scope: GatewayScope) {
  return {
    list: () => scope.client.get<SessionJson[]>(`${AUTH_PREFIX}/auth/sessions/`),
    end: async (sessionId: string): Promise<void> => {
      await scope.client.send('DELETE', `${AUTH_PREFIX}/auth/sessions/${segment(sessionId)}/`);
    },
  };
}
