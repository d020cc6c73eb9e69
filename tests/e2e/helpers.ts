// Shared set-up of the end-to-end tests: a real registry (PGlite, or a fresh PostgreSQL database when
// DATABASE_URL is set), the portal (BFF + built web client) in front of it over real HTTP, and the Chromium of
// Playwright's `browser` fixture (Debian's, see playwright.config.ts). Each test file starts its own stack in a
// beforeAll (see README.md here), so every file begins on freshly seeded demo data.
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import pino from 'pino';
import { startTestRegistry, loginAs, type TestRegistryOptions } from '../../registry/testing.ts';
import { caseAudience, emitEvents } from '../../registry/domain/outbox.ts';
import type { Registry } from '../../registry/app.ts';
import { browserSourcesOf, startPortal, type Portal } from '../../scripts/lib/portal.ts';

export const DEMO_PASSWORD = 'demo-password';

/** Any case id in a portfolio URL. */
export const CASE_URL = /\/portfolio\/[0-9a-f-]{36}/;

export interface Stack {
  registryUrl: string;
  /** The registry's own database, for the live-update probe (tests change data through the product). */
  db: Registry['db'];
  registry: Registry;
  portal: Portal;
  browser: Browser;
  close(): Promise<void>;
}

/** Starts a registry and a portal in front of it; `browser` is the test's own (the `browser` fixture). */
export async function startStack(browser: Browser, registryOptions: TestRegistryOptions = {}): Promise<Stack> {
  const registry = await startTestRegistry(registryOptions);
  try {
    const portal = await startPortal({
      port: 0,
      host: '127.0.0.1',
      registryUrl: registry.url,
      // What the registry's adapters send the browser to (an S3 bucket for uploads), as for a registry in process.
      browserSources: await browserSourcesOf(registry.registry),
      serviceKey: registry.serviceKey,
      redisUrl: process.env.REDIS_URL || undefined,
      logger: pino({ level: 'warn' }),
    });
    return {
      registryUrl: registry.url,
      db: registry.registry.db,
      registry: registry.registry,
      portal,
      browser,
      async close() {
        await portal.close();
        await registry.close();
      },
    };
  } catch (error) {
    await registry.close();
    throw error;
  }
}

/** What one page's graphql-ws connections carried, read from the frames Chromium received. */
class LiveFrames {
  /** root field (caseChanged, portfolioChanged, …) → results received */
  private readonly received = new Map<string, number>();

  constructor(page: Page) {
    page.on('websocket', (socket) => {
      // A result names its root field in `data`; the subscribe frame may not (a persisted operation has no text).
      socket.on('framereceived', ({ payload }) => {
        const message = parseFrame(payload);
        if (message?.type !== 'next') return;
        const data = (message.payload as { data?: unknown } | undefined)?.data;
        if (!data || typeof data !== 'object') return;
        for (const field of Object.keys(data)) this.received.set(field, (this.received.get(field) ?? 0) + 1);
      });
    });
  }

  count(field: string): number {
    return this.received.get(field) ?? 0;
  }
}

function parseFrame(payload: string | Buffer): Record<string, unknown> | null {
  try {
    return JSON.parse(payload.toString()) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const liveFrames = new WeakMap<Page, LiveFrames>();

export async function newPage(stack: Stack): Promise<{ context: BrowserContext; page: Page }> {
  const context = await stack.browser.newContext({ baseURL: stack.portal.url, viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  liveFrames.set(page, new LiveFrames(page));
  return { context, page };
}

/**
 * Resolves once `page`'s live subscription (`caseChanged` of the open case, or `portfolioChanged` of the list)
 * delivers changes of `caseId`: the browser has subscribed and the BFF has registered the subscription. Until then a
 * change made elsewhere could slip past the page unseen. It writes a change event for the case with nothing changed
 * (the registry's outbox, so it travels the whole way: registry stream, BFF, WebSocket) and repeats until the page
 * receives one; the page re-reads the case and shows the same thing.
 */
export async function waitUntilLive(
  stack: Stack,
  page: Page,
  caseId: string,
  field: 'caseChanged' | 'portfolioChanged' = 'caseChanged',
): Promise<void> {
  const frames = liveFrames.get(page);
  if (!frames) throw new Error('waitUntilLive needs a page opened with newPage()');
  await expect(async () => {
    const before = frames.count(field);
    // In a transaction, as every write of the registry does: emitEvents keeps ids committing in order only then.
    await stack.db
      .transaction()
      .execute(async (trx) => emitEvents(trx, [{ type: 'case.updated', caseId, organizationIds: await caseAudience(trx, caseId) }]));
    await expect.poll(() => frames.count(field), { timeout: 5_000 }).toBeGreaterThan(before);
  }, `${field} of ${caseId} never reached the page`).toPass({ timeout: 60_000 });
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  // Anchored: a toast such as 'Success! Please log in with your new password.' is labelled with the word too.
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** A new browser signed in as `email`, on the first case of its portfolio (where sign-in lands). */
export async function signedIn(stack: Stack, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const session = await newPage(stack);
  await session.page.goto('/login');
  await signIn(session.page, email);
  await session.page.waitForURL(CASE_URL);
  return session;
}

/** A new browser signed in as `email`, on the case's workspace (optionally on one tab). */
export async function openCaseAs(
  stack: Stack,
  email: string,
  caseId: string,
  tab?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const session = await signedIn(stack, email);
  await session.page.goto(`/portfolio/${caseId}${tab ? `?tab=${tab}` : ''}`);
  return session;
}

/** The case rows of the portfolio list (links to /portfolio/<id>). */
export const caseLinks = (page: Page) => page.locator('a[href^="/portfolio/"]');

interface RestCase {
  id: string;
  plaintiff: { first_name: string; last_name: string };
}

/** What the registry says an account sees, read over REST with that user's own token. */
export async function restPortfolio(stack: Stack, email: string, query = ''): Promise<{ count: number; results: RestCase[] }> {
  const token = await loginAs(stack.registryUrl, email, DEMO_PASSWORD);
  const me = (await (
    await fetch(`${stack.registryUrl}/api/registry/v1/accounts-auth/`, {
      headers: { Authorization: `JWT ${token}` },
    })
  ).json()) as { registry_accounts: { registry_legal_organization: { kind: string } }[] };
  const role = me.registry_accounts[0].registry_legal_organization.kind === 'LAW_FIRM' ? 'escrow-agent' : 'lienholder';
  const response = await fetch(`${stack.registryUrl}/api/registry/v1/${role}/portfolio/?page_size=off${query}`, {
    headers: { Authorization: `JWT ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { count: number; results: RestCase[] };
}

export const fullName = (c: RestCase) => `${c.plaintiff.first_name} ${c.plaintiff.last_name}`;
