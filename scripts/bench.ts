// `npm run bench [-- --sizes 10000,100000 --runs 200 --store both --tenants law-firm:largest]`: a thin runner of
// sections, each writing its figures between its markers in BENCHMARKS.md and the README.
// Portfolio lists (`--sections portfolio`, scripts/lib/portfolio-bench.ts): for each store size, the synthetic spread
// in a fresh store (PostgreSQL through DATABASE_URL and/or PGlite, `--store`), the registry and the BFF over real
// HTTP, and every list call of the largest and a typical law firm and lienholder against the issue-13 goals.
// Live updates (`--sections live` runs them alone): graphql-ws clients on one case, registry calls per event and
// the time from a write to every client, without and with Redis (scripts/lib/live-bench.ts).
// Uploads (`--sections uploads`): five uploads at the document size limit at once over throttled lines, and the
// server's resident memory meanwhile (scripts/lib/upload-bench.ts).
// Throughput (`--sections throughput`, scripts/lib/throughput-bench.ts): requests per second and p50 / p95 of the
// portfolio's route query at 1, 8 and 32 closed-loop clients, one process and registry + BFF apart, with each
// process's CPU.
// Access log (`--sections access-log`, scripts/lib/access-log-bench.ts): the REST first page on PGlite with and
// without the access log, in alternation (budget ≤ 10 % slower).
// Case page (`--sections case-page`, scripts/lib/case-page-bench.ts): the web's case route query (registry calls,
// p50 / p95) and the BFF's overhead on the first page, per store and size.
// Dedupe (`--sections dedupe`, scripts/lib/dedupe-bench.ts): the dedupe full refresh per store and size (goal ≤ 60 s at 1 M).
// Web (`--sections web`, scripts/lib/web-bench.ts): what Chromium downloads for /login, /portfolio and a case page,
// and the portfolio's Largest Contentful Paint.
// Prints a table and writes BENCHMARKS.md (the README summarises it). Never asserts wall-clock times.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import os from 'node:os';
import pino from 'pino';
import { repoRoot } from './lib/portal.ts';
import { findBlock, markers, writeBlock, type BenchSection, type SectionOutput } from './lib/bench-blocks.ts';
import { ALL_TENANTS, portfolioReport, runPortfolioBench, type Store, type TenantChoice } from './lib/portfolio-bench.ts';
import { measureLive, type LiveResult } from './lib/live-bench.ts';
import { measureUploads, type UploadResult } from './lib/upload-bench.ts';
import { runThroughputSection } from './lib/throughput-bench.ts';
import { runAccessLogSection } from './lib/access-log-bench.ts';
import { runCasePageSection } from './lib/case-page-bench.ts';
import { runWebSection } from './lib/web-bench.ts';
import { runDedupeSection } from './lib/dedupe-bench.ts';
import { Redis } from 'ioredis';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000' },
    runs: { type: 'string', default: '200' },
    /** postgres (DATABASE_URL, a fresh database per size), pglite, or both (default: both with DATABASE_URL, else pglite). */
    store: { type: 'string' },
    /** Portfolio tenants: law-firm:largest, law-firm:typical, lienholder:largest, lienholder:typical (default all). */
    tenants: { type: 'string', default: ALL_TENANTS.join(',') },
    /** PGlite is measured up to this size. */
    'pglite-max': { type: 'string', default: '100000' },
    /** On PostgreSQL, keep each size's seeded store as database lien_bench_<size> and reuse it (scripts/lib/bench-databases.ts). */
    'keep-databases': { type: 'boolean', default: false },
    /** Print the figures only; BENCHMARKS.md and the README stay as they are. */
    'dry-run': { type: 'boolean', default: false },
    /** Comma-separated: portfolio, access-log, case-page, live, uploads, throughput, web, dedupe. */
    sections: { type: 'string', default: 'portfolio,access-log,case-page,live,uploads,throughput,web,dedupe' },
    /** Cold-cache loads per route in the web section. */
    'web-runs': { type: 'string', default: '5' },
    'upload-count': { type: 'string', default: '5' },
    /** Each upload's line speed in MiB/s (a slow line keeps the uploads running side by side). */
    'upload-line-mibps': { type: 'string', default: '8' },
    'live-subscribers': { type: 'string', default: '1,10,100,1000' },
    'live-events': { type: 'string', default: '20' },
    'live-users': { type: 'string', default: '10' },
    /** Sockets dropped and resumed with `after` in the reconnect scenario, and changes written meanwhile. */
    'live-drop': { type: 'string', default: '100' },
    /** chat: a lien chat message to threadChanged subscribers; status: a case status confirmation to caseChanged ones. */
    'live-change': { type: 'string', default: 'chat' },
    'live-missed': { type: 'string', default: '10' },
    /** The live section runs once without Redis and once with it (one BFF, then two replicas), when this Redis answers. */
    'redis-url': { type: 'string', default: process.env.REDIS_URL || 'redis://127.0.0.1:6379' },
    /** Throughput section: cases in its store (default the largest of --sizes), concurrent clients, seconds per row. */
    'throughput-cases': { type: 'string' },
    'throughput-clients': { type: 'string', default: '1,8,32' },
    'throughput-seconds': { type: 'string', default: '10' },
  },
});
const sections = new Set(values.sections.split(','));
const sizes = values.sizes.split(',').map(Number);
const runs = Number(values.runs);
const logger = pino({ level: 'warn' });
const README_START = '<!-- bench:start -->';
const README_END = '<!-- bench:end -->';
const LIVE_START = '<!-- bench-live:start -->';
const LIVE_END = '<!-- bench-live:end -->';
const UPLOADS_START = '<!-- bench-uploads:start -->';
const UPLOADS_END = '<!-- bench-uploads:end -->';

