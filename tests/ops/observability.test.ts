// Logs and signals: the BFF's request id and the client's address reach the registry, whose log lines of that
// request say who asked; no search term (a plaintiff's name) reaches any log line or metric; Prometheus metrics
// after traffic; /readyz asks the database and answers 503 when it does not answer or shutdown has begun.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startPortal, type Portal } from '../../scripts/lib/portal.ts';
import { createRegistry, MEMORY } from '../../registry/app.ts';
import { createScratchDatabase, loginAs } from '../../registry/testing.ts';
import { startMetricsServer, type MetricsServer } from '../../ops/metrics.ts';

const PLAINTIFF = 'Zebediah Quuxworth';

type LogLine = Record<string, any>;

describe('logs, metrics and readiness', () => {
  const lines: string[] = [];
  const parsed = (): LogLine[] => lines.map((line) => JSON.parse(line) as LogLine);
  let portal: Portal;
  let metrics: MetricsServer;
  let token: string;
  // PGlite in memory, or a scratch database on DATABASE_URL's server; Redis when REDIS_URL is set.
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  const redisUrl = process.env.REDIS_URL || undefined;

  beforeAll(async () => {
    if (process.env.DATABASE_URL) scratch = await createScratchDatabase(process.env.DATABASE_URL);
    const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
    portal = await startPortal({
      port: 0,
      host: '127.0.0.1',
      databaseUrl: scratch?.url,
      dataDir: MEMORY,
      redisUrl,
      logger,
      seedDemo: true,
    });
    metrics = (await startMetricsServer({ port: 0, host: '127.0.0.1' }, logger))!;
    token = await loginAs(portal.url, 'lawfirm@demo.test');
  });

  afterAll(async () => {
    await metrics?.close();
    await portal?.close();
    await scratch?.drop();
  });

  const graphql = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${portal.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}`, ...headers },
      body: JSON.stringify({ query }),
    });

  it('passes the request id and the client address from the BFF to the registry, whose lines say who asked', async () => {
    const requestId = `ops-${randomUUID()}`;
    const response = await graphql(
      '{ viewer { user { internalID } activeAccount { organization { internalID } } portfolio(first: 3) { totalCount } } }',
      {
        'x-request-id': requestId,
        // The test connects over loopback, which the front trusts as a proxy by default.
        'x-forwarded-for': '203.0.113.7',
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe(requestId);
    const { data } = (await response.json()) as { data: any };
    const userId = data.viewer.user.internalID;
    const organizationId = data.viewer.activeAccount.organization.internalID;

    const ofRequest = parsed().filter((line) => line.reqId === requestId);
    const registryCompleted = ofRequest.filter((line) => line.service === 'registry' && line.msg === 'request completed');
    expect(registryCompleted.length).toBeGreaterThanOrEqual(2);
    for (const line of registryCompleted) {
      expect(line).toMatchObject({ userId, organizationId, req: { remoteAddress: '203.0.113.7' }, res: { statusCode: 200 } });
      expect(line.req.path).toMatch(/^\/api\//);
      expect(line.impersonatorId).toBeUndefined();
    }
    // The BFF's own line of the request: the same id, and who it was once the viewer was loaded.
    expect(ofRequest.find((line) => line.service === 'front' && line.msg === 'request completed')).toMatchObject({
      userId,
      organizationId,
      req: { method: 'POST', path: '/graphql', route: '/graphql', remoteAddress: '203.0.113.7' },
      res: { statusCode: 200 },
    });
  });

  it('names the impersonator on the lines of a staff request made as someone else', async () => {
    const staff = await loginAs(portal.url, 'staff@demo.test');
    const requestId = `ops-${randomUUID()}`;
    const response = await fetch(`${portal.url}/api/registry/v1/accounts-auth/`, {
      headers: { authorization: `JWT ${staff}`, impostor: 'lawfirm@demo.test', 'x-request-id': requestId },
    });
    expect(response.status).toBe(200);
    const me = (await response.json()) as { id: string };
    const line = parsed().find((candidate) => candidate.reqId === requestId && candidate.msg === 'request completed');
    expect(line?.userId).toBe(me.id);
    expect(line?.impersonatorId).toEqual(expect.any(String));
    expect(line?.impersonatorId).not.toBe(me.id);
  });

  it('never logs a search term, neither from GraphQL nor from a REST query string, nor when the search fails', async () => {
    expect((await graphql(`{ viewer { portfolio(first: 5, search: "${PLAINTIFF}") { totalCount } } }`)).status).toBe(200);
    const rest = await fetch(`${portal.url}/api/registry/v1/escrow-agent/portfolio/?search=${encodeURIComponent(PLAINTIFF)}&page_size=5`, {
      headers: { authorization: `JWT ${token}` },
    });
    expect(rest.status).toBe(200);
    // A search the registry may refuse or fail on must not bring the name into an error line either.
    await fetch(`${portal.url}/api/registry/v1/escrow-agent/portfolio/?search=${encodeURIComponent(`${PLAINTIFF}\u0000`)}`, {
      headers: { authorization: `JWT ${token}` },
    });
    await graphql(`{ viewer { portfolio(first: 5, search: "${PLAINTIFF}\\u0000") { totalCount } } }`);

    const restLine = parsed().find((line) => line.msg === 'request completed' && line.req?.route === '/api/registry/v1/:role/portfolio/');
    expect(restLine?.req.path).toBe('/api/registry/v1/escrow-agent/portfolio/');
    const surname = PLAINTIFF.split(' ')[1]!;
    expect(lines.filter((line) => line.includes(surname) || line.includes(encodeURIComponent(PLAINTIFF)))).toEqual([]);
    // Error lines, Yoga's own included (the failed search above makes one), come from the request's logger.
    expect(parsed().filter((line) => line.level >= 50 && !line.reqId)).toEqual([]);
  });

  it('exposes Prometheus metrics by route pattern after traffic', async () => {
    const socket = new WebSocket(`${portal.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    await new Promise((resolve) => socket.once('open', resolve));
    const acknowledged = new Promise((resolve) => socket.once('message', resolve));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `JWT ${token}` } }));
    await acknowledged;
    await graphql('{ viewer { user { email } } }');

    const response = await fetch(metrics.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/^http_requests_total\{service="bff",method="POST",route="\/graphql",status_class="2xx"\} [1-9]/m);
    expect(text).toMatch(
      /^http_requests_total\{service="registry",method="GET",route="\/api\/registry\/v1\/accounts-auth\/",status_class="2xx"\} [1-9]/m,
    );
    expect(text).toMatch(
      /^http_requests_total\{service="registry",method="GET",route="\/api\/registry\/v1\/:role\/portfolio\/",status_class="2xx"\} [1-9]/m,
    );
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0.1",service="bff",method="POST",route="\/graphql"\} /m);
    expect(text).toMatch(/^bff_registry_calls_total\{method="GET",outcome="2xx"\} [1-9]/m);
    expect(text).toMatch(/^bff_registry_call_duration_seconds_count\{method="GET"\} [1-9]/m);
    expect(text).toMatch(/^bff_websocket_connections 1$/m);
    expect(text).toMatch(/^registry_db_pool_connections\{state="total"\} [1-9]/m);
    expect(text).toMatch(/^process_cpu_seconds_total /m);
    // Route patterns only: no ids, no query strings, no names.
    expect(text).not.toContain('Zebediah');
    expect(text).not.toMatch(/route="[^"]*[0-9a-f]{8}-[0-9a-f]{4}-/);

    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.close();
    await closed;
    await expect.poll(async () => (await (await fetch(metrics.url)).text()).match(/^bff_websocket_connections (\d+)$/m)?.[1]).toBe('0');
  });

  it('answers /readyz 200 while the database answers', async () => {
    const response = await fetch(`${portal.url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', checks: { database: 'ok', ...(redisUrl ? { redis: 'ok' } : {}) } });
  });

  it('answers /readyz 503 when the database does not answer, and once shutdown has begun', async () => {
    const registry = await createRegistry({ databaseUrl: scratch?.url, dataDir: MEMORY, serviceKey: 'ops-test', logger: false });
    try {
      const ready = await registry.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);

      await registry.db.destroy();
      const down = await registry.app.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'not ready', checks: { database: 'failed' } });
      expect((await registry.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

      registry.readiness.beginShutdown();
      const stopping = await registry.app.inject({ method: 'GET', url: '/readyz' });
      expect(stopping.statusCode).toBe(503);
      expect(stopping.json()).toMatchObject({ status: 'shutting down' });
    } finally {
      await registry.close().catch(() => undefined);
    }
  });
});
