// `npm run seed [-- --cases 1000000] [--law-firms 400] [--lienholders 3000] [--law-firm lawfirm@demo.test]`: opens the
// configured store (DATABASE_URL, or PGlite in DATA_DIR, default ./data), seeds the demo data when it is empty, then
// adds synthetic cases spread over synthetic law firms and lienholders (`lf-<n>@synthetic.test`,
// `lh-<n>@synthetic.test`, n = 1 the largest, password `demo-password`), or all to one law firm with --law-firm.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openDatabase } from '../registry/db/database.ts';
import { seedDemoData } from '../registry/seed/demo.ts';
import { seedSyntheticCases } from '../registry/seed/synthetic.ts';
import { describeSpread } from '../registry/seed/spread.ts';

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '0' },
    'law-firm': { type: 'string' },
    'law-firms': { type: 'string', default: '400' },
    lienholders: { type: 'string', default: '3000' },
  },
});
const count = (name: string, value: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new Error(`--${name} must be a non-negative integer`);
  return number;
};
const cases = count('cases', values.cases);

const dataDir = process.env.DATA_DIR ?? path.resolve('data');
const { db, close } = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: path.join(dataDir, 'pglite'),
});
try {
  console.log((await seedDemoData(db)) ? 'seeded the demo data' : 'demo data already present');
  if (cases > 0) {
    const started = performance.now();
    const timings = await seedSyntheticCases(db, {
      cases,
      lawFirmEmail: values['law-firm'],
      lawFirms: count('law-firms', values['law-firms']),
      lienholders: count('lienholders', values.lienholders),
      onProgress: (message) => console.log(`${((performance.now() - started) / 1000).toFixed(1)} s: ${message}`),
    });
    console.log(
      `added ${cases.toLocaleString('en-US')} synthetic cases in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
        `(organisations ${timings.organizations.toFixed(1)} s, inserts ${timings.inserts.toFixed(1)} s, ` +
        `read model ${timings.readModel.toFixed(1)} s, vacuum analyze ${timings.vacuum.toFixed(1)} s)`,
    );
    const total = await sql<{ n: string }>`select count(*) as n from cases`.execute(db);
    console.log(`${Number(total.rows[0]?.n).toLocaleString('en-US')} cases in the store`);
    for (const line of await describeSpread(db)) console.log(line);
  }
} finally {
  await close();
}
