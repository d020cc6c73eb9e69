// Throughput of the portfolio's first page (the web's PortfolioRouteQuery, sent as the browser sends it: persisted
// document id, session cookie, CSRF header, compressed answer) at several numbers of concurrent clients, in two
// topologies: the whole product in one process (as `npm start` runs it) and the registry and the BFF as separate
// processes (`node registry/main.ts`, `node bff/main.ts`). Each server runs as a child process, so the load
// generator never shares their event loop. Closed loop: every client sends its next request when the previous
// answer has arrived whole; a warm-up, then a fixed window whose completed requests give requests per second and
// latency. Meanwhile the CPU of each server process and of the database's backends comes from /proc/<pid>/stat,
// and each server's main-thread (event loop) utilisation from a preloaded probe (throughput-probe.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import pg from 'pg';
import { Pool, request as undiciRequest } from 'undici';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from '../../registry/db/database.ts';
import type { Database } from '../../registry/db/schema.ts';
import { DEMO_EMAILS, DEMO_PASSWORD, seedDemoData } from '../../registry/seed/demo.ts';
import { seedSyntheticCases } from '../../registry/seed/synthetic.ts';
import { TOKEN_COOKIE } from '../../bff/session.ts';
import { CSRF_HEADER } from '../../bff/yoga.ts';
import { PERSISTED_OPERATIONS_FILE } from '../../bff/persisted-operations.ts';
import { createScratchDatabase } from '../../registry/testing.ts';
import { keptDatabase } from './bench-databases.ts';
import { repoRoot } from './portal.ts';

export type Topology = 'one process' | 'registry + BFF';

export interface ThroughputOptions {
  /** A seeded PostgreSQL database; PGlite in `dataDir` when unset. */
  databaseUrl?: string;
  /** The embedded store's directory (`<dataDir>/pglite`, as the registry lays it out), and the servers' files. */
  dataDir?: string;
  /** Numbers of concurrent clients, each measured in turn. */
  concurrency: number[];
  /** Length of each measured window. */
  seconds: number;
  /** Load before each window, not counted (default 3 s). */
  warmupSeconds?: number;
  /** Who the clients sign in as (prepareThroughputStore's `login`: the largest law firm; default the first demo law firm). */
  login?: { email: string; password: string };
  topologies?: Topology[];
  log: (line: string) => void;
}

export interface ProcessLoad {
  name: string;
  /** CPU over the window, in per cent of one core (all threads of the process). */
  cpuPercent: number;
  /** Share of the window the main thread was busy (Node servers only). */
  eventLoopPercent?: number;
}

export interface ThroughputRow {
  topology: Topology;
  store: 'PGlite' | 'PostgreSQL';
  clients: number;
  seconds: number;
  requests: number;
  /** Answers other than 200, GraphQL errors, failed connections. */
  errors: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  /** The servers, then PostgreSQL's backends of this database, then the load generator. */
  processes: ProcessLoad[];
  /** The whole machine's CPU over the window, per cent of one core (200 % = both cores of a 2-core machine). */
  machinePercent: number;
  cores: number;
  /** Rows of the page and the total the page reported (checked before the runs). */
  pageRows: number;
  totalCount: number;
}

const CLOCK_TICKS_PER_SECOND = 100;

// ---------------------------------------------------------------------------------------------------------------
// Store

export interface ThroughputStore {
  databaseUrl?: string;
  dataDir: string;
  /** The largest law firm's administrator (the tenant the clients sign in as) and how many cases it holds. */
  login: { email: string; password: string };
  tenantCases: number;
  /** Removes the temporary directory (a database stays: its owner drops it). */
  close(): Promise<void>;
}

/**
 * A store for measureThroughput: `databaseUrl` (an empty database to fill) or a new PGlite directory, with the demo
 * data and `cases` synthetic cases (the seed's spread over many organisations), or whatever `seed` puts there.
 * Closed again, so the servers can open it.
 */
