// The case page and the BFF's overhead, for `npm run bench`: given a running portal (BFF in development mode, so
// results carry `extensions.upstreamCalls`), the registry's URL and a signed-in token of a law firm user:
// - measureCasePage: the web client's case route query (web/src/routes/CaseRoute.tsx, its persisted text) on a
//   rich case of the viewer's portfolio: registry calls per query, p50 / p95 through GraphQL (goal: ≤ 5 calls,
//   p95 ≤ 80 ms at 1 M);
// - measureBffOverhead: the portfolio's first page of 20 directly over REST and through GraphQL, alternating, so the
//   machine's drift falls on both alike (goal: GraphQL p50 ≤ 1.15 × REST p50).
// runCasePageSection seeds a store per store and size for both, as the bench's `case-page` section.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import os from 'node:os';
import type { Logger } from 'pino';
import { loginAs } from '../../registry/testing.ts';
import { syntheticTenants } from '../../registry/seed/spread.ts';
import { SYNTHETIC_PASSWORD } from '../../registry/seed/synthetic-organizations.ts';
import type { SectionOutput } from './bench-blocks.ts';
import { repoRoot, startPortal, type Portal } from './portal.ts';
import { benchClient, type BenchClient } from './bench-client.ts';
import { openSeededStore, type Store } from './portfolio-bench.ts';

export interface Latency {
  p50: number;
  p95: number;
}

export interface CasePageResult extends Latency {
  caseId: string;
  /** What the measured case holds (the call count must not grow with it). */
  liens: number;
  tags: number;
  externalKeys: number;
  threads: number;
  upstreamCalls: number;
  runs: number;
}

export interface OverheadResult {
  rest: Latency;
  graphql: Latency;
  /** GraphQL p50 / REST p50. */
  ratio: number;
  /**
   * This process's CPU time per operation, p50 (ms): meaningful when the registry and the portal run in this process
   * (as in the bench), and not inflated by other processes' load the way wall time is.
   */
  cpu: { rest: number; graphql: number; ratio: number };
  upstreamCalls: number;
  runs: number;
}

