import { defineConfig } from 'vitest/config';

// One runner for every suite. Each project is one layer; `npm test` runs them all.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'registry',
          include: ['registry/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'bff',
          include: ['bff/**/*.test.ts', 'tests/bff/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/**/*.test.ts', 'web/**/*.test.tsx'],
          environment: 'jsdom',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
