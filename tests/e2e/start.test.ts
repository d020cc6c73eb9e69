// The README's run command on a fresh store: `npm start` builds nothing here (the test command built the web
// client), creates and migrates an embedded PGlite store in a new data directory, seeds the demo data, prints the
// URL and the demo logins, answers /healthz, serves the web client and GraphQL, and stops cleanly on SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');
let dataDir: string | undefined;
let child: ChildProcess | undefined;

test.afterAll(() => {
  child?.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

test('npm start runs the whole product on an empty embedded store and shuts down on SIGTERM', async () => {
  // Made here, not at import: Playwright also loads test files in its runner process to list them.
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-start-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  child = spawn(process.execPath, ['scripts/start.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));

  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
  await expect.poll(() => output).toContain(`http://localhost:${port}`);
  for (const email of [
    'lawfirm@demo.test',
    'lawfirm2@demo.test',
    'provider@demo.test',
    'funder@demo.test',
    'insurer@demo.test',
    'staff@demo.test',
    'multi@demo.test',
  ]) {
    expect(output).toContain(email);
  }

  const page = await fetch(`http://127.0.0.1:${port}/portfolio`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<div id="root">');

  const login = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation($input: LoginInput!) { login(input: $input) { token userErrors { message } viewer { user { email } portfolio(first: 5) { totalCount } } } }',
      variables: { input: { email: 'lawfirm@demo.test', password: 'demo-password' } },
    }),
  });
  const body = (await login.json()) as {
    data: { login: { token: string; viewer: { user: { email: string }; portfolio: { totalCount: number } } } };
  };
  expect(body.data.login.viewer.user.email).toBe('lawfirm@demo.test');
  expect(body.data.login.viewer.portfolio.totalCount).toBeGreaterThan(20);

  const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  child = undefined;
});
