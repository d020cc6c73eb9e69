import type { EnvironmentHolder } from './environment.ts';

export type LoadEnvironmentHolder = () => Promise<EnvironmentHolder>;

/** The Relay environment's holder, made (and relay-runtime loaded) by the first route that needs it: /login does not. */
export function lazyEnvironmentHolder(): LoadEnvironmentHolder {
  let holder: Promise<EnvironmentHolder> | undefined;
  return () => (holder ??= import('./environment.ts').then((m) => m.createEnvironmentHolder()));
}