const storeOption = values.store ?? (process.env.DATABASE_URL ? 'both' : 'pglite');
const stores: Store[] = storeOption === 'both' ? ['postgres', 'pglite'] : [storeOption as Store];
if (!stores.every((store) => store === 'postgres' || store === 'pglite')) throw new Error('--store must be postgres, pglite or both');
if (stores.includes('postgres') && !process.env.DATABASE_URL) throw new Error('--store postgres needs DATABASE_URL');
const ms = (value: number) => value.toFixed(1);

// Section modules (scripts/lib/<name>-bench.ts): each runs when --sections names it and writes its block between its
// markers in BENCHMARKS.md, and its summary between its README markers. A new section is one more entry here.
const moduleSections: BenchSection[] = [
  {
    name: 'portfolio',
    markers: markers('bench-portfolio'),
    readmeMarkers: { start: README_START, end: README_END },
    async run() {
      const figures = await runPortfolioBench({
        sizes,
        stores,
        tenants: values.tenants.split(',').filter(Boolean) as TenantChoice[],
        runs,
        pgliteMaxSize: Number(values['pglite-max']),
        keepDatabases: values['keep-databases'],
        logger,
      });
      return portfolioReport(figures, { runs });
    },
  },
  {
    name: 'access-log',
    markers: markers('bench-access-log'),
    readmeMarkers: markers('bench-access-log'),
    // PGlite only, up to --pglite-max.
    run: () => runAccessLogSection({ sizes: sizes.filter((size) => size <= Number(values['pglite-max'])), runs, logger }),
  },
  {
    name: 'case-page',
    markers: markers('bench-case-page'),
    readmeMarkers: markers('bench-case-page'),
    run: () =>
      runCasePageSection({
        stores,
        sizes,
        pgliteMaxSize: Number(values['pglite-max']),
        runs,
        keepDatabases: values['keep-databases'],
        logger,
      }),
  },
  {
    name: 'throughput',
    markers: markers('bench-throughput'),
    readmeMarkers: markers('bench-throughput'),
    run: () =>
      runThroughputSection({
        stores,
        cases: Number(values['throughput-cases'] ?? Math.max(...values.sizes.split(',').map(Number))),
        pgliteMaxCases: Number(values['pglite-max']),
        concurrency: values['throughput-clients'].split(',').map(Number),
        seconds: Number(values['throughput-seconds']),
        keepDatabases: values['keep-databases'],
        log: (line) => logger.warn(line),
      }),
  },
  {
    name: 'dedupe',
    markers: markers('bench-dedupe'),
    readmeMarkers: markers('bench-dedupe'),
    run: () =>
      runDedupeSection({
        stores,
        sizes,
        pgliteMaxSize: Number(values['pglite-max']),
        keepDatabases: values['keep-databases'],
        logger,
      }),
  },
  {
    name: 'web',
    markers: markers('bench-web'),
    readmeMarkers: markers('bench-web'),
    run: () => runWebSection({ runs: Number(values['web-runs']), logger }),
  },
];
const sectionOutputs: { section: BenchSection; output: SectionOutput }[] = [];
for (const section of moduleSections) {
  if (sections.has(section.name)) sectionOutputs.push({ section, output: await section.run() });
}

