// The BFF as a unit: GraphQL over HTTP (Yoga, mounted on a Fastify app) and over WebSocket (graphql-ws on the
// same path), the registry connection, and the feed of registry events that drives subscriptions.
import { createHash } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, type ExecutionArgs } from 'graphql';
import type { OperationResult } from 'graphql-ws';
import { WebSocketServer } from 'ws';
import pino, { type Logger } from 'pino';
import { RegistryEventBus } from './events/bus.ts';
import { closeSocketsOfEndedSessions } from './session-sockets.ts';
import { createEventFeed, type EventFeed } from './events/feed.ts';
import { OptionsCache } from './options-cache.ts';
import { RegistryConnection } from './rest/registry-client.ts';
import { DEFAULT_QUERY_LIMITS, type QueryLimits } from './limits.ts';
import type { PortalMode } from './mode.ts';
import {
  DEFAULT_GRAPHQL_RATE_LIMITS,
  DEFAULT_WEBSOCKET_LIMITS,
  graphqlRateLimit,
  MessageBucket,
  TOO_MANY_MESSAGES,
  type GraphqlRateLimits,
  type WebSocketLimits,
} from './rate-limit.ts';
import { judgeOrigin } from './security.ts';
import {
  persistedOperationId,
  persistedOperationsFromFile,
  unknownPersistedOperationError,
  type PersistedOperations,
} from './persisted-operations.ts';
import { createPortalYoga, GRAPHQL_PATH, type HttpServerContext, type PortalYoga, type WebSocketInitialContext } from './yoga.ts';
import { openWebSockets } from '../ops/metrics.ts';
import { withRequestLog } from './observability.ts';
import { useGraphqlWs } from './ws-server.ts';
import type { ReadinessCheck } from '../ops/readiness.ts';
import { closeWebSockets } from '../ops/shutdown.ts';

export interface BffOptions {
  registryUrl: string;
  /** The registry's service credential, for its event stream. */
  serviceKey: string;
  /** Pub/sub across BFF replicas; in-process when unset. */
  redisUrl?: string;
  logger?: Logger;
  /** PORTAL_MODE, read once by whoever starts the process (default production; see bff/mode.ts). */
  mode?: PortalMode;
  /** CORS_ORIGINS: other origins whose browsers may call /graphql (default none). */
  corsOrigins?: readonly string[];
  queryLimits?: Partial<QueryLimits>;
  rateLimits?: Partial<GraphqlRateLimits>;
  webSocketLimits?: Partial<WebSocketLimits>;
  /** The web client's operations by id; default: web/persisted-operations.json, as relay-compiler writes it. */
  persistedOperations?: PersistedOperations;
}

/** What registerBff needs to know of the BFF it mounts. */
export interface BffEdge {
  rateLimits: GraphqlRateLimits;
  /** Redis for the rate-limit counters, when the BFF has one. */
  redis?: { url: string; namespace: string };
}

export interface Bff {
  yoga: PortalYoga;
  edge: BffEdge;
  events: RegistryEventBus;
  /** Serves graphql-ws on GRAPHQL_PATH of this HTTP server. */
  handleUpgrade(server: Server): void;
  /** Starts reading the registry's events; resolves once subscriptions will see new changes. */
  start(): Promise<void>;
  /** Shutdown: every graphql-ws client is told 1001 (reconnect elsewhere); those still open after `timeoutMs` are cut. */
  closeWebSockets(timeoutMs: number): Promise<void>;
  /** What readiness asks of the BFF (Redis, when set). */
  readinessChecks: ReadinessCheck[];
  close(): Promise<void>;
}

type RootValue = { execute: (args: ExecutionArgs) => OperationResult; subscribe: (args: ExecutionArgs) => OperationResult };

