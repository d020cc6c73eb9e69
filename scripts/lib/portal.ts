// Composes the whole product in one process on one port: the registry's REST API under /api (unless
// REGISTRY_URL points the BFF at a registry elsewhere), the GraphQL BFF on /graphql (HTTP and graphql-ws),
// and the built web client with a single-page-app fallback.
import http from 'node:http';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Logger } from 'pino';
import { createRegistry, type Registry } from '../../registry/app.ts';
import type { RegistryEnvOptions } from '../../registry/env.ts';
import { seedDemoData } from '../../registry/seed/demo.ts';
import { createBff, registerBff, type Bff } from '../../bff/server.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const webDist = path.join(repoRoot, 'web/dist');

export interface PortalOptions {
  port: number;
  host?: string;
  /** PostgreSQL server; PGlite in `dataDir` when unset. */
  databaseUrl?: string;
  dataDir?: string;
  /** A registry elsewhere: the BFF talks to it and no local registry is started. */
  registryUrl?: string;
  serviceKey?: string;
  redisUrl?: string;
  logger: Logger;
  /** Seed the demo data when the store is empty (npm start: on the embedded store, or when SEED_DEMO=true). */
  seedDemo?: boolean;
  /** The registry's settings from the environment (JWT_SECRET, rate limits …; registry/env.ts). */
  registrySettings?: Omit<RegistryEnvOptions, 'databaseUrl' | 'redisUrl'>;
}

export interface Portal {
  url: string;
  registry?: Registry;
  bff: Bff;
  close(): Promise<void>;
}

const isRegistryPath = (url: string | undefined) => !!url && (url.startsWith('/api/') || url === '/healthz');

export async function startPortal(options: PortalOptions): Promise<Portal> {
  const { logger } = options;
  const serviceKey = options.serviceKey ?? randomBytes(32).toString('hex');

  let registry: Registry | undefined;
  if (!options.registryUrl) {
    registry = await createRegistry({
      ...options.registrySettings,
      redisUrl: options.redisUrl,
      databaseUrl: options.databaseUrl,
      dataDir: options.dataDir,
      serviceKey,
      logger: logger.child({ service: 'registry' }),
    });
    if (options.seedDemo && (await seedDemoData(registry.db))) logger.info('seeded the demo data');
    await registry.app.ready();
  }

  // The registry keeps its own Fastify instance (its hooks and error handler stay its own); the front server
  // hands /api and /healthz to it and serves everything else itself.
  const front = Fastify({
    loggerInstance: logger.child({ service: 'front' }),
    serverFactory: (handler) =>
      http.createServer((req, res) =>
        registry && isRegistryPath(req.url) ? registry.app.routing(req, res) : handler(req, res),
      ),
  });

  // The BFF calls the registry over real HTTP, on this same server when the registry is local, so the port
  // must be known before the BFF is built.
  const port = options.port === 0 ? await findFreePort() : options.port;
  const host = options.host ?? '0.0.0.0';
  const bff = createBff({
    registryUrl: options.registryUrl ?? `http://127.0.0.1:${port}`,
    serviceKey,
    redisUrl: options.redisUrl,
    logger: logger.child({ service: 'bff' }),
  });

  if (!registry) front.get('/healthz', async () => ({ status: 'ok' }));
  await registerBff(front, bff);

  if (existsSync(path.join(webDist, 'index.html'))) {
    await front.register(fastifyStatic, { root: webDist, wildcard: false, index: ['index.html'] });
    front.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && !request.url.startsWith('/graphql')) return reply.sendFile('index.html');
      return reply.code(404).send({ detail: 'Not found.' });
    });
  } else {
    logger.warn({ webDist }, 'web client not built: run `npm run build`');
  }

  await front.listen({ port, host });
  await bff.start();

  const url = `http://localhost:${port}`;

  let closing: Promise<void> | undefined;
  return {
    url,
    registry,
    bff,
    close: () =>
      (closing ??= (async () => {
        await bff.close();
        await front.close();
        await registry?.close();
      })()),
  };
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
