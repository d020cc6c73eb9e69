// The bench's list section (issue 13): for each store size, on PostgreSQL (a fresh database per size, through
// DATABASE_URL) and on PGlite, seeds the synthetic spread (registry/seed/synthetic.ts), runs the registry and the
// BFF over real HTTP, signs in as the largest and a typical law firm and lienholder, and measures the portfolio's
// REST calls (first page with its total, counts, every ordering, every filter, page 500, search) and the first page
// and page 500 through GraphQL side by side with REST. Every figure is printed against its goal.
import os from 'node:os';
import type { Logger } from 'pino';
import { sql } from 'kysely';
import { compactPortfolioCounts } from '../../registry/domain/portfolio/counters.ts';
import { loginAs, startTestRegistry, type TestRegistry, type TestRegistryOptions } from '../../registry/testing.ts';
import { seedSyntheticCases } from '../../registry/seed/synthetic.ts';
import { syntheticTenants, type Tenant } from '../../registry/seed/spread.ts';
import { SYNTHETIC_PASSWORD } from '../../registry/seed/synthetic-organizations.ts';
import { startPortal, type Portal } from './portal.ts';
import { measureInRounds, type Latency } from './bench-stats.ts';
import { benchClient, type BenchClient } from './bench-client.ts';
import { keptDatabase } from './bench-databases.ts';

export type Store = 'postgres' | 'pglite';
export type TenantChoice = `${'law-firm' | 'lienholder'}:${'largest' | 'typical'}`;
export const ALL_TENANTS: TenantChoice[] = ['law-firm:largest', 'law-firm:typical', 'lienholder:largest', 'lienholder:typical'];

export interface PortfolioBenchOptions {
  sizes: number[];
  stores: Store[];
  tenants: TenantChoice[];
  runs: number;
  /** PGlite is measured up to this size (the issue compares it at 100 k). */
  pgliteMaxSize: number;
  /** On PostgreSQL, keep each size's seeded store and reuse it (scripts/lib/bench-databases.ts). */
  keepDatabases?: boolean;
  logger: Logger;
}

/** A figure, or why there is none (an HTTP error of the call, e.g. a parameter the registry does not know yet). */
export type Figure = Latency | { error: string };

export interface OperationFigures {
  label: string;
  group: string;
  /** What the call was (page number, matches …), when it matters to read the figure. */
  note?: string;
  rest: Figure;
  /** Measured in alternation with `rest`, for the BFF's overhead. */
  graphql?: Figure;
  restPaired?: Figure;
  upstreamCalls?: number;
}

export interface TenantFigures {
  choice: TenantChoice;
  name: string;
  email: string;
  cases: number;
  operations: OperationFigures[];
}

export interface StoreRun {
  store: Store;
  size: number;
  /** null: a kept store seeded by an earlier run. */
  seedSeconds: number | null;
  /** The machine's 1-minute load average when the measuring began (other processes share its two cores). */
  load: number;
  tenants: TenantFigures[];
}

const ORDERINGS = [
  'last_updated_at',
  '-last_updated_at',
  'created_at',
  '-created_at',
  'plaintiff__first_name',
  '-plaintiff__first_name',
  'plaintiff__last_name',
  '-plaintiff__last_name',
];
const PAGE_SIZE = 20;
const DEEP_PAGE = 500;
const FIRST_PAGE = `query FirstPage($first: Int!) { viewer { portfolio(first: $first) { totalCount
  edges { cursor node { id internalID plaintiff { firstName lastName birthdate } dateOfLoss status statusLabel isClosed
  lastUpdatedAt needsUpdate daysSinceLastUpdate lawFirm { name } } } pageInfo { hasNextPage endCursor } } } }`;
const PAGE_AFTER = `query PageAfter($first: Int!, $after: String) { viewer { portfolio(first: $first, after: $after) { totalCount
  edges { cursor node { id internalID plaintiff { firstName lastName } status lastUpdatedAt } } pageInfo { hasNextPage endCursor } } } }`;

const isError = <T extends object>(figure: T | { error: string } | null | undefined): figure is { error: string } =>
  !!figure && 'error' in figure;
const latency = (figure: Figure | undefined): Latency | null => (figure && !isError(figure) ? figure : null);

/**
 * Every store is opened (seeded) first; then each operation is measured on all of them in rounds (one call on each
 * store per round), so the machine's drift (another process, a collection in this one) falls on every size alike
 * and the growth and PGlite ratios compare figures taken side by side.
 */
