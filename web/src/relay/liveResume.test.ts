// The subscription client's resume bookkeeping: after graphql-ws reconnects, each subscription is sent again with
// `after` = the last version it received (or, having received nothing, where the server stood when it started), and
// a resync refetches the queries the page retains.
import type { Client } from 'graphql-ws';
import { createOperationDescriptor, Environment, Network, Observable, RecordSource, Store } from 'relay-runtime';
import type { ConcreteRequest, GraphQLResponse, RequestParameters } from 'relay-runtime';
import { describe, expect, test, vi } from 'vitest';
import { LiveResume } from './liveResume.ts';
import { createSubscribeFunction } from './subscriptions.ts';
import { trackVisibleQueries } from './visibleQueries.ts';

const subscriptionArtifacts = import.meta.glob<{ default: ConcreteRequest }>('../__generated__/use*LiveUpdatesSubscription.graphql.ts', {
  eager: true,
});
const subscription = Object.values(subscriptionArtifacts)[0]!.default.params;
// A route query whose root is the viewer (answered with `viewer: null` below).
const query = (await import('../__generated__/ProtectedRouteQuery.graphql.ts')).default;

type Listener = (...args: unknown[]) => void;

/** A graphql-ws client that records what it sends, and re-sends every open subscription on reconnect(). */
function fakeClient() {
  const listeners: Record<string, Listener[]> = {};
  const open = new Map<object, { next: (value: unknown) => void }>();
  const sent: string[] = [];
  const emit = (event: string, ...args: unknown[]) => listeners[event]?.forEach((listener) => listener(...args));
  let connected = false;
  const client = {
    on(event: string, listener: Listener) {
      (listeners[event] ??= []).push(listener);
      return () => {};
    },
    subscribe(payload: object, sink: { next: (value: unknown) => void }) {
      open.set(payload, sink);
      if (connected) sent.push(JSON.stringify(payload));
      return () => open.delete(payload);
    },
  };
  return {
    client: client as unknown as Client,
    sent,
    /** A (re)connection acknowledged with `liveVersion`: graphql-ws emits `connected`, then sends each subscription. */
    connect(liveVersion?: string) {
      emit('connected', {}, liveVersion === undefined ? undefined : { liveVersion }, false);
      connected = true;
      for (const payload of open.keys()) sent.push(JSON.stringify(payload));
    },
    drop() {
      connected = false;
      emit('closed', {});
    },
    /** Delivers a result to every open subscription. */
    push(result: unknown) {
      for (const sink of open.values()) sink.next(result);
    },
  };
}

const afterOf = (sent: string) => (JSON.parse(sent) as { variables: { after?: string | null } }).variables.after ?? null;

function start(subscribe: ReturnType<typeof createSubscribeFunction>, variables: Record<string, unknown>) {
  const received: unknown[] = [];
  const observable = subscribe(subscription as RequestParameters, variables, {}) as unknown as {
    subscribe: (sink: { next: (value: unknown) => void }) => { unsubscribe: () => void };
  };
  const subscription$ = observable.subscribe({ next: (value) => received.push(value) });
  return { received, unsubscribe: () => subscription$.unsubscribe() };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('resuming subscriptions after a reconnection', () => {
  test('each subscription is sent again after its last version; one with nothing yet after its connection’s', async () => {
    const fake = fakeClient();
    const subscribe = createSubscribeFunction(async () => fake.client);
    const first = start(subscribe, { id: 'c1' });
    await flush();
    fake.connect('100');
    const second = start(subscribe, { id: 'c2' });
    await flush();
    // First sends go without `after`: there is nothing to resume yet.
    expect(fake.sent.map(afterOf)).toEqual([null, null]);

    fake.push({ data: {}, extensions: { live: { version: '105' } } });
    expect(first.received).toHaveLength(1);
    second.unsubscribe();
    const third = start(subscribe, { id: 'c3' });
    await flush();
    fake.drop();
    fake.connect('200');
    // c1 resumes after the version it received; c3 (nothing received) after its connection's acknowledgement.
    expect(fake.sent.slice(-2).map(afterOf)).toEqual(['105', '100']);
    fake.push({ data: {}, extensions: { live: { version: '201' } } });
    fake.drop();
    fake.connect('300');
    expect(fake.sent.slice(-2).map(afterOf)).toEqual(['201', '201']);
    expect(third.received).toHaveLength(1);
  });

  test('a subscription that received nothing resumes from where the server stood when it started', () => {
    const resume = new LiveResume();
    const waiting = { variables: { id: 'a' } as Record<string, unknown> };
    resume.track(waiting);
    resume.connected({ liveVersion: '40' });
    const later = { variables: { id: 'b' } as Record<string, unknown> };
    resume.track(later);
    resume.closed();
    resume.connected({ liveVersion: '90' });
    expect(waiting.variables.after).toBe('40');
    expect(later.variables.after).toBe('40');
    // Without an acknowledged version there is nothing to resume from: `after` stays unset.
    const unknown = new LiveResume();
    const payload = { variables: { id: 'c' } as Record<string, unknown> };
    unknown.track(payload);
    unknown.connected(undefined);
    unknown.connected(undefined);
    expect(payload.variables.after).toBeUndefined();
  });

  test('a resync asks for the visible queries once and moves the subscription on to its version', async () => {
    const fake = fakeClient();
    const onResync = vi.fn();
    const subscribe = createSubscribeFunction(async () => fake.client, { onResync });
    start(subscribe, { id: 'c1' });
    await flush();
    fake.connect('10');
    fake.push({ data: {}, extensions: { live: { version: '11' } } });
    expect(onResync).not.toHaveBeenCalled();
    fake.push({ data: {}, extensions: { live: { version: '900', resync: true } } });
    expect(onResync).toHaveBeenCalledTimes(1);
    fake.drop();
    fake.connect('950');
    expect(afterOf(fake.sent.at(-1)!)).toBe('900');
  });
});

describe('refetching the visible queries', () => {
  test('every query retained by the page is fetched again from the network; released ones are not', async () => {
    const fetched: string[] = [];
    const network = Network.create((request) => {
      fetched.push(request.name);
      return Observable.from(Promise.resolve({ data: { viewer: null } } as GraphQLResponse));
    });
    const environment = new Environment({ network, store: new Store(new RecordSource()) });
    const refetch = trackVisibleQueries(environment);
    const operation = createOperationDescriptor(query, {});
    const held = environment.retain(operation);
    const again = environment.retain(createOperationDescriptor(query, {}));
    refetch();
    await flush();
    // Held twice under one identity: fetched once.
    expect(fetched).toEqual([query.params.name]);
    held.dispose();
    again.dispose();
    refetch();
    await flush();
    expect(fetched).toEqual([query.params.name]);
  });
});
