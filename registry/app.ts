// Builds the registry: database (migrated), Fastify app with every route under /api and GET /healthz.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { openDatabase } from './db/database.ts';
import type { Database } from './db/schema.ts';
import { createTokenSigner } from './auth/tokens.ts';
import type { RegistrySettings } from './domain/context.ts';
import { installErrorHandling } from './http/errors.ts';
import { installPermissions } from './http/permissions.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { databaseCheck, installObservability } from './http/observability.ts';
import { requestLoggingOptions, type TrustProxy } from '../ops/logging.ts';
import { reportPool } from '../ops/metrics.ts';
import { Readiness } from '../ops/readiness.ts';
import { answerFrameworkError, installInputRules } from './http/input.ts';
import { authRoutes } from './http/auth.ts';
import { DEFAULT_RATE_LIMITS, installRateLimits, type RateLimitSettings } from './http/rate-limits.ts';
import { referenceRoutes } from './http/reference.ts';
import { organizationRoutes } from './http/organizations.ts';
import { portfolioRoutes, representationRoutes } from './http/portfolio.ts';
import { lienRoutes } from './http/liens.ts';
import { lienRejectionRoutes } from './http/lien-rejection.ts';
import { policyLimitRoutes } from './http/policy-limits.ts';
import { shareRoutes } from './http/share.ts';
import { tagRoutes } from './http/tags.ts';
import { externalKeyRoutes } from './http/external-keys.ts';
import { contactRoutes } from './http/contacts.ts';
import { caseCreationRoutes } from './http/case-creation.ts';
import { activityRoutes } from './http/activities.ts';
import { threadRoutes } from './http/threads.ts';
import { chatRoutes } from './http/chat.ts';
import { eventRoutes } from './http/events.ts';
import { accessLogRoutes } from './http/access-log.ts';
import { rewardRoutes } from './http/rewards.ts';
import { installAudit } from './http/audit.ts';
import { createAccessLogWriter } from './domain/access-log/writer.ts';
import { accessLogTransactionHooks } from './domain/access-log/entries.ts';
import type { RouteDeps } from './http/types.ts';
import { createAdapters, type RegistryAdapters } from './adapters/index.ts';
import { createMailer } from './adapters/mail.ts';
import { DEFAULT_PUBLIC_URL, checkPublicUrl } from './domain/mail/links.ts';
import { devMailboxRoutes } from './http/dev-mailbox.ts';
import packageJson from '../package.json' with { type: 'json' };

export interface RegistryOptions {
  /** A PostgreSQL URL; unset → embedded PGlite. */
  databaseUrl?: string;
  /** Where PGlite (`<dataDir>/pglite`) and the generated JWT secret live; `memory://` keeps everything in memory. Default ./data. */
  dataDir?: string;
  jwtSecret?: string;
  /** The BFF's credential for the events stream. */
  serviceKey: string;
  /** REFERRAL_LAW_FIRM organisations count as law firms (default false). */
  referralLawFirmIsLawFirm?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Which proxies may name the client in X-Forwarded-For (TRUST_PROXY); default loopback (the BFF beside it). */
  trustProxy?: TrustProxy;
  /** What GET /api/v1/environment/ reports: the portal's PORTAL_MODE, or `test` (default production). */
  environment?: string;
  /** Events stream tuning (tests shorten the heartbeat). */
  eventPollMs?: number;
  eventHeartbeatMs?: number;
  /** Internal, for the benchmark's comparison only (no setting exposes it): keep no access log. */
  withoutAccessLog?: boolean;
  /** Redis for the rate-limit counters shared by replicas (REDIS_URL); in memory when unset. */
  redisUrl?: string;
  /** Key prefix in Redis (default `lien-registry`); replicas that count together share it. */
  redisNamespace?: string;
  /** Sign-in, refresh and public-form limits (AUTH_RATE_LIMIT_*). */
  rateLimits?: Partial<RateLimitSettings>;
  /** Replacements for the embedded mail, storage, payments and jobs adapters (registry/adapters/). */
  adapters?: Partial<RegistryAdapters>;
  /** SMTP_URL: send mail through this server; unset → kept in the mail_outbox table (the development mailbox). */
  smtpUrl?: string;
  /** MAIL_FROM: the sender of every e-mail (default `Lien Registry <no-reply@localhost>`). */
  mailFrom?: string;
  /** PUBLIC_URL: the base of links in e-mails (default http://localhost:8080). */
  publicUrl?: string;
}

export interface Registry {
  /** Routes under /api and GET /healthz; not yet listening. */
  app: FastifyInstance;
  db: Kysely<Database>;
  /** What GET /readyz reports; a composing process adds its own checks and marks the shutdown here. */
  readiness: Readiness;
  /** Mail, file storage, payments and jobs (not used by any route yet). */
  adapters: RegistryAdapters;
  close(): Promise<void>;
}

