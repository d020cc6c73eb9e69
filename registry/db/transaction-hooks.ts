// A dialect wrapper that runs a caller's hooks at the edges of every transaction: one statement appended as the
// last before COMMIT on the transaction's own connection (a failure rolls the write back), and a call after ROLLBACK.
// The registry's access log uses it (domain/access-log/entries.ts), so no write path can forget its entry.
import type { CompiledQuery, DatabaseConnection, Dialect, Driver } from 'kysely';

export interface TransactionHooks {
  /** The statement to run last in the committing transaction, or null for none. */
  beforeCommit(): CompiledQuery | null;
  afterRollback(): void;
}

class HookedDriver implements Driver {
  readonly #inner: Driver;
  readonly #hooks: TransactionHooks;
  constructor(inner: Driver, hooks: TransactionHooks) {
    this.#inner = inner;
    this.#hooks = hooks;
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
    const last = this.#hooks.beforeCommit();
    if (last) await connection.executeQuery(last);
    await this.#inner.commitTransaction(connection);
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    this.#hooks.afterRollback();
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

export function withTransactionHooks(dialect: Dialect, hooks: TransactionHooks | undefined): Dialect {
  if (!hooks) return dialect;
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new HookedDriver(dialect.createDriver(), hooks),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
