// Runs the BFF alone against a registry elsewhere: `node bff/main.ts`. Env: REGISTRY_URL (required),
// REGISTRY_SERVICE_KEY (required: the registry's service credential for its event stream), REDIS_URL (pub/sub
// shared by replicas), PORT (default 4000), HOST (default 0.0.0.0), LOG_LEVEL, TRUST_PROXY, METRICS_PORT,
// METRICS_HOST, SHUTDOWN_DRAIN_MS, and the edge settings of bff/settings.ts (PORTAL_MODE, CORS_ORIGINS,
// GRAPHQL_DEADLINE_MS, GRAPHQL_RATE_LIMIT_*). Serves /graphql (HTTP and graphql-ws), /healthz and /readyz; drains on
// SIGTERM/SIGINT (ops/shutdown.ts).
import Fastify from 'fastify';
import pino from 'pino';
import { createBff, registerBff } from './server.ts';
import { registerSecurityHeaders } from './security.ts';
import { edgeSettingsFrom } from './settings.ts';
import { parseTrustProxy, requestLoggingOptions } from '../ops/logging.ts';
import { instrumentHttp, parseMetricsSetting, startMetricsServer } from '../ops/metrics.ts';
import { Readiness } from '../ops/readiness.ts';
import { exitOnShutdownSignals, HttpDrain, parseDrainMs } from '../ops/shutdown.ts';

const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
const registryUrl = process.env.REGISTRY_URL;
const serviceKey = process.env.REGISTRY_SERVICE_KEY;
if (!registryUrl || !serviceKey) {
  logger.fatal('REGISTRY_URL and REGISTRY_SERVICE_KEY must be set (see README.md, Configuration)');
  process.exit(1);
}

const bff = createBff({ registryUrl, serviceKey, redisUrl: process.env.REDIS_URL || undefined, logger, ...edgeSettingsFrom(process.env) });
const metricsSetting = parseMetricsSetting(process.env);
const drainMs = parseDrainMs(process.env.SHUTDOWN_DRAIN_MS);
const app = Fastify({ loggerInstance: logger, ...requestLoggingOptions(parseTrustProxy(process.env.TRUST_PROXY)) });
const drain = new HttpDrain(app.server);
instrumentHttp(app, 'bff');
await registerSecurityHeaders(app);
const readiness = new Readiness(bff.readinessChecks);
app.get('/healthz', async () => ({ status: 'ok' }));
app.get('/readyz', async (_request, reply) => {
  const report = await readiness.report();
  return reply
    .code(report.ready ? 200 : 503)
    .header('cache-control', 'no-store')
    .send(report.body);
});
await registerBff(app, bff);
await app.listen({ port: Number(process.env.PORT ?? 4000), host: process.env.HOST ?? '0.0.0.0' });
await bff.start();

const metrics = metricsSetting && (await startMetricsServer(metricsSetting, logger));

exitOnShutdownSignals(logger, async () => {
  readiness.beginShutdown();
  const [outcome] = await Promise.all([drain.drain(() => app.close(), drainMs, logger), bff.closeWebSockets(drainMs)]);
  await bff.close();
  await metrics?.close();
  return outcome;
});
