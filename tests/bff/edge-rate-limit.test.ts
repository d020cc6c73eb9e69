// Issue 8, point 2 (the /graphql part): rate limits per session and per client address, answered 429 with
// Retry-After and a GraphQL error; one session's limit does not touch another's. graphql-ws connections are capped
// in messages per second and in operations running at once. The tests lower the limits; the defaults are far above
// what the web client sends.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS, startTestRegistry, type TestRegistry } from '../../registry/testing.ts';
import { graphqlLogin } from './helpers.ts';
import { connectGraphqlWs, startEdgeStack, type EdgeStack } from './edge-stack.ts';

let registry: TestRegistry;
let otherRegistry: TestRegistry;
let perSession: EdgeStack;
let perAddress: EdgeStack;
beforeAll(async () => {
  registry = await startTestRegistry();
  perSession = await startEdgeStack(
    {
      mode: 'production',
      rateLimits: { perSession: 3, perAddress: 1000 },
      webSocketLimits: { maxSubscriptions: 2, messageBurst: 10, messagesPerSecond: 1 },
    },
    registry,
  );
  // BFFs of one registry count together in Redis (REDIS_URL), as replicas should: this one gets a registry of its own.
  otherRegistry = await startTestRegistry();
  perAddress = await startEdgeStack({ mode: 'production', rateLimits: { perSession: 1000, perAddress: 3 } }, otherRegistry);
});
afterAll(async () => {
  await perSession?.close();
  await perAddress?.close();
  await registry?.close();
  await otherRegistry?.close();
});

const ask = (stack: EdgeStack, token?: string) =>
  fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify({ query: '{ __typename }' }),
  });

async function expectThrottled(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(await response.json()).toEqual({
    errors: [
      {
        message: `Too many requests. Try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
        extensions: { code: 'RATE_LIMITED', retryAfter },
      },
    ],
  });
}

describe('/graphql over HTTP', () => {
  test('a session over its limit gets 429 with Retry-After; another session is not affected', async () => {
    // Logins go through yoga.fetch: they do not count here.
    const first = (await graphqlLogin(perSession, DEMO_EMAILS.lawFirm)).token!;
    const second = (await graphqlLogin(perSession, DEMO_EMAILS.provider)).token!;
    for (let i = 0; i < 3; i++) expect((await ask(perSession, first)).status).toBe(200);
    await expectThrottled(await ask(perSession, first));
    const other = await ask(perSession, second);
    expect(other.status).toBe(200);
    expect(await other.json()).toEqual({ data: { __typename: 'Query' } });
  });

  test('an address over its limit gets 429, signed in or not', async () => {
    const token = (await graphqlLogin(perAddress, DEMO_EMAILS.funder)).token!;
    for (let i = 0; i < 3; i++) expect((await ask(perAddress)).status).toBe(200);
    await expectThrottled(await ask(perAddress));
    await expectThrottled(await ask(perAddress, token));
  });
});

describe('graphql-ws connections', () => {
  test('a connection that sends faster than its allowance is closed with 4429', async () => {
    const connection = await connectGraphqlWs(perSession.wsUrl);
    for (let i = 0; i < 40; i++) connection.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await connection.closed).toEqual({ code: 4429, reason: 'Too many messages' });
  });

  test('at most the allowed number of operations run at once on one connection', async () => {
    const token = (await graphqlLogin(perSession, DEMO_EMAILS.insurer)).token!;
    const connection = await connectGraphqlWs(perSession.wsUrl, { authorization: `JWT ${token}` });
    const subscribe = (id: string) =>
      connection.socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query: 'subscription { portfolioChanged { caseId } }' } }));
    subscribe('1');
    subscribe('2');
    subscribe('3');
    expect(await connection.next()).toEqual({
      id: '3',
      type: 'error',
      payload: [{ message: 'At most 2 operations may run at once on one connection.', extensions: { code: 'TOO_MANY_OPERATIONS' } }],
    });
    connection.socket.send(JSON.stringify({ id: '1', type: 'complete' }));
    // Once one has completed, another may start (the ping's pong shows the complete was handled first).
    connection.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await connection.next()).toEqual({ type: 'pong' });
    subscribe('4');
    connection.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await connection.next()).toEqual({ type: 'pong' });
    connection.socket.close();
  });
});