export async function prepareThroughputStore(options: {
  databaseUrl?: string;
  cases: number;
  seed?: (db: Kysely<Database>) => Promise<void>;
  /** The database holds the demo data and the cases already (a kept store, scripts/lib/bench-databases.ts). */
  seeded?: boolean;
}): Promise<ThroughputStore> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'throughput-bench-'));
  const opened = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: path.join(dataDir, 'pglite') });
  try {
    if (!options.seeded) {
      await seedDemoData(opened.db);
      await (options.seed ?? ((db) => seedSyntheticCases(db, { cases: options.cases })))(opened.db);
    }
    const largest = await largestLawFirm(opened.db);
    return {
      databaseUrl: options.databaseUrl,
      dataDir,
      login: { email: largest.email, password: DEMO_PASSWORD },
      tenantCases: largest.cases,
      close: () => rm(dataDir, { recursive: true, force: true }),
    };
  } finally {
    await opened.close();
  }
}

/** The law firm with the most cases, and its first administrator (synthetic and demo logins share DEMO_PASSWORD). */
async function largestLawFirm(db: Kysely<Database>): Promise<{ email: string; cases: number }> {
  const result = await sql<{ email: string; cases: number }>`
    with largest as (
      select law_firm_id, count(*)::int as cases from cases where law_firm_id is not null
      group by law_firm_id order by count(*) desc limit 1)
    select u.email, l.cases from largest l
    join accounts a on a.organization_id = l.law_firm_id and a.role = 'ADMIN'
    join users u on u.id = a.user_id
    order by a.created_at limit 1`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('no law firm with cases and an administrator in the store');
  return row;
}

// ---------------------------------------------------------------------------------------------------------------
// Server processes

interface Server {
  name: string;
  child: ChildProcess;
  url: string;
  output: () => string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(name: string, script: string, env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', path.join(repoRoot, 'scripts/lib/throughput-probe.ts'), path.join(repoRoot, script)], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // Kept for the error message when the server does not come up; the pipes must be drained either way.
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited = false;
  child.once('exit', () => (exited = true));
  const url = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + 180_000;
  for (;;) {
    if (exited) throw new Error(`${name} stopped before it was ready:\n${output}`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} was not ready after 180 s:\n${output}`);
    }
    const ready = await plainRequest(`${url}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return { name, child, url, output: () => output };
    await sleep(200);
  }
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

/**
 * One request on a connection of its own, closed after the answer: a kept-alive socket reused just as the server
 * times it out fails with 'other side closed' on a loaded machine.
 */
async function plainRequest(
  url: string,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; text: string }> {
  const response = await undiciRequest(url, { method: init.method ?? 'GET', headers: init.headers, body: init.body, reset: true });
  return { status: response.statusCode, text: await response.body.text() };
}

function eventLoopOf(server: Server): Promise<EventLoopUtilization | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(null), 2000);
    const onMessage = (message: unknown) => {
      const elu = (message as { elu?: EventLoopUtilization }).elu;
      if (elu) done(elu);
    };
    const done = (value: EventLoopUtilization | null) => {
      clearTimeout(timer);
      server.child.off('message', onMessage);
      resolve(value);
    };
    server.child.on('message', onMessage);
    server.child.send('elu');
  });
}

// ---------------------------------------------------------------------------------------------------------------
// CPU from /proc

/** utime + stime of a process, in clock ticks; null once it is gone. */
async function cpuTicksOf(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis start at field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

async function machineTicks(): Promise<{ busy: number; total: number }> {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0]!;
  const values = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  const idle = values[3]! + values[4]!;
  return { busy: total - idle, total };
}

/** The PostgreSQL backends serving `databaseUrl`'s database (their pids are processes on this machine). */
async function databaseBackends(client: pg.Client): Promise<number[]> {
  const result = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return result.rows.map((row) => row.pid);
}

// ---------------------------------------------------------------------------------------------------------------
// Load

interface PortfolioRequest {
  body: string;
  headers: Record<string, string>;
}

