// `npm start`: builds the web client when needed, then runs registry, BFF and web on one port, seeding the
// demo data into an empty embedded store (a database server only with SEED_DEMO=true). Configuration comes from
// the environment (see README.md).
import path from 'node:path';
import pino from 'pino';
import { repoRoot, startPortal } from './lib/portal.ts';
import { buildWebIfStale } from './lib/build-web.ts';
import { DEMO_LOGINS } from '../registry/seed/demo.ts';
import { registryOptionsFromEnv, seedDemoFromEnv } from '../registry/env.ts';
import { edgeSettingsFrom } from '../bff/settings.ts';
import { parseTrustProxy } from '../ops/logging.ts';
import { parseMetricsSetting, startMetricsServer } from '../ops/metrics.ts';
import { exitOnShutdownSignals, parseDrainMs } from '../ops/shutdown.ts';

const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
const port = Number(process.env.PORT ?? 8080);
const metricsSetting = parseMetricsSetting(process.env);
const drainMs = parseDrainMs(process.env.SHUTDOWN_DRAIN_MS);

await buildWebIfStale(logger);
const seedDemo = seedDemoFromEnv(process.env);
const portal = await startPortal({
  port,
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? path.join(repoRoot, 'data'),
  registryUrl: process.env.REGISTRY_URL || undefined,
  serviceKey: process.env.REGISTRY_SERVICE_KEY || undefined,
  redisUrl: process.env.REDIS_URL || undefined,
  logger,
  registrySettings: registryOptionsFromEnv(process.env),
  // Production unless PORTAL_MODE says otherwise; read here once, never from NODE_ENV (Vite's build changes it).
  edge: edgeSettingsFrom(process.env, 'production'),
  seedDemo,
  trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
  drainMs,
});
const metrics = metricsSetting && (await startMetricsServer(metricsSetting, logger));

const width = Math.max(...DEMO_LOGINS.map((login) => login.email.length));
process.stdout.write(
  [
    '',
    `Lien registry portal is running at ${portal.url}`,
    '',
    ...(seedDemo
      ? [
          'Demo logins (password: demo-password):',
          ...DEMO_LOGINS.map((login) => `  ${login.email.padEnd(width)}  ${login.description}`),
          '',
        ]
      : []),
  ].join('\n') + '\n',
);

exitOnShutdownSignals(logger, async () => {
  const outcome = await portal.close();
  await metrics?.close();
  return outcome;
});
