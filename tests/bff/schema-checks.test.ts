// The schema checks of `npm test` (scripts/check-schema.ts): undescribed elements and unrecorded breaking changes.
import { buildSchema } from 'graphql';
import { describe, expect, test } from 'vitest';
import { breakingChanges, unrecordedBreakingChanges, unreleasedSection } from '../../scripts/lib/schema-changes.ts';
import { schemaElements, undescribedElements } from '../../scripts/lib/schema-descriptions.ts';

const released = `
"A case." type Case { "Its id." id: ID! "Its status." status: String! "Old." legacy: Int }
"Roots." type Query { "A case." case("Which." id: ID!): Case }
`;

describe('undescribedElements', () => {
  test('names every type, field, argument, input field and enum value without a description, not the built-ins', () => {
    const schema = buildSchema(`
      "Roots." type Query { cases(filter: Filter, "How many." first: Int): [Case!]! }
      type Case { "Its id." id: ID! kind: Kind }
      "Kinds." enum Kind { "A law firm." LAW_FIRM LIENHOLDER }
      "What to list." input Filter { search: String }
      scalar Date
    `);
    expect(undescribedElements(schema)).toEqual([
      'Query.cases',
      'Query.cases(filter:)',
      'Case',
      'Case.kind',
      'Kind.LIENHOLDER',
      'Filter.search',
      'Date',
    ]);
    expect(schemaElements(schema)).not.toContain('String');
    expect(schemaElements(schema).some((name) => name.startsWith('__'))).toBe(false);
  });

  test('a blank description counts as none', () => {
    expect(undescribedElements(buildSchema('"  " type Query { "Ok." ok: Boolean }'))).toEqual(['Query']);
  });
});

describe('breaking changes against the released schema', () => {
  const current = released.replace('"Old." legacy: Int', '').replace('status: String!', 'status: Int!');
  const changelog = (unreleased: string) => `# Changelog\n\n## Unreleased\n\n${unreleased}\n\n## 0.1.0\n\n- \`Case.status\` long ago\n`;

  test('a removed field and a changed type are breaking; an added field or description is not', async () => {
    const changes = await breakingChanges(released, current);
    expect(changes.map((change) => change.path).sort()).toEqual(['Case.legacy', 'Case.status']);
    const additive = released.replace('"Old." legacy: Int', '"Old." legacy: Int "New." added: Int').replace('"Its id."', '"The id."');
    expect(await breakingChanges(released, additive)).toEqual([]);
  });

  test('a break is recorded by its path in backticks under Unreleased only', async () => {
    const changes = await breakingChanges(released, current);
    const unrecorded = unrecordedBreakingChanges(changes, changelog('- `Case.legacy` removed: nobody read it.'));
    // `Case.status` is named under an older release, which does not excuse a new break.
    expect(unrecorded.map((change) => change.path)).toEqual(['Case.status']);
    expect(unrecordedBreakingChanges(changes, changelog('- `Case.legacy`, `Case.status`: reasons.'))).toEqual([]);
    expect(unrecordedBreakingChanges(changes, '# Changelog without an Unreleased section\n- `Case.legacy`')).toHaveLength(2);
  });

  test('with a "### Breaking" part, only the paths named there are recorded', async () => {
    const changes = await breakingChanges(released, current);
    const sections = changelog('### Breaking\n\n- `Case.legacy` removed.\n\n### Added\n\n- `Case.status` as an Int.');
    expect(unrecordedBreakingChanges(changes, sections).map((change) => change.path)).toEqual(['Case.status']);
  });

  test('the unreleased section ends at the next release heading', () => {
    expect(unreleasedSection('## Unreleased\nnew\n### Breaking\nmore\n## 1.0\nold').trim()).toBe('new\n### Breaking\nmore');
  });
});
