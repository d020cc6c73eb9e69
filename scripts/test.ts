// `npm test`: every check a change must pass, in the order that fails fastest.
//   1. TypeScript strict type-check of the whole repo; no import circle, no upward import in the registry (check-imports.ts)
//      lint (ESLint: typescript-eslint, React hooks, Fast Refresh exports, Relay) and format (Prettier --check)
//   2. schema.graphql and the Relay artifacts are not stale; every schema element is described and every breaking
//      change since the last release is in SCHEMA_CHANGELOG.md (scripts/check-schema.ts)
//   3. the web client builds (the end-to-end tests serve it)
//   4. every vitest project: registry contract, BFF, web components (arguments after `--` go to vitest)
//   5. the end-to-end journeys in Chromium, on Playwright's own runner (playwright.config.ts)
// Suites run against PGlite and in-process pub/sub unless DATABASE_URL / REDIS_URL are set. Steps 4 and 5 both run
// even when the other fails; the command fails when either does and ends with one count of every test.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const log = (line: string) => process.stdout.write(`[test] ${line}\n`);
// The project's own tools first, also when this script runs without npm: `playwright`'s `#!/usr/bin/env node`
// must find the project's Node 24, not the machine's.
const baseEnv: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: [path.join(root, 'node_modules/.bin'), process.env.PATH].filter(Boolean).join(path.delimiter),
};

function run(label: string, command: string, args: string[]): void {
  log(`${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: baseEnv });
  if (result.status !== 0) {
    log(`${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** Runs one test runner with a JSON report in `reportFile`; its exit status and what the report counts. */
function runSuite(
  label: string,
  command: string,
  args: (reportFile: string) => string[],
  env: (reportFile: string) => NodeJS.ProcessEnv,
  count: (report: any) => Counts,
): { ok: boolean; counts?: Counts } {
  const reportDir = mkdtempSync(path.join(tmpdir(), `${label}-report-`));
  const reportFile = path.join(reportDir, 'report.json');
  log(`${label}: ${command} ${args(reportFile).join(' ')}`);
  const result = spawnSync(command, args(reportFile), { cwd: root, stdio: 'inherit', env: { ...baseEnv, ...env(reportFile) } });
  let counts: Counts | undefined;
  try {
    counts = count(JSON.parse(readFileSync(reportFile, 'utf8')));
  } catch {
    log(`${label}: no report (the runner stopped before writing it)`);
  }
  rmSync(reportDir, { recursive: true, force: true });
  if (result.status !== 0) log(`${label} failed (exit ${result.status ?? result.signal})`);
  return { ok: result.status === 0, counts };
}

const chromium = ensureChromium(log);
if (!chromium) {
  log(
    "Chromium is missing: the end-to-end tests need it. Install Debian's package (`sudo apt-get install -y chromium`) " +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}

log(
  `database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)'}; ` +
    `events: ${process.env.REDIS_URL ? 'Redis (REDIS_URL)' : 'in-process'}; chromium: ${chromium}`,
);

// Steps 1 and 2 read only the files, never a database: TEST_SUITES_ONLY=true (CI's second run, on PostgreSQL and
// Redis, after the first passed them on the same files) goes straight to the build and the suites.
if (process.env.TEST_SUITES_ONLY === 'true') log('TEST_SUITES_ONLY: the static checks (steps 1 and 2) are skipped');
else {
  // TypeScript 7 (the native compiler) checks types; TypeScript 6's JavaScript API is there for typescript-eslint.
  run('typecheck', 'node', ['node_modules/typescript7/bin/tsc', '-p', 'tsconfig.json']);
  run('imports', 'node', ['scripts/check-imports.ts']);
  run('lint', 'eslint', ['.']);
  run('format', 'prettier', ['--check', '.', '--log-level', 'warn']);
  run('schema is current', 'node', ['scripts/print-schema.ts', '--check']);
  run('schema is described, breaks are recorded', 'node', ['scripts/check-schema.ts']);
  run('relay artifacts are current', 'relay-compiler', ['--validate']);
}
run('web build', 'vite', ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']);

const vitest = runSuite(
  'vitest',
  'vitest',
  (report) => ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  () => ({}),
  (report: { numPassedTests: number; numFailedTests: number; numPendingTests: number }) => ({
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests,
  }),
);

const e2e = runSuite(
  'e2e',
  'playwright',
  () => ['test', '--reporter=list,json'],
  (report) => ({ CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_FILE: report }),
  // `flaky` cannot happen (retries: 0) but would count as failed.
  (report: { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }) => ({
    passed: report.stats.expected,
    failed: report.stats.unexpected + report.stats.flaky,
    skipped: report.stats.skipped,
  }),
);

const describe = ({ passed, failed, skipped }: Counts) => `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
for (const [label, suite] of [
  ['vitest', vitest],
  ['e2e (Playwright)', e2e],
] as const) {
  log(`${label}: ${suite.counts ? describe(suite.counts) : 'no count'}${suite.ok ? '' : ' — FAILED'}`);
}
if (vitest.counts && e2e.counts) {
  const total = (key: keyof Counts) => vitest.counts![key] + e2e.counts![key];
  process.stdout.write(`Tests: ${describe({ passed: total('passed'), failed: total('failed'), skipped: total('skipped') })}\n`);
}
process.exit(vitest.ok && e2e.ok ? 0 : 1);
