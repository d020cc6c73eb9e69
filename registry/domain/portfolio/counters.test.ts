import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { startTestRegistry, type TestRegistry } from '../../testing.ts';

let registry: TestRegistry;
let db: Kysely<Database>;

beforeAll(async () => {
  registry = await startTestRegistry();
  db = registry.registry.db;
}, 60_000);
afterAll(() => registry?.close());

interface ReadModel {
  entries: unknown[];
  counts: unknown[];
  fresh: unknown[];
}

async function readModel(db: Kysely<Database>): Promise<ReadModel> {
  const entries = await sql`select * from portfolio_entries order by organization_id, case_id`.execute(db);
  const counts = await sql`
    select organization_id, dimension, value, status, is_resolved, sum(n)::int as n from portfolio_counts
     group by 1, 2, 3, 4, 5 having sum(n) <> 0 order by 1, 2, 3, 4, 5`.execute(db);
  const fresh = await sql`
    select organization_id, status, is_resolved, stale_on, sum(n)::int as n from portfolio_fresh_counts
     where stale_on >= (now() at time zone 'UTC')::date - 1
     group by 1, 2, 3, 4 having sum(n) <> 0 order by 1, 2, 3, 4`.execute(db);
  return { entries: entries.rows, counts: counts.rows, fresh: fresh.rows };
}

class Rollback extends Error {}

/** What the triggers keep, against what portfolio_rebuild() computes from the base tables (rolled back). */
async function expectExact(): Promise<ReadModel> {
  const kept = await readModel(db);
  let rebuilt: ReadModel | undefined;
  await db
    .transaction()
    .execute(async (trx) => {
      await sql`select portfolio_rebuild()`.execute(trx);
      rebuilt = await readModel(trx);
      throw new Rollback();
    })
    .catch((error) => {
      if (!(error instanceof Rollback)) throw error;
    });
  expect(kept).toEqual(rebuilt);
  return kept;
}

describe('portfolio read model', () => {
  it('holds the demo data', async () => {
    const model = await expectExact();
    expect(model.entries.length).toBeGreaterThan(0);
  });
});
