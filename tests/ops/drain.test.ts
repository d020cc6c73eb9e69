// The drain on its own: idle keep-alive connections close at once, event streams are ended, a request that never
// finishes is cut when the drain time runs out (and counted, so the process exits 1). And a busy metrics port is
// logged and skipped rather than stopping the process.
import http from 'node:http';
import net from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpDrain } from '../../ops/shutdown.ts';
import { parseMetricsSetting, startMetricsServer } from '../../ops/metrics.ts';

const closeServer = (server: http.Server) => () => new Promise<void>((resolve) => server.close(() => resolve()));

describe('HttpDrain', () => {
  let server: http.Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
  });

  it('closes idle keep-alive connections at once, ends event streams and cuts what does not finish in time', async () => {
    let hanging!: () => void;
    const hangingReceived = new Promise<void>((resolve) => (hanging = resolve));
    let streaming!: () => void;
    const streamStarted = new Promise<void>((resolve) => (streaming = resolve));
    server = http.createServer((request, response) => {
      if (request.url === '/hang') return hanging();
      if (request.url === '/events') {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write(': open\n\n');
        return streaming();
      }
      response.end('ok');
    });
    // Idle connections would stay open for good: only the drain closes them.
    server.keepAliveTimeout = 0;
    const drain = new HttpDrain(server);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;

    // A keep-alive connection, idle after its answer.
    const agent = new http.Agent({ keepAlive: true });
    const { idleSocketClosed } = await new Promise<{ idleSocketClosed: Promise<void> }>((resolve, reject) => {
      http
        .get({ port, host: '127.0.0.1', path: '/ok', agent }, (response) => {
          const closed = new Promise<void>((done) => response.socket.once('close', () => done()));
          response.resume();
          response.on('end', () => resolve({ idleSocketClosed: closed }));
        })
        .on('error', reject);
    });

    const streamEnded = new Promise<string>((resolve) => {
      http.get({ port, host: '127.0.0.1', path: '/events', agent: false, headers: { accept: 'text/event-stream' } }, (response) => {
        response.resume();
        response.on('end', () => resolve('ended'));
        response.on('error', () => resolve('error'));
      });
    });
    const hangingOutcome = new Promise<string>((resolve) => {
      http
        .get({ port, host: '127.0.0.1', path: '/hang', agent: false }, () => resolve('answered'))
        .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    await Promise.all([hangingReceived, streamStarted]);
    expect(drain.requestsInFlight).toBe(2);

    const outcome = drain.drain(closeServer(server), 300);
    await idleSocketClosed;
    expect(await streamEnded).toBe('ended');
    expect(await outcome).toEqual({ cut: 1 });
    expect(await hangingOutcome).toBe('ECONNRESET');
    agent.destroy();
  });

  it('reports nothing cut when every request finishes', async () => {
    let received!: (response: http.ServerResponse) => void;
    const pending = new Promise<http.ServerResponse>((resolve) => (received = resolve));
    server = http.createServer((_request, response) => received(response));
    const drain = new HttpDrain(server);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const answer = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve) => {
      http.get({ port, host: '127.0.0.1', path: '/', agent: new http.Agent({ keepAlive: true }) }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
      });
    });
    const response = await pending;
    const outcome = drain.drain(closeServer(server), 60_000);
    // Answered after the drain began: the answer tells the client to close the connection.
    response.end('done');
    expect(await answer).toEqual({ status: 200, connection: 'close', body: 'done' });
    expect(await outcome).toEqual({ cut: 0 });
  });
});

describe('metrics server', () => {
  it('logs a busy port and goes on', async () => {
    const busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const { port } = busy.address() as net.AddressInfo;
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    try {
      expect(await startMetricsServer({ port, host: '127.0.0.1' }, logger)).toBeNull();
      expect(lines.map((line) => JSON.parse(line) as { level: number; msg: string })).toContainEqual(
        expect.objectContaining({ level: 40, msg: expect.stringContaining('metrics are not served') }),
      );
    } finally {
      busy.close();
    }
  });

  it('reads METRICS_PORT and METRICS_HOST, and `off`', () => {
    expect(parseMetricsSetting({})).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(parseMetricsSetting({ METRICS_PORT: '9100', METRICS_HOST: '0.0.0.0' })).toEqual({ port: 9100, host: '0.0.0.0' });
    expect(parseMetricsSetting({ METRICS_PORT: 'off' })).toBeNull();
    expect(() => parseMetricsSetting({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
  });
});
