// The registry's option lists (case statuses, states, ...) are reference data: fetched once and kept for a
// few minutes per process instead of once per request.
import { REGISTRY_PREFIX, type RegistryClient } from './rest/registry-client.ts';
import type { OptionJson, OptionsJson } from './rest/types.ts';

const TTL_MS = 5 * 60_000;

export class OptionsCache {
  private value: Promise<OptionsJson> | null = null;
  private fetchedAt = 0;

  get(client: RegistryClient): Promise<OptionsJson> {
    if (!this.value || Date.now() - this.fetchedAt > TTL_MS) {
      this.fetchedAt = Date.now();
      this.value = client.get<OptionsJson>(`${REGISTRY_PREFIX}/options/`);
      // A failed fetch is not kept.
      this.value.catch(() => {
        this.value = null;
      });
    }
    return this.value;
  }

  static label(list: OptionJson[] | undefined, value: string | null): string | null {
    if (value === null) return null;
    return list?.find((option) => option.value === value)?.label ?? value;
  }
}
