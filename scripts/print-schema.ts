// Writes schema.graphql from the Pothos builder. With --check, fails instead when the committed file is stale
// (the test command runs it, so a schema change cannot land without its SDL).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { sortedSchema } from '../bff/schema/index.ts';

const file = path.resolve(import.meta.dirname, '../schema.graphql');
const header = '# Generated from the Pothos builder in bff/schema by `npm run print-schema`. Do not edit by hand.\n\n';
const sdl = `${header}${printSchema(sortedSchema)}\n`;

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // Missing counts as stale.
  }
  if (current !== sdl) {
    console.error('schema.graphql is stale: run `npm run print-schema` and commit the result.');
    process.exit(1);
  }
  console.log('schema.graphql is up to date.');
} else {
  writeFileSync(file, sdl);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
