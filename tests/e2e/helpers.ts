// Shared set-up of the end-to-end tests: a real registry (PGlite, or a fresh PostgreSQL database when
// DATABASE_URL is set), the portal (BFF + built web client) in front of it over real HTTP, and Debian's Chromium.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import pino from 'pino';
import { expect } from 'vitest';
import { startTestRegistry, loginAs } from '../../registry/testing.ts';
import { startPortal, type Portal } from '../../scripts/lib/portal.ts';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/lib/chromium.ts';

export const DEMO_PASSWORD = 'demo-password';

export interface Stack {
  registryUrl: string;
  portal: Portal;
  browser: Browser;
  close(): Promise<void>;
}

export async function startStack(): Promise<Stack> {
  const registry = await startTestRegistry();
  const portal = await startPortal({
    port: 0,
    host: '127.0.0.1',
    registryUrl: registry.url,
    serviceKey: registry.serviceKey,
    redisUrl: process.env.REDIS_URL || undefined,
    logger: pino({ level: 'warn' }),
  });
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found: install Debian chromium or set CHROMIUM_PATH');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  return {
    registryUrl: registry.url,
    portal,
    browser,
    async close() {
      await browser.close();
      await portal.close();
      await registry.close();
    },
  };
}

export async function newPage(stack: Stack): Promise<{ context: BrowserContext; page: Page }> {
  const context = await stack.browser.newContext({ baseURL: stack.portal.url, viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  return { context, page };
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
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
  const me = (await (await fetch(`${stack.registryUrl}/api/registry/v1/accounts-auth/`, {
    headers: { Authorization: `JWT ${token}` },
  })).json()) as { registry_accounts: { registry_legal_organization: { kind: string } }[] };
  const role = me.registry_accounts[0].registry_legal_organization.kind === 'LAW_FIRM' ? 'escrow-agent' : 'lienholder';
  const response = await fetch(`${stack.registryUrl}/api/registry/v1/${role}/portfolio/?page_size=off${query}`, {
    headers: { Authorization: `JWT ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { count: number; results: RestCase[] };
}

export const fullName = (c: RestCase) => `${c.plaintiff.first_name} ${c.plaintiff.last_name}`;

/** A new browser signed in as `email`, on the case's workspace (optionally on one tab). */
export async function openCaseAs(stack: Stack, email: string, caseId: string, tab?: string): Promise<{ context: BrowserContext; page: Page }> {
  const session = await newPage(stack);
  await session.page.goto('/login');
  await signIn(session.page, email);
  await session.page.waitForURL(/\/portfolio\/[0-9a-f-]{36}/);
  await session.page.goto(`/portfolio/${caseId}${tab ? `?tab=${tab}` : ''}`);
  return session;
}
