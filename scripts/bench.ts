// `npm run bench [-- --sizes 10000,100000 --runs 100]`: for each store size, seeds the demo data plus N synthetic
// cases of the first demo law firm into a fresh store (PGlite, or a fresh database on DATABASE_URL), runs the
// registry and the BFF over real HTTP, and measures the portfolio's first page directly over REST and through
// GraphQL, plus the registry calls one GraphQL operation makes at page sizes 20 and 100.
// Live updates (`--sections live` runs them alone): graphql-ws clients on one case, registry calls per event and
// the time from a write to every client, without and with Redis (scripts/lib/live-bench.ts).
// Uploads (`--sections uploads`): five uploads at the document size limit at once over throttled lines, and the
// server's resident memory meanwhile (scripts/lib/upload-bench.ts).
// Prints a table and writes BENCHMARKS.md (the README summarises it). Never asserts wall-clock times.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import os from 'node:os';
import pino from 'pino';
import { startTestRegistry, loginAs } from '../registry/testing.ts';
import { seedSyntheticCases } from '../registry/seed/synthetic.ts';
import { startPortal, repoRoot } from './lib/portal.ts';
import { measureLive, type LiveResult } from './lib/live-bench.ts';
import { measureUploads, type UploadResult } from './lib/upload-bench.ts';
import { Redis } from 'ioredis';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000' },
    runs: { type: 'string', default: '100' },
    /** portfolio (the first page, the access log's cost), live (live updates), or both. */
    sections: { type: 'string', default: 'portfolio,live,uploads' },
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
  },
});
const sections = new Set(values.sections.split(','));
const sizes = sections.has('portfolio') ? values.sizes.split(',').map(Number) : [];
const runs = Number(values.runs);
const logger = pino({ level: 'warn' });
const README_START = '<!-- bench:start -->';
const README_END = '<!-- bench:end -->';
const LIVE_START = '<!-- bench-live:start -->';
const LIVE_END = '<!-- bench-live:end -->';
const UPLOADS_START = '<!-- bench-uploads:start -->';
const UPLOADS_END = '<!-- bench-uploads:end -->';

const ROW_FIELDS = `id internalID plaintiff { firstName lastName birthdate } dateOfLoss status statusLabel isClosed
  lastUpdatedAt needsUpdate daysSinceLastUpdate lawFirm { name }`;
const FIRST_PAGE = `query FirstPage($first: Int!) { viewer { portfolio(first: $first) { totalCount
  edges { cursor node { ${ROW_FIELDS} } } pageInfo { hasNextPage endCursor } } } }`;
// A heavier page: every row also resolves its liens and the viewer's own lien (DataLoader batching keeps the
// number of registry calls independent of the page size).
const RICH_PAGE = `query RichPage($first: Int!) { viewer { portfolio(first: $first) { totalCount
  edges { node { ${ROW_FIELDS} liens { internalID balance verificationStatus lienholder { name } } userLien { internalID }
  createdByOrganization { name } } } } } }`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(label: string, operation: () => Promise<void>) {
  for (let i = 0; i < 10; i++) await operation();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await operation();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const result = { label, p50: percentile(samples, 50), p95: percentile(samples, 95) };
  logger.warn(result);
  return result;
}

/**
 * Two operations measured in alternation, so drift of the machine's load falls on both alike. Besides wall time,
 * the process's CPU time per operation (client and registry run in this process), which other processes' load
 * does not inflate.
 */
async function measureAlternately(label: string, first: () => Promise<void>, second: () => Promise<void>) {
  for (let i = 0; i < 10; i++) {
    await first();
    await second();
  }
  const wall: [number[], number[]] = [[], []];
  const cpu: [number[], number[]] = [[], []];
  // A difference of a few per cent needs more samples than the main table's.
  for (let i = 0; i < runs * 4; i++) {
    for (const [index, operation] of [first, second].entries()) {
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      await operation();
      const used = process.cpuUsage(cpuStarted);
      wall[index]!.push(performance.now() - started);
      cpu[index]!.push((used.user + used.system) / 1000);
    }
  }
  const summary = (index: 0 | 1) => {
    const [w, c] = [wall[index], cpu[index]].map((values) => [...values].sort((x, y) => x - y)) as [number[], number[]];
    return { p50: percentile(w, 50), p95: percentile(w, 95), cpuP50: percentile(c, 50) };
  };
  const result = { first: summary(0), second: summary(1) };
  logger.warn({ label, ...result });
  return result;
}

