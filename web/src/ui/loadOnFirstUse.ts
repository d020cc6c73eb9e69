/**
 * Starts `importer` (a component's code, loaded on first use) unless a load is under way or done, and hands the module
 * to `loaded`. A failed load — a dropped connection, or a chunk gone after a deploy — frees `loading`, so the next
 * use tries again instead of leaving a stand-in that does nothing.
 */
export function loadOnFirstUse<T>(loading: { current: boolean }, importer: () => Promise<T>, loaded: (module: T) => void): void {
  if (loading.current) return;
  loading.current = true;
  importer().then(loaded, () => {
    loading.current = false;
  });
}