export const MEMORY = 'memory://';

async function defaultJwtSecret(dataDir: string, embedded: boolean): Promise<string> {
  if (!embedded || dataDir === MEMORY) return randomBytes(32).toString('hex');
  // Persisted beside the embedded store, so sessions survive restarts of `npm start`.
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const secret = (await readFile(file, 'utf8')).trim();
    if (secret) return secret;
  } catch {
    // not there yet
  }
  const secret = randomBytes(32).toString('hex');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

export async function createRegistry(options: RegistryOptions): Promise<Registry> {
  if (!options.serviceKey) throw new Error('createRegistry: serviceKey is required');
  const dataDir = options.dataDir ?? path.resolve('data');
  const embedded = !options.databaseUrl;
  if (embedded && dataDir !== MEMORY) await mkdir(path.join(dataDir, 'pglite'), { recursive: true });
  let log: FastifyBaseLogger | null = null;
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: dataDir === MEMORY ? MEMORY : path.join(dataDir, 'pglite'),
    onConnectionError: (error) => log?.warn({ err: error }, 'PostgreSQL closed an idle connection; the pool opens a new one'),
    transactionHooks: accessLogTransactionHooks,
  });
  const secret = options.jwtSecret ?? (await defaultJwtSecret(dataDir, embedded));
  const settings: RegistrySettings = {
    referralLawFirmIsLawFirm: options.referralLawFirmIsLawFirm ?? false,
    environment: options.environment ?? 'production',
    version: packageJson.version,
    publicUrl: checkPublicUrl(options.publicUrl ?? DEFAULT_PUBLIC_URL),
  };

  // Fastify 5 takes a ready logger (pino instance) as `loggerInstance` and only options as `logger`.
  const logger = options.logger;
  const isInstance = typeof logger === 'object' && logger !== null && typeof (logger as { child?: unknown }).child === 'function';
  const app = Fastify({
    ...(isInstance ? { loggerInstance: logger as FastifyBaseLogger } : { logger: logger ?? false }),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    ...requestLoggingOptions(options.trustProxy),
    frameworkErrors: answerFrameworkError,
  });
  log = app.log;
  // Files live beside the embedded store; an in-memory registry keeps them in a temporary directory it removes on close.
  const filesDirectory =
    dataDir === MEMORY ? path.join(tmpdir(), `lien-registry-files-${randomBytes(6).toString('hex')}`) : path.join(dataDir, 'files');
  const adapters = createAdapters(filesDirectory, {
    ...options.adapters,
    mail: options.adapters?.mail ?? createMailer(database.db, { smtpUrl: options.smtpUrl, from: options.mailFrom }),
  });
  const deps: RouteDeps = { db: database.db, signer: createTokenSigner(secret), settings, serviceKey: options.serviceKey, adapters };
  installErrorHandling(app);
  await installSecurityHeaders(app);
  installPermissions(app, deps);
  if (!options.withoutAccessLog) installAudit(app, createAccessLogWriter(database.db));
  const readiness = new Readiness([databaseCheck(database.db)]);
  installObservability(app, readiness);
  const stopReportingPool = reportPool(database.poolStats);
  const closeRateLimits = await installRateLimits(
    app,
    { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    options.redisUrl ? { url: options.redisUrl, namespace: options.redisNamespace ?? 'lien-registry' } : undefined,
  );
  installInputRules(app);

  app.get('/healthz', { config: { permission: 'public' } }, async () => ({ status: 'ok' }));
  authRoutes(app, deps);
  referenceRoutes(app, deps);
  organizationRoutes(app, deps);
  portfolioRoutes(app, deps);
  representationRoutes(app, deps);
  policyLimitRoutes(app, deps);
  shareRoutes(app, deps);
  tagRoutes(app, deps);
  externalKeyRoutes(app, deps);
  contactRoutes(app, deps);
  caseCreationRoutes(app, deps);
  lienRoutes(app, deps);
  lienRejectionRoutes(app, deps);
  activityRoutes(app, deps);
  threadRoutes(app, deps);
  chatRoutes(app, deps);
  accessLogRoutes(app, deps);
  devMailboxRoutes(app, deps);
  rewardRoutes(app, deps);
  eventRoutes(app, deps, {
    pollMs: options.eventPollMs ?? 3_000,
    heartbeatMs: options.eventHeartbeatMs ?? 15_000,
    listen: database.listen,
  });

  let closed = false;
  return {
    app,
    db: database.db,
    readiness,
    adapters,
    async close() {
      if (closed) return;
      closed = true;
      stopReportingPool();
      await app.close();
      await closeRateLimits();
      await adapters.jobs.close();
      await adapters.mail.close();
      await database.close();
      if (dataDir === MEMORY) await rm(filesDirectory, { recursive: true, force: true });
    },
  };
}