interface SizeResult {
  cases: number;
  seedSeconds: number;
  rest: { p50: number; p95: number };
  graphql: { p50: number; p95: number };
  /** REST first page on a registry with the access log and on one without (the bench's internal option). */
  accessLog: { on: { p50: number; p95: number; cpuP50: number }; off: { p50: number; p95: number; cpuP50: number } };
  upstreamCalls: { first20: number; first100: number; rich20: number; rich100: number };
}

const results: SizeResult[] = [];
for (const size of sizes) {
  const registry = await startTestRegistry({ seed: true });
  const seedStarted = performance.now();
  await seedSyntheticCases(registry.registry.db, { cases: size });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const portal = await startPortal({
    port: 0,
    host: '127.0.0.1',
    registryUrl: registry.url,
    serviceKey: registry.serviceKey,
    logger,
    // The registry call counts come from `extensions.upstreamCalls`, which only development mode reports; the
    // bench's sequential runs are no abuse to rate-limit (`--runs 1000` would pass the default per-session limit).
    edge: { mode: 'development', rateLimits: { perSession: 1_000_000, perAddress: 1_000_000, windowSeconds: 60 } },
  });
  try {
    const token = await loginAs(registry.url, 'lawfirm@demo.test', 'demo-password');
    const restUrl = `${registry.url}/api/registry/v1/escrow-agent/portfolio/?page_size=20`;
    const rest = await measure(`REST first page @${size}`, async () => {
      const response = await fetch(restUrl, { headers: { Authorization: `JWT ${token}` } });
      if (response.status !== 200) throw new Error(`REST ${response.status}`);
      await response.json();
    });
    const graphql = async (query: string, first: number) => {
      const response = await fetch(`${portal.url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
        body: JSON.stringify({ query, variables: { first } }),
      });
      const body = (await response.json()) as { errors?: unknown; extensions?: { upstreamCalls?: number } };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.extensions?.upstreamCalls ?? Number.NaN;
    };
    const bff = await measure(`GraphQL first page @${size}`, async () => {
      await graphql(FIRST_PAGE, 20);
    });
    // The same store without the access log (the product always keeps it; only the bench can turn it off).
    const unlogged = await startTestRegistry({ seed: true, withoutAccessLog: true });
    let accessLog: SizeResult['accessLog'];
    try {
      await seedSyntheticCases(unlogged.registry.db, { cases: size });
      const unloggedToken = await loginAs(unlogged.url, 'lawfirm@demo.test', 'demo-password');
      const page = (url: string, jwt: string) => async () => {
        const response = await fetch(url, { headers: { Authorization: `JWT ${jwt}` } });
        if (response.status !== 200) throw new Error(`REST ${response.status}`);
        await response.json();
      };
      const pair = await measureAlternately(
        `REST first page with / without the access log @${size}`,
        page(restUrl, token),
        page(`${unlogged.url}/api/registry/v1/escrow-agent/portfolio/?page_size=20`, unloggedToken),
      );
      accessLog = { on: pair.first, off: pair.second };
    } finally {
      await unlogged.close();
    }
    results.push({
      cases: size,
      seedSeconds,
      rest,
      graphql: bff,
      accessLog,
      upstreamCalls: {
        first20: await graphql(FIRST_PAGE, 20),
        first100: await graphql(FIRST_PAGE, 100),
        rich20: await graphql(RICH_PAGE, 20),
        rich100: await graphql(RICH_PAGE, 100),
      },
    });
  } finally {
    await portal.close();
    await registry.close();
  }
}

const ms = (value: number) => value.toFixed(1);
const lines = [
  '# Benchmarks',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite, embedded'};` +
    ` ${runs} sequential runs after 10 warm-up runs; 2-core machine). Law firm 1's open portfolio, first page of 20, default ordering.`,
  '',
  '| cases in store | REST p50 / p95 (ms) | GraphQL p50 / p95 (ms) | BFF / REST (p50) | registry calls per operation: rows 20 / 100 | with liens + userLien: 20 / 100 |',
  '|---:|---:|---:|---:|---:|---:|',
  ...results.map(
    (r) =>
      `| ${r.cases.toLocaleString('en-US')} | ${ms(r.rest.p50)} / ${ms(r.rest.p95)} | ${ms(r.graphql.p50)} / ${ms(r.graphql.p95)} | ` +
      `${(r.graphql.p50 / r.rest.p50).toFixed(2)}× | ${r.upstreamCalls.first20} / ${r.upstreamCalls.first100} | ` +
      `${r.upstreamCalls.rich20} / ${r.upstreamCalls.rich100} |`,
  ),
  '',
  'The registry call counts come from `extensions.upstreamCalls`, which the BFF reports in development and tests.',
  `Seeding took ${results.map((r) => `${r.seedSeconds.toFixed(1)} s for ${r.cases.toLocaleString('en-US')}`).join(', ')} synthetic cases.`,
  '',
  'What the access log costs: the same REST first page on the same data, on a registry keeping the log and on one',
  `started without it (an internal option of the bench only), ${runs * 4} runs of each in alternation. Budget: at most 10 % slower.`,
  '',
  '| cases in store | with access log p50 / p95 (ms) | without p50 / p95 (ms) | cost (p50) | CPU per page with / without (ms, p50) | cost (CPU) |',
  '|---:|---:|---:|---:|---:|---:|',
  ...results.map(
    (r) =>
      `| ${r.cases.toLocaleString('en-US')} | ${ms(r.accessLog.on.p50)} / ${ms(r.accessLog.on.p95)} | ` +
      `${ms(r.accessLog.off.p50)} / ${ms(r.accessLog.off.p95)} | ${((r.accessLog.on.p50 / r.accessLog.off.p50 - 1) * 100).toFixed(1)} % | ` +
      `${ms(r.accessLog.on.cpuP50)} / ${ms(r.accessLog.off.cpuP50)} | ${((r.accessLog.on.cpuP50 / r.accessLog.off.cpuP50 - 1) * 100).toFixed(1)} % |`,
  ),
  '',
];
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

function block(text: string, startMarker: string, endMarker: string): string | null {
  const start = text.indexOf(startMarker);
  const end = text.indexOf(endMarker);
  return start >= 0 && end > start ? text.slice(start, end + endMarker.length) : null;
}

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
const previousPortfolio = [previousLive, previousUploads]
  .reduce<string>((text, part) => (part ? text.replace(part, '') : text), previous)
  .trimEnd();
const portfolioText = results.length ? lines.join('\n').trimEnd() : previousPortfolio || '# Benchmarks';
const liveText = liveLines.length ? liveLines.join('\n') : previousLive;
const uploadsText = uploadLines.length ? uploadLines.join('\n') : previousUploads;
writeFileSync(benchmarksPath, `${portfolioText}\n${[liveText, uploadsText].map((part) => (part ? `\n${part}\n` : '')).join('')}`);

// The README keeps the latest tables between its bench markers.
const readmePath = path.join(repoRoot, 'README.md');
let readme = readFileSync(readmePath, 'utf8');
const start = readme.indexOf(README_START);
const end = readme.indexOf(README_END);
if (results.length && start >= 0 && end > start) {
  const table = lines.slice(2).join('\n').trim();
  readme = `${readme.slice(0, start + README_START.length)}\n${table}\n${readme.slice(end)}`;
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
writeFileSync(readmePath, readme);
process.stdout.write(`${results.length ? lines.join('\n') : ''}\n${liveLines.join('\n')}\n${uploadLines.join('\n')}\n`);
