// The live-update part of `npm run bench`: graphql-ws clients (in a worker thread, as browsers would be elsewhere)
// subscribed to one case as users of one organisation (law firm 1), a status confirmation written straight to the registry's REST API, and for each number of
// subscribers: the BFF's registry calls per event (reads, and access-log records of the deliveries) and the time
// from sending the write to each client's receipt, with every delivery counted (none may be lost).
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import { registryCalls } from '../../ops/metrics.ts';
import { hashPassword } from '../../registry/auth/passwords.ts';
import { DEFAULT_CHAT_EMAIL_DELAY_SECONDS } from '../../registry/domain/context.ts';
import { loginAs, startTestRegistry } from '../../registry/testing.ts';
import { startPortal } from './portal.ts';
import type { FromClients, LiveClientsData, ToClients } from './live-clients.ts';

export interface LiveOptions {
  subscribers: number[];
  /** Events measured per number of subscribers (after two warm-up events). */
  events: number;
  /** Users of the organisation the subscribers are spread over (browser tabs of a few people). */
  users: number;
  redisUrl?: string;
  /** BFF replicas in this process (each with its own bus, loads and sockets; with Redis they share one feed). */
  replicas?: number;
  /** After the measured events: drop this many sockets, write `events` changes, resume them with `after`. */
  reconnect?: { drop: number; events: number };
  /** What each event is: a chat message on a lien's chat (threadChanged), or a case status confirmation (caseChanged). */
  change?: 'chat' | 'status';
  logger: Logger;
}

export interface ReconnectResult {
  dropped: number;
  events: number;
  /** Missed events that arrived at the resumed subscriptions (each counted once per subscription). */
  delivered: number;
  expected: number;
  /** Events a resumed subscription received twice, or that it had received before the drop. */
  duplicates: number;
  /** From sending the resumed subscriptions until every one had every missed event. */
  ms: number;
}

export interface LiveResult {
  subscribers: number;
  change: 'chat' | 'status';
  redis: boolean;
  replicas: number;
  events: number;
  /** BFF → registry calls per event: GET (loads) and POST (access-log records of deliveries). */
  readsPerEvent: number;
  recordsPerEvent: number;
  p50: number;
  p99: number;
  max: number;
  /** From sending the write to the event reaching the BFF's bus (registry write, commit, notification, stream). */
  toBusP50: number;
  /** CPU time of this process per event (BFF, registry and the clients' thread together), which other processes' load does not inflate. */
  cpuPerEvent: number;
  /** Of it, the main thread's (BFF and registry); null where /proc is not there. */
  mainThreadCpuPerEvent: number | null;
  /** CPU time of the local PostgreSQL server's processes per event (meaningful with DATABASE_URL; null where /proc is not there). */
  postgresCpuPerEvent: number | null;
  delivered: number;
  expected: number;
  reconnect: ReconnectResult | null;
}

const CASE_SUBSCRIPTION = `subscription Live($id: ID!, $after: String) { caseChanged(id: $id, after: $after) { type version lostAccess
  case { id internalID status statusLabel lastUpdatedAt lastUpdatedByOrganizationName lawFirm { name } }
  activity { id type note createdAt } } }`;
// What the web's chat dialog selects of a new message (the bubble, the thread's unread count).
const CHAT_SUBSCRIPTION = `subscription Live($id: ID!, $after: String) { threadChanged(id: $id, after: $after) { type version deletedMessageId
  messageEdge { cursor node { id internalID note createdAt createdByName createdByOrganizationName type sentByViewer readAt viewerCan { delete } } }
  thread { id unreadCount } } }`;

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN;
}

async function callsBy(method: string): Promise<number> {
  const { values } = await registryCalls.get();
  return values.filter((value) => value.labels.method === method).reduce((sum, value) => sum + value.value, 0);
}

