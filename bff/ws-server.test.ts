// The graphql-ws binding (ws-server.ts) on a real ws server with real graphql-ws clients: a result object sent to
// several subscriptions is serialized once and arrives whole at each; a field named `payload` inside the data is
// data, not the message's payload; errors still arrive as graphql-ws sends them; a subscription that hands its
// results to the direct sink (events/direct-delivery.ts, as subscription groups do) sends those without errors
// itself, in order with the rest.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import { buildSchema, GraphQLError, parse, type ExecutionResult } from 'graphql';
import { afterEach, expect, test, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { directSinkOf } from './events/direct-delivery.ts';
import { SubscriptionGroup } from './events/subscription-groups.ts';
import { useGraphqlWs } from './ws-server.ts';

const schema = buildSchema(`type Query { ok: Boolean } type Subscription { news: News } type News { payload: String, text: String }`);

/** What every subscription yields, in order: the same objects for all of them. */
let results: ExecutionResult[] = [];

async function* yieldAll() {
  for (const result of results) yield result;
}

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
  vi.restoreAllMocks();
});

async function serve(direct = false): Promise<string> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await once(wss, 'listening');
  const server = useGraphqlWs(
    {
      schema,
      onSubscribe: () => ({ schema, document: parse('subscription { news { payload text } }'), contextValue: {} }),
      subscribe: (args) =>
        direct ? new SubscriptionGroup(yieldAll(), { resumes: false, onEnd: () => {} }).join(directSinkOf(args.contextValue)!) : yieldAll(),
    },
    wss,
  );
  closers.push(() => server.dispose());
  return `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
}

function client(url: string): Client {
  const created = createClient({ url, webSocketImpl: WebSocket, retryAttempts: 0, lazy: false });
  closers.push(() => created.dispose() as Promise<void>);
  return created;
}

function received(subscriber: Client): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const values: unknown[] = [];
    subscriber.subscribe(
      { query: 'subscription { news { payload text } }' },
      { next: (value) => values.push(value), error: reject, complete: () => resolve(values) },
    );
  });
}

test('one result object for three subscriptions is serialized once, and each receives it whole', async () => {
  const shared: ExecutionResult = {
    data: { news: { payload: 'inner', text: 'Hello "world" \u2028' } },
    extensions: { live: { version: '7' } },
  };
  results = [shared];
  const url = await serve();
  const stringify = vi.spyOn(JSON, 'stringify');
  const answers = await Promise.all([received(client(url)), received(client(url)), received(client(url))]);
  for (const values of answers) expect(values).toEqual([shared]);
  expect(stringify.mock.calls.filter(([value]) => value === shared)).toHaveLength(1);
});

test('a result with errors goes out as graphql-ws sends it (the errors as JSON)', async () => {
  results = [{ data: { news: null }, errors: [new GraphQLError('Not allowed', { extensions: { code: 'FORBIDDEN' } })] }];
  const url = await serve();
  const [value] = await received(client(url));
  expect(value).toEqual({ data: { news: null }, errors: [{ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }] });
});

test('results sent directly arrive in order with a result with errors between them, each serialized once', async () => {
  const first: ExecutionResult = { data: { news: { payload: null, text: 'first' } }, extensions: { live: { version: '1' } } };
  const refused: ExecutionResult = {
    data: { news: null },
    errors: [new GraphQLError('Not allowed', { extensions: { code: 'FORBIDDEN' } })],
  };
  const third: ExecutionResult = { data: { news: { payload: 'p', text: 'third' } } };
  results = [first, refused, third];
  const url = await serve(true);
  const stringify = vi.spyOn(JSON, 'stringify');
  const answers = await Promise.all([received(client(url)), received(client(url))]);
  for (const values of answers) {
    expect(values).toEqual([
      first,
      { data: { news: null }, errors: [{ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }] },
      third,
    ]);
  }
  // Once each for both subscriptions, and never inside a message graphql-ws serialized.
  expect(stringify.mock.calls.filter(([value]) => value === first || value === third)).toHaveLength(2);
  const messages = stringify.mock.calls.map(([value]) => value as { type?: string; payload?: unknown });
  expect(messages.some((message) => message?.type === 'next' && (message.payload === first || message.payload === third))).toBe(false);
});
