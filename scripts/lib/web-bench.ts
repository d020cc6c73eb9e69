// The `web` part of `npm run bench`: what the browser downloads to show /login, /portfolio and a case page, and how
// soon /portfolio paints its largest element. The built client is served by the whole portal (as `npm start` runs it,
// embedded database with the demo data); Chromium opens each page in a fresh context (cold cache, no service worker)
// several times. Per route: the JavaScript and CSS the page loaded, as sent (Brotli/gzip bytes, from the browser's
// network log), the whole transfer (every answer, headers included) and Largest Contentful Paint; medians.
// Standalone: `node scripts/lib/web-bench.ts [--runs 5] [--dist <built client>]`.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { MEMORY } from '../../registry/app.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../registry/seed/demo.ts';
import { buildWebIfStale } from './build-web.ts';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.ts';
import { startPortal, webDist as defaultWebDist } from './portal.ts';

/** Issue 13's goals: compressed JS + CSS per route, and LCP of /portfolio in a local lab run. */
export const WEB_GOALS = { loginKB: 120, portfolioKB: 250, portfolioLcpMs: 1000 } as const;

export interface WebBenchOptions {
  /** Cold-cache loads per route (median reported). */
  runs?: number;
  /** A built client to serve; by default web/dist, built first when missing or older than its sources. */
  webDist?: string;
  logger?: Logger;
}

export interface RouteFigures {
  route: string;
  /** JS + CSS bytes as sent (compressed). */
  codeBytes: number;
  /** The same files decoded: what the browser parses. */
  codeDecodedBytes: number;
  codeFiles: number;
  /** Content-Encoding of the JS/CSS answers (e.g. "br"). */
  encodings: string[];
  /** Every answer of the load (document, code, GraphQL …), bodies as sent plus headers. */
  transferBytes: number;
  lcpMs: number;
  /** The load until the page showed what it is for (sign-in form, first case). */
  readyMs: number;
}

export interface WebBenchResult {
  runs: number;
  routes: RouteFigures[];
}

const VIEWPORT = { width: 1400, height: 900 };
const CASE_URL = /\/portfolio\/[0-9a-f-]{36}/;

