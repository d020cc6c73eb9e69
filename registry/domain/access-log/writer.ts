// Group commit for read entries: entries from concurrent requests share one multi-row INSERT, and each request
// learns that its entry is stored only after that INSERT commits, so an answered read is never lost to a crash.
// While one INSERT runs, the next batch gathers; a lone request pays for one small INSERT and waits for no timer.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { accessLogInsert, type AccessEntry } from './entries.ts';

/** Rows per INSERT: ~12 parameters each, far below PostgreSQL's 65,535 bind parameters. */
const MAX_BATCH = 1000;

interface Pending {
  entry: AccessEntry;
  resolve(): void;
  reject(error: unknown): void;
}

export interface AccessLogWriter {
  /** Resolves once the entry is committed; rejects when it could not be stored. */
  append(entry: AccessEntry): Promise<void>;
  /** Waits for every entry appended so far. */
  drain(): Promise<void>;
}

export function createAccessLogWriter(db: Kysely<Database>): AccessLogWriter {
  let queue: Pending[] = [];
  let running: Promise<void> | null = null;

  async function insert(batch: Pending[]): Promise<void> {
    try {
      await accessLogInsert(
        db,
        batch.map((pending) => pending.entry),
      ).execute();
      for (const pending of batch) pending.resolve();
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    }
  }

  async function run(): Promise<void> {
    // Entries appended in the same synchronous run join the first batch; waiting longer (a timer, setImmediate)
    // would delay every answer, and under load the batches form by themselves while an INSERT runs.
    await Promise.resolve();
    while (queue.length) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(batch.length);
      await insert(batch);
    }
    running = null;
  }

  return {
    append(entry) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ entry, resolve, reject });
        running ??= run();
      });
    },
    async drain() {
      while (running) await running;
    },
  };
}
