import { Environment, RecordSource, Store } from 'relay-runtime';
import type { IEnvironment } from 'relay-runtime';
import { createNetwork } from './network.ts';

export function createRelayEnvironment(): Environment {
  return new Environment({ network: createNetwork(), store: new Store(new RecordSource()) });
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
