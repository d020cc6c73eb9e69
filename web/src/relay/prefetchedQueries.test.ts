// A query sent before Relay loads (main.tsx) is answered to Relay's network layer once, from that early request.
import type { RequestParameters } from 'relay-runtime';
import { afterEach, describe, expect, test, vi } from 'vitest';
import portfolioRouteQuery from '../__generated__/PortfolioRouteQuery.graphql.ts';
import protectedRouteQuery from '../__generated__/ProtectedRouteQuery.graphql.ts';
import { createFetchFunction } from './network.ts';
import { dropPrefetchedQueries } from './prefetchedQueries.ts';
import { prefetchSignedInQueries } from './signedInPrefetch.ts';

afterEach(() => {
  dropPrefetchedQueries();
  vi.unstubAllGlobals();
});

function stubEarlyFetch() {
  const early = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const { operationName } = JSON.parse(String(init!.body)) as { operationName: string };
    return new Response(JSON.stringify({ data: { from: `early ${operationName}` } }));
  });
  vi.stubGlobal('fetch', early);
  return early;
}

function run(fetchImpl: typeof fetch, params: RequestParameters, variables: Record<string, unknown>) {
  return new Promise((resolve, reject) => {
    const observable = createFetchFunction(fetchImpl)(params, variables, {}, null) as { subscribe: (sink: object) => void };
    observable.subscribe({ next: resolve, error: reject });
  });
}

const late = () =>
  vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify({ data: { from: 'late' } })));

describe('queries sent before Relay loads', () => {
  test('on /portfolio the shell and portfolio queries go at once, as the network layer sends them', () => {
    const early = stubEarlyFetch();
    prefetchSignedInQueries('/portfolio/3f1c');
    expect(early.mock.calls.map(([path, init]) => [path, JSON.parse(String(init!.body))])).toEqual([
      ['/graphql', { documentId: protectedRouteQuery.params.id, operationName: 'ProtectedRouteQuery', variables: {} }],
      ['/graphql', { documentId: portfolioRouteQuery.params.id, operationName: 'PortfolioRouteQuery', variables: {} }],
    ]);
    expect((early.mock.calls[0]![1]!.headers as Record<string, string>)['x-registry-csrf']).toBe('1');
  });

  test('nothing is sent early for the sign-in page or other pages', () => {
    const early = stubEarlyFetch();
    prefetchSignedInQueries('/login');
    prefetchSignedInQueries('/settings');
    expect(early).not.toHaveBeenCalled();
  });

  test('the network layer takes the early answer once, then asks again', async () => {
    stubEarlyFetch();
    prefetchSignedInQueries('/portfolio');
    const fetchImpl = late();
    expect(await run(fetchImpl, portfolioRouteQuery.params, {})).toEqual({ data: { from: 'early PortfolioRouteQuery' } });
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(await run(fetchImpl, portfolioRouteQuery.params, {})).toEqual({ data: { from: 'late' } });
  });

  test('other variables, or a dropped (new session) early answer, are asked again', async () => {
    stubEarlyFetch();
    prefetchSignedInQueries('/portfolio');
    const fetchImpl = late();
    expect(await run(fetchImpl, portfolioRouteQuery.params, { other: 1 })).toEqual({ data: { from: 'late' } });
    dropPrefetchedQueries();
    expect(await run(fetchImpl, protectedRouteQuery.params, {})).toEqual({ data: { from: 'late' } });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