export async function runPortfolioBench(options: PortfolioBenchOptions): Promise<StoreRun[]> {
  const opened: OpenStore[] = [];
  try {
    for (const store of options.stores) {
      for (const size of options.sizes) {
        if (store === 'pglite' && size > options.pgliteMaxSize) continue;
        opened.push(await openStore(store, size, options));
      }
    }
    const load = os.loadavg()[0]!;
    const runs: StoreRun[] = opened.map(({ store, size, seedSeconds }) => ({ store, size, seedSeconds, load, tenants: [] }));
    const tenantsOf = await Promise.all(opened.map((open) => syntheticTenants(open.registry.registry.db)));
    let bffWarmups = FRESH_BFF_WARMUPS;
    for (const choice of options.tenants) {
      const [kind, sizeName] = choice.split(':') as ['law-firm' | 'lienholder', 'largest' | 'typical'];
      const sessions: TenantSession[] = [];
      try {
        for (const [index, open] of opened.entries()) {
          const tenant = tenantsOf[index]!.find((t) => t.kind === (kind === 'law-firm' ? 'LAW_FIRM' : 'LIENHOLDER') && t.size === sizeName);
          if (tenant) sessions.push(await openTenantSession(open, index, tenant, choice));
        }
        const figures = await measureTenantSessions(sessions, { runs: options.runs, bffWarmups });
        bffWarmups = 0;
        for (const session of sessions) runs[session.index]!.tenants.push(figures.get(session)!);
        options.logger.warn({ tenant: choice, stores: sessions.length }, 'measured');
      } finally {
        await Promise.all(sessions.map((session) => session.close()));
      }
    }
    return runs;
  } finally {
    for (const open of opened) await open.close();
  }
}

const serverUrl = process.env.DATABASE_URL || '';

