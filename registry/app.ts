// Builds the registry: database (migrated), Fastify app with every route under /api and GET /healthz.
import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { openDatabase } from './db/database.ts';
import type { Database } from './db/schema.ts';
import { createTokenSigner } from './auth/tokens.ts';
import { DEFAULT_CHAT_EMAIL_DELAY_SECONDS, type RegistrySettings } from './domain/context.ts';
import { DEFAULT_DEDUPE_THRESHOLD } from './domain/dedupe/matching/settings.ts';
import { installErrorHandling } from './http/errors.ts';
import { installPermissions } from './http/permissions.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { databaseCheck, installObservability } from './http/observability.ts';
import { requestLoggingOptions, type TrustProxy } from '../ops/logging.ts';
import { installCompression } from '../ops/compression.ts';
import { reportPool } from '../ops/metrics.ts';
import { Readiness } from '../ops/readiness.ts';
import { answerFrameworkError, installInputRules } from './http/input.ts';
import { authRoutes } from './http/auth.ts';
import { DEFAULT_RATE_LIMITS, installRateLimits, type RateLimitSettings } from './http/rate-limits.ts';
import { referenceRoutes } from './http/reference.ts';
import { organizationRoutes } from './http/organizations.ts';
import { organizationSettingsRoutes } from './http/organization-settings.ts';
import { portfolioRoutes, representationRoutes } from './http/portfolio.ts';
import { lienRoutes } from './http/liens.ts';
import { lienRejectionRoutes } from './http/lien-rejection.ts';
import { policyLimitRoutes } from './http/policy-limits.ts';
import { caseWorkspaceRoutes } from './http/case-workspace.ts';
import { documentRoutes } from './http/documents.ts';
import { shareRoutes } from './http/share.ts';
import { tagRoutes } from './http/tags.ts';
import { externalKeyRoutes } from './http/external-keys.ts';
import { contactRoutes } from './http/contacts.ts';
import { caseCreationRoutes } from './http/case-creation.ts';
import { activityRoutes } from './http/activities.ts';
import { threadRoutes } from './http/threads.ts';
import { chatRoutes } from './http/chat.ts';
import { documentRequestRoutes } from './http/document-requests.ts';
import { loggedOutRoutes } from './http/logged-out.ts';
import { eventRoutes } from './http/events.ts';
import { accessLogRoutes } from './http/access-log.ts';
import { jobRoutes } from './http/jobs.ts';
import { notificationRoutes } from './http/notifications.ts';
import { unsubscribeRoutes } from './http/unsubscribe.ts';
import { rewardRoutes } from './http/rewards.ts';
import { paymentRoutes } from './http/payments.ts';
import { planRoutes } from './http/plans.ts';
import { registrationRoutes } from './http/registration.ts';
import { passwordResetRoutes } from './http/password-reset.ts';
import { providerInvitationRoutes } from './http/provider-invitations.ts';
import { installAudit } from './http/audit.ts';
import { createAccessLogWriter } from './domain/access-log/writer.ts';
import { accessLogTransactionHooks } from './domain/access-log/entries.ts';
import type { RouteDeps } from './http/types.ts';
import { createAdapters, type RegistryAdapters } from './adapters/index.ts';
import { DEFAULT_REPLY_DOMAIN, startInboundMail, type InboundMailOptions, type InboundMailServer } from './inbound/smtp.ts';
import { createPgBossJobs } from './adapters/jobs.ts';
import { registerJobs, startScheduledJobs, type JobDeps } from './jobs/index.ts';
import { createEventDispatcher, type EventJobSubscriber } from './jobs/events.ts';
import { createMailer } from './adapters/mail.ts';
import { DEFAULT_PUBLIC_URL, checkPublicUrl } from './domain/mail/links.ts';
import { devMailboxRoutes } from './http/dev-mailbox.ts';
import { userRoutes } from './http/users.ts';
import { dedupeRoutes } from './http/dedupe.ts';
import { manualDedupeRoutes } from './http/manual-dedupe.ts';
import { verificationRoutes } from './http/verification.ts';
import { caseUploadRoutes } from './http/case-uploads.ts';
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
  /** Replies by e-mail (INBOUND_SMTP_PORT …): the inbound SMTP listener, started with the registry; off when unset. */
  inboundMail?: InboundMailOptions;
  /** Job engine tuning (tests shorten the polls), and tests' own jobs registered beside the slices'. */
  jobs?: {
    pollingIntervalSeconds?: number;
    expireInSeconds?: number;
    /** The event dispatcher's fallback poll (default 5 s; it is woken on every commit). */
    dispatchPollMs?: number;
    register?: (deps: JobDeps) => void;
  };
  /** SMTP_URL: send mail through this server; unset → kept in the mail_outbox table (the development mailbox). */
  smtpUrl?: string;
  /** MAIL_FROM: the sender of every e-mail (default `Lien Registry <no-reply@localhost>`). */
  mailFrom?: string;
  /** PUBLIC_URL: the base of links in e-mails (default http://localhost:8080). */
  publicUrl?: string;
  /** CHAT_EMAIL_DELAY_SECONDS (default 60): how long a chat message's e-mail waits (RegistrySettings). */
  chatEmailDelaySeconds?: number;
  /** DEDUPE_THRESHOLD (default 0.85): the dedupe matching engine's threshold (RegistrySettings). */
  dedupeThreshold?: number;
}

