// `npm run bench -- --keep-databases`: on PostgreSQL, the store seeded for a size is kept as database
// lien_bench_<size> and reused by the next section and the next run, as long as the seed's code is the same and
// every migration it was seeded under is unchanged (the database's comment records both; the demo data's changes do
// not count). Migrations added since are applied by opening the store, as in production. Seeding 1 M cases takes many
// minutes, measuring them a few. Without the flag every section seeds a fresh scratch database and drops it.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrationProvider } from '../../registry/db/migrations/index.ts';
import { repoRoot } from './portal.ts';
import { withClient } from '../../registry/testing.ts';

export interface KeptDatabase {
  url: string;
  /** Seeded by an earlier run with the same migrations and seed. */
  seeded: boolean;
  /** Seeded under fewer migrations than there are now: opening it applies the rest (then vacuum it as the seed did). */
  migrationsAdded: boolean;
  /** Records that the database now holds the seed (call after seeding it whole). */
  markSeeded(): Promise<void>;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

function seedFingerprint(): string {
  const seedDirectory = path.join(repoRoot, 'registry/seed');
  const seedCode = readdirSync(seedDirectory)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'demo.ts')
    .sort()
    .map((file) => readFileSync(path.join(seedDirectory, file), 'utf8'));
  return hash(seedCode.join('\0'));
}

/** What the comment records: the seed's fingerprint, then `name:hash` of each migration. */
async function currentMark(): Promise<{ seed: string; migrations: string[] }> {
  const migrations = await migrationProvider.getMigrations();
  return {
    seed: seedFingerprint(),
    migrations: Object.entries(migrations).map(([name, migration]) => `${name}:${hash(String(migration.up))}`),
  };
}

const formatMark = (mark: { seed: string; migrations: string[] }) => `seeded ${mark.seed} ${mark.migrations.join(' ')}`;

/** Seeded with this seed, under migrations that are all still the same (later ones may be added). */
function stillValid(comment: string | null | undefined, current: { seed: string; migrations: string[] }): boolean {
  const [word, seed, ...migrations] = (comment ?? '').split(' ');
  if (word !== 'seeded' || seed !== current.seed || migrations.length === 0) return false;
  return migrations.every((migration, index) => current.migrations[index] === migration);
}

/** The kept database of `size` cases on the server of `serverUrl`: as seeded before, or new and empty. */
export async function keptDatabase(serverUrl: string, size: number): Promise<KeptDatabase> {
  const name = `lien_bench_${Math.trunc(size)}`;
  const current = await currentMark();
  let migrationsAdded = false;
  const seeded = await withClient(serverUrl, async (client) => {
    const found = await client.query<{ comment: string | null }>(
      `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
      [name],
    );
    if (stillValid(found.rows[0]?.comment, current)) {
      migrationsAdded = found.rows[0]!.comment !== formatMark(current);
      return true;
    }
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
    return false;
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    seeded,
    migrationsAdded,
    markSeeded: () =>
      withClient(serverUrl, (client) =>
        client.query(`comment on database ${name} is ${pg.escapeLiteral(formatMark(current))}`).then(() => undefined),
      ),
  };
}
