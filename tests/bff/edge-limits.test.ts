// Issue 8, point 3: one GraphQL request cannot exhaust the server. Each limit refuses with a clear GraphQL error
// and a code, and the limit itself (one less than what is refused) passes; over HTTP and over graphql-ws alike.
// Before: 1,000 aliases, a 100-level query, a query multiplying connections and `first: -5` were all answered.
import http from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import { Kind, Lexer, parse, Source, TokenKind, validate, type OperationDefinitionNode } from 'graphql';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { DEFAULT_QUERY_LIMITS, LIMIT_CODES, operationCost } from '../../bff/limits.ts';
import { PERSISTED_OPERATIONS_FILE } from '../../bff/persisted-operations.ts';
import { createBff } from '../../bff/server.ts';
import { schema } from '../../bff/schema/index.ts';
import { DEMO_EMAILS } from '../../registry/testing.ts';
import { gql, graphqlLogin } from './helpers.ts';
import { startEdgeStack, type EdgeStack } from './edge-stack.ts';

const LIMITS = DEFAULT_QUERY_LIMITS;
let stack: EdgeStack;
let token: string;
beforeAll(async () => {
  stack = await startEdgeStack({ mode: 'production' });
  token = (await graphqlLogin(stack, DEMO_EMAILS.lawFirm)).token!;
});
afterAll(() => stack?.close());

const run = (query: string, variables: Record<string, unknown> = {}) => gql(stack, query, variables, { token });
const codes = (reply: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  (reply.body.errors ?? []).map((e) => e.extensions?.code);

/** Fields nested `depth` levels deep (the leaf counts), through Case.liens → Lien.case. */
function nestedQuery(depth: number): string {
  const wrappers = ['viewer', 'case(internalID: "0")'];
  while (wrappers.length < depth - 1) wrappers.push(wrappers.length % 2 === 0 ? 'liens' : 'case');
  return `{ ${wrappers.join(' { ')} { id ${' }'.repeat(wrappers.length)} }`;
}

describe('size limits, checked before anything runs', () => {
  test(`depth: ${LIMITS.maxDepth} levels pass, ${LIMITS.maxDepth + 1} and a 100-level query are refused`, async () => {
    const atLimit = await run(nestedQuery(LIMITS.maxDepth));
    expect(atLimit.body.errors).toBeUndefined();
    expect(atLimit.body.data).toEqual({ viewer: { case: null } });
    for (const depth of [LIMITS.maxDepth + 1, 100]) {
      const refused = await run(nestedQuery(depth));
      expect(refused.body.data).toBeUndefined();
      expect(refused.body.errors).toEqual([
        { message: `Query depth limit of ${LIMITS.maxDepth} exceeded, found ${depth}.`, extensions: { code: LIMIT_CODES.depth } },
      ]);
    }
  });

  test(`aliases: ${LIMITS.maxAliases} pass, ${LIMITS.maxAliases + 1} are refused, and 1,000 are refused as too large`, async () => {
    const aliased = (n: number) => `{ viewer { ${Array.from({ length: n }, (_, i) => `a${i}: user { email }`).join(' ')} } }`;
    const atLimit = await run(aliased(LIMITS.maxAliases));
    expect(atLimit.body.errors).toBeUndefined();
    expect(atLimit.body.data.viewer.a0.email).toBe(DEMO_EMAILS.lawFirm);
    const refused = await run(aliased(LIMITS.maxAliases + 1));
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors).toEqual([
      {
        message: `Aliases limit of ${LIMITS.maxAliases} exceeded, found ${LIMITS.maxAliases + 1}.`,
        extensions: { code: LIMIT_CODES.aliases },
      },
    ]);
    // The request that once ran for half a minute: its 6,000 tokens stop it while it is being parsed.
    expect(codes(await run(aliased(1000)))).toEqual([LIMIT_CODES.tokens]);
  });

  test(`directives: ${LIMITS.maxDirectives} pass, ${LIMITS.maxDirectives + 1} are refused`, async () => {
    const directed = (n: number) => `{ viewer { user { ${'email @include(if: true) '.repeat(n)}} } }`;
    expect((await run(directed(LIMITS.maxDirectives))).body).toEqual({ data: { viewer: { user: { email: DEMO_EMAILS.lawFirm } } } });
    const refused = await run(directed(LIMITS.maxDirectives + 1));
    expect(refused.body.errors).toEqual([
      {
        message: `Directives limit of ${LIMITS.maxDirectives} exceeded, found ${LIMITS.maxDirectives + 1}.`,
        extensions: { code: LIMIT_CODES.directives },
      },
    ]);
  });

  test(`tokens: a document of ${LIMITS.maxTokens} tokens passes, one more is refused`, async () => {
    // `{ __typename` (2), a spread (2 each), `}` (1), the fragment (7): n = 2 × spreads + 10 (+1 per extra field).
    const tokens = (n: number) =>
      `{ __typename ${n % 2 ? '__typename ' : ''}${'...F '.repeat(Math.floor((n - 10) / 2))}} fragment F on Query { __typename }`;
    expect((await run(tokens(LIMITS.maxTokens))).body).toEqual({ data: { __typename: 'Query' } });
    const refused = await run(tokens(LIMITS.maxTokens + 1));
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors).toHaveLength(1);
    expect(refused.body.errors![0].message).toBe(`Syntax Error: Token limit of ${LIMITS.maxTokens} exceeded.`);
    expect(refused.body.errors![0].extensions?.code).toBe(LIMIT_CODES.tokens);
  });

  test(`cost: an operation costing ${LIMITS.maxCost} runs, one costing ${LIMITS.maxCost + 1} is refused`, async () => {
    // top-level leaves + viewer (1) + portfolio (100 rows × (connection 1 + edges 1 + node 1 + 196 leaves)).
    const costing = (topLevel: number) =>
      `{ ${'__typename '.repeat(topLevel)} viewer { portfolio(first: 100) { edges { node { ${'__typename '.repeat(196)}} } } } }`;
    const atLimit = await run(costing(99));
    expect(atLimit.body.errors).toBeUndefined();
    expect(atLimit.body.data.viewer.portfolio.edges.length).toBeGreaterThan(20);
    const refused = await run(costing(100));
    expect(refused.body.errors).toEqual([
      { message: `Query cost limit of ${LIMITS.maxCost} exceeded, found ${LIMITS.maxCost + 1}.`, extensions: { code: LIMIT_CODES.cost } },
    ]);
  });

  test('page sizes passed as variables count as the largest page, so connections cannot be multiplied', async () => {
    const multiplied = `query($n: Int) { viewer { portfolio(first: $n) { edges { node { history(first: $n) { edges { node { id type } } } } } } } }`;
    const refused = await run(multiplied, { n: 2 });
    expect(codes(refused)).toEqual([LIMIT_CODES.cost]);
    // The same page, alone, is well within the limit.
    const single = await run(`query($n: Int) { viewer { portfolio(first: $n) { edges { node { internalID } } } } }`, { n: 2 });
    expect(single.body.errors).toBeUndefined();
    expect(single.body.data.viewer.portfolio.edges).toHaveLength(2);
  });
});

