// The case page and the BFF's overhead, for `npm run bench`: given a running portal (BFF in development mode, so
// results carry `extensions.upstreamCalls`), the registry's URL and a signed-in token of a law firm user:
// - measureCasePage: the web client's case route query (web/src/routes/CaseRoute.tsx, its persisted text) on a
//   rich case of the viewer's portfolio: registry calls per query, p50 / p95 through GraphQL (goal: ≤ 5 calls,
//   p95 ≤ 80 ms at 1 M);
// - measureBffOverhead: the portfolio's first page of 20 directly over REST and through GraphQL, alternating, so the
//   machine's drift falls on both alike (goal: GraphQL p50 ≤ 1.15 × REST p50).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { repoRoot } from './portal.ts';

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

/** The viewer's first page of 20 (default filters and ordering) over REST and through GraphQL, alternating. */
export async function measureBffOverhead(target: Target): Promise<OverheadResult> {
  const restUrl = `${target.registryUrl}/api/registry/v1/${target.role ?? 'escrow-agent'}/portfolio/?page_size=20`;
  const rest = async () => {
    const response = await fetch(restUrl, { headers: { authorization: `JWT ${target.token}` } });
    if (response.status !== 200) throw new Error(`REST ${response.status}`);
    await response.json();
  };
  let upstreamCalls = 0;
  const viaGraphql = async () => {
    upstreamCalls = (await graphql(target, FIRST_PAGE, { first: 20 })).extensions?.upstreamCalls ?? Number.NaN;
  };
  for (let i = 0; i < 10; i++) {
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

const ms = (value: number) => value.toFixed(1);

/** BENCHMARKS.md lines of both measurements, one row per store size. */
export function casePageLines(rows: { cases: number; casePage: CasePageResult; overhead: OverheadResult }[]): string[] {
  return [
    '## The case page and the BFF overhead',
    '',
    "The web client's case route query on the richest of law firm 1's first 100 cases (goal: ≤ 5 registry calls, p95 ≤ 80 ms",
    'at 1 M), and the first portfolio page of 20 over REST and through GraphQL in alternation (goal: GraphQL ≤ 1.15 × REST).',
    '',
    '| cases in store | case page: registry calls | case page p50 / p95 (ms) | liens / tags / ids / threads | REST p50 / p95 (ms) | GraphQL p50 / p95 (ms) | GraphQL / REST (p50) | CPU per page REST / GraphQL (ms, p50) |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      ({ cases, casePage: c, overhead: o }) =>
        `| ${cases.toLocaleString('en-US')} | ${c.upstreamCalls} | ${ms(c.p50)} / ${ms(c.p95)} | ` +
        `${c.liens} / ${c.tags} / ${c.externalKeys} / ${c.threads} | ${ms(o.rest.p50)} / ${ms(o.rest.p95)} | ` +
        `${ms(o.graphql.p50)} / ${ms(o.graphql.p95)} | ${o.ratio.toFixed(2)}× | ${ms(o.cpu.rest)} / ${ms(o.cpu.graphql)} |`,
    ),
    '',
  ];
}
