// The registry's option lists (case statuses, states, ...) are reference data: fetched once and kept for a
// few minutes per process instead of once per request.
import type { OptionJson, OptionsJson } from './rest/types.ts';

const TTL_MS = 5 * 60_000;

export class OptionsCache {
  private value: Promise<OptionsJson> | null = null;
  private fetchedAt = 0;

  /** The lists, fetched with `fetchOptions` when none are kept or they are older than the TTL. */
  get(fetchOptions: () => Promise<OptionsJson>): Promise<OptionsJson> {
    if (!this.value || Date.now() - this.fetchedAt > TTL_MS) {
      this.fetchedAt = Date.now();
      this.value = fetchOptions();
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