/** The web's PortfolioRouteQuery from the persisted operations relay-compiler writes (its id, as the browser sends it). */
async function portfolioRouteRequest(token: string): Promise<PortfolioRequest> {
  const operations = JSON.parse(await readFile(PERSISTED_OPERATIONS_FILE, 'utf8')) as Record<string, string>;
  const found = Object.entries(operations).find(([, document]) => document.startsWith('query PortfolioRouteQuery'));
  if (!found) throw new Error(`no PortfolioRouteQuery in ${PERSISTED_OPERATIONS_FILE} (run relay-compiler)`);
  return {
    body: JSON.stringify({ documentId: found[0], operationName: 'PortfolioRouteQuery', variables: {} }),
    headers: {
      accept: 'application/graphql-response+json, application/json',
      'accept-encoding': 'gzip, deflate, br',
      'content-type': 'application/json',
      cookie: `${TOKEN_COOKIE}=${encodeURIComponent(token)}`,
      [CSRF_HEADER]: '1',
    },
  };
}

function decode(bytes: Buffer, encoding: string | string[] | undefined): string {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  if (encoding === 'deflate') return inflateSync(bytes).toString();
  return bytes.toString();
}

interface PortfolioAnswer {
  data?: { viewer?: { portfolio?: { totalCount?: number; edges?: unknown[] } } };
  errors?: unknown[];
}

