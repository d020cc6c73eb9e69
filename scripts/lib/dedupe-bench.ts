// The bench's dedupe section (`--sections dedupe`): the dedupe full refresh (registry/domain/dedupe/matching/store.ts,
// the `dedupe.refresh` job's work) on each seeded store of the portfolio section's synthetic spread, twice: first with
// dedupe_matches emptied (every group inserted), then again (the steady state: every group found is already there).
// Goal: ≤ 60 s at 1,000,000 cases. The synthetic spread repeats names, birth dates and dates of loss by construction
// (registry/seed/synthetic.ts), so it holds real groups and large blocks.
import os from 'node:os';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import { DEFAULT_DEDUPE_THRESHOLD } from '../../registry/domain/dedupe/matching/settings.ts';
import { refreshAll, type TypeRefreshResult } from '../../registry/domain/dedupe/matching/store.ts';
import type { ModelType } from '../../registry/domain/dedupe/matching/index.ts';
import { openSeededStore, type Store } from './portfolio-bench.ts';
import type { SectionOutput } from './bench-blocks.ts';

export const DEDUPE_GOAL_SECONDS = 60;

export interface DedupeBenchOptions {
  stores: Store[];
  sizes: number[];
  pgliteMaxSize: number;
  keepDatabases: boolean;
  logger: Logger;
}

interface Run {
  seconds: number;
  types: Record<ModelType, TypeRefreshResult | undefined>;
}

interface DedupeRow {
  store: string;
  cases: number;
  load: number;
  first: Run;
  again: Run;
}

const storeName = (store: Store) => (store === 'postgres' ? 'PostgreSQL' : 'PGlite');

async function timedRefresh(db: Parameters<typeof refreshAll>[0]): Promise<Run> {
  const started = performance.now();
  const types = await refreshAll(db, { threshold: DEFAULT_DEDUPE_THRESHOLD });
  return { seconds: (performance.now() - started) / 1000, types };
}

export async function runDedupeSection(options: DedupeBenchOptions): Promise<SectionOutput> {
  const { logger } = options;
  const rows: DedupeRow[] = [];
  for (const store of options.stores) {
    for (const size of options.sizes) {
      if (store === 'pglite' && size > options.pgliteMaxSize) continue;
      const { registry } = await openSeededStore(store, size, { keep: options.keepDatabases, logger });
      try {
        const db = registry.registry.db;
        await sql`delete from dedupe_matches`.execute(db);
        const load = os.loadavg()[0]!;
        const first = await timedRefresh(db);
        const again = await timedRefresh(db);
        rows.push({ store: storeName(store), cases: size, load, first, again });
        logger.warn({ store, size, first: first.seconds, again: again.seconds, load }, 'dedupe refresh measured');
      } finally {
        await registry.close();
      }
    }
  }
  const date = new Date().toISOString().slice(0, 10);
  const s = (value: number) => value.toFixed(1);
  const verdict = (row: DedupeRow) =>
    row.cases < 1_000_000 ? '' : Math.max(row.first.seconds, row.again.seconds) <= DEDUPE_GOAL_SECONDS ? '✓' : '✗';
  const cases = (run: Run) => run.types.CASE!;
  const groups = (run: Run) =>
    (['CASE', 'CONTACT', 'LEGAL_ORGANIZATION'] as const).map((type) => (run.types[type]?.groups ?? 0).toLocaleString('en-US')).join(' / ');
  const benchmarks = [
    '## Dedupe full refresh',
    '',
    `Written by \`npm run bench\` on ${date}: the dedupe full refresh (every case, contact and legal organisation read ` +
      'from one snapshot in batches, matched with blocking, groups written in batches) on the synthetic spread of the ' +
      `portfolio section, at the default threshold ${DEFAULT_DEDUPE_THRESHOLD}; first with dedupe_matches emptied (every group ` +
      `inserted), then again (every group already there). Goal: ≤ ${DEDUPE_GOAL_SECONDS} s at 1,000,000 cases. 2-core machine ` +
      'shared with other work: the load average (1 min) when each store’s refresh started is given.',
    '',
    '| store and size | load | full refresh (s) | again (s) | cases: read / match / write (s) | case comparisons | groups: cases / contacts / organisations | goal |',
    '|---|---:|---:|---:|---:|---:|---:|:---|',
    ...rows.map(
      (row) =>
        `| ${row.store} ${row.cases.toLocaleString('en-US')} | ${row.load.toFixed(1)} | ${s(row.first.seconds)} | ${s(row.again.seconds)} | ` +
        `${s(cases(row.first).readSeconds)} / ${s(cases(row.first).matchSeconds)} / ${s(cases(row.first).writeSeconds)} | ` +
        `${cases(row.first).comparisons.toLocaleString('en-US')} | ${groups(row.first)} | ${verdict(row)} |`,
    ),
  ].join('\n');
  const largest = rows.filter((row) => row.cases === Math.max(...rows.map((r) => r.cases)));
  const readme = largest
    .map(
      (row) =>
        `Dedupe full refresh (${date}; details in BENCHMARKS.md): ${s(row.first.seconds)} s for ${row.cases.toLocaleString('en-US')} cases on ` +
        `${row.store} (${s(row.again.seconds)} s again; goal ≤ ${DEDUPE_GOAL_SECONDS} s at 1 M; load ${row.load.toFixed(1)} on 2 cores).`,
    )
    .join('\n');
  return { benchmarks, readme };
}
