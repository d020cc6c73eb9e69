import { Environment, RecordSource, Store } from 'relay-runtime';
import type { IEnvironment } from 'relay-runtime';
import { createNetwork } from './network.ts';
import { dropPrefetchedQueries } from './prefetchedQueries.ts';
import { trackVisibleQueries } from './visibleQueries.ts';

export function createRelayEnvironment(): Environment {
  let refetchVisibleQueries = () => {};
  // A live subscription that missed more than can be replayed asks for what the page shows to be fetched again.
  const network = createNetwork({ onResync: () => refetchVisibleQueries() });
  const environment = new Environment({ network, store: new Store(new RecordSource()) });
  refetchVisibleQueries = trackVisibleQueries(environment);
  return environment;
}

/**
 * Holds the current Relay environment. Signing in, out or switching organisation changes who the
 * viewer is, so the store is thrown away (reset) rather than patched: no record of one organisation
 * can leak into the next. Route loaders read `current()`; React reads it through `RelayRoot`.
 */
export type EnvironmentHolder = {
  current(): IEnvironment;
  reset(): IEnvironment;
  subscribe(listener: () => void): () => void;
};

export function createEnvironmentHolder(factory: () => IEnvironment = createRelayEnvironment): EnvironmentHolder {
  let environment = factory();
  const listeners = new Set<() => void>();
  return {
    current: () => environment,
    reset() {
      dropPrefetchedQueries();
      environment = factory();
      for (const listener of listeners) listener();
      return environment;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
