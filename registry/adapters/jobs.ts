// Background jobs on pg-boss: work that must not hold up a request (mail, notification fan-out, points). Jobs live
// in PostgreSQL, so they are retried with backoff, survive a restart and can be listed when they fail for good.
// - PostgreSQL mode: pg-boss on DATABASE_URL (schema `pgboss`), a small pool of its own.
// - Embedded mode: pg-boss on a second PGlite (`<dataDir>/jobs`, or in memory), through pg-boss's PGlite adapter. Not
//   the registry's own PGlite: that one is a single connection, and pg-boss statements would land in the middle of
//   the registry's transactions.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PgBoss, fromPglite, type ConstructorOptions } from 'pg-boss';
import { pgliteSnapshot } from '../db/memory-snapshot.ts';

export type JobHandler<Payload> = (payload: Payload, job: { id: string; attempt: number }) => Promise<void>;

export interface JobOptions {
  /** Tries in all, the first included (default 5). */
  attempts?: number;
  /** Wait before the first retry, in seconds; doubles (with jitter) with each one (default 2). */
  backoffSeconds?: number;
  /**
   * A clock-driven job that queues its own next run (maintenance, e.g. every 5 minutes): idle() does not wait for it,
   * since no request caused it and one is always queued.
   */
  periodic?: boolean;
}

export interface EnqueueOptions {
  /** Idempotency: a second enqueue of the same job name and key, while the first is stored, is ignored. */
  key?: string;
  /** Run no earlier than this many seconds from now. */
  delaySeconds?: number;
}

export interface FailedJob {
  id: string;
  name: string;
  payload: unknown;
  /** Tries made, the first included. */
  attempts: number;
  /** The last try's error message. */
  error: string;
  createdAt: Date;
  failedAt: Date;
}

export interface JobRunner {
  /** Before start() (or after: the job's queue and worker are then set up at once). */
  register<Payload>(name: string, handler: JobHandler<Payload>, options?: JobOptions): void;
  start(): Promise<void>;
  /** Queues a run of a registered job; answers its id, or null when `key` matched a stored job. */
  enqueue<Payload>(name: string, payload: Payload, options?: EnqueueOptions): Promise<string | null>;
  /**
   * Tests: resolves once nothing is queued, running or due for a retry within 30 s (after the idle flushes, e.g. the
   * event dispatcher, have caught up); periodic jobs do not count. Rejects after `timeoutMs` (default 30 s) naming what is still pending.
   */
  idle(options?: { timeoutMs?: number }): Promise<void>;
  /** Run before each idle() check; answers how many jobs it queued (the event dispatcher catching up). */
  addIdleFlush(flush: () => Promise<number>): void;
  /** Jobs that used up their attempts, most recently failed first. */
  failedJobs(options?: { limit?: number; offset?: number }): Promise<FailedJob[]>;
  /** How many jobs are listed as failed. */
  failedJobCount(): Promise<number>;
  /** Queues a failed job again with fresh attempts; false when no failed job has that id. */
  retryFailedJob(id: string): Promise<boolean>;
  /** Stops fetching, waits up to `timeoutMs` (default 10 s) for running jobs, then closes its store. */
  close(options?: { timeoutMs?: number }): Promise<void>;
}

export interface PgBossJobsOptions {
  /** PostgreSQL URL; unset → embedded PGlite at `dataDir`. */
  databaseUrl?: string;
  /** PGlite data directory for the embedded mode, or `memory://`. */
  dataDir?: string;
  /** How often an idle worker looks for due jobs (retries, delayed jobs, other processes' jobs); ≥ 0.5, default 2. */
  pollingIntervalSeconds?: number;
  /** How long a try may run before it counts as failed (and a crashed process's job is taken up again); default 300. */
  expireInSeconds?: number;
  /** pg-boss's maintenance and monitoring (expiry of stuck jobs, cleanup) every this many seconds; ≥ 1, default 60. */
  superviseIntervalSeconds?: number;
  /** Told about pg-boss errors and job failures (the registry's logger). */
  onError?: (error: unknown, context: string) => void;
}

const SCHEMA = 'pgboss';
const PENDING_STATES = `(state = 'active' or (state in ('created', 'retry') and start_after < now() + interval '30 seconds'))`;

