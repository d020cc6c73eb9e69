// The end-to-end journeys in Debian's Chromium, on Playwright's own test runner (`npm run test:e2e`).
// Each test file starts its own stack (registry + portal) in a beforeAll, so files never share data; the tests of
// one file run in order in one worker. Every wait is an auto-retrying assertion: a slow machine gets time, never a
// fixed sleep, and a flaky test is fixed, not retried.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/lib/chromium.ts';

const MINUTE = 60_000;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.test.ts',
  outputDir: 'test-results',
  // Two workers keep both cores of a small machine busy; each runs a whole stack (PGlite or a PostgreSQL
  // database, the BFF and a Chromium), which is as much as a loaded 2-core machine holds steadily.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  // A journey signs in as two organisations and waits on live updates; a stack starts in its file's beforeAll
  // (hooks get this timeout too).
  timeout: 3 * MINUTE,
  globalTimeout: 30 * MINUTE,
  expect: { timeout: 20_000 },
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    viewport: { width: 1400, height: 900 },
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    trace: 'retain-on-failure',
  },
});
