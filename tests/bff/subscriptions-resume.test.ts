// Resuming live updates after a dropped connection (bff/events/resume.ts): a subscriber that comes back with
// `after: <last version>` receives exactly what it missed, in order and once, then live events; it cannot replay
// another organisation's events; and two BFF replicas (sharing Redis when REDIS_URL is set) both deliver, each
// event once, loading it once per audience and replica.
import { createClient, type Client } from 'graphql-ws';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createBff, registerBff, type Bff } from '../../bff/server.ts';
import { liveLoadsStarted } from '../../bff/schema/subscriptions.ts';
import { DEMO_EMAILS, loginAs } from '../../registry/testing.ts';
import { startBffStack, type BffStack } from './helpers.ts';

let stack: BffStack;
let second: { bff: Bff; app: FastifyInstance; url: string } | null = null;
const clients: Client[] = [];
let tokens: Record<'lawFirm' | 'lawFirm2' | 'provider', string>;

beforeAll(async () => {
  stack = await startBffStack();
  const [lawFirm, lawFirm2, provider] = await Promise.all(
    [DEMO_EMAILS.lawFirm, DEMO_EMAILS.lawFirm2, DEMO_EMAILS.provider].map((email) => loginAs(stack.registry.url, email)),
  );
  tokens = { lawFirm: lawFirm!, lawFirm2: lawFirm2!, provider: provider! };
  // Two stacks' start-up on a loaded 2-core machine can pass the default two minutes.
}, 300_000);
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  if (second) {
    await second.bff.close();
    await second.app.close();
  }
  await stack?.close();
});