/** The job id for an idempotency key: a UUID derived from the job name and the key. */
export function jobIdForKey(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  // Shaped as a version-8 (custom) UUID so PostgreSQL's uuid column takes it.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

interface Registration {
  handler: JobHandler<unknown>;
  options: JobOptions;
  workerId?: string;
  /** Its queue and worker, set up once the engine has started. */
  ready?: Promise<void>;
}

interface StoredJob {
  payload: unknown;
}

export function createPgBossJobs(options: PgBossJobsOptions): JobRunner {
  const registrations = new Map<string, Registration>();
  const idleFlushes: (() => Promise<number>)[] = [];
  const pollingIntervalSeconds = Math.max(0.5, options.pollingIntervalSeconds ?? 2);
  const onError = options.onError ?? (() => undefined);
  let pglite: PGlite | null = null;
  let boss: PgBoss | null = null;
  let starting: Promise<void> | null = null;
  let closed = false;

  const started = () => {
    if (!boss) throw new Error('jobs: the runner is not started');
    if (closed) throw new Error('jobs: the runner is closed');
    return boss;
  };

  const setUp = async (name: string, registration: Registration) => {
    const current = started();
    registration.ready ??= setUpQueue(current, name, registration);
    await registration.ready;
  };

  const setUpQueue = async (current: PgBoss, name: string, registration: Registration) => {
    const attempts = Math.max(1, registration.options.attempts ?? 5);
    await current.createQueue(name, {
      retryLimit: attempts - 1,
      retryDelay: Math.max(1, Math.round(registration.options.backoffSeconds ?? 2)),
      retryBackoff: true,
      retryDelayMax: 3600,
      expireInSeconds: options.expireInSeconds ?? 300,
    });
    // createQueue leaves an existing queue as it was: the options set now win (a changed retry policy applies).
    await current.updateQueue(name, {
      retryLimit: attempts - 1,
      retryDelay: Math.max(1, Math.round(registration.options.backoffSeconds ?? 2)),
      retryBackoff: true,
      expireInSeconds: options.expireInSeconds ?? 300,
    });
    registration.workerId = await current.work<StoredJob>(name, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
      try {
        await registration.handler(job.data.payload, { id: job.id, attempt: job.retryCount + 1 });
      } catch (error) {
        onError(error, `job ${name} ${job.id} try ${job.retryCount + 1} failed`);
        throw error;
      }
    });
  };

  const pendingJobs = async () => {
    const names = [...registrations].filter(([, registration]) => !registration.options.periodic).map(([name]) => name);
    if (!names.length || !boss) return [];
    const { rows } = await boss
      .getDb()
      .executeSql(
        `select name, state, count(*)::int as count from ${SCHEMA}.job where name = any($1) and ${PENDING_STATES} group by 1, 2`,
        [names],
      );
    return rows as { name: string; state: string; count: number }[];
  };

  return {
    register(name, handler, jobOptions = {}) {
      if (registrations.has(name)) throw new Error(`jobs: ${name} is registered already`);
      const registration: Registration = { handler: handler as JobHandler<unknown>, options: jobOptions };
      registrations.set(name, registration);
      // Registered while (or after) the engine starts: set up as soon as it has.
      if (starting) void starting.then(() => setUp(name, registration)).catch((error) => onError(error, `jobs: setting up ${name}`));
    },

    start() {
      starting ??= (async () => {
        let bossOptions: ConstructorOptions;
        if (options.databaseUrl) {
          bossOptions = { connectionString: options.databaseUrl, max: 3, schema: SCHEMA };
        } else {
          const dataDir = options.dataDir ?? 'memory://';
          if (!dataDir.includes('://')) await mkdir(dataDir, { recursive: true });
          // A new store starts from a snapshot of an empty one (initdb costs seconds).
          const empty = () => pgliteSnapshot('jobs-empty', 'empty', async () => undefined);
          if (dataDir === 'memory://') pglite = await PGlite.create('memory://', { loadDataDir: await empty() });
          else if (existsSync(path.join(dataDir, 'PG_VERSION'))) pglite = new PGlite(dataDir);
          else pglite = new PGlite(dataDir, { loadDataDir: await empty() });
          await pglite.waitReady;
          // One process owns an embedded store, so a job still marked active was cut off by a stop or crash: run it
          // again now instead of after its expiry.
          const installed = await pglite.query(`select to_regclass('${SCHEMA}.job') is not null as present`);
          if ((installed.rows[0] as { present: boolean }).present) {
            await pglite.query(`update ${SCHEMA}.job set state = 'retry', start_after = now() where state = 'active'`);
          }
          bossOptions = { db: fromPglite(pglite), backend: 'pglite', schema: SCHEMA };
        }
        const engine = new PgBoss({
          ...bossOptions,
          schedule: false,
          registerInstance: false,
          superviseIntervalSeconds: options.superviseIntervalSeconds ?? 60,
          monitorIntervalSeconds: options.superviseIntervalSeconds ?? 60,
          openTelemetry: { enabled: false },
        });
        engine.on('error', (error) => onError(error, 'pg-boss'));
        await engine.start();
        boss = engine;
        await Promise.all([...registrations].map(([name, registration]) => setUp(name, registration)));
      })();
      return starting;
    },

    async enqueue(name, payload, enqueueOptions = {}) {
      if (!starting) throw new Error('jobs: the runner is not started');
      await starting;
      const registration = registrations.get(name);
      if (!registration) throw new Error(`jobs: no job named ${name}`);
      await setUp(name, registration);
      const current = started();
      const id = await current.send(name, { payload } satisfies StoredJob, {
        ...(enqueueOptions.key !== undefined ? { id: jobIdForKey(name, enqueueOptions.key) } : {}),
        ...(enqueueOptions.delaySeconds ? { startAfter: enqueueOptions.delaySeconds } : {}),
      });
      // Start it now rather than at the worker's next poll.
      if (id && !enqueueOptions.delaySeconds && registration.workerId) current.notifyWorker(registration.workerId);
      return id;
    },

    addIdleFlush(flush) {
      idleFlushes.push(flush);
    },

    async idle({ timeoutMs = 30_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      await starting;
      await Promise.all([...registrations.values()].map((registration) => registration.ready));
      for (;;) {
        let queued = 0;
        for (const flush of idleFlushes) queued += await flush();
        const pending = await pendingJobs();
        if (!queued && !pending.length) return;
        if (Date.now() > deadline) {
          throw new Error(
            `jobs: not idle after ${timeoutMs} ms: ${pending.map((row) => `${row.name} ${row.state} ×${row.count}`).join(', ')}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },

    async failedJobCount() {
      await starting;
      const { rows } = await started().getDb().executeSql(`select count(*)::int as count from ${SCHEMA}.job where state = 'failed'`);
      return (rows[0] as { count: number }).count;
    },

    async failedJobs({ limit = 100, offset = 0 } = {}) {
      await starting;
      const { rows } = await started()
        .getDb()
        .executeSql(
          `select id, name, data, output, retry_count, created_on, completed_on from ${SCHEMA}.job
           where state = 'failed' order by completed_on desc, id limit $1 offset $2`,
          [Math.max(1, Math.min(1000, limit)), Math.max(0, offset)],
        );
      return (
        rows as {
          id: string;
          name: string;
          data: StoredJob | null;
          output: { message?: string } | null;
          retry_count: number;
          created_on: Date | string;
          completed_on: Date | string;
        }[]
      ).map((row) => ({
        id: row.id,
        name: row.name,
        payload: row.data?.payload ?? null,
        attempts: row.retry_count + 1,
        error: typeof row.output?.message === 'string' ? row.output.message : JSON.stringify(row.output ?? null),
        createdAt: new Date(row.created_on),
        failedAt: new Date(row.completed_on),
      }));
    },

    async retryFailedJob(id) {
      await starting;
      const current = started();
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return false;
      const { rows } = await current.getDb().executeSql(`select name from ${SCHEMA}.job where id = $1 and state = 'failed'`, [id]);
      const name = (rows[0] as { name: string } | undefined)?.name;
      if (!name) return false;
      await current.retry(name, id);
      const workerId = registrations.get(name)?.workerId;
      if (workerId) current.notifyWorker(workerId);
      return true;
    },

    async close({ timeoutMs = 10_000 } = {}) {
      if (closed) return;
      closed = true;
      await starting?.catch(() => undefined);
      try {
        await boss?.stop({ graceful: true, timeout: timeoutMs, close: true });
      } finally {
        await pglite?.close();
      }
    },
  };
}