const liveResults: LiveResult[] = [];
let redisNote = '';
const loadAtLiveStart = os.loadavg()[0]!;
if (sections.has('live')) {
  const liveOptions = {
    subscribers: values['live-subscribers'].split(',').map(Number),
    events: Number(values['live-events']),
    users: Number(values['live-users']),
    reconnect: { drop: Number(values['live-drop']), events: Number(values['live-missed']) },
    change: values['live-change'] === 'status' ? ('status' as const) : ('chat' as const),
    logger,
  };
  liveResults.push(...(await measureLive(liveOptions)));
  if (await redisAnswers(values['redis-url'])) {
    liveResults.push(...(await measureLive({ ...liveOptions, redisUrl: values['redis-url'] })));
    // Two replicas behind one Redis, the subscribers spread over both: the largest number only.
    const largest = Math.max(...liveOptions.subscribers);
    liveResults.push(...(await measureLive({ ...liveOptions, subscribers: [largest], redisUrl: values['redis-url'], replicas: 2 })));
  } else redisNote = `Redis did not answer at ${values['redis-url']}: measured without Redis only.`;
}

async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

const liveLines = liveResults.length
  ? [
      LIVE_START,
      `Live updates, written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite, embedded'}; 2-core machine, ` +
        `load average ${loadAtLiveStart.toFixed(1)} when the section started; registry and BFF replicas in one process, the clients in a worker thread of it). ` +
        (values['live-change'] === 'status'
          ? 'graphql-ws clients subscribed to one case (`caseChanged`) as users of law firm 1 ' +
            `(${values['live-users']} users, each with several sockets), ${values['live-events']} status confirmations written to the registry's REST API one after another `
          : "graphql-ws clients subscribed to one lien's chat (`threadChanged`, selecting the new message as the web's chat does) as users of law firm 1 " +
            `(${values['live-users']} users, each with several sockets), ${values['live-events']} chat messages posted by the lienholder to the registry's REST API one after another `) +
        '(after 2 warm-up ones); latency = from sending the write to a client receiving the update, over every delivery. ' +
        'With two replicas, both share one Redis and the subscribers are spread over them (half on each; the numbers are the total).',
      '',
      '| subscribers | Redis | BFF replicas | registry reads per event | admissions per event | p50 (ms) | p99 (ms) | max (ms) | write → BFF p50 (ms) | CPU per event (ms) | of it main thread (ms) | PostgreSQL CPU per event (ms) | delivered / expected |',
      '|---:|:---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...liveResults.map(
        (r) =>
          `| ${r.subscribers.toLocaleString('en-US')} | ${r.redis ? 'yes' : 'no'} | ${r.replicas} | ${r.readsPerEvent.toFixed(1)} | ${r.recordsPerEvent.toFixed(1)} | ` +
          `${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${ms(r.toBusP50)} | ${ms(r.cpuPerEvent)} | ${r.mainThreadCpuPerEvent === null ? '–' : ms(r.mainThreadCpuPerEvent)} | ${process.env.DATABASE_URL && r.postgresCpuPerEvent !== null ? ms(r.postgresCpuPerEvent) : '–'} | ${r.delivered.toLocaleString('en-US')} / ${r.expected.toLocaleString('en-US')} |`,
      ),
      '',
      ...(liveResults.some((r) => r.reconnect)
        ? [
            `Reconnect: after the measured changes, ${values['live-drop']} of the subscribers' sockets are closed, ${values['live-missed']} more changes are written ` +
              '(the others receive them live), and the dropped ones subscribe again with `after` = the last version each received: ' +
              'every missed change must arrive once, in order, and nothing they had already.',
            '',
            '| subscribers | Redis | BFF replicas | dropped | changes missed | missed changes delivered / expected | duplicates | all resumed (ms) |',
            '|---:|:---:|---:|---:|---:|---:|---:|---:|',
            ...liveResults
              .filter((r) => r.reconnect)
              .map(
                (r) =>
                  `| ${r.subscribers.toLocaleString('en-US')} | ${r.redis ? 'yes' : 'no'} | ${r.replicas} | ${r.reconnect!.dropped} | ${r.reconnect!.events} | ` +
                  `${r.reconnect!.delivered.toLocaleString('en-US')} / ${r.reconnect!.expected.toLocaleString('en-US')} | ${r.reconnect!.duplicates} | ${ms(r.reconnect!.ms)} |`,
              ),
            '',
          ]
        : []),
      'Registry reads: GET calls from the BFF to the registry per event, for all subscribers together (the changed case and its history entry, ' +
        'loaded once per event and audience). Admissions: one call per event and audience in which the registry admits the subscribers who did not ' +
        'load (live session, still of the organisation) and logs them in the access log. Write → BFF: from sending the write until the event reached the BFF (registry write, commit, ' +
        "notification, stream). CPU per event: this process's CPU time (BFF, registry and the clients' thread) per event, which the load of " +
        'other processes on the machine does not inflate; on a busy machine the wall-clock figures mostly measure waiting for a core. Before this change (issue 9): every subscriber re-read the whole case (about 13 registry calls each per event), ' +
        '100 subscribers p50 2.6 s / p99 4.2 s, 1,000 subscribers p99 32 s, and the registry polled its outbox every 250 ms.',
      ...(redisNote ? ['', redisNote] : []),
      LIVE_END,
    ]
  : [];

