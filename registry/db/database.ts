// Opens the store: PGlite (embedded PostgreSQL in WASM) by default, a real PostgreSQL server when a URL is given.
// Both return the same Kysely<Database>, with the same value types, and are migrated to the latest version.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Database } from './schema.ts';
import { migrationProvider } from './migrations/index.ts';
import { pgliteSnapshot } from './memory-snapshot.ts';
import { withTransactionHooks, type TransactionHooks } from './transaction-hooks.ts';

export interface OpenDatabaseOptions {
  /** postgres://… — when set, a pg Pool against that server. */
  databaseUrl?: string;
  /** PGlite data directory, or `memory://`; default ./data/pglite. */
  dataDir?: string;
  /** Told when the server drops an idle pooled connection (restart, failover, a dropped test database). */
  onConnectionError?: (error: Error) => void;
  /** Run at the edges of every transaction (the registry appends its access-log entries with them). */
  transactionHooks?: TransactionHooks;
}

export interface OpenedDatabase {
  db: Kysely<Database>;
  /** Connections of the pool (for metrics); PGlite is one connection. */
  poolStats(): { total: number; idle?: number; waiting?: number };
  /**
   * Calls `onNotify` for every NOTIFY on `channel` (delivered on commit of the notifying transaction), over one
   * connection of its own on PostgreSQL and in process on PGlite. Resolves to a function that stops listening.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const OID = { INT8: 20, DATE: 1082, NUMERIC: 1700 } as const;

// Identical value types on both drivers: dates stay 'YYYY-MM-DD' strings (no timezone shifts), money stays a
// decimal string, counts and bigserial ids become numbers (they stay far below 2^53).
const parsers: Record<number, (value: string) => unknown> = {
  [OID.INT8]: (value) => Number(value),
  [OID.DATE]: (value) => value,
  [OID.NUMERIC]: (value) => value,
};

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase> {
  const opened = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onConnectionError, options.transactionHooks)
    : await openPGlite(options.dataDir ?? './data/pglite', options.transactionHooks);
  const { db, pool, listen } = opened;
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const poolStats = pool ? () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }) : () => ({ total: 1 });
  return { db, poolStats, listen, close: () => db.destroy() };
}

type Listen = OpenedDatabase['listen'];

function openPostgres(
  connectionString: string,
  onConnectionError: (error: Error) => void = () => undefined,
  hooks?: TransactionHooks,
): { db: Kysely<Database>; pool: pg.Pool; listen: Listen } {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // Short index walks only: JIT compiling a plan that crosses jit_above_cost costs more than the query. The
    // working set is cached: random reads cost little more than sequential ones, so ordered index walks win.
    options: '-c jit=off -c random_page_cost=1.1',
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        parsers[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client the server disconnects emits 'error' on the pool; unheard, that would crash the process. The pool
  // drops that client and opens a new one on the next query.
  pool.on('error', onConnectionError);
  // A listener holds its own connection (not one of the pool's): LISTEN lasts as long as the session.
  const listen: Listen = async (channel, onNotify) => {
    const client = new pg.Client({ connectionString });
    client.on('error', onConnectionError);
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    await client.connect();
    await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    return () => client.end().catch(() => undefined);
  };
  return { db: new Kysely<Database>({ dialect: withTransactionHooks(new PostgresDialect({ pool }), hooks) }), pool, listen };
}

// The portfolio's name search (trigram similarity) and its (organisation, name) GIN index (migration 0029).
const extensions = { pg_trgm, btree_gin };

/** Every migration in a new PGlite: taken once (registry/db/memory-snapshot.ts), then loaded by new stores. */
async function migratedSnapshot(): Promise<Blob> {
  return pgliteSnapshot(
    'registry-migrated',
    await migrationsFingerprint(),
    (template) => migrateToLatest(new Kysely<Database>({ dialect: new PGliteDialect({ pglite: template }) })),
    { parsers, extensions },
  );
}

const openMigratedMemoryPGlite = async () => PGlite.create('memory://', { parsers, extensions, loadDataDir: await migratedSnapshot() });

async function openPGlite(dataDir: string, hooks?: TransactionHooks): Promise<{ db: Kysely<Database>; pool?: undefined; listen: Listen }> {
  if (!dataDir.includes('://')) await mkdir(dataDir, { recursive: true });
  let pglite: PGlite;
  if (dataDir === 'memory://') pglite = await openMigratedMemoryPGlite();
  else if (dataDir.includes('://') || existsSync(path.join(dataDir, 'PG_VERSION'))) pglite = new PGlite(dataDir, { parsers, extensions });
  // A new directory starts from the migrated snapshot too: initdb and every migration cost many seconds.
  else pglite = new PGlite(dataDir, { parsers, extensions, loadDataDir: await migratedSnapshot() });
  await pglite.waitReady;
  // PGlite delivers a NOTIFY to its own listeners once the notifying transaction commits, like a server does.
  const listen: Listen = async (channel, onNotify) => {
    const stop = await pglite.listen(channel, () => onNotify());
    return () => stop().catch(() => undefined);
  };
  return { db: new Kysely<Database>({ dialect: withTransactionHooks(new PGliteDialect({ pglite }), hooks) }), listen };
}

/** Changes with any migration's name or code: the key of the migrated in-memory snapshot. */
export async function migrationsFingerprint(): Promise<string> {
  const migrations = await migrationProvider.getMigrations();
  return Object.entries(migrations)
    .map(([name, migration]) => `${name}:${String(migration.up)}`)
    .join('\n');
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/** One round trip to the store (the readiness check). */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
