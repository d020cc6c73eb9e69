// SIGTERM loses nothing: a spawned portal (as `npm start` composes it) gets requests that are provably in flight
// (the server has taken their headers: it answered `100 Continue`), two of them with half their body still to
// come, and an open graphql-ws connection. After SIGTERM it stops accepting connections, finishes every request
// with a full answer (also those that need the registry and the database after the signal), closes the WebSocket
// with 1001 and exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createScratchDatabase, DEMO_PASSWORD } from '../../registry/testing.ts';

const fixture = path.join(import.meta.dirname, 'fixtures/portal-child.ts');

type LogLine = Record<string, unknown> & { msg?: string };

/** The child's JSON log lines, and a way to wait for one. */
class ChildLog {
  readonly lines: LogLine[] = [];
  private waiters: { match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];

  constructor(child: ChildProcess) {
    readline.createInterface({ input: child.stdout! }).on('line', (text) => {
      let line: LogLine;
      try {
        line = JSON.parse(text) as LogLine;
      } catch {
        return;
      }
      this.lines.push(line);
      this.waiters = this.waiters.filter((waiter) => !(waiter.match(line) && (waiter.resolve(line), true)));
    });
  }

  waitFor(match: (line: LogLine) => boolean): Promise<LogLine> {
    const seen = this.lines.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }
}

interface InFlight {
  /** Sends the rest of the body. */
  finish(): void;
  response: Promise<{ status: number; body: string }>;
}

/**
 * A POST on a connection of its own whose headers the server has provably taken (it answered 100 Continue) and
 * of whose body only `sentNow` characters have been sent.
 */
async function postInFlight(
  url: string,
  requestPath: string,
  body: string,
  sentNow: number,
  headers: Record<string, string> = {},
): Promise<InFlight> {
  const request = http.request(`${url}${requestPath}`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), expect: '100-continue', ...headers },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', reject);
    });
    request.on('error', reject);
  });
  const continued = new Promise<void>((resolve) => request.once('continue', resolve));
  request.flushHeaders();
  await continued;
  request.write(body.slice(0, sentNow));
  return { finish: () => request.end(body.slice(sentNow)), response };
}

function connectionRefused(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

const gql = (query: string, variables: Record<string, unknown> = {}) => JSON.stringify({ query, variables });

describe('SIGTERM', () => {
  let child: ChildProcess | undefined;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await scratch?.drop();
  });

  it('finishes every request in flight, closes WebSockets with 1001, refuses new connections and exits 0', async () => {
    // On DATABASE_URL's server the child gets a scratch database of its own.
    if (process.env.DATABASE_URL) scratch = await createScratchDatabase(process.env.DATABASE_URL);
    child = spawn(process.execPath, [fixture], {
      env: { ...process.env, ...(scratch ? { DATABASE_URL: scratch.url } : {}), LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: '60000' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    const log = new ChildLog(child);
    const url = String((await log.waitFor((line) => typeof line.url === 'string')).url);
    const port = Number(new URL(url).port);

    const login = await fetch(`${url}/api/v1/auth/jwt/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({ username: 'lawfirm@demo.test', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `JWT ${token}` };

    // A graphql-ws connection with a live subscription.
    const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws');
    const closeCode = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const acknowledged = new Promise<void>((resolve) =>
      socket.on('message', (data) => {
        if ((JSON.parse(String(data)) as { type: string }).type === 'connection_ack') resolve();
      }),
    );
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `JWT ${token}` } }));
    await acknowledged;
    socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { portfolioChanged { caseId } }' } }));

    const viewerQuery = gql('{ viewer { user { email } portfolio(first: 5) { totalCount edges { node { id } } } } }');
    const loginMutation = gql('mutation ($input: LoginInput!) { login(input: $input) { token } }', {
      input: { email: 'lawfirm2@demo.test', password: DEMO_PASSWORD },
    });
    const restLogin = JSON.stringify({ username: 'provider@demo.test', password: DEMO_PASSWORD });

    const inFlight = await Promise.all([
      // Half a body now, the rest after SIGTERM: the BFF then still needs the registry, the registry the database.
      postInFlight(url, '/graphql', viewerQuery, 20, auth),
      postInFlight(url, '/graphql', loginMutation, 30),
      postInFlight(url, '/api/v1/auth/jwt/', restLogin, 10),
      // Whole requests, taken by the server and running (a sign-in hashes for a while).
      ...[0, 1, 2].map(() => postInFlight(url, '/graphql', viewerQuery, viewerQuery.length, auth)),
      postInFlight(url, '/graphql', loginMutation, loginMutation.length),
    ]);
    for (const request of inFlight.slice(3)) request.finish();

    child.kill('SIGTERM');
    await log.waitFor((line) => line.msg === 'stopped accepting connections');
    expect(await connectionRefused(port)).toBe('ECONNREFUSED');

    for (const request of inFlight.slice(0, 3)) request.finish();
    const answers = await Promise.all(inFlight.map((request) => request.response));
    for (const answer of answers) expect(answer.status).toBe(200);
    const [viewer, graphqlLogin, rest, ...rest3] = answers.map((answer) => JSON.parse(answer.body) as Record<string, any>);
    expect(viewer.errors).toBeUndefined();
    expect(viewer.data.viewer.user.email).toBe('lawfirm@demo.test');
    expect(viewer.data.viewer.portfolio.edges.length).toBeGreaterThan(0);
    expect(graphqlLogin.errors).toBeUndefined();
    expect(typeof graphqlLogin.data.login.token).toBe('string');
    expect(typeof rest.token).toBe('string');
    for (const answer of rest3) expect(answer.errors).toBeUndefined();

    expect(await closeCode).toBe(1001);
    expect(await exited).toBe(0);
    expect(log.lines.some((line) => line.msg === 'shut down')).toBe(true);
  });
});
