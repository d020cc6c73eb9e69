// The registry's option lists: reference data kept per process (OptionsCache), fetched with this gateway's client.
import type { OptionsCache } from '../options-cache.ts';
import type { OptionsJson } from '../rest/types.ts';
import { REGISTRY_PREFIX, type GatewayScope } from './scope.ts';

export function optionsGateway(scope: GatewayScope, cache: OptionsCache) {
  return {
    all: (): Promise<OptionsJson> => cache.get(() => scope.client.get<OptionsJson>(`${REGISTRY_PREFIX}/options/`)),
    /** The lists when the process already holds fresh ones (no registry call), else null. */
    current: (): OptionsJson | null => cache.current(),
  };
}
