// Composes the whole product in one process on one port: the registry's REST API under /api (unless
// REGISTRY_URL points the BFF at a registry elsewhere), the GraphQL BFF on /graphql (HTTP and graphql-ws),
// and the built web client with a single-page-app fallback.
import http from 'node:http';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import type { Logger } from 'pino';
import { createRegistry, type Registry } from '../../registry/app.ts';
import type { RegistryEnvOptions } from '../../registry/env.ts';
import { seedDemoData } from '../../registry/seed/demo.ts';
import { createBff, registerBff, type Bff } from '../../bff/server.ts';
import { createFilePassthrough, isFilePath } from '../../bff/file-passthrough.ts';
import { registerSecurityHeaders, webContentSecurityPolicy, type BrowserSources } from '../../bff/security.ts';
import { newStorageKey } from '../../registry/adapters/storage.ts';
import type { EdgeSettings } from '../../bff/settings.ts';
import { requestLoggingOptions, type TrustProxy } from '../../ops/logging.ts';
import { instrumentHttp } from '../../ops/metrics.ts';
import { installCompression } from '../../ops/compression.ts';
import { Readiness } from '../../ops/readiness.ts';
import { DEFAULT_DRAIN_MS, HttpDrain, type DrainOutcome } from '../../ops/shutdown.ts';
import { serveWebClient } from './web-static.ts';

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
  /** Which proxies may name the client in X-Forwarded-For (TRUST_PROXY); default loopback. */
  trustProxy?: TrustProxy;
  /** How long close() lets in-flight requests finish before cutting them (SHUTDOWN_DRAIN_MS). */
  drainMs?: number;
  /** Seed the demo data when the store is empty (npm start: on the embedded store, or when SEED_DEMO=true). */
  seedDemo?: boolean;
  /** The registry's settings from the environment (JWT_SECRET, rate limits …; registry/env.ts). */
  registrySettings?: Omit<RegistryEnvOptions, 'databaseUrl' | 'redisUrl'>;
  /**
   * What the page may reach beyond its origin (Content-Security-Policy); by default read from the local registry's
   * adapters. A registry elsewhere with S3 storage or Stripe needs them named here.
   */
  browserSources?: BrowserSources;
  /** PORTAL_MODE, CORS_ORIGINS, query and rate limits (bff/settings.ts); production and the defaults when unset. */
  edge?: Partial<EdgeSettings>;
  /** The built web client to serve; web/dist by default. */
  webDist?: string;
}

export interface Portal {
  url: string;
  registry?: Registry;
  bff: Bff;
  /**
   * Graceful shutdown: /readyz answers 503, no new connections, WebSockets closed with 1001, in-flight requests
   * finish (within `drainMs`, then cut), then the BFF and last the registry and its database close.
   */
  close(): Promise<DrainOutcome>;
}

/** How long one request may take to arrive whole: the life of a signed upload link. */
const UPLOAD_REQUEST_TIMEOUT_MS = 60 * 60 * 1000;

const isRegistryPath = (url: string | undefined) => !!url && (url.startsWith('/api/') || url === '/healthz' || url === '/readyz');

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
      trustProxy: options.trustProxy,
      environment: options.edge?.mode ?? 'production',
    });
    if (options.seedDemo && (await seedDemoData(registry.db))) logger.info('seeded the demo data');
    await registry.app.ready();
    // The BFF reaches the registry on a loopback port of its own, so on shutdown the public port can stop
    // accepting connections while the BFF's in-flight requests still get to the registry.
    await registry.app.listen({ port: 0, host: '127.0.0.1' });
  }

  // The registry keeps its own Fastify instance (its hooks and error handler stay its own); the front server
  // hands /api and /healthz to it and serves everything else itself. A registry elsewhere gets the document bytes
  // (signed uploads and downloads) streamed through to it.
  const passFile = options.registryUrl ? createFilePassthrough(options.registryUrl) : null;
  const front = Fastify({
    loggerInstance: logger.child({ service: 'front' }),
    ...requestLoggingOptions(options.trustProxy),
    serverFactory: (handler) =>
      // A request may take as long as its upload link lives (an hour: 100 MB over a slow line), not Node's default
      // five minutes; slow headers are still cut after a minute.
      http.createServer({ requestTimeout: UPLOAD_REQUEST_TIMEOUT_MS, headersTimeout: 60_000 }, (req, res) => {
        if (registry && isRegistryPath(req.url)) return registry.app.routing(req, res);
        if (passFile && isFilePath(req.url)) return passFile(req, res);
        return handler(req, res);
      }),
  });

  const drain = new HttpDrain(front.server);
  instrumentHttp(front, 'bff');
  // Every answer of the front server (pages, /graphql, 404s); the registry's own app sets them on /api. The page may
  // also reach what the registry's adapters send the browser to (an S3 bucket for uploads, Stripe for cards).
  const browserSources =
    options.browserSources ?? (registry ? await browserSourcesOf(registry) : { uploadOrigins: [], cardPayments: false });
  await registerSecurityHeaders(front, webContentSecurityPolicy(browserSources));
  // GraphQL answers and pages; the registry's app compresses its own (/api).
  await installCompression(front);

  const port = options.port === 0 ? await findFreePort() : options.port;
  const host = options.host ?? '0.0.0.0';
  const bff = createBff({
    registryUrl: options.registryUrl ?? registryAddress(registry!),
    serviceKey,
    redisUrl: options.redisUrl,
    logger: logger.child({ service: 'bff' }),
    ...options.edge,
  });

  if (!registry) front.get('/healthz', async () => ({ status: 'ok' }));
  const readiness = registry?.readiness ?? new Readiness();
  readiness.add(...bff.readinessChecks);
  if (!registry) {
    front.get('/readyz', async (_request, reply) => {
      const report = await readiness.report();
      return reply
        .code(report.ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(report.body);
    });
  }
  await registerBff(front, bff);

  const web = options.webDist ?? webDist;
  if (existsSync(path.join(web, 'index.html'))) await serveWebClient(front, web);
  else logger.warn({ webDist: web }, 'web client not built: run `npm run build`');

  await front.listen({ port, host });
  await bff.start();

  const url = `http://localhost:${port}`;

  let closing: Promise<DrainOutcome> | undefined;
  return {
    url,
    registry,
    bff,
    close: () =>
      (closing ??= (async () => {
        readiness.beginShutdown();
        const drainMs = options.drainMs ?? DEFAULT_DRAIN_MS;
        const [outcome] = await Promise.all([drain.drain(() => front.close(), drainMs, logger), bff.closeWebSockets(drainMs)]);
        await bff.close();
        await registry?.close();
        return outcome;
      })()),
  };
}

/** The S3 bucket's origin when uploads go to it directly, and whether the payment page uses Stripe. */
export async function browserSourcesOf(registry: Registry): Promise<BrowserSources> {
  const probe = await registry.adapters.storage.signedUploadUrl(newStorageKey(), {
    contentType: 'application/octet-stream',
    contentLength: 0,
    expiresInSeconds: 60,
  });
  return { uploadOrigins: probe ? [new URL(probe.url).origin] : [], cardPayments: registry.adapters.payments.kind === 'STRIPE' };
}

function registryAddress(registry: Registry): string {
  const { port } = registry.app.server.address() as net.AddressInfo;
  return `http://127.0.0.1:${port}`;
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
