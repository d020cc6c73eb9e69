// Group commit: entries of concurrent requests share INSERTs, each append resolves only after its INSERT ran, and
// a failed INSERT fails the appends it carried (their answers must not leave unlogged).
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import { describe, expect, test } from 'vitest';
import type { Database } from '../../db/schema.ts';
import type { AccessEntry } from './entries.ts';
import { createAccessLogWriter } from './writer.ts';

/** A database that records each INSERT's row count and lets the test decide when each INSERT finishes. */
function recordingDatabase() {
  const inserts: { rows: number; finish(error?: Error): void }[] = [];
  const connection: DatabaseConnection = {
    executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      return new Promise((resolve, reject) => {
        inserts.push({
          rows: (query.sql.match(/\(\$/g) ?? []).length,
          finish: (error) => (error ? reject(error) : resolve({ rows: [] })),
        });
      });
    },
    async *streamQuery() {},
  };
  const driver: Driver = {
    init: async () => undefined,
    acquireConnection: async () => connection,
    beginTransaction: async () => undefined,
    commitTransaction: async () => undefined,
    rollbackTransaction: async () => undefined,
    releaseConnection: async () => undefined,
    destroy: async () => undefined,
  };
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return { db, inserts };
}

const entry = (n: number): AccessEntry => ({
  userId: '00000000-0000-4000-8000-000000000001',
  impersonatorId: null,
  organizationId: null,
  verb: 'view',
  objectType: 'case',
  objectIds: [String(n)],
  caseIds: [],
  lienIds: [],
  requestId: `r${n}`,
  address: '127.0.0.1',
});

const settled = () => new Promise((resolve) => setImmediate(resolve));

async function until(condition: () => boolean) {
  while (!condition()) await settled();
}

describe('access log writer', () => {
  test('appends arriving while an INSERT runs share the next one; each resolves only after its own INSERT', async () => {
    const { db, inserts } = recordingDatabase();
    const writer = createAccessLogWriter(db);
    const done: number[] = [];
    const track = (n: number) => writer.append(entry(n)).then(() => done.push(n));

    const first = [track(1), track(2)];
    await until(() => inserts.length === 1);
    expect(inserts[0]!.rows).toBe(2);
    const later = Array.from({ length: 30 }, (_, i) => track(i + 3));
    await settled();
    expect(inserts).toHaveLength(1);
    expect(done).toEqual([]);

    inserts[0]!.finish();
    await Promise.all(first);
    expect(done.sort((a, b) => a - b)).toEqual([1, 2]);
    await until(() => inserts.length === 2);
    expect(inserts[1]!.rows).toBe(30);
    expect(done).toHaveLength(2);
    inserts[1]!.finish();
    await Promise.all(later);
    expect(done).toHaveLength(32);
    await writer.drain();
  });

  test('a failed INSERT rejects the appends it carried; the next ones are written', async () => {
    const { db, inserts } = recordingDatabase();
    const writer = createAccessLogWriter(db);
    const failed = writer.append(entry(1));
    await until(() => inserts.length === 1);
    inserts[0]!.finish(new Error('database gone'));
    await expect(failed).rejects.toThrow('database gone');
    const next = writer.append(entry(2));
    await until(() => inserts.length === 2);
    inserts[1]!.finish();
    await expect(next).resolves.toBeUndefined();
  });
});
