// `npm run bench -- --keep-databases`: on PostgreSQL, the store seeded for a size is kept as database
// lien_bench_<size> and reused by the next section and the next run, as long as the migrations and the seed's code
// are the same (their fingerprint is the database's comment; the demo data's changes do not count). Seeding 1 M cases takes many minutes, measuring them
// a few. Without the flag every section seeds a fresh scratch database and drops it.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrationsFingerprint } from '../../registry/db/database.ts';
import { repoRoot } from './portal.ts';
import { withClient } from '../../registry/testing.ts';

export interface KeptDatabase {
  url: string;
  /** Seeded by an earlier run with the same migrations and seed. */
  seeded: boolean;
  /** Records that the database now holds the seed (call after seeding it whole). */
  markSeeded(): Promise<void>;
}

async function fingerprint(): Promise<string> {
  const seedDirectory = path.join(repoRoot, 'registry/seed');
  const seedCode = readdirSync(seedDirectory)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'demo.ts')
    .sort()
    .map((file) => readFileSync(path.join(seedDirectory, file), 'utf8'));
  return createHash('sha256')
    .update(await migrationsFingerprint())
    .update(seedCode.join('\0'))
    .digest('hex')
    .slice(0, 16);
}

/** The kept database of `size` cases on the server of `serverUrl`: as seeded before, or new and empty. */
export async function keptDatabase(serverUrl: string, size: number): Promise<KeptDatabase> {
  const name = `lien_bench_${Math.trunc(size)}`;
  const mark = `seeded ${await fingerprint()}`;
  const seeded = await withClient(serverUrl, async (client) => {
    const found = await client.query<{ comment: string | null }>(
      `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
      [name],
    );
    if (found.rows[0]?.comment === mark) return true;
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
    return false;
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    seeded,
    markSeeded: () =>
      withClient(serverUrl, (client) => client.query(`comment on database ${name} is ${pg.escapeLiteral(mark)}`).then(() => undefined)),
  };
}
