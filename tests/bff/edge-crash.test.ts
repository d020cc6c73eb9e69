// Issue 8, point 1: no request can end the process. Every header, body and frame a client controls on /graphql
// (HTTP and the graphql-ws handshake and connection) gets a clear refusal, and the server answers afterwards.
// Before the fix a handshake with `Origin: null` threw in the upgrade handler: an uncaught exception that ended
// the process (here: failed the run).
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_EMAILS } from '../../registry/testing.ts';
import { graphqlLogin } from './helpers.ts';
import { connectGraphqlWs, startEdgeStack, type EdgeStack } from './edge-stack.ts';

let stack: EdgeStack;
beforeAll(async () => {
  stack = await startEdgeStack({ mode: 'production' });
});
afterAll(() => stack?.close());

/** Sends raw bytes and resolves with the status line of the answer (or '' when the server just closed). */
function rawExchange(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(stack.port, '127.0.0.1');
    let received = '';
    const finish = () => {
      socket.destroy();
      resolve(received.split('\r\n')[0] ?? '');
    };
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) finish();
    });
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', reject);
    socket.write(request);
  });
}

const handshake = (lines: string[], target = '/graphql', version = 'HTTP/1.1') =>
  [
    `GET ${target} ${version}`,
    'Upgrade: websocket',
    'Connection: Upgrade',
    'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
    'Sec-WebSocket-Version: 13',
    'Sec-WebSocket-Protocol: graphql-transport-ws',
    ...lines,
    '',
    '',
  ].join('\r\n');

async function stillAnswers() {
  const response = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
}

describe('WebSocket handshakes', () => {
  test.each([
    ['null', 'Origin: null'],
    ['not a URL', 'Origin: not a url'],
    ['an unparseable URL', 'Origin: http://['],
    ['a javascript: URL', 'Origin: javascript:alert(1)'],
    ['another site', 'Origin: https://evil.example'],
  ])('an Origin that is %s is refused with 403 and the server keeps answering', async (_name, originLine) => {
    const status = await rawExchange(handshake([`Host: 127.0.0.1:${stack.port}`, originLine]));
    expect(status).toBe('HTTP/1.1 403 Forbidden');
    await stillAnswers();
  });

  test('an upgrade to another path is answered 404, and odd request targets do not throw', async () => {
    expect(await rawExchange(handshake([`Host: 127.0.0.1:${stack.port}`], '/elsewhere'))).toBe('HTTP/1.1 404 Not Found');
    for (const target of ['//[', 'http://[::1/graphql', '/graphql%']) {
      const status = await rawExchange(handshake([`Host: 127.0.0.1:${stack.port}`], target));
      expect(status).toMatch(/^HTTP\/1\.1 4\d\d /);
    }
    await stillAnswers();
  });

  test('a handshake without Host, or with a broken WebSocket key or version, is refused', async () => {
    expect(await rawExchange(handshake(['Origin: http://example.test'], '/graphql', 'HTTP/1.0'))).toMatch(/^HTTP\/1\.[01] 403 /);
    const broken = handshake([`Host: 127.0.0.1:${stack.port}`]).replace('Sec-WebSocket-Version: 13', 'Sec-WebSocket-Version: 99');
    expect(await rawExchange(broken)).toMatch(/^HTTP\/1\.1 4\d\d /);
    await stillAnswers();
  });

  test('a client that resets in the middle of its handshake leaves no unhandled socket error', async () => {
    await new Promise<void>((resolve) => {
      const socket = net.connect(stack.port, '127.0.0.1', () => {
        socket.write(handshake([`Host: 127.0.0.1:${stack.port}`]).slice(0, 60));
        socket.resetAndDestroy();
        resolve();
      });
    });
    await stillAnswers();
  });

  test('the same-origin handshake is accepted', async () => {
    expect(await rawExchange(handshake([`Host: 127.0.0.1:${stack.port}`, `Origin: http://127.0.0.1:${stack.port}`]))).toBe(
      'HTTP/1.1 101 Switching Protocols',
    );
  });
});

const connect = (connectionParams: unknown = {}) => connectGraphqlWs(stack.wsUrl, connectionParams);

