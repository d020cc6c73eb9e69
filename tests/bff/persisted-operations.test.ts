// Persisted operations: the web client sends the id relay-compiler gave its operation (`documentId`), over HTTP
// and graphql-ws; the BFF runs the stored document. An unknown id is refused with a clear error; other clients
// keep sending documents.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createClient } from 'graphql-ws';
import pino from 'pino';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_QUERY_LIMITS, LIMIT_CODES } from '../../bff/limits.ts';
import { PERSISTED_OPERATIONS_FILE, persistedOperationsFromFile, persistedOperationsOf } from '../../bff/persisted-operations.ts';
import { createBff, registerBff, type Bff } from '../../bff/server.ts';
import { DEMO_EMAILS, DEMO_PASSWORD, loginAs, startTestRegistry, type TestRegistry } from '../../registry/testing.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const VIEWER = 'query PersistedViewer {\n  viewer {\n    user {\n      email\n    }\n  }\n}\n';
const VIEWER_ID = sha256(VIEWER);
const CASE_CHANGED = 'subscription PersistedCaseChanged($id: ID!) {\n  caseChanged(id: $id) {\n    caseId\n  }\n}\n';
const CASE_CHANGED_ID = sha256(CASE_CHANGED);

let registry: TestRegistry;
let bff: Bff;
let app: FastifyInstance;
let url: string;
let token: string;

beforeAll(async () => {
  registry = await startTestRegistry();
  bff = createBff({
    registryUrl: registry.url,
    serviceKey: registry.serviceKey,
    logger: pino({ level: 'silent' }),
    persistedOperations: persistedOperationsOf({ [VIEWER_ID]: VIEWER, [CASE_CHANGED_ID]: CASE_CHANGED }),
  });
  app = Fastify();
  await registerBff(app, bff);
  await app.listen({ port: 0, host: '127.0.0.1' });
  await bff.start();
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  token = (await loginAs(registry.url, DEMO_EMAILS.lawFirm))!;
});
afterAll(async () => {
  await bff?.close();
  await app?.close();
  await registry?.close();
});

async function post(body: Record<string, unknown>) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('over HTTP', () => {
  test('a known documentId runs its stored document', async () => {
    const reply = await post({ documentId: VIEWER_ID, operationName: 'PersistedViewer', variables: {} });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: { viewer: { user: { email: DEMO_EMAILS.lawFirm } } } });
  });

  test("Apollo's extensions.persistedQuery.sha256Hash names one too", async () => {
    const reply = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: VIEWER_ID } } });
    expect(reply.body.data.viewer.user.email).toBe(DEMO_EMAILS.lawFirm);
  });

  test('an unknown id is refused with a clear error and its code', async () => {
    const reply = await post({ documentId: sha256('query Unknown { __typename }') });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      errors: [
        {
          message: 'Unknown persisted operation id: this page is older than the server, reload it.',
          extensions: { code: 'PERSISTED_OPERATION_NOT_FOUND' },
        },
      ],
    });
  });

  test('neither a document nor an id is a bad request that says what to send', async () => {
    const reply = await post({ variables: {} });
    expect(reply.status).toBe(400);
    expect(reply.body.errors[0]).toMatchObject({
      message: "Send a GraphQL document as `query` or a persisted operation's id as `documentId`.",
      extensions: { code: 'BAD_REQUEST' },
    });
  });

  test('other clients keep sending documents, within the same limits', async () => {
    expect((await post({ query: VIEWER })).body).toEqual({ data: { viewer: { user: { email: DEMO_EMAILS.lawFirm } } } });
    const aliases = `{ viewer { ${Array.from({ length: DEFAULT_QUERY_LIMITS.maxAliases + 1 }, (_, index) => `a${index}: user { email }`).join(' ')} } }`;
    expect((await post({ query: aliases })).body.errors?.[0]?.extensions?.code).toBe(LIMIT_CODES.aliases);
  });
});

describe('cross-site requests', () => {
  test('a GET that names a persisted operation with a cookie needs the CSRF header, as one with a query does', async () => {
    const login = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($input: LoginInput!) { login(input: $input) { token } }',
        variables: { input: { email: DEMO_EMAILS.lawFirm, password: DEMO_PASSWORD } },
      }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((value) => value.split(';')[0]!)
      .join('; ');
    const extensions = encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: VIEWER_ID } }));
    const get = (headers: Record<string, string>) => fetch(`${url}/graphql?extensions=${extensions}`, { headers: { cookie, ...headers } });
    const refused = await get({});
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as any).errors[0].extensions.code).toBe('CSRF');
    const allowed = await get({ 'x-registry-csrf': '1' });
    expect(((await allowed.json()) as any).data.viewer.user.email).toBe(DEMO_EMAILS.lawFirm);
  });
});