export function createBff(options: BffOptions): Bff {
  const logger = options.logger ?? pino({ level: process.env.LOG_LEVEL ?? 'info' });
  const connection = new RegistryConnection(options.registryUrl);
  // Replicas that share a registry (and its service key) share a namespace in Redis; anything else is apart.
  const namespace = `lien-registry:${createHash('sha256').update(`${connection.origin} ${options.serviceKey}`).digest('hex').slice(0, 16)}`;
  const events = options.redisUrl ? RegistryEventBus.redis(options.redisUrl, namespace, logger) : RegistryEventBus.inProcess(logger);
  const feed: EventFeed = createEventFeed({
    connection,
    serviceKey: options.serviceKey,
    bus: events,
    namespace,
    redisUrl: options.redisUrl,
    logger: logger.child({ part: 'events' }),
  });
  const persistedOperations = options.persistedOperations ?? persistedOperationsFromFile();
  const yoga = createPortalYoga({
    connection,
    options: new OptionsCache(),
    events,
    logger,
    mode: options.mode ?? 'production',
    corsOrigins: options.corsOrigins ?? [],
    queryLimits: { ...DEFAULT_QUERY_LIMITS, ...options.queryLimits },
    persistedOperations,
  });
  const corsOrigins = options.corsOrigins ?? [];
  const wsLimits = { ...DEFAULT_WEBSOCKET_LIMITS, ...options.webSocketLimits };

  // A frame larger than maxPayload closes its connection with 1009 instead of being buffered.
  const wss = new WebSocketServer({ noServer: true, maxPayload: wsLimits.maxPayloadBytes });
  wss.on('connection', (socket) => {
    const bucket = new MessageBucket(wsLimits);
    socket.on('message', () => {
      if (!bucket.take() && socket.readyState === socket.OPEN) socket.close(TOO_MANY_MESSAGES.code, TOO_MANY_MESSAGES.reason);
    });
  });
  wss.on('connection', (socket) => {
    openWebSockets.inc();
    socket.once('close', () => openWebSockets.dec());
  });
  // Logout and "end session" close the session's open subscriptions at once.
  const sessionSockets = closeSocketsOfEndedSessions(events, logger);
  const wsServer = useGraphqlWs<Record<string, unknown>>(
    {
      onConnect: (ctx) => {
        sessionSockets.track(ctx.extra.socket, ctx.extra.request, ctx.connectionParams);
        // A subscription that has received nothing yet can still resume (`after`) from where this replica stood.
        const position = events.position;
        return position === null ? true : { liveVersion: String(position) };
      },
      execute: (args) => (args.rootValue as RootValue).execute(args),
      subscribe: (args) => (args.rootValue as RootValue).subscribe(args),
      onSubscribe: async (ctx, _id, payload) => {
        // graphql-ws has already entered this operation's id: it counts itself.
        if (Object.keys(ctx.subscriptions).length > wsLimits.maxSubscriptions) {
          return [
            new GraphQLError(`At most ${wsLimits.maxSubscriptions} operations may run at once on one connection.`, {
              extensions: { code: 'TOO_MANY_OPERATIONS' },
            }),
          ];
        }
        const initial: WebSocketInitialContext = { wsRequest: ctx.extra.request, connectionParams: stringParams(ctx.connectionParams) };
        // The same parser, validation rules (graphql-armor's limits, the cost rule) and execution plugins as HTTP.
        const enveloped = yoga.getEnveloped(initial);
        // The web client names its operation by id (graphql-ws still demands a `query` string: it sends '').
        const id = payload.query ? null : persistedOperationId(payload);
        const query = id === null ? payload.query : persistedOperations.documentOf(id);
        if (query === null) return [unknownPersistedOperationError()];
        let document;
        try {
          document = enveloped.parse(query);
        } catch (error) {
          return [
            error instanceof GraphQLError
              ? error
              : new GraphQLError('The query could not be parsed.', { extensions: { code: 'GRAPHQL_PARSE_FAILED' } }),
          ];
        }
        const errors = enveloped.validate(enveloped.schema, document);
        if (errors.length) return errors;
        return {
          schema: enveloped.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: await enveloped.contextFactory(),
          rootValue: { execute: enveloped.execute, subscribe: enveloped.subscribe },
        };
      },
    },
    wss,
  );
  // ws reports a client's protocol faults (oversized or malformed frames, resets) as socket errors and closes the
  // connection itself (1009, 1002 …). graphql-ws listens only once and prints them as "Internal error … check your
  // implementation": they are the client's, so they are logged quietly here, and a second one is never unhandled.
  wss.on('error', (error) => logger.error({ err: error }, 'WebSocket server error'));
  wss.on('connection', (socket) => {
    socket.removeAllListeners('error');
    socket.on('error', (error) => logger.debug({ err: error }, 'graphql-ws connection error'));
  });

  const upgradeHandlers = new Set<() => void>();

  return {
    yoga,
    events,
    edge: {
      rateLimits: { ...DEFAULT_GRAPHQL_RATE_LIMITS, ...options.rateLimits },
      redis: options.redisUrl ? { url: options.redisUrl, namespace } : undefined,
    },
    handleUpgrade(server) {
      const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        // The handshake is the client's to shape: nothing in it may throw out of this handler (it would end
        // the process), and a client that resets mid-handshake must not leave an unhandled socket error.
        socket.on('error', (error) => logger.debug({ err: error }, 'WebSocket handshake socket error'));
        try {
          if (pathOf(request.url) !== GRAPHQL_PATH) return refuseHandshake(socket, 404, 'Not Found');
          // Cookies ride along with cross-site WebSocket handshakes too: only our own pages (and CORS_ORIGINS).
          const origin = request.headers.origin;
          if (judgeOrigin(origin, request.headers.host, corsOrigins) === 'refused') return refuseHandshake(socket, 403, 'Forbidden');
          wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
        } catch (error) {
          logger.warn({ err: error }, 'WebSocket handshake refused');
          refuseHandshake(socket, 400, 'Bad Request');
        }
      };
      server.on('upgrade', onUpgrade);
      upgradeHandlers.add(() => server.off('upgrade', onUpgrade));
    },
    async start() {
      await events.ready;
      await feed.start();
    },
    closeWebSockets: (timeoutMs) => closeWebSockets(wss, timeoutMs),
    readinessChecks: events.usesRedis ? [{ name: 'redis', check: () => events.ping() }] : [],
    async close() {
      for (const remove of upgradeHandlers) remove();
      sessionSockets.stop();
      await wsServer.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await feed.close();
      await events.close();
      await connection.close();
    },
  };
}