/** Runs every number of subscribers on one stack (fresh registry and BFF), with or without Redis. */
export async function measureLive(options: LiveOptions): Promise<LiveResult[]> {
  const { logger } = options;
  // The product's chat e-mail delay (tests default to none).
  const registry = await startTestRegistry({
    seed: true,
    rateLimits: { perAddress: 1_000_000, perEmail: 1_000_000 },
    chatEmailDelaySeconds: DEFAULT_CHAT_EMAIL_DELAY_SECONDS,
  });
  const replicas = options.replicas ?? 1;
  const portals = [];
  for (let i = 0; i < replicas; i++) {
    portals.push(
      await startPortal({
        port: 0,
        host: '127.0.0.1',
        registryUrl: registry.url,
        serviceKey: registry.serviceKey,
        redisUrl: options.redisUrl,
        logger,
        edge: { mode: 'development', rateLimits: { perSession: 1_000_000, perAddress: 1_000_000, windowSeconds: 60 } },
      }),
    );
  }
  const portal = portals[0]!;
  const results: LiveResult[] = [];
  try {
    const lawFirm = await loginAs(registry.url, 'lawfirm@demo.test', 'demo-password');
    const rest = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(`${registry.url}/api/registry/v1/${path}`, {
        ...init,
        headers: { authorization: `JWT ${lawFirm}`, 'content-type': 'application/json' },
      });
      if (response.status >= 300) throw new Error(`${path}: ${response.status}`);
      return (await response.json()) as any;
    };
    const change = options.change ?? 'chat';
    // A case the demo lienholder shares with law firm 1: its lien's chat is the one the law firm's users watch.
    const provider = await loginAs(registry.url, 'provider@demo.test', 'demo-password');
    const asProvider = async (path: string, init: RequestInit = {}) => {
      const response = await fetch(`${registry.url}/api/registry/v1/${path}`, {
        ...init,
        headers: { authorization: `JWT ${provider}`, 'content-type': 'application/json' },
      });
      if (response.status >= 300) throw new Error(`${path}: ${response.status}`);
      return (await response.json()) as any;
    };
    const firmCases = new Set((await rest('escrow-agent/portfolio/?page_size=off')).results.map((c: any) => c.id));
    const kase = (await asProvider('lienholder/portfolio/?page_size=off')).results.find((c: any) => firmCases.has(c.id));
    const chat = (await asProvider(`chat-threads/?case=${kase.id}`)).results[0];
    const tokens = await colleagues(registry, kase.law_firm.id, options.users);
    const subscription =
      change === 'chat'
        ? { query: CHAT_SUBSCRIPTION, variables: { id: chat.id } }
        : { query: CASE_SUBSCRIPTION, variables: { id: kase.id } };
    let sent = 0;
    const write = () =>
      change === 'chat'
        ? asProvider('chat-messages/', { method: 'POST', body: JSON.stringify({ thread: chat.id, note: `Bench message ${++sent}` }) })
        : rest(`escrow-agent/portfolio/${kase.id}/`, { method: 'PATCH', body: JSON.stringify({ status_no_change: true }) });

    // When each event reaches the BFF's bus (the pub/sub subscriptions read from).
    const onBus: number[] = [];
    const bus = portal.bff.events.subscribe()[Symbol.asyncIterator]();
    void (async () => {
      for (;;) {
        const next = await bus.next();
        if (next.done) return;
        const announced = change === 'chat' ? next.value.change === 'chat' : next.value.type === 'case.updated';
        if (announced) onBus.push(performance.now());
      }
    })();

    for (const size of options.subscribers) {
      const toBus: number[] = [];
      const clients = new Worker(new URL('./live-clients.ts', import.meta.url), {
        workerData: {
          urls: portals.map((replica) => `${replica.url.replace('http', 'ws')}/graphql`),
          tokens,
          size,
          query: subscription.query,
          variables: subscription.variables,
        } satisfies LiveClientsData,
      });
      const messages: FromClients[] = [];
      const waiting: Array<(message: FromClients) => void> = [];
      clients.on('message', (message: FromClients) => {
        const waiter = waiting.shift();
        if (waiter) waiter(message);
        else messages.push(message);
      });
      clients.on('error', (error) => logger.error({ err: error }, 'live clients failed'));
      const nextMessage = (timeoutMs: number) =>
        new Promise<FromClients | null>((resolve) => {
          const queued = messages.shift();
          if (queued) return resolve(queued);
          const timer = setTimeout(() => {
            waiting.splice(waiting.indexOf(done), 1);
            resolve(null);
          }, timeoutMs);
          const done = (message: FromClients) => {
            clearTimeout(timer);
            resolve(message);
          };
          waiting.push(done);
        });
      const send = (message: ToClients) => clients.postMessage(message);
      if ((await nextMessage(600_000))?.type !== 'ready') throw new Error('live clients did not connect');
      // Each subscription reads its viewer once as it starts.
      await new Promise((resolve) => setTimeout(resolve, 500 + size));

      let latencies: number[] = [];
      let delivered = 0;
      /** The versions each round's clients received (one per event). */
      let roundVersions: string[] = [];
      const event = async () => {
        send({ type: 'round' });
        await new Promise((resolve) => setTimeout(resolve, 20));
        const busBefore = onBus.length;
        const sentAt = performance.timeOrigin + performance.now();
        const sentAtLocal = performance.now();
        await write();
        let result = await nextMessage(30_000);
        if (!result) {
          send({ type: 'end-round' });
          result = await nextMessage(5_000);
        }
        if (result?.type === 'round-done') {
          latencies.push(...result.arrivals.map((arrival) => arrival - sentAt));
          delivered += result.arrivals.length;
          roundVersions.push(...result.versions);
        }
        if (onBus.length > busBefore) toBus.push(onBus[busBefore]! - sentAtLocal);
        // The access-log record of the deliveries follows the burst.
        await new Promise((resolve) => setTimeout(resolve, 150));
      };
      await event();
      await event();
      latencies = [];
      toBus.length = 0;
      delivered = 0;
      const before = { GET: await callsBy('GET'), POST: await callsBy('POST') };
      const threadsBefore = threadCpu();
      const cpuBefore = process.cpuUsage();
      for (let i = 0; i < options.events; i++) await event();
      const cpu = process.cpuUsage(cpuBefore);
      const threads = threadCpu();
      const reads = (await callsBy('GET')) - before.GET;
      const records = (await callsBy('POST')) - before.POST;
      latencies.sort((a, b) => a - b);
      const result: LiveResult = {
        subscribers: size,
        change,
        redis: Boolean(options.redisUrl),
        replicas,
        events: options.events,
        readsPerEvent: reads / options.events,
        recordsPerEvent: records / options.events,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        max: latencies.at(-1) ?? Number.NaN,
        toBusP50: percentile(
          [...toBus].sort((a, b) => a - b),
          50,
        ),
        cpuPerEvent: (cpu.user + cpu.system) / 1000 / options.events,
        mainThreadCpuPerEvent: threads && threadsBefore ? (threads.main - threadsBefore.main) / options.events : null,
        postgresCpuPerEvent: threads && threadsBefore ? (threads.postgres - threadsBefore.postgres) / options.events : null,
        delivered,
        expected: size * options.events,
        reconnect: null,
      };
      if (options.reconnect && size > options.reconnect.drop) {
        const { drop, events } = options.reconnect;
        const before = new Set(roundVersions);
        send({ type: 'drop', count: drop });
        if ((await nextMessage(60_000))?.type !== 'dropped') throw new Error('live clients did not drop');
        roundVersions = [];
        for (let i = 0; i < events; i++) await event();
        const missed = new Set(roundVersions);
        send({ type: 'resume', expected: missed.size, timeoutMs: 30_000 });
        const resumed = await nextMessage(120_000);
        if (resumed?.type !== 'resumed') throw new Error('live clients did not resume');
        let got = 0;
        let duplicates = 0;
        for (const versions of resumed.received) {
          const unique = new Set(versions);
          got += [...unique].filter((version) => missed.has(version)).length;
          duplicates += versions.length - unique.size + versions.filter((version) => before.has(version)).length;
        }
        result.reconnect = { dropped: drop, events, delivered: got, expected: drop * missed.size, duplicates, ms: resumed.ms };
      }
      logger.warn(result, 'live');
      results.push(result);
      send({ type: 'close' });
      await nextMessage(60_000);
      await clients.terminate();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await bus.return?.();
  } finally {
    for (const replica of portals) await replica.close();
    await registry.close();
  }
  return results;
}

/** `count` new users of the organisation, signed in (one password hash for all). */
async function colleagues(
  registry: Awaited<ReturnType<typeof startTestRegistry>>,
  organizationId: string,
  count: number,
): Promise<string[]> {
  const db = registry.registry.db;
  const password = 'bench-password';
  const hash = await hashPassword(password);
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `live-${randomUUID().slice(0, 8)}@bench.test`;
    const { id: userId } = await db
      .insertInto('users')
      .values({ email, first_name: 'Live', last_name: String(i + 1), password_hash: hash, is_staff: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('accounts').values({ user_id: userId, organization_id: organizationId }).execute();
    tokens.push(await loginAs(registry.url, email, password));
  }
  return tokens;
}

/**
 * CPU milliseconds so far of this process's main thread and of the local PostgreSQL server's processes, from /proc
 * (Linux); null elsewhere.
 */
function threadCpu(): { main: number; postgres: number } | null {
  const ticks = (stat: string) => {
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  try {
    const main = ticks(readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8'));
    let postgres = 0;
    for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (stat.includes('(postgres)')) postgres += ticks(stat);
      } catch {
        // The process ended meanwhile.
      }
    }
    return { main, postgres };
  } catch {
    return null;
  }
}
