// `npm run dedupe -- --all [--threshold 0.85] [--types CASE,CONTACT,LEGAL_ORGANIZATION]`: the dedupe full refresh
// (registry/domain/dedupe/matching/store.ts, the work of the `dedupe.refresh` job) against the configured store
// (DATABASE_URL, or the embedded PGlite in DATA_DIR, default ./data, as `npm start` opens it), then the groups found
// per model type and the time each phase took. The threshold is DEDUPE_THRESHOLD unless --threshold names one.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../registry/db/database.ts';
import { dedupeThresholdFrom, MODEL_TYPES, type ModelType } from '../registry/domain/dedupe/matching/index.ts';
import { refreshAll } from '../registry/domain/dedupe/matching/store.ts';

const { values } = parseArgs({
  options: {
    all: { type: 'boolean', default: false },
    threshold: { type: 'string' },
    types: { type: 'string', default: MODEL_TYPES.join(',') },
  },
});
if (!values.all) {
  console.error('usage: npm run dedupe -- --all [--threshold 0.85] [--types CASE,CONTACT,LEGAL_ORGANIZATION]');
  process.exit(2);
}
const threshold = dedupeThresholdFrom(values.threshold ?? process.env.DEDUPE_THRESHOLD);
const types = values.types.split(',').map((type) => type.trim().toUpperCase()) as ModelType[];
for (const type of types) if (!MODEL_TYPES.includes(type)) throw new Error(`--types: unknown model type ${JSON.stringify(type)}`);

const dataDir = process.env.DATA_DIR ?? path.resolve('data');
const { db, close } = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: path.join(dataDir, 'pglite') });
try {
  const started = performance.now();
  const results = await refreshAll(db, {
    threshold,
    modelTypes: types,
    onProgress: (message) => console.log(`${((performance.now() - started) / 1000).toFixed(1)} s: ${message}`),
  });
  for (const type of types) {
    const result = results[type]!;
    console.log(
      `${type.padEnd(18)} ${result.records.toLocaleString('en-US').padStart(9)} records  ${result.groups.toLocaleString('en-US').padStart(7)} groups ` +
        `(${result.inserted} new, ${result.deleted} NEW groups dropped)  read ${result.readSeconds.toFixed(1)} s, ` +
        `match ${result.matchSeconds.toFixed(1)} s (${result.comparisons.toLocaleString('en-US')} comparisons), write ${result.writeSeconds.toFixed(1)} s`,
    );
  }
  console.log(`full refresh in ${((performance.now() - started) / 1000).toFixed(1)} s at threshold ${threshold}`);
} finally {
  await close();
}