/** The path of a request target, or null when it is not one (`request.url` is whatever the client sent). */
function pathOf(target: string | undefined): string | null {
  try {
    return new URL(target ?? '/', 'http://localhost').pathname;
  } catch {
    return null;
  }
}

/** An absent Host passes (HTTP/1.0); a present one must be a host with an optional port. */
function isHost(host: string | undefined): boolean {
  if (!host) return true;
  try {
    return new URL(`http://${host}/`).host !== '';
  } catch {
    return false;
  }
}

function refuseHandshake(socket: Duplex, status: number, text: string): void {
  if (socket.writable) socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  else socket.destroy();
}

/** connectionParams are the client's JSON: only string credentials are taken from them. */
function stringParams(params: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> | undefined {
  if (!params || typeof params !== 'object') return undefined;
  return Object.fromEntries(Object.entries(params).filter(([, value]) => typeof value === 'string'));
}

/** A JSON answer (one execution result or an error) as opposed to a stream of results or a page. */
function isWholeJson(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return type.startsWith('application/json') || type.startsWith('application/graphql-response+json');
}

/** The largest /graphql request body (bytes): far above any real operation with its variables. */
export const GRAPHQL_BODY_LIMIT = 1024 * 1024;

const BODY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: `The request body is larger than ${GRAPHQL_BODY_LIMIT / 1024} KiB.`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the operation as application/json.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
};

/** Mounts the BFF on a Fastify app: /graphql over HTTP, and graphql-ws on the app's server. */
export async function registerBff<AppLogger extends FastifyBaseLogger>(
  app: FastifyInstance<Server, IncomingMessage, ServerResponse, AppLogger>,
  bff: Bff,
): Promise<void> {
  const rateLimit = await graphqlRateLimit(app as unknown as FastifyInstance, bff.edge.rateLimits, bff.edge.redis);
  app.addHook('onClose', async () => rateLimit.close());
  app.route({
    url: GRAPHQL_PATH,
    method: ['GET', 'POST', 'OPTIONS'],
    bodyLimit: GRAPHQL_BODY_LIMIT,
    onRequest: (request, reply) => rateLimit.hook(request as unknown as FastifyRequest, reply as unknown as FastifyReply),
    // A body Fastify cannot take (not JSON, too large, an unknown content type) is answered as GraphQL clients
    // expect: the status and one error with a code, never a stack.
    errorHandler: (error, request, reply) => {
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'GraphQL request failed');
      const message = status === 500 ? 'Unexpected error.' : (BODY_ERRORS[error.code ?? ''] ?? 'The request could not be read.');
      return reply
        .code(status)
        .send({ errors: [{ message, extensions: { code: status === 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST' } }] });
    },
    handler: async (request, reply) => {
      // Yoga builds the request's URL from Host: one that is not a host[:port] is the client's error, not ours.
      if (!isHost(request.headers.host)) {
        return reply.code(400).send({ errors: [{ message: 'The Host header is not valid.', extensions: { code: 'BAD_REQUEST' } }] });
      }
      const serverContext: HttpServerContext = { requestOrigin: { requestId: request.id, clientAddress: request.ip } };
      const response = await withRequestLog({ request, reply }, () => bff.yoga.handleNodeRequestAndResponse(request, reply, serverContext));
      for (const [name, value] of response.headers) {
        if (name.toLowerCase() !== 'set-cookie') reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      // GraphiQL (development mode only; production serves no HTML here) loads its scripts from a CDN and runs
      // inline ones: the front server's Content-Security-Policy would leave it blank.
      if (response.headers.get('content-type')?.startsWith('text/html')) reply.raw.removeHeader('content-security-policy');
      reply.status(response.status);
      // A single result is a string Yoga already holds: sent as one, it skips the web-stream-to-Node conversion and
      // the compression plugin compresses it in one call instead of through a zlib stream pipeline.
      reply.send(isWholeJson(response) ? await response.text() : response.body);
      return reply;
    },
  });
  bff.handleUpgrade(app.server);
}
