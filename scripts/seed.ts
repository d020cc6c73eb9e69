// `npm run seed [-- --cases 100000] [--law-firm lawfirm@demo.test]`: opens the configured store (DATABASE_URL,
// or PGlite in DATA_DIR, default ./data), seeds the demo data when it is empty, then adds synthetic cases.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../registry/db/database.ts';
import { seedDemoData } from '../registry/seed/demo.ts';
import { seedSyntheticCases } from '../registry/seed/synthetic.ts';

const { values } = parseArgs({
  options: { cases: { type: 'string', default: '0' }, 'law-firm': { type: 'string' } },
});
const cases = Number(values.cases);
if (!Number.isInteger(cases) || cases < 0) throw new Error('--cases must be a non-negative integer');

const dataDir = process.env.DATA_DIR ?? path.resolve('data');
const { db, close } = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: path.join(dataDir, 'pglite'),
});
try {
  console.log((await seedDemoData(db)) ? 'seeded the demo data' : 'demo data already present');
  if (cases > 0) {
    const started = performance.now();
    await seedSyntheticCases(db, { cases, lawFirmEmail: values['law-firm'] });
    console.log(`added ${cases.toLocaleString('en-US')} synthetic cases in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  await close();
}
