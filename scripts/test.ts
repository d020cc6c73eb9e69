// `npm test`: every check a change must pass, in the order that fails fastest.
//   1. TypeScript strict type-check of the whole repo
//   2. schema.graphql and the Relay artifacts are not stale
//   3. the web client builds (the end-to-end tests serve it)
//   4. every vitest project: registry contract, BFF, web components, end-to-end in Chromium
// Suites run against PGlite and in-process pub/sub unless DATABASE_URL / REDIS_URL are set.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const log = (line: string) => process.stdout.write(`[test] ${line}\n`);

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  log(`${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    log(`${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

const chromium = ensureChromium(log);
if (!chromium) {
  log(
    'Chromium is missing: the end-to-end tests need it. Install Debian\'s package (`sudo apt-get install -y chromium`) ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}

log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)'}; ` +
  `events: ${process.env.REDIS_URL ? 'Redis (REDIS_URL)' : 'in-process'}; chromium: ${chromium}`);

run('typecheck', 'tsc', ['-p', 'tsconfig.json']);
run('schema is current', 'node', ['scripts/print-schema.ts', '--check']);
run('relay artifacts are current', 'relay-compiler', ['--validate']);
run('web build', 'vite', ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']);

const reportDir = mkdtempSync(path.join(tmpdir(), 'vitest-report-'));
const reportFile = path.join(reportDir, 'report.json');
const vitest = spawnSync(
  'vitest',
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } },
);

let summary = '';
try {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
  };
  summary = `${report.numPassedTests} passed, ${report.numFailedTests} failed`;
  if (report.numPendingTests) summary += `, ${report.numPendingTests} skipped`;
} catch {
  summary = '';
}
rmSync(reportDir, { recursive: true, force: true });
if (summary) process.stdout.write(`Tests: ${summary}\n`);
process.exit(vitest.status ?? 1);
