// Runs the registry alone: `node registry/main.ts`. Env: PORT (default 8000), HOST (default 127.0.0.1),
// DATABASE_URL (unset → PGlite in DATA_DIR, default ./data), REGISTRY_SERVICE_KEY (required for the events
// stream; random when unset), JWT_SECRET, REFERRAL_LAW_FIRM_IS_LAW_FIRM, REDIS_URL, AUTH_RATE_LIMIT_*, SEED_DEMO,
// LOG_LEVEL (see registry/env.ts). Seeds the demo data into an empty embedded store (a database server only with
// SEED_DEMO=true); stops cleanly on SIGTERM/SIGINT.
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { createRegistry } from './app.ts';
import { seedDemoData } from './seed/demo.ts';
import { registryOptionsFromEnv, seedDemoFromEnv } from './env.ts';
import { parseTrustProxy } from '../ops/logging.ts';
import { parseMetricsSetting, startMetricsServer } from '../ops/metrics.ts';
import { exitOnShutdownSignals, HttpDrain, parseDrainMs } from '../ops/shutdown.ts';

const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
const metricsSetting = parseMetricsSetting(process.env);
const drainMs = parseDrainMs(process.env.SHUTDOWN_DRAIN_MS);
const serviceKey = process.env.REGISTRY_SERVICE_KEY || randomBytes(32).toString('hex');
if (!process.env.REGISTRY_SERVICE_KEY) logger.warn('REGISTRY_SERVICE_KEY is not set: a random key was generated for this process');

const registry = await createRegistry({
  ...registryOptionsFromEnv(process.env),
  dataDir: process.env.DATA_DIR || undefined,
  serviceKey,
  logger,
  trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
});
const drain = new HttpDrain(registry.app.server);
if (seedDemoFromEnv(process.env) && (await seedDemoData(registry.db))) logger.info('seeded the demo data');
const address = await registry.app.listen({ port: Number(process.env.PORT ?? 8000), host: process.env.HOST ?? '127.0.0.1' });
logger.info({ address }, 'registry listening');

const metrics = metricsSetting && (await startMetricsServer(metricsSetting, logger));

exitOnShutdownSignals(logger, async () => {
  registry.readiness.beginShutdown();
  const outcome = await drain.drain(() => registry.close(), drainMs, logger);
  await metrics?.close();
  return outcome;
});
