// The BFF as a unit: GraphQL over HTTP (Yoga, mounted on a Fastify app) and over WebSocket (graphql-ws on the
// same path), the registry connection, and the feed of registry events that drives subscriptions.
import { createHash } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { parse, validate, type ExecutionArgs } from 'graphql';
import type { OperationResult } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import pino, { type Logger } from 'pino';
import { RegistryEventBus } from './events/bus.ts';
import { createEventFeed, type EventFeed } from './events/feed.ts';
import { OptionsCache } from './options-cache.ts';
import { RegistryConnection } from './rest/registry-client.ts';
import { createPortalYoga, GRAPHQL_PATH, type HttpServerContext, type PortalYoga, type WebSocketInitialContext } from './yoga.ts';
import { openWebSockets } from '../ops/metrics.ts';
import type { ReadinessCheck } from '../ops/readiness.ts';
import { closeWebSockets } from '../ops/shutdown.ts';

export interface BffOptions {
  registryUrl: string;
  /** The registry's service credential, for its event stream. */
  serviceKey: string;
  /** Pub/sub across BFF replicas; in-process when unset. */
  redisUrl?: string;
  logger?: Logger;
  /** `extensions.upstreamCalls` and GraphiQL; default: on unless NODE_ENV=production. */
  devExtensions?: boolean;
}

export interface Bff {
  yoga: PortalYoga;
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
  const yoga = createPortalYoga({
    connection,
    options: new OptionsCache(),
    events,
    logger,
    devExtensions: options.devExtensions ?? process.env.NODE_ENV !== 'production',
  });

  const wss = new WebSocketServer({ noServer: true });
  wss.on('connection', (socket) => {
    openWebSockets.inc();
    socket.once('close', () => openWebSockets.dec());
  });
  const wsServer = useServer<Record<string, unknown>>(
    {
      execute: (args) => (args.rootValue as RootValue).execute(args),
      subscribe: (args) => (args.rootValue as RootValue).subscribe(args),
      onSubscribe: async (ctx, _id, payload) => {
        const initial: WebSocketInitialContext = { wsRequest: ctx.extra.request, connectionParams: ctx.connectionParams };
        const enveloped = yoga.getEnveloped(initial);
        const document = parse(payload.query);
        const errors = validate(enveloped.schema, document);
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

  const upgradeHandlers = new Set<() => void>();

  return {
    yoga,
    events,
    handleUpgrade(server) {
      const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        if (url.pathname !== GRAPHQL_PATH) return;
        // Cookies ride along with cross-site WebSocket handshakes too: only our own pages may open one.
        const origin = request.headers.origin;
        if (origin && new URL(origin).host !== request.headers.host) {
          socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
          return;
        }
        wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
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
      await wsServer.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await feed.close();
      await events.close();
      await connection.close();
    },
  };
}

/** Mounts the BFF on a Fastify app: /graphql over HTTP, and graphql-ws on the app's server. */
export async function registerBff<AppLogger extends FastifyBaseLogger>(
  app: FastifyInstance<Server, IncomingMessage, ServerResponse, AppLogger>,
  bff: Bff,
): Promise<void> {
  app.route({
    url: GRAPHQL_PATH,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (request, reply) => {
      const serverContext: HttpServerContext = { requestOrigin: { requestId: request.id, clientAddress: request.ip } };
      const response = await bff.yoga.handleNodeRequestAndResponse(request, reply, serverContext);
      for (const [name, value] of response.headers) {
        if (name.toLowerCase() !== 'set-cookie') reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
  bff.handleUpgrade(app.server);
}