/** A second BFF replica on the same registry (and the same Redis, when set). */
async function startSecondReplica() {
  const bff = createBff({
    registryUrl: stack.registry.url,
    serviceKey: stack.registry.serviceKey,
    redisUrl: process.env.REDIS_URL || undefined,
    logger: pino({ level: 'silent' }),
    mode: 'development',
  });
  const app = Fastify();
  await registerBff(app, bff);
  await app.listen({ port: 0, host: '127.0.0.1' });
  await bff.start();
  const address = app.server.address();
  return { bff, app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

function connect(token: string, url = stack.url, acknowledged?: (payload: unknown) => void): Client {
  const client = createClient({
    url: `${url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `JWT ${token}` },
    lazy: false,
    retryAttempts: 0,
    on: acknowledged ? { connected: (_socket, payload) => acknowledged(payload) } : undefined,
  });
  clients.push(client);
  return client;
}

interface LiveResult {
  data?: any;
  errors?: { message: string }[];
  extensions?: { live?: { version: string; resync?: boolean } };
}

/** Every result of one subscription as it arrives, and a way to wait for the n-th. */
function listen(client: Client, query: string, variables: Record<string, unknown>) {
  const results: LiveResult[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  let finished = false;
  const stop = client.subscribe<any, any>(
    { query, variables },
    {
      next: (value) => {
        results.push(value as LiveResult);
        for (const waiter of waiters.filter((w) => results.length >= w.count)) waiter.resolve();
      },
      error: () => (finished = true),
      complete: () => (finished = true),
    },
  );
  return {
    results,
    stop,
    get finished() {
      return finished;
    },
    /** Resolves when `count` results have arrived (fails the test after a while). */
    until: (count: number) =>
      new Promise<void>((resolve, reject) => {
        if (results.length >= count) return resolve();
        const timer = setTimeout(() => reject(new Error(`${results.length} of ${count} results arrived`)), 10_000);
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      }),
  };
}

/** A round trip on the same socket: the subscriptions sent before it are in place. */
async function settle(client: Client) {
  await new Promise<void>((resolve, reject) => {
    client.subscribe({ query: '{ viewer { user { email } } }' }, { next: () => {}, error: reject, complete: resolve });
  });
  // Each subscription reads its viewer (and, resuming, replays) as it starts.
  await new Promise((resolve) => setTimeout(resolve, 150));
}

async function rest(token: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${stack.registry.url}/api/registry/v1/${path}`, {
    ...init,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** A change that writes events (the law firm confirms the case's status). */
async function confirmStatus(token: string, caseId: string) {
  const patch = await rest(token, `escrow-agent/portfolio/${caseId}/`, {
    method: 'PATCH',
    body: JSON.stringify({ status_no_change: true }),
  });
  expect(patch.status).toBe(200);
}

const CASE_CHANGED = `subscription($id: ID!, $after: String) { caseChanged(id: $id, after: $after) { caseId type version case { internalID } } }`;
const PORTFOLIO_CHANGED = `subscription($after: String) { portfolioChanged(after: $after) { caseId type version case { internalID } } }`;

describe('resuming after a dropped connection', () => {
  test('a subscriber back with `after` gets exactly the events it missed, in order and once, then live ones', async () => {
    const [kase, other] = (await rest(tokens.lawFirm, 'escrow-agent/portfolio/?page_size=2')).body.results;
    let acknowledgement: unknown;
    const first = connect(tokens.lawFirm, stack.url, (payload) => (acknowledgement = payload));
    const before = listen(first, CASE_CHANGED, { id: kase.id });
    await settle(first);
    // The acknowledgement says where this replica stands, for a subscription that has received nothing yet.
    expect(acknowledgement).toEqual({ liveVersion: expect.stringMatching(/^\d+$/) });
    await confirmStatus(tokens.lawFirm, kase.id);
    await before.until(1);
    const seen = before.results[0]!;
    expect(seen.data.caseChanged.type).toBe('STATUS');
    // The version travels in the data (when selected) and always in the extensions.
    expect(seen.extensions?.live).toEqual({ version: seen.data.caseChanged.version });

    // The connection drops; three changes of the case (and one of another case) are committed meanwhile.
    await first.dispose();
    for (let i = 0; i < 3; i++) await confirmStatus(tokens.lawFirm, kase.id);
    await confirmStatus(tokens.lawFirm, other.id);

    const back = connect(tokens.lawFirm);
    const resumed = listen(back, CASE_CHANGED, { id: kase.id, after: seen.data.caseChanged.version });
    await resumed.until(3);
    await settle(back);
    await confirmStatus(tokens.lawFirm, kase.id);
    await resumed.until(4);
    // Nothing else arrives (a duplicate would follow the live event at once).
    await new Promise((resolve) => setTimeout(resolve, 300));

    const versions = resumed.results.map((result) => Number(result.data.caseChanged.version));
    expect(resumed.results.map((result) => result.data.caseChanged.type)).toEqual(['STATUS', 'STATUS', 'STATUS', 'STATUS']);
    expect(resumed.results.every((result) => result.data.caseChanged.case.internalID === kase.id)).toBe(true);
    expect(versions.every((version, index) => version > (versions[index - 1] ?? Number(seen.data.caseChanged.version)))).toBe(true);
    expect(new Set(versions).size).toBe(4);
  });

  test('a viewer cannot replay another organisation’s events by passing a small `after`', async () => {
    const foreign = (await rest(tokens.lawFirm, 'escrow-agent/portfolio/?page_size=1')).body.results[0];
    const own = (await rest(tokens.lawFirm2, 'escrow-agent/portfolio/?page_size=1')).body.results[0];
    await confirmStatus(tokens.lawFirm, foreign.id);

    // Through the graph: from the very beginning, of the portfolio and of the foreign case by its id.
    const client = connect(tokens.lawFirm2);
    const portfolio = listen(client, PORTFOLIO_CHANGED, { after: '0' });
    const foreignCase = listen(client, CASE_CHANGED, { id: foreign.id, after: '0' });
    await settle(client);
    await confirmStatus(tokens.lawFirm2, own.id);
    await portfolio.until(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const cases = portfolio.results.map((result) => result.data.portfolioChanged.case?.internalID);
    expect(cases).not.toContain(foreign.id);
    expect(cases).toContain(own.id);
    expect(foreignCase.results).toEqual([]);

    // And at the registry: the replay answers only events addressed to the caller's organisation.
    const replay = await rest(tokens.lawFirm2, 'events/replay/?after=0');
    expect(replay.status).toBe(200);
    expect(replay.body.complete).toBe(true);
    const organizationId = own.law_firm.id;
    expect(replay.body.results.length).toBeGreaterThan(0);
    expect(replay.body.results.every((event: any) => event.organization_ids.includes(organizationId))).toBe(true);
    expect(replay.body.results.some((event: any) => event.case_id === foreign.id)).toBe(false);
    const ofForeignCase = await rest(tokens.lawFirm2, `events/replay/?after=0&case=${foreign.id}`);
    expect(ofForeignCase.body).toMatchObject({ complete: true, results: [] });
  });

  test("the bell's subscription resumes too: the user's notifications created while away arrive once, in order", async () => {
    const firmCases = new Set((await rest(tokens.lawFirm, 'escrow-agent/portfolio/?page_size=off')).body.results.map((c: any) => c.id));
    const shared = (await rest(tokens.provider, 'lienholder/portfolio/?page_size=off')).body.results.find((c: any) => firmCases.has(c.id));
    const NOTIFICATIONS_CHANGED = `subscription($after: String) { notificationsChanged(after: $after) {
      notification { internalID subject } notificationCounts { unread } } }`;
    const idle = () => stack.registry.registry.adapters.jobs.idle();
    // The earlier tests' notification jobs are done: the only notification this subscription hears is the next one.
    await idle();
    const first = connect(tokens.provider);
    const before = listen(first, NOTIFICATIONS_CHANGED, {});
    await settle(first);
    // The law firm's status confirmation tells the case's lienholders (a notification job, then a per-user event).
    await confirmStatus(tokens.lawFirm, shared.id);
    await idle();
    await before.until(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(before.results).toHaveLength(1);
    const seen = before.results[0]!;
    expect(seen.data.notificationsChanged.notification).not.toBeNull();
    const version = seen.extensions!.live!.version;
    expect(version).toMatch(/^\d+$/);

    await first.dispose();
    await confirmStatus(tokens.lawFirm, shared.id);
    await confirmStatus(tokens.lawFirm, shared.id);
    await idle();

    const back = connect(tokens.provider);
    const resumed = listen(back, NOTIFICATIONS_CHANGED, { after: version });
    await resumed.until(2);
    await settle(back);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ids = resumed.results.map((result) => result.data.notificationsChanged.notification?.internalID);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    expect(ids).not.toContain(seen.data.notificationsChanged.notification.internalID);
    const versions = resumed.results.map((result) => Number(result.extensions!.live!.version));
    expect(versions[0]!).toBeGreaterThan(Number(version));
    expect(versions[1]!).toBeGreaterThan(versions[0]!);

    // Another organisation's user replaying from the very beginning hears none of these notifications.
    const stranger = connect(tokens.lawFirm2);
    const replayed = listen(stranger, NOTIFICATIONS_CHANGED, { after: '0' });
    await settle(stranger);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const theirs = new Set([...ids, seen.data.notificationsChanged.notification.internalID]);
    expect(replayed.results.filter((result) => theirs.has(result.data?.notificationsChanged?.notification?.internalID))).toEqual([]);
  });

  test('the replay route refuses bad input and callers without a session', async () => {
    expect(await rest(tokens.lawFirm, 'events/replay/?after=abc')).toEqual({
      status: 400,
      body: { after: ['A valid integer is required.'] },
    });
    expect((await rest(tokens.lawFirm, 'events/replay/')).status).toBe(400);
    expect(await rest(tokens.lawFirm, 'events/replay/?after=1&case=nope')).toEqual({
      status: 400,
      body: { case: ['Must be a valid UUID.'] },
    });
    const anonymous = await fetch(`${stack.registry.url}/api/registry/v1/events/replay/?after=0`);
    expect(anonymous.status).toBe(401);
  });

  test('a version the registry never reached is a resync: the client refetches, then hears live events', async () => {
    const kase = (await rest(tokens.lawFirm, 'escrow-agent/portfolio/?page_size=1')).body.results[0];
    const client = connect(tokens.lawFirm);
    const resumed = listen(client, CASE_CHANGED, { id: kase.id, after: '999999999' });
    await resumed.until(1);
    const resync = resumed.results[0]!;
    expect(resync.data.caseChanged).toMatchObject({ type: 'RESYNC', case: null });
    expect(resync.extensions?.live).toEqual({ version: resync.data.caseChanged.version, resync: true });
    await settle(client);
    await confirmStatus(tokens.lawFirm, kase.id);
    await resumed.until(2);
    expect(resumed.results[1]!.data.caseChanged).toMatchObject({ type: 'STATUS', case: { internalID: kase.id } });

    const portfolio = listen(client, PORTFOLIO_CHANGED, { after: '999999999' });
    await portfolio.until(1);
    expect(portfolio.results[0]!.data.portfolioChanged).toMatchObject({ type: 'RESYNC', caseId: null });
  });

  test('an `after` that is not a version is refused', async () => {
    const client = connect(tokens.lawFirm);
    const refused = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: PORTFOLIO_CHANGED, variables: { after: 'yesterday' } },
        { next: (value) => resolve(value), error: (error) => resolve(error), complete: () => resolve(null) },
      );
    });
    expect(JSON.stringify(refused)).toContain('after must be the version of a live event');
  });
});

describe('two BFF replicas', () => {
  test('each delivers to its own subscribers, every event once, loaded once per audience and replica', async () => {
    second = await startSecondReplica();
    const kase = (await rest(tokens.lawFirm, 'escrow-agent/portfolio/?page_size=1')).body.results[0];
    const onFirst = connect(tokens.lawFirm);
    const onSecond = connect(tokens.lawFirm, second.url);
    const listeners = [listen(onFirst, CASE_CHANGED, { id: kase.id }), listen(onFirst, CASE_CHANGED, { id: kase.id })];
    listeners.push(listen(onSecond, CASE_CHANGED, { id: kase.id }), listen(onSecond, CASE_CHANGED, { id: kase.id }));
    await Promise.all([settle(onFirst), settle(onSecond)]);
    const loadsBefore = [liveLoadsStarted(stack.bff.events), liveLoadsStarted(second.bff.events)];

    await confirmStatus(tokens.lawFirm, kase.id);
    await confirmStatus(tokens.lawFirm, kase.id);
    await Promise.all(listeners.map((listener) => listener.until(2)));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const versions = listeners.map((listener) => listener.results.map((result) => result.data.caseChanged.version));
    for (const received of versions) expect(received).toEqual(versions[0]);
    expect(new Set(versions[0]).size).toBe(2);
    // Two events, one audience: one load per event on each replica.
    expect([liveLoadsStarted(stack.bff.events) - loadsBefore[0]!, liveLoadsStarted(second.bff.events) - loadsBefore[1]!]).toEqual([2, 2]);
  });
});
