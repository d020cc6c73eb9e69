// The registry's option lists (case statuses, states, ...) are reference data: fetched once and kept for a
// few minutes per process instead of once per request.
import type { OptionJson, OptionsJson } from './rest/types.ts';

const TTL_MS = 5 * 60_000;

export class OptionsCache {
  private value: Promise<OptionsJson> | null = null;
  private fetchedAt = 0;
  /** The lists `value` resolved to, while it is the kept fetch. */
  private settled: OptionsJson | null = null;

  /** The lists, fetched with `fetchOptions` when none are kept or they are older than the TTL. */
  get(fetchOptions: () => Promise<OptionsJson>): Promise<OptionsJson> {
    if (!this.value || Date.now() - this.fetchedAt > TTL_MS) {
      this.fetchedAt = Date.now();
      const value = fetchOptions();
      this.value = value;
      this.settled = null;
      value.then(
        (options) => {
          if (this.value === value) this.settled = options;
        },
        // A failed fetch is not kept.
        () => {
          if (this.value === value) this.value = null;
        },
      );
    }
    return this.value;
  }

  /**
   * The kept lists when they are fresh and already fetched, else null (then `get`): a field resolved for every row
   * of a page reads them without a promise per row.
   */
  current(): OptionsJson | null {
    return this.settled && Date.now() - this.fetchedAt <= TTL_MS ? this.settled : null;
  }

  static label(list: OptionJson[] | undefined, value: string | null): string | null {
    if (value === null) return null;
    return list?.find((option) => option.value === value)?.label ?? value;
  }
}