describe('graphql-ws connections', () => {
  test('a query that does not parse is an error for that operation, and the connection stays usable', async () => {
    const connection = await connect();
    connection.socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription {' } }));
    const error = await connection.next();
    expect(error).toMatchObject({ id: '1', type: 'error' });
    expect(error.payload[0].message).toMatch(/Syntax Error/);
    connection.socket.send(JSON.stringify({ id: '2', type: 'subscribe', payload: { query: '{ nope }' } }));
    expect(await connection.next()).toMatchObject({ id: '2', type: 'error', payload: [{ message: expect.stringContaining('nope') }] });
    connection.socket.send(JSON.stringify({ id: '3', type: 'subscribe', payload: { query: '{ __typename }' } }));
    expect(await connection.next()).toEqual({ id: '3', type: 'next', payload: { data: { __typename: 'Query' } } });
    connection.socket.close();
  });

  test('connectionParams of the wrong types are ignored rather than failing the operation', async () => {
    const connection = await connect({ authorization: 12345, registryAccount: { id: 1 } });
    connection.socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: '{ viewer { user { email } } }' } }));
    expect(await connection.next()).toEqual({ id: '1', type: 'next', payload: { data: { viewer: null } } });
    connection.socket.close();
  });

  test('a message that is not JSON closes the connection with 4400', async () => {
    const connection = await connect();
    connection.socket.send('this is not json');
    expect((await connection.closed).code).toBe(4400);
    await stillAnswers();
  });

  test('a frame larger than the limit closes the connection with 1009 instead of being buffered', async () => {
    const connection = await connect();
    connection.socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: `{ ${'__typename '.repeat(10_000)}}` } }));
    expect((await connection.closed).code).toBe(1009);
    await stillAnswers();
  });
});

describe('HTTP requests', () => {
  const post = (
    body: string,
    headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
  ) => fetch(`${stack.url}/graphql`, { method: 'POST', headers, body });

  test('a body that is not JSON is a 400 with a GraphQL error', async () => {
    const response = await post('{"query": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  test('a body over the limit is a 413', async () => {
    const response = await post(JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(1024 * 1024) } }));
    expect(response.status).toBe(413);
    expect(((await response.json()) as any).errors[0].message).toMatch(/larger than 1024 KiB/);
  });

  test('an unknown content type is a 415', async () => {
    const response = await post('<query/>', { 'content-type': 'application/xml' });
    expect(response.status).toBe(415);
    expect(((await response.json()) as any).errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  test.each([
    ['a query that is not a string', JSON.stringify({ query: 42 })],
    ['variables that are not an object', JSON.stringify({ query: '{ __typename }', variables: 'x' })],
    ['no query at all', JSON.stringify({})],
    ['a query that does not parse', JSON.stringify({ query: '{ __typename' })],
  ])('%s is a 4xx GraphQL error', async (_name, body) => {
    const response = await post(body);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(((await response.json()) as any).errors.length).toBeGreaterThan(0);
  });

  test.each(['[::1', 'a b', 'x:99999', '%zz'])('a Host header of %j is a 400, not a 500', async (host) => {
    const body = JSON.stringify({ query: '{ __typename }' });
    const status = await rawExchange(
      `POST /graphql HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(status).toBe('HTTP/1.1 400 Bad Request');
    await stillAnswers();
  });

  test('malformed cookies and a malformed query string are answered, not failed', async () => {
    const cookie = await post(JSON.stringify({ query: '{ viewer { user { email } } }' }), {
      'content-type': 'application/json',
      cookie: 'registry-token=%E0%A4%A; registry-refresh-token=%%%; =; registry-account',
    });
    expect(cookie.status).toBe(200);
    expect(await cookie.json()).toEqual({ data: { viewer: null } });
    const get = await fetch(`${stack.url}/graphql?query=%zz&variables=%7B`, { headers: { 'x-registry-csrf': '1' } });
    expect(get.status).toBeGreaterThanOrEqual(400);
    expect(get.status).toBeLessThan(500);
  });

  test('a subscription over HTTP (server-sent events) is refused: subscriptions are served over graphql-ws', async () => {
    const { token } = await graphqlLogin(stack, DEMO_EMAILS.lawFirm);
    const response = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', authorization: `JWT ${token}` },
      body: JSON.stringify({ query: 'subscription { portfolioChanged { caseId } }' }),
    });
    const body = (await response.json()) as any;
    expect(body.errors[0].message).toBe('Subscriptions are served over graphql-ws on /graphql.');
    await stillAnswers();
  });
});