/** startTestRegistry takes its store from DATABASE_URL when it starts (a scratch database there, else PGlite). */
export async function startStore(store: Store, options: TestRegistryOptions = {}): Promise<TestRegistry> {
  const saved = process.env.DATABASE_URL;
  if (store === 'postgres') process.env.DATABASE_URL = serverUrl;
  else delete process.env.DATABASE_URL;
  const starting = startTestRegistry({ seed: true, ...options });
  if (saved === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = saved;
  return starting;
}

/**
 * A registry on a store holding the demo data and `size` synthetic cases: seeded now (and how long it took), or, with
 * `keep` on PostgreSQL, the kept store of that size when an earlier run seeded it (seedSeconds null).
 */
export async function openSeededStore(
  store: Store,
  size: number,
  { keep = false, logger }: { keep?: boolean; logger: Logger },
): Promise<{ registry: TestRegistry; seedSeconds: number | null }> {
  const kept = keep && store === 'postgres' ? await keptDatabase(serverUrl, size) : undefined;
  if (kept?.seeded) {
    logger.warn({ store, size, url: kept.url }, 'kept store reused');
    const registry = await startStore(store, { databaseUrl: kept.url, seed: false });
    if (kept.migrationsAdded) {
      // Opening it applied the migrations added since: they are now part of what it was seeded under, and the store
      // is vacuumed as the seed leaves it (what autovacuum does in time).
      await sql`vacuum analyze`.execute(registry.registry.db);
      await kept.markSeeded();
    }
    return { registry, seedSeconds: null };
  }
  const registry = await startStore(store, kept ? { databaseUrl: kept.url } : {});
  try {
    const seedStarted = performance.now();
    await seedSyntheticCases(registry.registry.db, { cases: size });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    await kept?.markSeeded();
    logger.warn({ store, size, seedSeconds }, 'seeded');
    return { registry, seedSeconds };
  } catch (error) {
    await registry.close();
    throw error;
  }
}

/** One seeded store with its registry and two BFFs over real HTTP. */
interface OpenStore {
  store: Store;
  size: number;
  seedSeconds: number | null;
  registry: TestRegistry;
  portal: Portal;
  countingPortal: Portal;
  close(): Promise<void>;
}

async function openStore(store: Store, size: number, options: PortfolioBenchOptions): Promise<OpenStore> {
  const { logger } = options;
  const { registry, seedSeconds } = await openSeededStore(store, size, { keep: options.keepDatabases, logger });
  // The counters as a running registry keeps them: its compaction job (every 5 minutes) has folded the deltas and
  // ranked the facet values since the seed's recount.
  await compactPortfolioCounts(registry.registry.db);
  const portals: Portal[] = [];
  const close = async () => {
    for (const portal of portals) await portal.close();
    await registry.close();
  };
  try {
    // Sequential runs are no abuse to rate-limit.
    const rateLimits = { perSession: 1_000_000, perAddress: 1_000_000, windowSeconds: 60 };
    const portalOptions = { port: 0, host: '127.0.0.1', registryUrl: registry.url, serviceKey: registry.serviceKey, logger };
    // GraphQL is measured as production serves it; `extensions.upstreamCalls` (the registry calls of an operation) is
    // reported in development mode only, so a second BFF in that mode counts them.
    portals.push(await startPortal({ ...portalOptions, edge: { mode: 'production', rateLimits } }));
    portals.push(await startPortal({ ...portalOptions, edge: { mode: 'development', rateLimits } }));
    return { store, size, seedSeconds, registry, portal: portals[0]!, countingPortal: portals[1]!, close };
  } catch (error) {
    await close();
    throw error;
  }
}

interface Probe {
  ok: boolean;
  status: number;
  body: unknown;
}

interface OperationName {
  group: string;
  label: string;
  note?: string;
}

/** A REST call of the bench, and its GraphQL twin when the BFF's overhead is measured on it. */
interface PlannedCall extends OperationName {
  restPath: string;
  graphql?: { query: string; variables: Record<string, unknown> };
}

/** What one operation of a tenant is on one store: a call to measure, or why there is none. */
type PlannedOperation = PlannedCall | (OperationName & { error: string });

/** A tenant signed in on one store, with the operations the bench measures for it there. */
interface TenantSession {
  /** The store's index in the run. */
  index: number;
  choice: TenantChoice;
  tenant: Tenant;
  get(pathAndQuery: string): Promise<Probe>;
  graphql(query: string, variables: Record<string, unknown>): Promise<Probe>;
  /** The registry calls of one run of the operation on a BFF that has not seen the session yet. */
  countCalls(query: string, variables: Record<string, unknown>): Promise<number | undefined>;
  operations: PlannedOperation[];
  close(): Promise<void>;
}

async function openTenantSession(open: OpenStore, index: number, tenant: Tenant, choice: TenantChoice): Promise<TenantSession> {
  const token = await loginAs(open.registry.url, tenant.email, SYNTHETIC_PASSWORD);
  const role = tenant.kind === 'LAW_FIRM' ? 'escrow-agent' : 'lienholder';
  const base = `/api/registry/v1/${role}/portfolio/`;
  const headers = { authorization: `JWT ${token}` };
  const direct = benchClient(open.registry.url);
  const bff = benchClient(open.portal.url);
  const counting = benchClient(open.countingPortal.url);
  const get = async (pathAndQuery: string): Promise<Probe> => {
    const response = await direct.get(`${base}${pathAndQuery}`, headers);
    let body: unknown = response.text;
    try {
      body = response.json();
    } catch {
      // Not JSON: reported as text.
    }
    return { ok: response.status === 200, status: response.status, body };
  };
  const graphqlAt =
    (client: BenchClient) =>
    async (query: string, variables: Record<string, unknown>): Promise<Probe & { calls?: number }> => {
      const response = await client.post('/graphql', JSON.stringify({ query, variables }), headers);
      const body = response.json<{ errors?: { message: string }[]; extensions?: { upstreamCalls?: number } }>();
      const ok = response.status === 200 && !body.errors;
      return { ok, status: ok ? 200 : response.status, body: body.errors?.[0]?.message ?? body, calls: body.extensions?.upstreamCalls };
    };
  const session: TenantSession = {
    index,
    choice,
    tenant,
    get,
    graphql: graphqlAt(bff),
    countCalls: async (query, variables) => (await graphqlAt(counting)(query, variables)).calls,
    operations: [],
    close: async () => {
      await Promise.all([direct, bff, counting].map((client) => client.close()));
    },
  };
  try {
    // The session and the registry's code paths warmed as a running server's are: the first figure of a freshly
    // started registry otherwise measures its first requests (connections, plans, compiled code).
    for (let i = 0; i < TENANT_WARMUPS; i++) await get(`?page_size=${PAGE_SIZE}`);
    session.operations = await planOperations(session, await tenantFacts(open.registry, tenant));
    return session;
  } catch (error) {
    await session.close();
    throw error;
  }
}

const failure = (probe: Probe) =>
  `HTTP ${probe.status}${typeof probe.body === 'object' && probe.body ? ` ${JSON.stringify(probe.body).slice(0, 80)}` : ` ${String(probe.body).slice(0, 80)}`}`;

/** The portfolio calls of one tenant: first page, counts, every ordering and filter, page 500, search, GraphQL. */
async function planOperations({ tenant, get }: TenantSession, side: TenantFacts): Promise<PlannedOperation[]> {
  const operations: PlannedOperation[] = [];
  const add = (group: string, label: string, restPath: string, note?: string) => operations.push({ group, label, note, restPath });

  const firstPage = `?page_size=${PAGE_SIZE}`;
  const first = await get(firstPage);
  const total = first.ok ? (first.body as { count: number }).count : 0;
  add('first page', 'first page of 20 with its total', firstPage, first.ok ? `${total.toLocaleString('en-US')} in the list` : undefined);
  add('first page', 'counts (counts/)', 'counts/');
  for (const ordering of ORDERINGS) add('ordering', `ordered by ${ordering}`, `?page_size=${PAGE_SIZE}&ordering=${ordering}`);

  const lawFirmSide = tenant.kind === 'LAW_FIRM';
  add('filter', 'closed', `?page_size=${PAGE_SIZE}&is_closed=true`);
  add(
    'filter',
    lawFirmSide ? 'open and closed (is_closed=all)' : 'all, resolved or not (is_resolved=all)',
    `?page_size=${PAGE_SIZE}&${lawFirmSide ? 'is_closed' : 'is_resolved'}=all`,
  );
  if (!lawFirmSide) add('filter', 'resolved', `?page_size=${PAGE_SIZE}&is_resolved=true`);
  add('filter', 'status NEGOTIATION', `?page_size=${PAGE_SIZE}&status=NEGOTIATION`);
  add('filter', 'out of date', `?page_size=${PAGE_SIZE}&is_out_of_date=true`);
  if (side.otherSide) {
    const parameter = lawFirmSide ? 'lienholder' : 'law_firm';
    add('filter', `a ${lawFirmSide ? 'lienholder' : 'law firm'} (its largest)`, `?page_size=${PAGE_SIZE}&${parameter}=${side.otherSide}`);
  }
  if (side.tag) add('filter', 'a tag', `?page_size=${PAGE_SIZE}&tag=${side.tag}`);
  if (!lawFirmSide) add('filter', 'treatment status TREATING', `?page_size=${PAGE_SIZE}&treatment_status=TREATING`);

  // Page 500 (or the last page of a smaller list): REST by page number, and the same rows by keyset cursor.
  const deepPage = Math.max(1, Math.min(DEEP_PAGE, Math.ceil(total / PAGE_SIZE)));
  const deepNote = `page ${deepPage.toLocaleString('en-US')}`;
  add('page 500', 'page 500 (REST page=)', `?page_size=${PAGE_SIZE}&page=${deepPage}`, deepNote);
  const cursor = deepPage > 1 ? await cursorAfter(get, (deepPage - 1) * PAGE_SIZE) : null;
  const cursorPath = cursor && !isError(cursor) ? `?page_size=${PAGE_SIZE}&cursor=${encodeURIComponent(cursor.cursor)}` : null;
  if (cursorPath) add('page 500', 'page 500 (REST keyset cursor=)', cursorPath, deepNote);

  if (side.person) {
    const { first: firstName, last, birthdate } = side.person;
    const search = (text: string) => `?page_size=${PAGE_SIZE}&ordering=relevance&search=${encodeURIComponent(text)}`;
    const prefix = last.slice(0, 3).toLowerCase();
    add('search', 'a name prefix', search(prefix), `"${prefix}"`);
    add('search', "a typo'd full name", search(`${typo(firstName)} ${typo(last)}`), `"${typo(firstName)} ${typo(last)}"`);
    add('search', 'full name reversed', search(`${last} ${firstName}`), `"${last} ${firstName}"`);
    if (birthdate) add('search', 'a birth date MM/DD/YYYY', search(birthdate), `"${birthdate}"`);
  }
  if (side.externalId)
    add(
      'search',
      'an external id',
      `?page_size=${PAGE_SIZE}&ordering=relevance&search=${encodeURIComponent(side.externalId)}`,
      `"${side.externalId}"`,
    );

  // GraphQL side by side with REST: the same first page, then page 500 by keyset.
  operations.push({
    group: 'graphql',
    label: 'first page through GraphQL',
    restPath: firstPage,
    graphql: { query: FIRST_PAGE, variables: { first: PAGE_SIZE } },
  });
  const keysetLabel = 'page 500 through GraphQL (keyset)';
  if (cursorPath && cursor && !isError(cursor)) {
    operations.push({
      group: 'graphql',
      label: keysetLabel,
      note: deepNote,
      restPath: cursorPath,
      graphql: { query: PAGE_AFTER, variables: { first: PAGE_SIZE, after: cursor.cursor } },
    });
  } else if (isError(cursor)) {
    operations.push({ group: 'graphql', label: keysetLabel, error: cursor.error });
  }
  return operations;
}

/**
 * Warm-up pairs before GraphQL and REST are measured side by side: a running BFF has compiled its path for the
 * operation (graphql-jit's code, then V8's optimised code of it) long before; a handful of runs would measure that
 * compilation instead.
 */
const PAIR_WARMUPS = 300;

/** First-page calls of each tenant before its figures are measured. */
const TENANT_WARMUPS = 50;

/**
 * GraphQL first pages on a store's freshly started BFF before its first figure: the other tenants find it warm, the
 * first one would otherwise measure V8 still optimising the BFF's code.
 */
const FRESH_BFF_WARMUPS = 1000;

/**
 * Measures one tenant's operations on every store it has, operation by operation, in rounds across the stores. A call
 * that fails once beforehand (e.g. a parameter the registry does not know yet) is reported, not measured.
 */
async function measureTenantSessions(
  sessions: TenantSession[],
  { runs, bffWarmups }: { runs: number; bffWarmups: number },
): Promise<Map<TenantSession, TenantFigures>> {
  const figures = new Map(
    sessions.map((s) => [s, { choice: s.choice, name: s.tenant.name, email: s.tenant.email, cases: s.tenant.cases, operations: [] }]),
  ) as Map<TenantSession, TenantFigures>;
  const labels = [...new Set(sessions.flatMap((s) => s.operations.map((o) => o.label)))];
  const restWarmups = Math.min(10, Math.max(2, Math.round(runs / 10)));
  const warmed = new Set<TenantSession>();
  for (const label of labels) {
    const measured: { session: TenantSession; planned: PlannedCall }[] = [];
    for (const session of sessions) {
      const planned = session.operations.find((o) => o.label === label);
      if (!planned) continue;
      const record = (entry: Omit<OperationFigures, 'group' | 'label' | 'note'>) =>
        figures.get(session)!.operations.push({ group: planned.group, label, note: planned.note, ...entry });
      if ('error' in planned) {
        record({ rest: { error: planned.error } });
        continue;
      }
      const restProbe = await session.get(planned.restPath);
      if (!restProbe.ok) {
        record({ rest: { error: failure(restProbe) } });
        continue;
      }
      if (planned.graphql) {
        if (!warmed.has(session)) for (let i = 0; i < bffWarmups; i++) await session.graphql(FIRST_PAGE, { first: PAGE_SIZE });
        warmed.add(session);
        const probe = await session.graphql(planned.graphql.query, planned.graphql.variables);
        if (!probe.ok) {
          record({ rest: { error: `GraphQL: ${String(probe.body).slice(0, 80)}` } });
          continue;
        }
      }
      measured.push({ session, planned });
    }
    if (!measured.length) continue;
    const paired = measured.some(({ planned }) => planned.graphql);
    const calls = measured.flatMap(({ session, planned }) => {
      const rest = async () => {
        if (!(await session.get(planned.restPath)).ok) throw new Error('REST failed during the runs');
      };
      if (!planned.graphql) return [rest];
      const { query, variables } = planned.graphql;
      const graphql = async () => {
        if (!(await session.graphql(query, variables)).ok) throw new Error('GraphQL failed during the runs');
      };
      return [rest, graphql];
    });
    let latencies: Latency[];
    try {
      latencies = await measureInRounds(calls, { runs, warmups: paired ? PAIR_WARMUPS : restWarmups });
    } catch (error) {
      for (const { session, planned } of measured) {
        figures
          .get(session)!
          .operations.push({ group: planned.group, label, note: planned.note, rest: { error: (error as Error).message } });
      }
      continue;
    }
    let next = 0;
    for (const { session, planned } of measured) {
      const rest = latencies[next++]!;
      const entry: OperationFigures = { group: planned.group, label, note: planned.note, rest };
      if (planned.graphql) {
        entry.graphql = latencies[next++]!;
        entry.restPaired = rest;
        entry.upstreamCalls = await session.countCalls(planned.graphql.query, planned.graphql.variables);
      }
      figures.get(session)!.operations.push(entry);
    }
  }
  return figures;
}

/** The keyset cursor after row `offset` of the default list, walking it 100 rows at a time. */
async function cursorAfter(get: (pathAndQuery: string) => Promise<Probe>, offset: number): Promise<{ cursor: string } | { error: string }> {
  let seen = 0;
  let cursor: string | null = null;
  while (seen < offset) {
    const take = Math.min(100, offset - seen);
    const probe = await get(`?page_size=${take}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    if (!probe.ok) return { error: `walking the cursors: HTTP ${probe.status}` };
    const cursors = (probe.body as { cursors?: string[] }).cursors ?? [];
    if (!cursors.length) return { error: 'walking the cursors: the list ended early' };
    cursor = cursors.at(-1)!;
    seen += cursors.length;
  }
  return cursor ? { cursor } : { error: 'no cursor' };
}

/** "John" → "Jonh": the last two letters swapped. */
const typo = (word: string) => (word.length < 3 ? word : `${word.slice(0, -2)}${word.at(-1)}${word.at(-2)}`);

interface TenantFacts {
  /** Law firm: its largest lienholder; lienholder: its largest law firm. */
  otherSide: string | null;
  tag: string | null;
  person: { first: string; last: string; birthdate: string | null } | null;
  externalId: string | null;
}

/** What the filters and searches of one tenant use: ids and a plaintiff among its own cases. */
async function tenantFacts(registry: TestRegistry, tenant: Tenant): Promise<TenantFacts> {
  const db = registry.registry.db;
  const org = tenant.organizationId;
  const lawFirmSide = tenant.kind === 'LAW_FIRM';
  const visible = lawFirmSide
    ? sql`select c.id as case_id from cases c where c.law_firm_id = ${org}`
    : sql`select l.case_id from liens l where l.lienholder_id = ${org} and l.verification_status <> 'REJECTED'`;
  // The other side's organisation with the most entries in the list as it opens (a law firm's open cases, a
  // lienholder's unresolved liens): the filter then shows a page of them, not the few (or none) of a value whose
  // cases are mostly closed or resolved.
  const otherSide = lawFirmSide
    ? await sql<{ id: string }>`
        select lienholder::text as id from portfolio_entries e, unnest(e.lienholder_ids) as lienholder
        where e.organization_id = ${org} and not e.is_closed
        group by lienholder order by count(*) desc, lienholder limit 1`.execute(db)
    : await sql<{ id: string }>`
        select e.law_firm_id::text as id from portfolio_entries e
        where e.organization_id = ${org} and not e.is_resolved and e.law_firm_id is not null
        group by e.law_firm_id order by count(*) desc, e.law_firm_id limit 1`.execute(db);
  const tag = await sql<{ id: string }>`select id from tags where organization_id = ${org} order by name limit 1`.execute(db);
  const person = await sql<{ first_name: string; last_name: string; birthdate: string | null }>`
    select p.first_name, p.last_name, to_char(p.birthdate, 'MM/DD/YYYY') as birthdate
    from (${visible} limit 50) v join cases c on c.id = v.case_id join persons p on p.id = c.plaintiff_id
    order by c.id limit 1`.execute(db);
  // An identifier of a case (law firm) or lien (lienholder) in the list as it opens: the search finds it.
  const externalId = await sql<{ id: string }>`
    select k.registry_external_id as id from external_keys k join external_systems s on s.id = k.external_system_id
      join portfolio_entries e on e.organization_id = ${org}
       and ${lawFirmSide ? sql`e.case_id = k.case_id and not e.is_closed` : sql`e.lien_id = k.lien_id and not e.is_resolved`}
     where s.organization_id = ${org} limit 1`.execute(db);
  const row = person.rows[0];
  return {
    otherSide: otherSide.rows[0]?.id ?? null,
    tag: tag.rows[0]?.id ?? null,
    person: row ? { first: row.first_name, last: row.last_name, birthdate: row.birthdate } : null,
    externalId: externalId.rows[0]?.id ?? null,
  };
}

// ---- Goals and the written figures ----

export const GOALS = { p95Ms: 50, growth: 1.5, pglite: 3, bff: 1.15 };

const ms = (value: number) => value.toFixed(1);
const storeName = (store: Store) => (store === 'postgres' ? 'PostgreSQL' : 'PGlite');
const sizeName = (size: number) =>
  size >= 1_000_000 && size % 1_000_000 === 0
    ? `${size / 1_000_000} M`
    : size >= 1000 && size % 1000 === 0
      ? `${size / 1000} k`
      : String(size);
const tenantTitle = (choice: TenantChoice) => {
  const [kind, size] = choice.split(':');
  return `${size === 'largest' ? 'Largest' : 'Typical'} ${kind === 'law-firm' ? 'law firm' : 'lienholder'}`;
};

interface Verdict {
  cell: string;
  failed: string[];
}

/** One figure of one run with its goals: p95 ≤ 50 ms (PostgreSQL), ≤ 1.5× the smallest size, PGlite ≤ 3× PostgreSQL. */
function judge(runs: StoreRun[], run: StoreRun, choice: TenantChoice, operation: OperationFigures): Verdict {
  const figure = operation.graphql ?? operation.rest;
  if (isError(figure)) return { cell: `error: ${figure.error.replace(/\|/g, '/')}`, failed: ['error'] };
  const failed: string[] = [];
  const find = (store: Store, size: number) =>
    runs
      .find((r) => r.store === store && r.size === size)
      ?.tenants.find((t) => t.choice === choice)
      ?.operations.find((o) => o.label === operation.label);
  if (run.store === 'postgres' && figure.p95 > GOALS.p95Ms) failed.push(`p95 > ${GOALS.p95Ms} ms`);
  const smallest = Math.min(...runs.filter((r) => r.store === run.store).map((r) => r.size));
  if (run.size > smallest) {
    const base = find(run.store, smallest);
    const baseFigure = base && (base.graphql ?? base.rest);
    if (baseFigure && !isError(baseFigure) && figure.p95 > GOALS.growth * baseFigure.p95) {
      failed.push(`${(figure.p95 / baseFigure.p95).toFixed(1)}× ${sizeName(smallest)}`);
    }
  }
  if (run.store === 'pglite') {
    const postgres = find('postgres', run.size);
    const postgresFigure = postgres && (postgres.graphql ?? postgres.rest);
    if (postgresFigure && !isError(postgresFigure) && figure.p95 > GOALS.pglite * postgresFigure.p95) {
      failed.push(`${(figure.p95 / postgresFigure.p95).toFixed(1)}× PostgreSQL`);
    }
  }
  let cell = `${ms(figure.p50)} / ${ms(figure.p95)}`;
  const graphqlFigure = latency(operation.graphql);
  if (graphqlFigure && operation.restPaired && !isError(operation.restPaired)) {
    const ratio = graphqlFigure.p50 / operation.restPaired.p50;
    if (ratio > GOALS.bff) failed.push(`BFF ${ratio.toFixed(2)}×`);
    cell += ` (REST ${ms(operation.restPaired.p50)} / ${ms(operation.restPaired.p95)}, ${ratio.toFixed(2)}×${operation.upstreamCalls !== undefined ? `, ${operation.upstreamCalls} registry calls` : ''})`;
  }
  return { cell: failed.length ? `${cell} ✗ ${failed.join(', ')}` : `${cell} ✓`, failed };
}

export interface PortfolioReport {
  /** BENCHMARKS.md's block. */
  benchmarks: string;
  /** The README's summary. */
  readme: string;
}

export function portfolioReport(runs: StoreRun[], { runs: runCount }: { runs: number }): PortfolioReport {
  const date = new Date().toISOString().slice(0, 10);
  const columns = runs.map((run) => `${storeName(run.store)} ${sizeName(run.size)}`);
  const choices = [...new Set(runs.flatMap((run) => run.tenants.map((t) => t.choice)))];
  let met = 0;
  let total = 0;
  const failures: string[] = [];
  const tables = choices.flatMap((choice) => {
    const labels: { label: string; group: string }[] = [];
    for (const run of runs) {
      for (const op of run.tenants.find((t) => t.choice === choice)?.operations ?? []) {
        if (!labels.some((l) => l.label === op.label)) labels.push({ label: op.label, group: op.group });
      }
    }
    const who = runs
      .map((run) => {
        const tenant = run.tenants.find((t) => t.choice === choice);
        return tenant
          ? `${sizeName(run.size)} ${storeName(run.store)}: ${tenant.name} (${tenant.email}), ${tenant.cases.toLocaleString('en-US')} ${choice.startsWith('law') ? 'cases' : 'liens'}`
          : null;
      })
      .filter(Boolean);
    const rows = labels.map(({ label }) => {
      const cells = runs.map((run) => {
        const operation = run.tenants.find((t) => t.choice === choice)?.operations.find((o) => o.label === label);
        if (!operation) return '–';
        const verdict = judge(runs, run, choice, operation);
        total += 1;
        if (!verdict.failed.length) met += 1;
        else failures.push(`${tenantTitle(choice)}, ${label}, ${storeName(run.store)} ${sizeName(run.size)}: ${verdict.failed.join(', ')}`);
        return `${verdict.cell}${operation.note ? ` <sub>${operation.note.replace(/\|/g, '/')}</sub>` : ''}`;
      });
      return `| ${label} | ${cells.join(' | ')} |`;
    });
    return [
      `### ${tenantTitle(choice)}`,
      '',
      ...who.map((line) => `- ${line}`),
      '',
      `| operation (p50 / p95 ms) | ${columns.join(' | ')} |`,
      `|---|${columns.map(() => '---:').join('|')}|`,
      ...rows,
      '',
    ];
  });
  const seeds = runs
    .map(
      (run) =>
        `${storeName(run.store)} ${sizeName(run.size)}: ${run.seedSeconds === null ? 'kept from an earlier run' : `${run.seedSeconds.toFixed(1)} s`} ` +
        `(load average ${run.load.toFixed(1)} when measuring began)`,
    )
    .join(', ');
  const stores = [...new Set(runs.map((run) => storeName(run.store)))].join(' and ');
  const header = [
    `Portfolio lists, written by \`npm run bench\` on ${date} (${stores}; the synthetic spread of \`npm run seed\`: 400 law firms, ` +
      `3,000 lienholders, the largest law firm ~12.5 % of the cases; ${runCount} runs per figure after warm-up runs, taken in rounds ` +
      'across the stores (each round calls every store and size once, so drift of the machine falls on all alike; every other ' +
      'round in reverse order, so a GraphQL call follows the REST call to its registry as often as it precedes it); ' +
      'registry and BFF over real HTTP in one process; 2-core machine). REST unless the row says GraphQL; GraphQL rows ' +
      `are measured in alternation with the same REST call (BFF / REST of the p50), the BFF in production mode, after ${PAIR_WARMUPS} ` +
      'warm-up pairs (a running BFF has compiled the operation long before); their registry calls are counted on a BFF that has not ' +
      `seen the session yet. Goals: p95 ≤ ${GOALS.p95Ms} ms on PostgreSQL, ` +
      `≤ ${GOALS.growth}× the figure at the smallest size, PGlite ≤ ${GOALS.pglite}× PostgreSQL at the same size, GraphQL ≤ ${GOALS.bff}× REST. ` +
      '✓ every goal met, ✗ which one failed; an error cell is the HTTP answer of a call the registry refused.',
    '',
    `**${met} of ${total} figures meet every goal.** Seeding: ${seeds}.`,
    '',
  ];
  const readme = [
    `Portfolio lists (${date}, ${stores}; details in BENCHMARKS.md): **${met} of ${total} figures meet every goal** ` +
      `(p95 ≤ ${GOALS.p95Ms} ms, ≤ ${GOALS.growth}× the smallest size, PGlite ≤ ${GOALS.pglite}× PostgreSQL, GraphQL ≤ ${GOALS.bff}× REST).`,
    '',
    '| tenant | store and size | slowest p95 (ms) | of | GraphQL / REST first page (p50) |',
    '|---|---|---:|---|---:|',
    ...runs.flatMap((run) =>
      run.tenants.map((tenant) => {
        const p95Of = (o: OperationFigures) => latency(o.graphql ?? o.rest)?.p95 ?? 0;
        const measured = tenant.operations.filter((o) => !isError(o.graphql ?? o.rest));
        const slowest = measured.reduce<OperationFigures | null>((worst, o) => (!worst || p95Of(o) > p95Of(worst) ? o : worst), null);
        const bff = tenant.operations.find((o) => o.label === 'first page through GraphQL');
        const ratio =
          bff?.graphql && bff.restPaired && !isError(bff.graphql) && !isError(bff.restPaired)
            ? `${(bff.graphql.p50 / bff.restPaired.p50).toFixed(2)}×`
            : '–';
        const errors = tenant.operations.length - measured.length;
        return (
          `| ${tenantTitle(tenant.choice)} (${tenant.cases.toLocaleString('en-US')}) | ${storeName(run.store)} ${sizeName(run.size)} | ` +
          `${slowest ? ms(p95Of(slowest)) : '–'} | ${slowest?.label ?? '–'}${errors ? ` (${errors} calls refused)` : ''} | ${ratio} |`
        );
      }),
    ),
  ];
  return {
    benchmarks: [
      ...header,
      ...tables,
      ...(failures.length
        ? [
            'Goals not met:',
            '',
            ...failures.slice(0, 30).map((line) => `- ${line}`),
            ...(failures.length > 30 ? [`- … and ${failures.length - 30} more (the ✗ cells above)`] : []),
            '',
          ]
        : []),
    ].join('\n'),
    readme: readme.join('\n'),
  };
}