interface Target {
  /** The portal (BFF) base URL, e.g. http://127.0.0.1:1234 */
  portalUrl: string;
  /** The registry's base URL (REST), e.g. the portal's own URL when it runs the registry in-process. */
  registryUrl: string;
  /** An access token of a user acting for a law firm (or a lienholder, with `role: 'lienholder'`). */
  token: string;
  role?: 'escrow-agent' | 'lienholder';
  runs: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const latency = (samples: number[]): Latency => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

/** The web client's case route query, as it sends it (its persisted text). */
export function caseRouteQuery(): string {
  const generated = readFileSync(path.join(repoRoot, 'web/src/__generated__/CaseRouteQuery.graphql.ts'), 'utf8');
  const id = /"id": "([0-9a-f]{64})"/.exec(generated)?.[1];
  const operations = JSON.parse(readFileSync(path.join(repoRoot, 'web/persisted-operations.json'), 'utf8')) as Record<string, string>;
  const query = id ? operations[id] : undefined;
  if (!query) throw new Error('CaseRouteQuery is not in web/persisted-operations.json (run npx relay-compiler)');
  return query;
}

async function graphql(target: Target, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${target.portalUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${target.token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: any; errors?: unknown; extensions?: { upstreamCalls?: number } };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body;
}

const RICHEST = `query($first: Int!) { viewer { portfolio(first: $first, filter: { isClosed: null }) { edges { node { internalID
  liens { id } tags { id } externalKeys { id } threads { id } } } } } }`;

/** The case page of the richest of the viewer's first 100 cases: calls per query, latency through GraphQL. */
export async function measureCasePage(target: Target): Promise<CasePageResult> {
  const candidates = (await graphql(target, RICHEST, { first: 100 })).data.viewer.portfolio.edges.map((edge: any) => edge.node);
  const size = (node: any) => node.liens.length + node.tags.length + node.externalKeys.length + node.threads.length;
  const rich = candidates.sort((a: any, b: any) => size(b) - size(a))[0];
  if (!rich) throw new Error('the viewer has no cases');
  const query = caseRouteQuery();
  const variables = { internalID: rich.internalID };
  let upstreamCalls = 0;
  for (let i = 0; i < 10; i++) upstreamCalls = (await graphql(target, query, variables)).extensions?.upstreamCalls ?? Number.NaN;
  const samples: number[] = [];
  for (let i = 0; i < target.runs; i++) {
    const started = performance.now();
    await graphql(target, query, variables);
    samples.push(performance.now() - started);
  }
  return {
    caseId: rich.internalID,
    liens: rich.liens.length,
    tags: rich.tags.length,
    externalKeys: rich.externalKeys.length,
    threads: rich.threads.length,
    upstreamCalls,
    runs: target.runs,
    ...latency(samples),
  };
}

const FIRST_PAGE = `query FirstPage($first: Int!) { viewer { portfolio(first: $first) { totalCount
  edges { cursor node { id internalID plaintiff { firstName lastName birthdate } dateOfLoss status statusLabel isClosed
  lastUpdatedAt needsUpdate daysSinceLastUpdate lawFirm { name } } } pageInfo { hasNextPage endCursor } } } }`;

/**
 * Warm-up pairs before the overhead is measured: a running BFF has compiled the operation long before (as in the
 * portfolio section).
 */
const OVERHEAD_WARMUPS = 1000;

/**
 * The viewer's first page of 20 (default filters and ordering) over REST and through GraphQL, alternating, with the
 * portfolio section's client (scripts/lib/bench-client.ts). `productionPortalUrl`: the BFF measured, as production
 * serves it; the registry calls are counted on `target.portalUrl` (development mode).
 */
export async function measureBffOverhead(target: Target, productionPortalUrl = target.portalUrl): Promise<OverheadResult> {
  const restPath = `/api/registry/v1/${target.role ?? 'escrow-agent'}/portfolio/?page_size=20`;
  const headers = { authorization: `JWT ${target.token}` };
  const registry = benchClient(target.registryUrl);
  const bff = benchClient(productionPortalUrl);
  try {
    return await measureWith(registry, bff);
  } finally {
    await Promise.all([registry.close(), bff.close()]);
  }

  async function measureWith(registry: BenchClient, bff: BenchClient): Promise<OverheadResult> {
    const rest = async () => {
      const response = await registry.get(restPath, headers);
      if (response.status !== 200) throw new Error(`REST ${response.status}`);
      response.json();
    };
    const body = JSON.stringify({ query: FIRST_PAGE, variables: { first: 20 } });
    const viaGraphql = async () => {
      const response = await bff.post('/graphql', body, headers);
      if (response.status !== 200 || response.json<{ errors?: unknown }>().errors)
        throw new Error(`GraphQL ${response.text.slice(0, 200)}`);
    };
    const upstreamCalls = (await graphql(target, FIRST_PAGE, { first: 20 })).extensions?.upstreamCalls ?? Number.NaN;
    for (let i = 0; i < OVERHEAD_WARMUPS; i++) {
      await rest();
      await viaGraphql();
    }
    const samples: [number[], number[]] = [[], []];
    const cpu: [number[], number[]] = [[], []];
    for (let i = 0; i < target.runs; i++) {
      for (const [index, operation] of [rest, viaGraphql].entries()) {
        const started = performance.now();
        const cpuStarted = process.cpuUsage();
        await operation();
        const used = process.cpuUsage(cpuStarted);
        samples[index]!.push(performance.now() - started);
        cpu[index]!.push((used.user + used.system) / 1000);
      }
    }
    const [restLatency, graphqlLatency] = [latency(samples[0]), latency(samples[1])];
    const [restCpu, graphqlCpu] = [latency(cpu[0]).p50, latency(cpu[1]).p50];
    return {
      rest: restLatency,
      graphql: graphqlLatency,
      ratio: graphqlLatency.p50 / restLatency.p50,
      cpu: { rest: restCpu, graphql: graphqlCpu, ratio: graphqlCpu / restCpu },
      upstreamCalls,
      runs: target.runs,
    };
  }
}

const ms = (value: number) => value.toFixed(1);

export const CASE_PAGE_GOALS = { calls: 5, p95Ms: 80, bff: 1.15 } as const;

export interface CasePageRow {
  /** PostgreSQL or PGlite. */
  store: string;
  cases: number;
  casePage: CasePageResult;
  overhead: OverheadResult;
}

/** BENCHMARKS.md lines of both measurements, one row per store and size. */
export function casePageLines(rows: CasePageRow[]): string[] {
  return [
    '## The case page and the BFF overhead',
    '',
    "The web client's case route query on the richest of the largest law firm's first 100 cases (goal: ≤ 5 registry calls, p95 ≤ 80 ms",
    'at 1 M), and the first portfolio page of 20 over REST and through GraphQL in alternation (goal: GraphQL ≤ 1.15 × REST).',
    '',
    '| store | cases in store | case page: registry calls | case page p50 / p95 (ms) | liens / tags / ids / threads | REST p50 / p95 (ms) | GraphQL p50 / p95 (ms) | GraphQL / REST (p50) | CPU per page REST / GraphQL (ms, p50) |',
    '|:---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      ({ store, cases, casePage: c, overhead: o }) =>
        `| ${store} | ${cases.toLocaleString('en-US')} | ${c.upstreamCalls} | ${ms(c.p50)} / ${ms(c.p95)} | ` +
        `${c.liens} / ${c.tags} / ${c.externalKeys} / ${c.threads} | ${ms(o.rest.p50)} / ${ms(o.rest.p95)} | ` +
        `${ms(o.graphql.p50)} / ${ms(o.graphql.p95)} | ${o.ratio.toFixed(2)}× | ${ms(o.cpu.rest)} / ${ms(o.cpu.graphql)} |`,
    ),
    '',
  ];
}

export interface CasePageSectionOptions {
  stores: Store[];
  sizes: number[];
  /** PGlite is measured up to this size. */
  pgliteMaxSize: number;
  runs: number;
  /** On PostgreSQL, reuse the kept store of each size (scripts/lib/bench-databases.ts). */
  keepDatabases?: boolean;
  logger: Logger;
}

const storeName = (store: Store) => (store === 'postgres' ? 'PostgreSQL' : 'PGlite');

/**
 * The `case-page` section of `npm run bench`: per store and size, a fresh store with the synthetic spread (as the
 * portfolio section seeds it), registry and BFF over real HTTP, signed in as the largest law firm.
 */
export async function runCasePageSection(options: CasePageSectionOptions): Promise<SectionOutput> {
  const { logger } = options;
  const load = os.loadavg()[0]!;
  const rows: CasePageRow[] = [];
  for (const store of options.stores) {
    for (const size of options.sizes) {
      if (store === 'pglite' && size > options.pgliteMaxSize) continue;
      const { registry } = await openSeededStore(store, size, { keep: options.keepDatabases, logger });
      let portal: Portal | undefined;
      let productionPortal: Portal | undefined;
      try {
        const portalOptions = { port: 0, host: '127.0.0.1', registryUrl: registry.url, serviceKey: registry.serviceKey, logger };
        // Sequential runs are no abuse to rate-limit.
        const rateLimits = { perSession: 1_000_000, perAddress: 1_000_000, windowSeconds: 60 };
        // `extensions.upstreamCalls` is reported in development mode only: the case page is measured there; the BFF's
        // overhead against a production-mode BFF.
        portal = await startPortal({ ...portalOptions, edge: { mode: 'development', rateLimits } });
        productionPortal = await startPortal({ ...portalOptions, edge: { mode: 'production', rateLimits } });
        const largest = (await syntheticTenants(registry.registry.db)).find((t) => t.kind === 'LAW_FIRM' && t.size === 'largest');
        if (!largest) throw new Error('case-page bench: no synthetic law firm in the store');
        const token = await loginAs(registry.url, largest.email, SYNTHETIC_PASSWORD);
        const target = { portalUrl: portal.url, registryUrl: registry.url, token, runs: options.runs };
        const casePage = await measureCasePage(target);
        const overhead = await measureBffOverhead(target, productionPortal.url);
        rows.push({ store: storeName(store), cases: size, casePage, overhead });
        logger.warn({ store, size, casePage, overhead }, 'case page measured');
      } finally {
        await portal?.close();
        await productionPortal?.close();
        await registry.close();
      }
    }
  }
  const date = new Date().toISOString().slice(0, 10);
  const verdict = (row: CasePageRow) => {
    const failed = [
      ...(row.casePage.upstreamCalls > CASE_PAGE_GOALS.calls ? [`${row.casePage.upstreamCalls} calls`] : []),
      ...(row.cases >= 1_000_000 && row.casePage.p95 > CASE_PAGE_GOALS.p95Ms ? [`p95 ${ms(row.casePage.p95)} ms`] : []),
      ...(row.overhead.ratio > CASE_PAGE_GOALS.bff ? [`BFF ${row.overhead.ratio.toFixed(2)}×`] : []),
    ];
    return failed.length ? `✗ ${failed.join(', ')}` : '✓';
  };
  // The heading first, then when and how it was measured.
  const [heading, blank, ...body] = casePageLines(rows);
  const benchmarks = [
    heading,
    blank,
    `Written by \`npm run bench\` on ${date} (${[...new Set(rows.map((row) => row.store))].join(' and ')}; the synthetic spread of the ` +
      `portfolio section; ${options.runs} sequential runs per figure after 10 warm-up runs, ${OVERHEAD_WARMUPS} warm-up pairs before the ` +
      'first page over REST and through GraphQL, whose BFF runs in production mode; registry and BFF over real HTTP in one process; ' +
      `2-core machine, load average ${load.toFixed(1)} when the section started).`,
    '',
    ...body,
  ].join('\n');
  const readme = [
    `The case page and the BFF overhead (${date}; details in BENCHMARKS.md; goals: ≤ ${CASE_PAGE_GOALS.calls} registry calls, ` +
      `p95 ≤ ${CASE_PAGE_GOALS.p95Ms} ms at 1 M, GraphQL ≤ ${CASE_PAGE_GOALS.bff}× REST):`,
    '',
    '| store and size | case page: registry calls | case page p50 / p95 (ms) | GraphQL / REST first page (p50) | goals |',
    '|---|---:|---:|---:|:---|',
    ...rows.map(
      (row) =>
        `| ${row.store} ${row.cases.toLocaleString('en-US')} | ${row.casePage.upstreamCalls} | ${ms(row.casePage.p50)} / ${ms(row.casePage.p95)} | ` +
        `${row.overhead.ratio.toFixed(2)}× | ${verdict(row)} |`,
    ),
  ].join('\n');
  return { benchmarks, readme };
}
