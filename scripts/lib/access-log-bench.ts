// The bench's access-log section: what keeping the access log costs. For each size, two PGlite stores with the same
// synthetic spread (as the portfolio section seeds it), one registry keeping the log and one started without it (an
// option of the bench only; the product always keeps it), and the REST first page of the largest law firm on both,
// in alternation so the machine's drift falls on both alike. Besides wall time, this process's CPU time per page
// (client and both registries run in it), which other processes' load does not inflate. Budget: ≤ 10 % slower.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import { loginAs, type TestRegistry } from '../../registry/testing.ts';
import { seedSyntheticCases } from '../../registry/seed/synthetic.ts';
import { syntheticTenants } from '../../registry/seed/spread.ts';
import { SYNTHETIC_PASSWORD } from '../../registry/seed/synthetic-organizations.ts';
import { percentile } from './bench-stats.ts';
import { startStore } from './portfolio-bench.ts';
import type { SectionOutput } from './bench-blocks.ts';

export const ACCESS_LOG_BUDGET = 0.1;

export interface AccessLogOptions {
  sizes: number[];
  /** The bench's --runs: each page is measured 4 × as often (a difference of a few per cent needs more samples). */
  runs: number;
  logger: Logger;
}

export interface PageCost {
  p50: number;
  p95: number;
  /** This process's CPU time per page, p50 (ms). */
  cpuP50: number;
}

export interface AccessLogRow {
  cases: number;
  /** The tenant whose first page is measured. */
  email: string;
  load: number;
  on: PageCost;
  off: PageCost;
}

/** Signs in as the largest law firm of a seeded store: its first page of 20 as an operation. */
async function firstPageOf(registry: TestRegistry): Promise<{ email: string; page: () => Promise<void> }> {
  const largest = (await syntheticTenants(registry.registry.db)).find((t) => t.kind === 'LAW_FIRM' && t.size === 'largest');
  if (!largest) throw new Error('access-log bench: no synthetic law firm in the store');
  const token = await loginAs(registry.url, largest.email, SYNTHETIC_PASSWORD);
  const url = `${registry.url}/api/registry/v1/escrow-agent/portfolio/?page_size=20`;
  return {
    email: largest.email,
    async page() {
      const response = await fetch(url, { headers: { Authorization: `JWT ${token}` } });
      if (response.status !== 200) throw new Error(`REST ${response.status}`);
      await response.json();
    },
  };
}

/** Two operations in alternation after 10 warm-up pairs: wall time and this process's CPU time of each. */
async function measureAlternately(first: () => Promise<void>, second: () => Promise<void>, runs: number): Promise<[PageCost, PageCost]> {
  for (let i = 0; i < 10; i++) {
    await first();
    await second();
  }
  const wall: [number[], number[]] = [[], []];
  const cpu: [number[], number[]] = [[], []];
  for (let i = 0; i < runs; i++) {
    for (const [index, operation] of [first, second].entries()) {
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      await operation();
      const used = process.cpuUsage(cpuStarted);
      wall[index]!.push(performance.now() - started);
      cpu[index]!.push((used.user + used.system) / 1000);
    }
  }
  const summary = (index: 0 | 1): PageCost => {
    const [w, c] = [wall[index], cpu[index]].map((values) => [...values].sort((x, y) => x - y)) as [number[], number[]];
    return { p50: percentile(w, 50), p95: percentile(w, 95), cpuP50: percentile(c, 50) };
  };
  return [summary(0), summary(1)];
}

export async function measureAccessLogCost({ sizes, runs, logger }: AccessLogOptions): Promise<AccessLogRow[]> {
  const rows: AccessLogRow[] = [];
  for (const size of sizes) {
    const logged = await startStore('pglite');
    let unlogged: TestRegistry | undefined;
    try {
      unlogged = await startStore('pglite', { withoutAccessLog: true });
      await seedSyntheticCases(logged.registry.db, { cases: size });
      await seedSyntheticCases(unlogged.registry.db, { cases: size });
      const on = await firstPageOf(logged);
      const off = await firstPageOf(unlogged);
      const load = os.loadavg()[0]!;
      const [withLog, withoutLog] = await measureAlternately(on.page, off.page, runs * 4);
      rows.push({ cases: size, email: on.email, load, on: withLog, off: withoutLog });
      logger.warn({ size, with: withLog, without: withoutLog }, 'access log cost measured');
    } finally {
      await unlogged?.close();
      await logged.close();
    }
  }
  return rows;
}

const ms = (value: number) => value.toFixed(1);
const percent = (on: number, off: number) => `${((on / off - 1) * 100).toFixed(1)} %`;
const verdict = (on: number, off: number) => (on <= off * (1 + ACCESS_LOG_BUDGET) ? '✓' : '✗');

export function accessLogReport(rows: AccessLogRow[], { runs }: { runs: number }): SectionOutput {
  const date = new Date().toISOString().slice(0, 10);
  const table = [
    '| cases in store | with access log p50 / p95 (ms) | without p50 / p95 (ms) | cost (p50) | CPU per page with / without (ms, p50) | cost (CPU) |',
    '|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      ({ cases, on, off }) =>
        `| ${cases.toLocaleString('en-US')} | ${ms(on.p50)} / ${ms(on.p95)} | ${ms(off.p50)} / ${ms(off.p95)} | ` +
        `${percent(on.p50, off.p50)} ${verdict(on.p50, off.p50)} | ${ms(on.cpuP50)} / ${ms(off.cpuP50)} | ${percent(on.cpuP50, off.cpuP50)} ${verdict(on.cpuP50, off.cpuP50)} |`,
    ),
  ];
  const who = rows.map((row) => `${row.email} at ${row.cases.toLocaleString('en-US')} (load average ${row.load.toFixed(1)})`).join(', ');
  const benchmarks = [
    `What the access log costs, written by \`npm run bench\` on ${date} (PGlite, embedded; the synthetic spread of the portfolio ` +
      'section; 2-core machine): the same REST first page of 20 of the largest law firm on the same data, on a registry keeping the log and on one ' +
      `started without it (an internal option of the bench only), ${runs * 4} runs of each in alternation after 10 warm-up pairs. ` +
      `Budget: at most ${ACCESS_LOG_BUDGET * 100} % slower. Signed in as ${who}.`,
    '',
    ...table,
  ].join('\n');
  const readme = [
    `What the access log costs (${date}, PGlite; budget ≤ ${ACCESS_LOG_BUDGET * 100} % slower; details in BENCHMARKS.md):`,
    '',
    ...table,
  ].join('\n');
  return { benchmarks, readme };
}

export async function runAccessLogSection(options: AccessLogOptions): Promise<SectionOutput> {
  return accessLogReport(await measureAccessLogCost(options), { runs: options.runs });
}