export interface Registry {
  /** Routes under /api and GET /healthz; not yet listening. */
  app: FastifyInstance;
  db: Kysely<Database>;
  /** What GET /readyz reports; a composing process adds its own checks and marks the shutdown here. */
  readiness: Readiness;
  /** Mail, file storage, payments and jobs (pg-boss; `adapters.jobs.idle()` waits for event-started jobs too). */
  adapters: RegistryAdapters;
  /** The inbound mail listener (replies by e-mail), listening already; null when off. */
  readonly inboundMail: InboundMailServer | null;
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
  // pg-boss on the same PostgreSQL server, or on a second PGlite beside the registry's (registry/adapters/jobs.ts);
  // its store opens while the registry's does.
  const jobs =
    options.adapters?.jobs ??
    createPgBossJobs({
      databaseUrl: options.databaseUrl,
      dataDir: dataDir === MEMORY ? MEMORY : path.join(dataDir, 'jobs'),
      pollingIntervalSeconds: options.jobs?.pollingIntervalSeconds,
      expireInSeconds: options.jobs?.expireInSeconds,
      onError: (error, context) => log?.error({ err: error }, context),
    });
  const jobsStarted = jobs.start();
  jobsStarted.catch(() => undefined);
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: dataDir === MEMORY ? MEMORY : path.join(dataDir, 'pglite'),
    onConnectionError: (error) => log?.warn({ err: error }, 'PostgreSQL closed an idle connection; the pool opens a new one'),
    transactionHooks: accessLogTransactionHooks,
  }).catch(async (error: unknown) => {
    await jobs.close();
    throw error;
  });
  const secret = options.jwtSecret ?? (await defaultJwtSecret(dataDir, embedded));
  const settings: RegistrySettings = {
    referralLawFirmIsLawFirm: options.referralLawFirmIsLawFirm ?? false,
    environment: options.environment ?? 'production',
    version: packageJson.version,
    replyDomain: options.inboundMail ? (options.inboundMail.replyDomain ?? DEFAULT_REPLY_DOMAIN).toLowerCase() : null,
    publicUrl: checkPublicUrl(options.publicUrl ?? DEFAULT_PUBLIC_URL),
    mailLinkSecret: createHmac('sha256', secret).update('mail-links').digest('hex'),
    chatEmailDelaySeconds: options.chatEmailDelaySeconds ?? DEFAULT_CHAT_EMAIL_DELAY_SECONDS,
    dedupeThreshold: options.dedupeThreshold ?? DEFAULT_DEDUPE_THRESHOLD,
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
    jobs,
    mail: options.adapters?.mail ?? createMailer(database.db, { smtpUrl: options.smtpUrl, from: options.mailFrom }),
  });
  const deps: RouteDeps = { db: database.db, signer: createTokenSigner(secret), settings, serviceKey: options.serviceKey, adapters };
  installErrorHandling(app);
  // Before any route: the plugin attaches itself to the routes registered after it.
  await installCompression(app);
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
  organizationSettingsRoutes(app, deps);
  portfolioRoutes(app, deps);
  representationRoutes(app, deps);
  policyLimitRoutes(app, deps);
  caseWorkspaceRoutes(app, deps);
  documentRoutes(app, deps);
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
  documentRequestRoutes(app, deps);
  loggedOutRoutes(app, deps);
  accessLogRoutes(app, deps);
  jobRoutes(app, deps);
  dedupeRoutes(app, deps);
  manualDedupeRoutes(app, deps);
  verificationRoutes(app, deps);
  caseUploadRoutes(app, deps);
  notificationRoutes(app, deps);
  unsubscribeRoutes(app, deps);
  rewardRoutes(app, deps);
  paymentRoutes(app, deps);
  planRoutes(app, deps);
  registrationRoutes(app, deps);
  passwordResetRoutes(app, deps);
  providerInvitationRoutes(app, deps);
  devMailboxRoutes(app, deps);
  userRoutes(app, deps);
  eventRoutes(app, deps, {
    pollMs: options.eventPollMs ?? 3_000,
    heartbeatMs: options.eventHeartbeatMs ?? 15_000,
    listen: database.listen,
  });

  const eventJobSubscribers: EventJobSubscriber[] = [];
  const jobDeps: JobDeps = {
    db: database.db,
    jobs,
    adapters,
    mail: adapters.mail,
    settings,
    onRegistryEvent: (subscriber) => void eventJobSubscribers.push(subscriber),
  };
  registerJobs(jobDeps);
  options.jobs?.register?.(jobDeps);
  const dispatcher = createEventDispatcher({
    db: database.db,
    jobs,
    subscribers: eventJobSubscribers,
    listen: database.listen,
    pollMs: options.jobs?.dispatchPollMs,
    onError: (error) => log?.error({ err: error }, 'jobs: dispatching registry events failed; trying again at the next event or poll'),
  });
  jobs.addIdleFlush(dispatcher.flush);
  try {
    await jobsStarted;
    await dispatcher.start();
    await startScheduledJobs(jobDeps);
  } catch (error) {
    await dispatcher.stop();
    await jobs.close();
    await database.close();
    throw error;
  }

  let closed = false;
  let inboundMail: InboundMailServer | null = null;
  const registry: Registry = {
    app,
    db: database.db,
    readiness,
    adapters,
    get inboundMail() {
      return inboundMail;
    },
    async close() {
      if (closed) return;
      closed = true;
      await inboundMail?.close();
      stopReportingPool();
      await app.close();
      await closeRateLimits();
      await dispatcher.stop();
      await adapters.jobs.close();
      await adapters.mail.close();
      await database.close();
      if (dataDir === MEMORY) await rm(filesDirectory, { recursive: true, force: true });
    },
  };
  // Replies by e-mail: the inbound listener starts last, on the migrated database (a failure closes the rest).
  if (options.inboundMail) {
    try {
      inboundMail = await startInboundMail(database.db, settings, options.inboundMail, app.log);
    } catch (error) {
      await registry.close();
      throw error;
    }
  }
  return registry;
}