/** Keeps the latest largest-contentful-paint entry (the last one before input is the page's LCP). */
const LCP_OBSERVER = `
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.renderTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

interface Load {
  route: string;
  url: string;
  signedIn: boolean;
  /** Resolves when the page shows what it is for. */
  ready: (page: Page) => Promise<void>;
}

async function measure(browser: Browser, load: Load, cookies: Awaited<ReturnType<BrowserContext['cookies']>>): Promise<RouteFigures> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    if (load.signedIn) await context.addCookies(cookies);
    await context.addInitScript(LCP_OBSERVER);
    const page = await context.newPage();
    const responses: Response[] = [];
    page.on('response', (response) => void responses.push(response));
    const started = performance.now();
    await page.goto(load.url, { waitUntil: 'commit' });
    await load.ready(page);
    const readyMs = performance.now() - started;
    await page.waitForLoadState('networkidle');
    // LCP entries are dispatched after the frame that painted them.
    await page.waitForTimeout(300);
    const lcpMs = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
    const figures: RouteFigures = {
      route: load.route,
      codeBytes: 0,
      codeDecodedBytes: 0,
      codeFiles: 0,
      encodings: [],
      transferBytes: 0,
      lcpMs,
      readyMs,
    };
    const encodings = new Set<string>();
    for (const response of responses) {
      const sizes = await response.request().sizes();
      figures.transferBytes += sizes.responseBodySize + sizes.responseHeadersSize;
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') continue;
      figures.codeFiles += 1;
      figures.codeBytes += sizes.responseBodySize;
      figures.codeDecodedBytes += (await response.body()).length;
      encodings.add(response.headers()['content-encoding'] ?? 'identity');
    }
    figures.encodings = [...encodings];
    return figures;
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function medianOf(route: string, loads: RouteFigures[]): RouteFigures {
  const pick = (key: 'codeBytes' | 'codeDecodedBytes' | 'codeFiles' | 'transferBytes' | 'lcpMs' | 'readyMs') =>
    median(loads.map((load) => load[key]));
  return {
    route,
    codeBytes: pick('codeBytes'),
    codeDecodedBytes: pick('codeDecodedBytes'),
    codeFiles: pick('codeFiles'),
    encodings: [...new Set(loads.flatMap((load) => load.encodings))],
    transferBytes: pick('transferBytes'),
    lcpMs: pick('lcpMs'),
    readyMs: pick('readyMs'),
  };
}

export async function runWebBench(options: WebBenchOptions = {}): Promise<WebBenchResult> {
  const logger = options.logger ?? pino({ level: 'warn' });
  const runs = options.runs ?? 5;
  const executablePath = ensureChromium((line) => logger.warn(line));
  if (!executablePath) throw new Error('web bench: no Chromium (install Debian package `chromium` or set CHROMIUM_PATH)');
  if (!options.webDist) await buildWebIfStale(logger);
  const portal = await startPortal({
    port: 0,
    host: '127.0.0.1',
    dataDir: MEMORY,
    seedDemo: true,
    logger: logger.child({ part: 'web-bench' }, { level: 'warn' }),
    webDist: options.webDist ?? defaultWebDist,
  });
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  try {
    // Sign in once through the page (the session cookies), and find the case the portfolio opens first.
    const email = DEMO_LOGINS.find((login) => login.email.startsWith('lawfirm@'))?.email ?? DEMO_LOGINS[0].email;
    const context = await browser.newContext({ viewport: VIEWPORT });
    const page = await context.newPage();
    await page.goto(`${portal.url}/login`);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(CASE_URL, { timeout: 60_000 });
    const caseUrl = page.url();
    const cookies = await context.cookies();
    await context.close();

    const loads: Load[] = [
      {
        route: '/login',
        url: `${portal.url}/login`,
        signedIn: false,
        ready: (page) => page.getByRole('button', { name: 'Log in' }).waitFor({ timeout: 60_000 }),
      },
      {
        route: '/portfolio',
        url: `${portal.url}/portfolio`,
        signedIn: true,
        // The list opens its first case: its workspace is the page's purpose.
        ready: async (page) => {
          await page.waitForURL(CASE_URL, { timeout: 60_000 });
          await page.getByRole('tab').first().waitFor({ timeout: 60_000 });
        },
      },
      {
        route: 'case page',
        url: caseUrl,
        signedIn: true,
        ready: (page) => page.getByRole('tab').first().waitFor({ timeout: 60_000 }),
      },
    ];
    // One unmeasured load each first: the server's own first answers (JIT, caches) are not the browser's cold cache.
    for (const load of loads) await measure(browser, load, cookies);
    const routes: RouteFigures[] = [];
    for (const load of loads) {
      const figures: RouteFigures[] = [];
      for (let run = 0; run < runs; run += 1) figures.push(await measure(browser, load, cookies));
      routes.push(medianOf(load.route, figures));
    }
    return { runs, routes };
  } finally {
    await browser.close();
    await portal.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function goalOf(figures: RouteFigures): { code?: number; lcp?: number } {
  if (figures.route === '/login') return { code: WEB_GOALS.loginKB };
  if (figures.route === '/portfolio') return { code: WEB_GOALS.portfolioKB, lcp: WEB_GOALS.portfolioLcpMs };
  return {};
}

const verdict = (value: number, goal: number | undefined) => (goal === undefined ? '' : value <= goal ? ' ✓' : ' ✗');

/** A Markdown table of the figures, with the goals. */
export function webBenchLines(result: WebBenchResult): string[] {
  const lines = [
    `Web client (Chromium, cold cache, median of ${result.runs} loads; demo data, embedded database; local loopback, no throttling). ` +
      `Goals: /login ≤ ${WEB_GOALS.loginKB} KB and /portfolio ≤ ${WEB_GOALS.portfolioKB} KB of compressed JS + CSS, LCP of /portfolio ≤ ${(WEB_GOALS.portfolioLcpMs / 1000).toFixed(1)} s.`,
    '',
    '| route | JS + CSS sent (KB) | goal (KB) | decoded (KB) | files | encoding | transfer (KB) | LCP (ms) | LCP goal (ms) | ready (ms) |',
    '|:---|---:|---:|---:|---:|:---|---:|---:|---:|---:|',
  ];
  for (const figures of result.routes) {
    const goal = goalOf(figures);
    const codeKB = figures.codeBytes / 1024;
    lines.push(
      `| ${figures.route} | ${kb(figures.codeBytes)}${verdict(codeKB, goal.code)} | ${goal.code ?? '–'} | ${kb(figures.codeDecodedBytes)} | ` +
        `${figures.codeFiles} | ${figures.encodings.join(', ')} | ${kb(figures.transferBytes)} | ` +
        `${figures.lcpMs.toFixed(0)}${verdict(figures.lcpMs, goal.lcp)} | ${goal.lcp ?? '–'} | ${figures.readyMs.toFixed(0)} |`,
    );
  }
  return lines;
}

/** The `web` section of `npm run bench`: its block for BENCHMARKS.md and the README (the machine's load said). */
export async function runWebSection(options: WebBenchOptions = {}): Promise<{ benchmarks: string; readme: string }> {
  const load = os.loadavg()[0].toFixed(1);
  const result = await runWebBench(options);
  const lines = webBenchLines(result);
  lines[0] += ` Load average ${load} when the section started.`;
  return { benchmarks: lines.join('\n'), readme: lines.join('\n') };
}

if (import.meta.main) {
  const argument = (name: string) => {
    const index = process.argv.indexOf(`--${name}`);
    return index >= 0 ? process.argv[index + 1] : undefined;
  };
  const dist = argument('dist');
  const result = await runWebBench({ runs: Number(argument('runs') ?? 5), webDist: dist ? path.resolve(dist) : undefined });
  process.stdout.write(`${webBenchLines(result).join('\n')}\n`);
}
