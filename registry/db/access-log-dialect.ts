// Every transaction appends the access-log entry of the write it belongs to, as its last statement before COMMIT:
// a committed write always has its entry, a rolled-back one never does, and no write path can forget it (the
// request scope says whether the transaction belongs to an audited write; see domain/access-log.ts).
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
} from 'kysely';
import type { Database } from './schema.ts';
import { accessLogInsert, forgetTouched, takeWriteEntry } from '../domain/access-log.ts';

/** Builds (compiles) queries without a connection; the hooked driver runs them on the transaction's own. */
const compiler = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

async function appendWriteEntry(connection: DatabaseConnection): Promise<void> {
  const entry = takeWriteEntry();
  if (entry) await connection.executeQuery(accessLogInsert(compiler, [entry]).compile());
}

class AccessLoggingDriver implements Driver {
  readonly #inner: Driver;
  constructor(inner: Driver) {
    this.#inner = inner;
  }
  init(...args: Parameters<Driver['init']>) {
    return this.#inner.init(...args);
  }
  acquireConnection(...args: Parameters<Driver['acquireConnection']>) {
    return this.#inner.acquireConnection(...args);
  }
  beginTransaction(...args: Parameters<Driver['beginTransaction']>) {
    return this.#inner.beginTransaction(...args);
  }
  async commitTransaction(connection: DatabaseConnection) {
    // A failure here propagates to Kysely's transaction, which rolls the write back.
    await appendWriteEntry(connection);
    await this.#inner.commitTransaction(connection);
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    forgetTouched();
    await this.#inner.rollbackTransaction(connection);
  }
  savepoint(...args: Parameters<NonNullable<Driver['savepoint']>>) {
    if (!this.#inner.savepoint) throw new Error('savepoints are not supported by this driver');
    return this.#inner.savepoint(...args);
  }
  rollbackToSavepoint(...args: Parameters<NonNullable<Driver['rollbackToSavepoint']>>) {
    if (!this.#inner.rollbackToSavepoint) throw new Error('savepoints are not supported by this driver');
    return this.#inner.rollbackToSavepoint(...args);
  }
  releaseSavepoint(...args: Parameters<NonNullable<Driver['releaseSavepoint']>>) {
    if (!this.#inner.releaseSavepoint) throw new Error('savepoints are not supported by this driver');
    return this.#inner.releaseSavepoint(...args);
  }
  releaseConnection(...args: Parameters<Driver['releaseConnection']>) {
    return this.#inner.releaseConnection(...args);
  }
  destroy(...args: Parameters<Driver['destroy']>) {
    return this.#inner.destroy(...args);
  }
}

export function withAccessLog(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new AccessLoggingDriver(dialect.createDriver()),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