async function signIn(url: string, login: { email: string; password: string }): Promise<string> {
  const response = await plainRequest(`${url}/api/v1/auth/jwt/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: login.email, password: login.password }),
  });
  const body = JSON.parse(response.text) as { token?: string };
  if (response.status !== 200 || !body.token) throw new Error(`sign-in as ${login.email}: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}

interface LoadResult {
  latencies: number[];
  errors: number;
  firstError?: string;
}

/**
 * `clients` closed loops over one connection each: a warm-up, then the measured window, with no pause between them
 * (the servers stay as loaded as they will be); the requests that complete inside the window count. `atStart` and
 * `atEnd` run at the window's edges while the load goes on (the CPU readings).
 */
async function load(
  pool: Pool,
  request: PortfolioRequest,
  clients: number,
  window: { warmupSeconds: number; seconds: number; atStart(): Promise<void>; atEnd(): Promise<void> },
): Promise<LoadResult & { windowSeconds: number }> {
  const result: LoadResult = { latencies: [], errors: 0 };
  let [windowStart, windowEnd, stopped] = [Infinity, Infinity, false];
  const failed = (message: string) => {
    result.errors++;
    result.firstError ??= message;
  };
  const client = async () => {
    while (!stopped) {
      const sent = performance.now();
      try {
        const response = await pool.request({ path: '/graphql', method: 'POST', headers: request.headers, body: request.body });
        const bytes = Buffer.from(await response.body.arrayBuffer());
        const done = performance.now();
        const text = decode(bytes, response.headers['content-encoding']);
        if (response.statusCode !== 200) failed(`HTTP ${response.statusCode}: ${text.slice(0, 300)}`);
        else if (text.includes('"errors"')) failed(text.slice(0, 300));
        else if (done >= windowStart && done <= windowEnd) result.latencies.push(done - sent);
      } catch (error) {
        failed(String(error));
      }
    }
  };
  const running = Promise.all(Array.from({ length: clients }, client));
  await sleep(window.warmupSeconds * 1000);
  await window.atStart();
  // Errors of the warm-up do not count.
  [result.errors, result.firstError, windowStart] = [0, undefined, performance.now()];
  await sleep(window.seconds * 1000);
  windowEnd = performance.now();
  await window.atEnd();
  stopped = true;
  await running;
  return { ...result, windowSeconds: (windowEnd - windowStart) / 1000 };
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

// ---------------------------------------------------------------------------------------------------------------
// Runs

function serverEnv(options: ThroughputOptions, shared: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  // The machine's PATH and the like; none of the product's own settings leak in from the bench's environment.
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ', 'NODE_OPTIONS']) if (process.env[name]) env[name] = process.env[name]!;
  return {
    ...env,
    ...shared,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    PORTAL_MODE: 'production',
    // The bench is one session sending as fast as it can: far beyond the per-session allowance a person needs.
    GRAPHQL_RATE_LIMIT_PER_SESSION: '1000000000',
    GRAPHQL_RATE_LIMIT_PER_ADDRESS: '1000000000',
  };
}

async function startTopology(topology: Topology, options: ThroughputOptions): Promise<{ servers: Server[]; front: Server }> {
  const shared = { REGISTRY_SERVICE_KEY: randomBytes(32).toString('hex'), JWT_SECRET: randomBytes(32).toString('hex') };
  if (topology === 'one process') {
    const portal = await startServer('portal', 'scripts/lib/throughput-server.ts', serverEnv(options, shared));
    return { servers: [portal], front: portal };
  }
  const registry = await startServer('registry', 'registry/main.ts', serverEnv(options, shared));
  try {
    const bff = await startServer('BFF', 'bff/main.ts', { ...serverEnv(options, shared), REGISTRY_URL: registry.url });
    return { servers: [registry, bff], front: bff };
  } catch (error) {
    await stopServer(registry);
    throw error;
  }
}

/** Sign-in goes to the registry's REST API: on the front server in one process, on the registry when apart. */
function registryOf(servers: Server[]): Server {
  return servers.find((server) => server.name === 'registry') ?? servers[0]!;
}

export async function measureThroughput(options: ThroughputOptions): Promise<ThroughputRow[]> {
  const warmupSeconds = options.warmupSeconds ?? 3;
  const login = options.login ?? { email: DEMO_EMAILS.lawFirm, password: DEMO_PASSWORD };
  const store = options.databaseUrl ? ('PostgreSQL' as const) : ('PGlite' as const);
  const rows: ThroughputRow[] = [];
  const database = options.databaseUrl ? new pg.Client({ connectionString: options.databaseUrl }) : null;
  await database?.connect();
  try {
    for (const topology of options.topologies ?? (['one process', 'registry + BFF'] as const)) {
      const { servers, front } = await startTopology(topology, options);
      const pool = new Pool(front.url, { connections: Math.max(...options.concurrency), pipelining: 1 });
      try {
        const token = await signIn(registryOf(servers).url, login);
        const request = await portfolioRouteRequest(token);
        // One plain answer first: the page must come back whole before its rate means anything.
        const check = await plainRequest(`${front.url}/graphql`, {
          method: 'POST',
          headers: { ...request.headers, 'accept-encoding': 'identity' },
          body: request.body,
        });
        const answer = JSON.parse(check.text) as PortfolioAnswer;
        const portfolio = answer.data?.viewer?.portfolio;
        if (check.status !== 200 || answer.errors || !portfolio?.edges)
          throw new Error(`${topology}: the portfolio query failed: ${check.status} ${JSON.stringify(answer).slice(0, 500)}`);
        options.log(`throughput, ${topology} on ${store}: ${portfolio.edges.length} rows of ${portfolio.totalCount}`);

        for (const clients of options.concurrency) {
          // The /proc readings first and together; the event loops answer over IPC when their servers get to it.
          const readings = async () => {
            const backends = database ? await databaseBackends(database) : [];
            const [serverTicks, backendTicks, machine] = await Promise.all([
              Promise.all(servers.map((server) => cpuTicksOf(server.child.pid!))),
              Promise.all(backends.map(cpuTicksOf)),
              machineTicks(),
            ]);
            const [self, at] = [process.cpuUsage(), performance.now()];
            return { serverTicks, backends, backendTicks, machine, self, at, loops: await Promise.all(servers.map(eventLoopOf)) };
          };
          const taken: { before?: Awaited<ReturnType<typeof readings>>; after?: Awaited<ReturnType<typeof readings>> } = {};
          const result = await load(pool, request, clients, {
            warmupSeconds,
            seconds: options.seconds,
            atStart: async () => void (taken.before = await readings()),
            atEnd: async () => void (taken.after = await readings()),
          });
          const { before: start, after: end } = taken;
          if (!start || !end) throw new Error('the CPU readings are missing');
          const elapsed = (end.at - start.at) / 1000;
          const self = { user: end.self.user - start.self.user, system: end.self.system - start.self.system };
          const { machine, loops, serverTicks } = end;
          // Backends that connected during the window count whole; those that left it are lost (pools keep theirs).
          let backendTicks = 0;
          for (const [position, pid] of end.backends.entries()) {
            const index = start.backends.indexOf(pid);
            backendTicks += (end.backendTicks[position] ?? 0) - (index >= 0 ? (start.backendTicks[index] ?? 0) : 0);
          }
          const percentOf = (ticks: number) => (ticks / CLOCK_TICKS_PER_SECOND / elapsed) * 100;
          const processes: ProcessLoad[] = servers.map((server, index) => {
            const [first, last] = [start.loops[index], loops[index]];
            const active = first && last ? last.active - first.active : Number.NaN;
            const all = first && last ? last.active + last.idle - (first.active + first.idle) : Number.NaN;
            return {
              name: server.name,
              cpuPercent: percentOf((serverTicks[index] ?? 0) - (start.serverTicks[index] ?? 0)),
              eventLoopPercent: (active / all) * 100,
            };
          });
          if (database) processes.push({ name: 'PostgreSQL', cpuPercent: percentOf(backendTicks) });
          processes.push({ name: 'load generator', cpuPercent: ((self.user + self.system) / 1e6 / elapsed) * 100 });
          const cores = Math.round((machine.total - start.machine.total) / CLOCK_TICKS_PER_SECOND / elapsed) || 1;
          const sorted = [...result.latencies].sort((a, b) => a - b);
          const row: ThroughputRow = {
            topology,
            store,
            clients,
            seconds: options.seconds,
            requests: sorted.length,
            errors: result.errors,
            requestsPerSecond: sorted.length / result.windowSeconds,
            p50: percentile(sorted, 50),
            p95: percentile(sorted, 95),
            processes,
            machinePercent: ((machine.busy - start.machine.busy) / (machine.total - start.machine.total)) * cores * 100,
            cores,
            pageRows: portfolio.edges.length,
            totalCount: portfolio.totalCount ?? Number.NaN,
          };
          rows.push(row);
          options.log(
            `throughput, ${topology}, ${clients} clients: ${row.requestsPerSecond.toFixed(1)} req/s, p50 ${row.p50.toFixed(1)} ms, ` +
              `p95 ${row.p95.toFixed(1)} ms, ${row.errors} errors${result.firstError ? ` (first: ${result.firstError})` : ''}; ` +
              processes.map(describeLoad).join(', ') +
              `; machine ${row.machinePercent.toFixed(0)} % of ${cores * 100} %`,
          );
        }
      } finally {
        await pool.close();
        for (const server of [...servers].reverse()) await stopServer(server);
      }
    }
  } finally {
    await database?.end();
  }
  return rows;
}

function describeLoad(load: ProcessLoad): string {
  const loop = isFinite(load.eventLoopPercent) ? `, main thread ${load.eventLoopPercent.toFixed(0)} %` : '';
  return `${load.name} CPU ${load.cpuPercent.toFixed(0)} %${loop}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Report

/** CPU time one request costs a process, in ms: its share of a core over the window, divided by the rate. */
const cpuPerRequest = (load: ProcessLoad, row: ThroughputRow) =>
  row.requestsPerSecond > 0 ? (load.cpuPercent / 100) * (1000 / row.requestsPerSecond) : Number.NaN;

/** What the machine's CPU went to besides the bench's own processes (other work on a shared machine). */
const otherPercent = (row: ThroughputRow) =>
  Math.max(0, row.machinePercent - row.processes.reduce((sum, load) => sum + load.cpuPercent, 0));

/** A markdown table of the rows (one per topology and number of clients), then where each topology saturates. */
export function formatThroughput(rows: ThroughputRow[]): string {
  const servers = (row: ThroughputRow) => row.processes.filter((load) => load.name !== 'load generator');
  const generator = (row: ThroughputRow) => row.processes.find((load) => load.name === 'load generator');
  const lines = [
    '| topology | store | clients | requests/s | p50 / p95 (ms) | errors | CPU per request (ms) | CPU, % of a core (main thread busy %) | load generator CPU % | machine CPU % (of it other processes) |',
    '|:---|:---|---:|---:|---:|---:|:---|:---|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.topology} | ${row.store} | ${row.clients} | ${row.requestsPerSecond.toFixed(1)} | ${row.p50.toFixed(1)} / ${row.p95.toFixed(1)} | ${row.errors} | ` +
        `${servers(row)
          .map((load) => `${load.name} ${cpuPerRequest(load, row).toFixed(1)}`)
          .join(' · ')} | ` +
        `${servers(row)
          .map(
            (load) =>
              `${load.name} ${load.cpuPercent.toFixed(0)}${isFinite(load.eventLoopPercent) ? ` (${load.eventLoopPercent!.toFixed(0)})` : ''}`,
          )
          .join(' · ')} | ` +
        `${generator(row)?.cpuPercent.toFixed(0) ?? '–'} | ${row.machinePercent.toFixed(0)} of ${row.cores * 100} (${otherPercent(row).toFixed(0)}) |`,
    ),
  ];
  const readings = [...new Set(rows.map((row) => `${row.topology}\u0000${row.store}`))].map((key) => {
    const [topology, store] = key.split('\u0000');
    const own = rows.filter((row) => row.topology === topology && row.store === store);
    return `- ${topology} (${store}): ${saturation(own)}`;
  });
  return [...lines, '', ...readings].join('\n');
}

