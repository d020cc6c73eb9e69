// Prometheus metrics of the whole process (registry, BFF, or both in `npm start`), served on their own port so
// they are never exposed with the product. Routes are labelled by pattern (`/api/registry/v1/cases/:id/`), never
// by raw URL: bounded series and no identifiers or search terms in labels.
import http from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import client from 'prom-client';
import { REQUEST_ID_HEADER } from './logging.ts';

export const metricsRegistry = new client.Registry();
client.collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const httpRequests = new client.Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by service, method, route pattern and status class (2xx, 4xx, 5xx …)',
  labelNames: ['service', 'method', 'route', 'status_class'] as const,
  registers,
});

export const httpRequestDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by service, method and route pattern',
  labelNames: ['service', 'method', 'route'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

export const registryCalls = new client.Counter({
  name: 'bff_registry_calls_total',
  help: 'Calls from the BFF to the registry, by method and outcome (status class, or "unavailable")',
  labelNames: ['method', 'outcome'] as const,
  registers,
});

export const registryCallDuration = new client.Histogram({
  name: 'bff_registry_call_duration_seconds',
  help: 'Time of a call from the BFF to the registry, by method',
  labelNames: ['method'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

export const openWebSockets = new client.Gauge({
  name: 'bff_websocket_connections',
  help: 'Open graphql-ws connections (each carries the client’s subscriptions)',
  registers,
});

export interface PoolStats {
  total: number;
  idle?: number;
  waiting?: number;
}

const poolSources = new Set<() => PoolStats>();

new client.Gauge({
  name: 'registry_db_pool_connections',
  help: 'Database connections of the registry: total, idle and waiting clients (PGlite: one connection)',
  labelNames: ['state'] as const,
  registers,
  collect() {
    this.reset();
    if (!poolSources.size) return;
    const sum = { total: 0, idle: 0, waiting: 0 };
    let known = { idle: false, waiting: false };
    for (const source of poolSources) {
      const stats = source();
      sum.total += stats.total;
      if (stats.idle !== undefined) {
        sum.idle += stats.idle;
        known = { ...known, idle: true };
      }
      if (stats.waiting !== undefined) {
        sum.waiting += stats.waiting;
        known = { ...known, waiting: true };
      }
    }
    this.set({ state: 'total' }, sum.total);
    if (known.idle) this.set({ state: 'idle' }, sum.idle);
    if (known.waiting) this.set({ state: 'waiting' }, sum.waiting);
  },
});

/** Reports a database pool in `registry_db_pool_connections`; returns the function that stops reporting it. */
export function reportPool(stats: () => PoolStats): () => void {
  poolSources.add(stats);
  return () => poolSources.delete(stats);
}

/** Counts and times every request of a Fastify app, and echoes its request id to the client. */
export function instrumentHttp<AppLogger extends FastifyBaseLogger>(
  app: FastifyInstance<Server, IncomingMessage, ServerResponse, AppLogger>,
  service: string,
): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { service, method: request.method, route };
    httpRequests.inc({ ...labels, status_class: `${Math.floor(reply.statusCode / 100)}xx` });
    httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

export interface MetricsSetting {
  port: number;
  host: string;
}

/** METRICS_PORT (default 9464, `off` disables) and METRICS_HOST (default 127.0.0.1). */
export function parseMetricsSetting(env: NodeJS.ProcessEnv): MetricsSetting | null {
  const port = env.METRICS_PORT?.trim() || '9464';
  if (port === 'off') return null;
  const number = Number(port);
  if (!Number.isInteger(number) || number < 0 || number > 65535)
    throw new Error(`METRICS_PORT must be a port number or "off", not ${port}`);
  return { port: number, host: env.METRICS_HOST?.trim() || '127.0.0.1' };
}

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/** Serves GET /metrics. A busy port is logged and skipped: metrics must never keep the product from starting. */
export async function startMetricsServer(setting: MetricsSetting, logger: Logger): Promise<MetricsServer | null> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found.\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      (error: unknown) => {
        logger.error({ err: error }, 'could not collect the metrics');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Could not collect the metrics.\n');
      },
    );
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(setting.port, setting.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    logger.warn({ err: error, port: setting.port, host: setting.host }, 'metrics are not served: could not listen on METRICS_PORT');
    return null;
  }
  const { port } = server.address() as { port: number };
  const host = setting.host.includes(':') ? `[${setting.host}]` : setting.host;
  const url = `http://${host}:${port}/metrics`;
  logger.info({ url }, 'metrics listening');
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
