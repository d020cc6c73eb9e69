// Closes the graphql-ws connections of a session the moment it ends (logout, "end session", a reused refresh
// token): the registry's outbox carries `session.revoked` with the session id, and every connection is filed under
// the `sid` of the token it opened with. The token is read without verifying it: the registry verifies it on every
// call the connection makes, so a forged sid gains nothing (at most its own connection is closed).
import type { IncomingMessage } from 'node:http';
import { decodeJwt } from 'jose';
import type { Logger } from 'pino';
import type { WebSocket } from 'ws';
import type { RegistryEventBus } from './events/bus.ts';
import { sessionFrom } from './session.ts';

/** graphql-ws's 4401 Unauthorized: its clients do not reconnect after it. */
export const SESSION_ENDED = { code: 4401, reason: 'Session ended' } as const;

function sessionIdOf(token: string | null): string | null {
  if (!token) return null;
  try {
    const { sid } = decodeJwt(token);
    return typeof sid === 'string' ? sid : null;
  } catch {
    return null;
  }
}

export interface SessionSockets {
  /** graphql-ws `onConnect`: files the connection under its session. */
  track(socket: WebSocket, request: IncomingMessage, connectionParams: Readonly<Record<string, unknown>> | undefined): void;
  stop(): void;
}

export function closeSocketsOfEndedSessions(events: RegistryEventBus, logger: Logger): SessionSockets {
  const bySession = new Map<string, Set<WebSocket>>();
  const iterator = events.subscribe((event) => event.type === 'session.revoked')[Symbol.asyncIterator]();
  let stopped = false;

  void (async () => {
    while (!stopped) {
      const { value: event, done } = await iterator.next();
      if (done) return;
      if (event.type !== 'session.revoked' || !event.session_id) continue;
      const sockets = bySession.get(event.session_id);
      if (!sockets) continue;
      bySession.delete(event.session_id);
      logger.info({ sessionId: event.session_id, connections: sockets.size }, 'session ended: closing its subscriptions');
      for (const socket of sockets) socket.close(SESSION_ENDED.code, SESSION_ENDED.reason);
    }
  })().catch((error: unknown) => logger.error({ err: error }, 'closing the sockets of ended sessions stopped'));

  return {
    track(socket, request, connectionParams) {
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      // connectionParams are the client's JSON: only strings may reach sessionFrom.
      const params = Object.fromEntries(Object.entries(connectionParams ?? {}).filter(([, value]) => typeof value === 'string'));
      const sessionId = sessionIdOf(sessionFrom(header, params).token);
      if (!sessionId) return;
      const sockets = bySession.get(sessionId) ?? new Set<WebSocket>();
      bySession.set(sessionId, sockets);
      sockets.add(socket);
      socket.once('close', () => {
        sockets.delete(socket);
        if (!sockets.size && bySession.get(sessionId) === sockets) bySession.delete(sessionId);
      });
    },
    stop() {
      stopped = true;
      void iterator.return?.();
    },
  };
}
