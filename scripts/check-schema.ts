// The GraphQL schema as a product for the developers who query it; `npm test` runs this after the staleness check.
//   1. Every type, field, argument, input field and enum value has a description (client developers read the
//      schema first, in GraphiQL or a code generator).
//   2. Every breaking change of schema.graphql since the last release (bff/schema.released.graphql) is recorded in
//      SCHEMA_CHANGELOG.md's "## Unreleased" section ("### Breaking"), by its path in backticks.
// `--count` prints the described elements and the breaking changes without failing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sortedSchema } from '../bff/schema/index.ts';
import { breakingChanges, unrecordedBreakingChanges } from './lib/schema-changes.ts';
import { schemaElements, undescribedElements } from './lib/schema-descriptions.ts';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const countOnly = process.argv.includes('--count');

const all = schemaElements(sortedSchema);
const undescribed = undescribedElements(sortedSchema);
const breaks = await breakingChanges(read('bff/schema.released.graphql'), read('schema.graphql'));
const unrecorded = unrecordedBreakingChanges(breaks, read('SCHEMA_CHANGELOG.md'));

if (countOnly) {
  console.log(`${all.length - undescribed.length} of ${all.length} schema elements are described.`);
  for (const element of undescribed) console.log(`  undescribed: ${element}`);
  console.log(`${breaks.length} breaking changes since the last release, ${unrecorded.length} not in SCHEMA_CHANGELOG.md.`);
  for (const change of breaks)
    console.log(`  ${unrecorded.includes(change) ? 'unrecorded' : 'recorded'}: \`${change.path}\` ${change.message}`);
  process.exit(0);
}

let failed = false;
if (undescribed.length) {
  failed = true;
  console.error(`${undescribed.length} of ${all.length} schema elements have no description (add one in bff/schema):`);
  for (const element of undescribed) console.error(`  ${element}`);
} else {
  console.log(`Every schema element is described (${all.length}).`);
}
if (unrecorded.length) {
  failed = true;
  console.error(
    `${unrecorded.length} breaking changes since the last release (bff/schema.released.graphql) are not recorded in ` +
      'SCHEMA_CHANGELOG.md: name each path in backticks under "## Unreleased" / "### Breaking", with the reason, or keep the old shape.',
  );
  for (const change of unrecorded) console.error(`  \`${change.path}\`: ${change.message}`);
} else {
  console.log(`No unrecorded breaking change since the last release (${breaks.length} recorded).`);
}
process.exit(failed ? 1 : 0);
