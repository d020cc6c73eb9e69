import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Vite's default `development` condition would give our
// files graphql's __dev__ build while the packages Vitest leaves to Node (Yoga, Pothos) get the regular one:
// two copies of graphql, and its "another module or realm" error.
// So our own imports of graphql are pinned to the file Node itself loads for packages.
const nodeResolution = { resolve: { alias: [{ find: /^graphql$/, replacement: fileURLToPath(import.meta.resolve('graphql')) }] } };

// One runner for the registry, BFF and web suites, a project per layer; the end-to-end journeys in Chromium run on
// Playwright's own runner (playwright.config.ts). `npm test` runs both.
export default defineConfig({
  test: {
    // Vitest's default leaves a core idle (cores - 1): on a 2-core machine that ran one file at a time. Every file
    // starts its own registry on its own database, so files are safe side by side.
    maxWorkers: '100%',
    projects: [
      {
        ...nodeResolution,
        test: {
          name: 'registry',
          include: ['registry/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        ...nodeResolution,
        test: {
          name: 'bff',
          include: ['bff/**/*.test.ts', 'tests/bff/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        ...nodeResolution,
        test: {
          // Operations: graceful shutdown of a spawned server, logs, metrics, readiness.
          name: 'ops',
          include: ['tests/ops/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/**/*.test.ts', 'web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
