// `npm run dev`: registry + BFF on PORT (default 8080) and Vite's dev server on 5173, which proxies /graphql (HTTP
// and WebSocket) to the BFF. Open http://localhost:5173. Edits keep component state (React Fast Refresh), and a
// changed graphql tag recompiles the Relay artifacts (scripts/lib/relay-watch.ts).
import path from 'node:path';
import pino from 'pino';
import { createServer } from 'vite';
import { repoRoot, startPortal } from './lib/portal.ts';
import { watchRelayArtifacts } from './lib/relay-watch.ts';
import { edgeSettingsFrom } from '../bff/settings.ts';
import { registryOptionsFromEnv, seedDemoFromEnv } from '../registry/env.ts';

const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
const port = Number(process.env.PORT ?? 8080);
process.env.BFF_PORT = String(port);

const portal = await startPortal({
  port,
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? path.join(repoRoot, 'data'),
  registryUrl: process.env.REGISTRY_URL || undefined,
  redisUrl: process.env.REDIS_URL || undefined,
  serviceKey: process.env.REGISTRY_SERVICE_KEY || undefined,
  logger,
  registrySettings: registryOptionsFromEnv(process.env),
  seedDemo: seedDemoFromEnv(process.env),
  // GraphiQL, introspection and `extensions.upstreamCalls` (PORTAL_MODE=production turns them off here too).
  edge: edgeSettingsFrom(process.env, 'development'),
});
const stopRelayWatch = watchRelayArtifacts(repoRoot, logger);
const vite = await createServer({
  configFile: path.join(repoRoot, 'web/vite.config.ts'),
  server: { port: Number(process.env.WEB_PORT ?? 5173) },
});
await vite.listen();
vite.printUrls();
logger.info({ api: portal.url }, 'registry and BFF are running');

const stop = () => {
  stopRelayWatch();
  void Promise.all([vite.close(), portal.close()]).then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