let uploadResult: UploadResult | null = null;
if (sections.has('uploads')) {
  uploadResult = await measureUploads({
    uploads: Number(values['upload-count']),
    lineBytesPerSecond: Number(values['upload-line-mibps']) * 1024 * 1024,
  });
  logger.warn(uploadResult);
}
const uploadLines = uploadResult
  ? [
      UPLOADS_START,
      `Uploads, written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite, embedded'}; disk storage; 2-core machine): ` +
        `${uploadResult.uploads} uploads of ${uploadResult.bytesEach.toLocaleString('en-US')} bytes (the document size limit) at once, each over a line throttled to ` +
        `${(uploadResult.lineBytesPerSecond / 1024 / 1024).toFixed(0)} MiB/s, through the portal's signed upload path (\`upload-url/\`, then PUT) to the whole portal running alone in a child process ` +
        "(registry, BFF and embedded database, as `npm start` runs them). Memory is that process's resident set (VmRSS), sampled every 50 ms.",
      '',
      '| uploads at once | bytes each | answers | server memory before (MiB) | server memory peak (MiB) | growth (MiB) | all done (s) |',
      '|---:|---:|:---|---:|---:|---:|---:|',
      `| ${uploadResult.uploads} | ${uploadResult.bytesEach.toLocaleString('en-US')} | ${[...new Set(uploadResult.statuses)].join(', ')} | ` +
        `${uploadResult.rssBeforeMiB.toFixed(0)} | ${uploadResult.rssPeakMiB.toFixed(0)} | ${(uploadResult.rssPeakMiB - uploadResult.rssBeforeMiB).toFixed(0)} | ${uploadResult.seconds.toFixed(1)} |`,
      UPLOADS_END,
    ]
  : [];

const block = (text: string, start: string, end: string) => findBlock(text, { start, end });

// A section not measured this time keeps its last figures.
const benchmarksPath = path.join(repoRoot, 'BENCHMARKS.md');
const previous = (() => {
  try {
    return readFileSync(benchmarksPath, 'utf8');
  } catch {
    return '';
  }
})();
const previousLive = block(previous, LIVE_START, LIVE_END);
const previousUploads = block(previous, UPLOADS_START, UPLOADS_END);
const previousRest = [previousLive, previousUploads]
  .reduce<string>((text, part) => (part ? text.replace(part, '') : text), previous)
  .trimEnd();
// The module sections' blocks (and the notes around them) stay in place; a new block goes after the title.
const sectionsText = sectionOutputs.reduce(
  (text, { section, output }) => writeBlock(text, section.markers, output.benchmarks, '# Benchmarks'),
  previousRest || '# Benchmarks',
);
const liveText = liveLines.length ? liveLines.join('\n') : previousLive;
const uploadsText = uploadLines.length ? uploadLines.join('\n') : previousUploads;
if (!values['dry-run'])
  writeFileSync(
    benchmarksPath,
    `${sectionsText.trimEnd()}\n${[liveText, uploadsText].map((part) => (part ? `\n${part}\n` : '')).join('')}`,
  );

// The README keeps the latest tables between its bench markers.
const readmePath = path.join(repoRoot, 'README.md');
let readme = readFileSync(readmePath, 'utf8');
for (const { section, output } of sectionOutputs) {
  if (section.readmeMarkers && output.readme) readme = writeBlock(readme, section.readmeMarkers, output.readme, README_END);
}
if (liveLines.length) {
  const existing = block(readme, LIVE_START, LIVE_END);
  if (existing) readme = readme.replace(existing, liveLines.join('\n'));
  else if (readme.includes(README_END)) readme = readme.replace(README_END, `${README_END}\n\n${liveLines.join('\n')}`);
}
if (uploadLines.length) {
  const existing = block(readme, UPLOADS_START, UPLOADS_END);
  const anchorBlock = block(readme, LIVE_START, LIVE_END);
  if (existing) readme = readme.replace(existing, uploadLines.join('\n'));
  else if (anchorBlock) readme = readme.replace(anchorBlock, `${anchorBlock}\n\n${uploadLines.join('\n')}`);
}
if (!values['dry-run']) writeFileSync(readmePath, readme);
process.stdout.write(
  `${sectionOutputs.map(({ output }) => output.benchmarks).join('\n')}\n${liveLines.join('\n')}\n${uploadLines.join('\n')}\n`,
);
