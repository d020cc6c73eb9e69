import { createMockEnvironment } from 'relay-test-utils';
import type { MockEnvironment as RelayMockEnvironment } from 'relay-test-utils';
import { vi } from 'vitest';

/** relay-test-utils spies with the global `jest`; vitest's `vi` offers the same `fn`/`spyOn`. */
export function createTestEnvironment(): RelayMockEnvironment {
  (globalThis as { jest?: unknown }).jest ??= vi;
  return createMockEnvironment();
}

// jsdom has no ResizeObserver (Fluent's MessageBar and positioning use it).
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= NoopResizeObserver;
