// The browser sends the id relay-compiler persisted for each operation, never its text (relay.config.js).
import type { Client } from 'graphql-ws';
import type { RequestParameters } from 'relay-runtime';
import { describe, expect, test, vi } from 'vitest';
import { createFetchFunction } from './network.ts';
import { createSubscribeFunction } from './subscriptions.ts';

// Any of the compiled queries (names change as features move).
const artifacts = import.meta.glob<{ default: { params?: RequestParameters } }>('../__generated__/*Query.graphql.ts', { eager: true });
const persisted = Object.values(artifacts)
  .map((artifact) => artifact.default.params)
  .find((params): params is RequestParameters => params?.operationKind === 'query')!;

describe('persisted operations', () => {
  test("the web's artifacts carry an id and no text", () => {
    expect(persisted.id).toMatch(/^[0-9a-f]{64}$/);
    expect(persisted.text).toBeNull();
  });

  test('a query goes over HTTP as { documentId, operationName, variables }', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify({ data: { viewer: null } })));
    const fetchFunction = createFetchFunction(fetch);
    await new Promise((resolve, reject) => {
      // The cache config and uploadables are not used by this fetch function.
      const observable = fetchFunction(persisted, { first: 20 }, {}, null) as { subscribe: (sink: object) => void };
      observable.subscribe({ complete: resolve, error: reject });
    });
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({
      documentId: persisted.id,
      operationName: persisted.name,
      variables: { first: 20 },
    });
  });

  test('an operation without an id goes as its text', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify({ data: {} })));
    const text = { ...persisted, id: null, text: 'query Q { __typename }' } as RequestParameters;
    await new Promise((resolve, reject) => {
      (createFetchFunction(fetch)(text, {}, {}, null) as { subscribe: (sink: object) => void }).subscribe({
        complete: resolve,
        error: reject,
      });
    });
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toMatchObject({ query: 'query Q { __typename }' });
  });

  test('a subscription goes over graphql-ws with its documentId and an empty query', async () => {
    const subscribe = vi.fn((_payload: unknown, sink: { complete: () => void }) => {
      sink.complete();
      return () => {};
    });
    const subscribeFunction = createSubscribeFunction(async () => ({ subscribe, on: () => () => {} }) as unknown as Client);
    await new Promise((resolve, reject) => {
      (subscribeFunction(persisted, { id: 'c1' }, {}) as { subscribe: (sink: object) => void }).subscribe({
        complete: resolve,
        error: reject,
      });
    });
    expect(subscribe.mock.calls[0]![0]).toEqual({
      operationName: persisted.name,
      query: '',
      documentId: persisted.id,
      variables: { id: 'c1' },
    });
  });
});