describe('page sizes of connections: first and last between 1 and 100', () => {
  const page = (args: string) => `{ viewer { portfolio(${args}) { edges { node { internalID } } } } }`;

  test.each([-5, 0, 101])('portfolio(first: %i) is refused before it runs', async (first) => {
    const reply = await run(page(`first: ${first}`));
    expect(reply.body.data).toBeUndefined();
    expect(reply.body.errors).toEqual([
      expect.objectContaining({
        message: `first on portfolio must be between 1 and ${LIMITS.maxPageSize} (got ${first}).`,
        extensions: { code: LIMIT_CODES.pageSize },
      }),
    ]);
  });

  test('a huge first is refused too (its cost already)', async () => {
    expect(codes(await run(page('first: 100000')))).toEqual([LIMIT_CODES.cost]);
  });

  test('1 and 100 pass', async () => {
    expect((await run(page('first: 1'))).body.data.viewer.portfolio.edges).toHaveLength(1);
    const hundred = await run(page(`first: ${LIMITS.maxPageSize}`));
    expect(hundred.body.errors).toBeUndefined();
    expect(hundred.body.data.viewer.portfolio.edges.length).toBeGreaterThan(20);
  });

  test('the same through variables, and on the case and lien histories and for last', async () => {
    const byVariable = `query($n: Int) { viewer { portfolio(first: $n) { edges { node { internalID } } } } }`;
    expect(codes(await run(byVariable, { n: -5 }))).toEqual([LIMIT_CODES.pageSize]);
    expect(codes(await run(byVariable, { n: 101 }))).toEqual([LIMIT_CODES.pageSize]);
    expect((await run(byVariable, { n: 100 })).body.errors).toBeUndefined();
    const withDefault = `query($n: Int = 0) { viewer { portfolio(first: $n) { edges { node { internalID } } } } }`;
    expect(codes(await run(withDefault))).toEqual([LIMIT_CODES.pageSize]);
    expect(codes(await run(page('last: 0')))).toEqual([LIMIT_CODES.pageSize]);
    const history = (first: number) => `{ viewer { portfolio(first: 1) { edges { node { history(first: ${first}) { totalCount } } } } } }`;
    expect(codes(await run(history(101)))).toEqual([LIMIT_CODES.pageSize]);
    expect((await run(history(100))).body.errors).toBeUndefined();
  });
});

