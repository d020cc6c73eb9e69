// Runs the BFF alone against a registry elsewhere: `node bff/main.ts`. Env: REGISTRY_URL (required),
// REGISTRY_SERVICE_KEY (required: the registry's service credential for its event stream), REDIS_URL (pub/sub
// shared by replicas), PORT (default 4000), HOST (default 0.0.0.0), LOG_LEVEL. Serves /graphql (HTTP and
// graphql-ws) and /healthz; stops cleanly on SIGTERM/SIGINT.
import Fastify from 'fastify';
import pino from 'pino';
import { createBff, registerBff } from './server.ts';

const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
const registryUrl = process.env.REGISTRY_URL;
const serviceKey = process.env.REGISTRY_SERVICE_KEY;
if (!registryUrl || !serviceKey) {
  logger.fatal('REGISTRY_URL and REGISTRY_SERVICE_KEY must be set (see README.md, Configuration)');
  process.exit(1);
}

const bff = createBff({ registryUrl, serviceKey, redisUrl: process.env.REDIS_URL || undefined, logger });
const app = Fastify({ loggerInstance: logger });
app.get('/healthz', async () => ({ status: 'ok' }));
await registerBff(app, bff);
await app.listen({ port: Number(process.env.PORT ?? 4000), host: process.env.HOST ?? '0.0.0.0' });
await bff.start();

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    Promise.all([bff.close(), app.close()]).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