/** 'PostgreSQL', 'the registry', 'the BFF' … */
const named = (load: ProcessLoad) => (load.name === 'PostgreSQL' ? load.name : `the ${load.name}`);

const isFinite = (value: number | undefined): value is number => value !== undefined && Number.isFinite(value);

/**
 * Where a topology stops scaling: its best rate and, at the most clients, which part is busiest. A main thread busy
 * all the time while its process gets little CPU is waiting for a core other processes hold, not working.
 */
function saturation(rows: ThroughputRow[]): string {
  const best = rows.reduce((top, row) => (row.requestsPerSecond > top.requestsPerSecond ? row : top));
  const most = rows.reduce((top, row) => (row.clients > top.clients ? row : top));
  const least = rows.reduce((low, row) => (row.clients < low.clients ? row : low));
  const parts = most.processes.filter((load) => load.name !== 'load generator');
  const busiest = parts.reduce((top, load) =>
    (load.eventLoopPercent ?? load.cpuPercent) > (top.eventLoopPercent ?? top.cpuPercent) ? load : top,
  );
  const costliest = parts.reduce((top, load) => (load.cpuPercent > top.cpuPercent ? load : top));
  const loop = isFinite(busiest.eventLoopPercent) ? busiest.eventLoopPercent : null;
  const others = otherPercent(most);
  const sharesPglite = busiest.name === 'portal' || (busiest.name === 'registry' && most.store === 'PGlite');
  const why =
    loop !== null && loop >= 90 && busiest.cpuPercent >= 80
      ? `the ${busiest.name}'s main thread is busy ${loop.toFixed(0)} % of the time at ${busiest.cpuPercent.toFixed(0)} % of a core: its event loop is the bottleneck` +
        (sharesPglite ? ' (PGlite runs every query on that same thread)' : '')
      : loop !== null && loop >= 90
        ? `the ${busiest.name}'s main thread is busy ${loop.toFixed(0)} % of the time but gets only ${busiest.cpuPercent.toFixed(0)} % of a core: ` +
          `it waits for a core (the machine is full${others >= 50 ? `, ${others.toFixed(0)} % of it other processes` : ''})`
        : `the costliest part is ${named(costliest)} (${costliest.cpuPercent.toFixed(0)} % of a core, ${cpuPerRequest(costliest, most).toFixed(1)} ms per request)`;
  const machineFull = most.machinePercent >= most.cores * 100 * 0.9;
  // A Node server's JavaScript runs on one thread: a core of its own serves at most 1000 ms / its CPU per request.
  const node = parts.filter((load) => load.name !== 'PostgreSQL').reduce((top, load) => (load.cpuPercent > top.cpuPercent ? load : top));
  const ceiling = 1000 / cpuPerRequest(node, most);
  return (
    `${least.requestsPerSecond.toFixed(0)} req/s with ${least.clients} client${least.clients === 1 ? '' : 's'}, at most ${best.requestsPerSecond.toFixed(0)} req/s (${best.clients} client${best.clients === 1 ? '' : 's'}); ` +
    `with ${most.clients} clients ${why}` +
    (machineFull ? `; the machine's ${most.cores} cores are full (${most.machinePercent.toFixed(0)} %)` : '') +
    `; p95 ${least.p95.toFixed(0)} → ${most.p95.toFixed(0)} ms.` +
    (Number.isFinite(ceiling)
      ? ` The ${node.name} costs ${cpuPerRequest(node, most).toFixed(1)} ms of CPU per request: with a core to itself it would top out near ${ceiling.toFixed(0)} req/s.`
      : '')
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The bench's section

export interface ThroughputSectionOptions {
  /** postgres: a scratch database on DATABASE_URL's server, dropped afterwards; pglite: a temporary directory. */
  stores: ('postgres' | 'pglite')[];
  cases: number;
  /** PGlite gets at most this many cases. */
  pgliteMaxCases?: number;
  concurrency: number[];
  seconds: number;
  /** On PostgreSQL, use the kept store of `cases` cases (scripts/lib/bench-databases.ts). */
  keepDatabases?: boolean;
  log: (line: string) => void;
}

/** `npm run bench -- --sections throughput`: seeds each store, measures both topologies, and returns the section's block. */
export async function runThroughputSection(options: ThroughputSectionOptions): Promise<{ benchmarks: string; readme: string }> {
  const rows: ThroughputRow[] = [];
  const facts: string[] = [];
  const loadAtStart = loadavg()[0]!;
  for (const store of options.stores) {
    const cases = store === 'pglite' ? Math.min(options.cases, options.pgliteMaxCases ?? options.cases) : options.cases;
    const kept = store === 'postgres' && options.keepDatabases ? await keptDatabase(requiredDatabaseUrl(), cases) : undefined;
    const scratch = store === 'postgres' && !kept ? await createScratchDatabase(requiredDatabaseUrl()) : undefined;
    try {
      const started = performance.now();
      const prepared = await prepareThroughputStore({ databaseUrl: kept?.url ?? scratch?.url, cases, seeded: kept?.seeded });
      await kept?.markSeeded();
      options.log(
        kept?.seeded
          ? `throughput: the kept store of ${cases} cases on ${store}`
          : `throughput: seeded ${cases} cases on ${store} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
      try {
        rows.push(
          ...(await measureThroughput({ ...options, databaseUrl: prepared.databaseUrl, dataDir: prepared.dataDir, login: prepared.login })),
        );
        facts.push(
          `${store === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${cases.toLocaleString('en-US')} cases in the store, the largest law firm ` +
            `(${prepared.tenantCases.toLocaleString('en-US')} cases) signed in`,
        );
      } finally {
        await prepared.close();
      }
    } finally {
      await scratch?.drop();
    }
  }
  const table = formatThroughput(rows);
  const intro =
    `Throughput, written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${facts.join('; ')}; ${cpus().length}-core machine, ` +
    `load average ${loadAtStart.toFixed(1)} when the section started). The web's PortfolioRouteQuery (first page of 20) as the browser sends it ` +
    `(persisted document id, session cookie, compressed answer), from closed-loop clients over undici, each sending its next request when the ` +
    `previous answer has arrived whole: ${options.seconds} s per row after a warm-up. One process = registry, BFF and store as \`npm start\` runs ` +
    'them; registry + BFF = `node registry/main.ts` and `node bff/main.ts` apart (the BFF reaches the registry over loopback HTTP). Each server is ' +
    'a child process (logs at warn); CPU from /proc/<pid>/stat (100 % = one core, all threads), main thread busy = its event-loop utilisation, ' +
    "PostgreSQL = the backends of the bench's database. Other processes = the machine's CPU not used by the bench's own processes.";
  return { benchmarks: `${intro}\n\n${table}`, readme: table };
}

function requiredDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the throughput section on postgres needs DATABASE_URL');
  return url;
}