describe('the same limits over graphql-ws', () => {
  test('aliases, depth and page sizes are refused on a WebSocket operation too', async () => {
    const client = createClient({
      url: stack.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `JWT ${token}` },
      retryAttempts: 0,
    });
    const once = (query: string) =>
      new Promise<{ errors?: readonly { message: string; extensions?: Record<string, unknown> }[]; data?: unknown }>((resolve) => {
        let result: any;
        client.subscribe(
          { query },
          { next: (value) => (result = value), error: (errors) => resolve({ errors: errors as any }), complete: () => resolve(result) },
        );
      });
    try {
      const aliases = await once(
        `{ viewer { ${Array.from({ length: LIMITS.maxAliases + 1 }, (_, i) => `a${i}: user { email }`).join(' ')} } }`,
      );
      expect(aliases.errors?.[0]?.extensions?.code).toBe(LIMIT_CODES.aliases);
      expect((await once(nestedQuery(LIMITS.maxDepth + 1))).errors?.[0]?.extensions?.code).toBe(LIMIT_CODES.depth);
      const paged = await once(`{ viewer { portfolio(first: -5) { edges { node { internalID } } } } }`);
      expect(paged.errors?.[0]?.extensions?.code).toBe(LIMIT_CODES.pageSize);
      expect(await once(`{ viewer { portfolio(first: 2) { edges { node { internalID } } } } }`)).toMatchObject({
        data: { viewer: { portfolio: { edges: [{ node: {} }, { node: {} }] } } },
      });
    } finally {
      await client.dispose();
    }
  });
});

describe('the execution deadline', () => {
  test('an operation still waiting at the deadline ends with DEADLINE_EXCEEDED and abandons its registry call; one within it is answered', async () => {
    // A registry that accepts every request and never answers.
    let waiting = 0;
    let abandoned = 0;
    const hanging = http.createServer((request) => {
      waiting++;
      request.socket.on('close', () => abandoned++);
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const { port } = hanging.address() as { port: number };
    const bff = createBff({
      registryUrl: `http://127.0.0.1:${port}`,
      serviceKey: 'unused',
      logger: pino({ level: 'silent' }),
      mode: 'production',
      queryLimits: { deadlineMs: 300 },
    });
    try {
      const post = (query: string) =>
        bff.yoga.fetch('http://localhost/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'JWT not.checked.here' },
          body: JSON.stringify({ query }),
        });
      const stopped = await post('{ viewer { user { email } } }');
      expect(await stopped.json()).toEqual({
        errors: [
          {
            message: 'The operation took longer than 0.3 s and was stopped. Ask for less at once.',
            extensions: { code: LIMIT_CODES.deadline },
          },
        ],
      });
      expect(waiting).toBe(1);
      await expect.poll(() => abandoned).toBe(1);
      expect(await (await post('{ __typename }')).json()).toEqual({ data: { __typename: 'Query' } });
    } finally {
      hanging.closeAllConnections();
      hanging.close();
      await bff.close();
    }
  });
});

describe("the web client's own operations", () => {
  // The artifacts carry persisted ids (relay.config.js); the texts are in the file relay-compiler writes.
  const generated = path.resolve(import.meta.dirname, '../../web/src/__generated__');
  const documents = JSON.parse(readFileSync(PERSISTED_OPERATIONS_FILE, 'utf8')) as Record<string, string>;
  const operations = readdirSync(generated)
    .map((file) => /@relayRequestID (\w+)/.exec(readFileSync(path.join(generated, file), 'utf8'))?.[1])
    .filter((id): id is string => !!id)
    .map((id) => documents[id]!);

  test('every one is well within every limit (the deepest and costliest at most 2/3 of it)', () => {
    expect(operations.length).toBeGreaterThan(40);
    for (const text of operations) {
      const document = parse(text);
      let depth = 0;
      validate(schema, document, [
        maxDepthRule({ n: 1000, flattenFragments: true, onAccept: [(_context, details: { n: number }) => (depth = details.n)] }),
      ]);
      const lexer = new Lexer(new Source(text));
      let tokens = 0;
      while (lexer.advance().kind !== TokenKind.EOF) tokens++;
      const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
      const cost = operationCost(schema, document, operation.selectionSet, schema.getRootType(operation.operation)!, LIMITS.maxPageSize);
      const name = operation.name?.value;
      expect({ name, depth: depth <= (LIMITS.maxDepth * 2) / 3 }).toEqual({ name, depth: true });
      expect({ name, tokens: tokens <= (LIMITS.maxTokens * 2) / 3 }).toEqual({ name, tokens: true });
      expect({ name, cost: cost <= (LIMITS.maxCost * 2) / 3 }).toEqual({ name, cost: true });
    }
  });
});
