// The BFF stack of the edge tests (tests/bff/edge-*.test.ts): like helpers.ts's, over real HTTP, but with the BFF's
// edge options (mode, CORS_ORIGINS, query and rate limits) chosen by each test.
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import WebSocket from 'ws';
import { createBff, registerBff, type Bff, type BffOptions } from '../../bff/server.ts';
import { registerSecurityHeaders } from '../../bff/security.ts';
import { startTestRegistry, type TestRegistry } from '../../registry/testing.ts';
import type { BffStack } from './helpers.ts';

export type EdgeOptions = Omit<BffOptions, 'registryUrl' | 'serviceKey'> & {
  /** helmet's headers on the app, as the portal and bff/main.ts register them. */
  securityHeaders?: boolean;
};

export interface EdgeStack extends BffStack {
  bff: Bff;
  app: FastifyInstance;
  /** ws://127.0.0.1:<port>/graphql */
  wsUrl: string;
  port: number;
}

export async function startEdgeStack({ securityHeaders, ...options }: EdgeOptions = {}, registry?: TestRegistry): Promise<EdgeStack> {
  const ownRegistry = registry ?? (await startTestRegistry());
  const bff = createBff({
    registryUrl: ownRegistry.url,
    serviceKey: ownRegistry.serviceKey,
    redisUrl: process.env.REDIS_URL || undefined,
    logger: pino({ level: 'silent' }),
    ...options,
  });
  const app = Fastify();
  if (securityHeaders) await registerSecurityHeaders(app);
  await registerBff(app, bff);
  await app.listen({ port: 0, host: '127.0.0.1' });
  await bff.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    registry: ownRegistry,
    bff,
    app,
    port,
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    async close() {
      await bff.close();
      await app.close();
      if (!registry) await ownRegistry.close();
    },
  };
}

export interface GraphqlWsConnection {
  socket: WebSocket;
  next(): Promise<Record<string, any>>;
  closed: Promise<{ code: number; reason: string }>;
}

/** A graphql-transport-ws connection driven by hand (messages in order, the close code), acknowledged. */
export async function connectGraphqlWs(url: string, connectionParams: unknown = {}): Promise<GraphqlWsConnection> {
  const socket = new WebSocket(url, 'graphql-transport-ws');
  const queue: Record<string, any>[] = [];
  const waiting: ((message: Record<string, any>) => void)[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  socket.on('error', () => {});
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const next = () => new Promise<Record<string, any>>((resolve) => (queue.length ? resolve(queue.shift()!) : waiting.push(resolve)));
  socket.send(JSON.stringify({ type: 'connection_init', payload: connectionParams }));
  const ack = await next();
  if (ack.type !== 'connection_ack') throw new Error(`expected connection_ack, got ${JSON.stringify(ack)}`);
  return { socket, next, closed };
}
