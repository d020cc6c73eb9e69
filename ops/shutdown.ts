// Graceful shutdown. On SIGTERM a process stops accepting connections, tells WebSocket clients to go elsewhere
// (1001), lets every request already received finish (also one whose body is still arriving) within
// SHUTDOWN_DRAIN_MS, then closes what its requests needed (registry pool, database) and exits: 0 when everything
// drained, 1 when the drain time ran out and connections had to be cut.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { WebSocket, WebSocketServer } from 'ws';

export const DEFAULT_DRAIN_MS = 10_000;

/** SHUTDOWN_DRAIN_MS: how long in-flight requests may take to finish after SIGTERM (default 10 s). */
export function parseDrainMs(value: string | undefined): number {
  const setting = value?.trim();
  if (!setting) return DEFAULT_DRAIN_MS;
  const ms = Number(setting);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`SHUTDOWN_DRAIN_MS must be a whole number of milliseconds, not ${setting}`);
  return ms;
}

export interface DrainOutcome {
  /** Requests that were still running when the drain time ran out (their connections were cut). */
  cut: number;
}

/**
 * Follows the requests of an HTTP server so a shutdown can let them finish: once draining, every response that
 * has not started says `Connection: close` and each connection is closed as soon as its response is done, and
 * never-ending event streams are ended (their clients reconnect elsewhere).
 */
export class HttpDrain {
  private readonly server: Server;
  /** Responses not yet finished, and whether each is an event stream (one that never ends by itself). */
  private readonly inFlight = new Map<ServerResponse, { eventStream: boolean }>();
  private draining = false;

  constructor(server: Server) {
    this.server = server;
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      this.inFlight.set(response, { eventStream: String(request.headers.accept ?? '').includes('text/event-stream') });
      if (this.draining && !response.headersSent) response.setHeader('connection', 'close');
      response.once('close', () => this.finished(response));
    });
  }

  get requestsInFlight(): number {
    return this.inFlight.size;
  }

  private finished(response: ServerResponse): void {
    this.inFlight.delete(response);
    if (!this.draining) return;
    // The connection became idle: close it now rather than after the keep-alive timeout.
    setImmediate(() => this.server.closeIdleConnections());
  }

  /**
   * Drains: `closeServer` must stop listening (Fastify's close(), or server.close()) and resolve once every
   * connection has ended; after `timeoutMs` the remaining connections are cut.
   */
  async drain(closeServer: () => Promise<void>, timeoutMs: number, logger?: Logger): Promise<DrainOutcome> {
    this.draining = true;
    for (const [response, { eventStream }] of this.inFlight) {
      if (!response.headersSent) response.setHeader('connection', 'close');
      else if (eventStream) response.end();
    }
    let cut = 0;
    const deadline = setTimeout(() => {
      cut = this.inFlight.size;
      this.server.closeAllConnections();
    }, timeoutMs);
    try {
      const closed = closeServer();
      await this.stoppedListening(closed);
      logger?.info({ inFlight: this.inFlight.size }, 'stopped accepting connections');
      await closed;
    } finally {
      clearTimeout(deadline);
    }
    return { cut };
  }

  // Fastify's close() stops listening only after its preClose hooks; the moment is worth a log line (operators and
  // the shutdown test wait for it), and the server emits nothing then.
  private async stoppedListening(closed: Promise<void>): Promise<void> {
    let done = false;
    const finish = () => (done = true);
    closed.then(finish, finish);
    while (this.server.listening && !done) await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Closes every WebSocket with 1001 "Going away"; those that do not finish the closing handshake in time are cut. */
export async function closeWebSockets(wss: WebSocketServer, timeoutMs: number): Promise<void> {
  const open = [...wss.clients];
  if (!open.length) return;
  const closed = open.map(
    (socket: WebSocket) =>
      new Promise<void>((resolve) => {
        if (socket.readyState === socket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close(1001, 'Going away');
      }),
  );
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(closed), new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);
  for (const socket of open) if (socket.readyState !== socket.CLOSED) socket.terminate();
}

/**
 * Runs `shutdown` on the first SIGTERM or SIGINT and exits with 0 when it drained everything, 1 when it had to cut
 * connections or failed. A second signal exits at once (1).
 */
export function exitOnShutdownSignals(logger: Logger, shutdown: () => Promise<DrainOutcome>): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) {
        logger.warn({ signal }, 'second signal: exiting without waiting');
        process.exit(1);
      }
      stopping = true;
      logger.info({ signal }, 'shutting down');
      shutdown().then(
        ({ cut }) => {
          if (cut) logger.warn({ cut }, 'the drain time ran out: connections were cut');
          else logger.info('shut down');
          process.exit(cut ? 1 : 0);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