describe('over graphql-ws', () => {
  const subscribe = (payload: { query: string; documentId?: string }) => {
    const client = createClient({
      url: `${url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `JWT ${token}` },
      retryAttempts: 0,
    });
    return new Promise<unknown[]>((resolve, reject) => {
      const results: unknown[] = [];
      client.subscribe(payload, { next: (value) => results.push(value), error: reject, complete: () => resolve(results) });
    }).finally(() => client.dispose());
  };

  test("the web client's id runs its stored document (the protocol's query is empty)", async () => {
    expect(await subscribe({ query: '', documentId: VIEWER_ID })).toEqual([{ data: { viewer: { user: { email: DEMO_EMAILS.lawFirm } } } }]);
  });

  test('a persisted subscription receives its events', async () => {
    const cases = await fetch(`${registry.url}/api/registry/v1/escrow-agent/portfolio/?page_size=1`, {
      headers: { authorization: `JWT ${token}` },
    });
    const caseId = ((await cases.json()) as { results: { id: string }[] }).results[0]!.id;
    const client = createClient({
      url: `${url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `JWT ${token}` },
      retryAttempts: 0,
    });
    try {
      const received = new Promise<unknown>((resolve, reject) => {
        const stop = client.subscribe({ query: '', documentId: CASE_CHANGED_ID, variables: { id: caseId } } as { query: string }, {
          next: (value) => (stop(), resolve(value)),
          error: reject,
          complete: () => {},
        });
      });
      // A round trip on the same connection: the subscription is registered before the change.
      await new Promise((resolve, reject) =>
        client.subscribe({ query: '', documentId: VIEWER_ID } as { query: string }, {
          next: () => {},
          error: reject,
          complete: () => resolve(null),
        }),
      );
      const patch = await fetch(`${registry.url}/api/registry/v1/escrow-agent/portfolio/${caseId}/`, {
        method: 'PATCH',
        headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status_no_change: true }),
      });
      expect(patch.status).toBe(200);
      expect(await received).toMatchObject({ data: { caseChanged: { caseId: expect.any(String) } } });
    } finally {
      await client.dispose();
    }
  });

  test('an unknown id is refused with the same error', async () => {
    await expect(subscribe({ query: '', documentId: sha256('nothing') })).rejects.toEqual([
      expect.objectContaining({ message: 'Unknown persisted operation id: this page is older than the server, reload it.' }),
    ]);
  });
});

describe('the file relay-compiler writes', () => {
  test('holds the id of every operation the web client was compiled with, keyed by the SHA-256 of its text', () => {
    const documents = JSON.parse(readFileSync(PERSISTED_OPERATIONS_FILE, 'utf8')) as Record<string, string>;
    const generated = path.resolve(import.meta.dirname, '../../web/src/__generated__');
    const ids = readdirSync(generated)
      .map((file) => /@relayRequestID (\w+)/.exec(readFileSync(path.join(generated, file), 'utf8'))?.[1])
      .filter((id): id is string => Boolean(id));
    expect(ids.length).toBeGreaterThan(50);
    for (const id of ids) {
      expect(documents[id], id).toBeTypeOf('string');
      expect(sha256(documents[id]!)).toBe(id);
    }
  });

  test('is read at start and again when an unknown id arrives after it changed; a missing file is an empty set', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'persisted-'));
    try {
      const file = path.join(dir, 'operations.json');
      expect(persistedOperationsFromFile(file).documentOf(VIEWER_ID)).toBeNull();
      writeFileSync(file, JSON.stringify({ a: 'query A { __typename }' }));
      const operations = persistedOperationsFromFile(file);
      expect(operations.documentOf('a')).toBe('query A { __typename }');
      expect(operations.documentOf('b')).toBeNull();
      writeFileSync(file, JSON.stringify({ a: 'query A { __typename }', b: 'query B { __typename }' }));
      // A new mtime (some file systems keep a second's resolution).
      const later = new Date(Date.now() + 5_000);
      utimesSync(file, later, later);
      expect(operations.documentOf('b')).toBe('query B { __typename }');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
