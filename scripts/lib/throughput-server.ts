// The one-process server of the throughput bench: registry, BFF and store composed as `npm start` composes them
// (scripts/start.ts, without building the web client), configured from the environment the same way (PORT,
// DATABASE_URL or DATA_DIR, JWT_SECRET, GRAPHQL_RATE_LIMIT_* …). Stops on SIGTERM.
import path from 'node:path';
import pino from 'pino';
import { repoRoot, startPortal } from './portal.ts';
import { registryOptionsFromEnv } from '../../registry/env.ts';
import { edgeSettingsFrom } from '../../bff/settings.ts';

const portal = await startPortal({
  port: Number(process.env.PORT ?? 8080),
  host: process.env.HOST ?? '127.0.0.1',
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? path.join(repoRoot, 'data'),
  serviceKey: process.env.REGISTRY_SERVICE_KEY || undefined,
  logger: pino({ level: process.env.LOG_LEVEL ?? 'warn' }, pino.destination(2)),
  registrySettings: registryOptionsFromEnv(process.env),
  edge: edgeSettingsFrom(process.env, 'production'),
  seedDemo: false,
});
process.on('SIGTERM', () => {
  void portal.close().then(() => process.exit(0));
});
