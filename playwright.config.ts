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
  // One file at a time. Measured on a 2-core machine: busy with other work (load 8-11), one worker ran the suite in
  // 5.1 min and two in 6.1 min, and with two every step took about twice as long (the journeys 7-41 s instead of
  // 2-20 s), so nearer its timeout; at load 4-6, two took 3.0 min and one 3.4 min. Robust first: one worker, which
  // already keeps both cores busy (its test process runs the registry and BFF, Chromium runs beside it).
  workers: 1,
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
