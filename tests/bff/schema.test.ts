// schema.graphql is the contract frontend developers read: it must be what the builder prints.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, print, printSchema, visit } from 'graphql';
import { describe, expect, test } from 'vitest';
import { sortedSchema } from '../../bff/schema/index.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('schema.graphql', () => {
  test('is the SDL printed from the Pothos builder', () => {
    const committed = readFileSync(path.join(root, 'schema.graphql'), 'utf8');
    expect(committed.slice(committed.indexOf('\n\n') + 2).trim()).toBe(printSchema(sortedSchema).trim());
  });

  test('the staleness check of npm test (print-schema --check) agrees', () => {
    const check = spawnSync(process.execPath, ['scripts/print-schema.ts', '--check'], { cwd: root, encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
  });

  test('keeps the fields the web client and API clients rely on', () => {
    // Signatures on one line: a described argument would put every argument on a line of its own.
    const withoutDescriptions = visit(parse(readFileSync(path.join(root, 'schema.graphql'), 'utf8')), {
      enter: (node) => ('description' in node && node.description ? { ...node, description: undefined } : undefined),
    });
    const sdl = print(withoutDescriptions);
    for (const piece of [
      'portfolio(after: String, before: String, filter: PortfolioFilter, first: Int, last: Int, orderBy: PortfolioOrder, search: String): CaseConnection!',
      'login(input: LoginInput!): LoginPayload!',
      'caseChanged(',
      'portfolioChanged(',
      'type CaseConnection {',
      'type CaseEdge {',
      'portfolioCounts(',
      'updateCaseStatus(input: UpdateCaseStatusInput!): UpdateCaseStatusPayload!',
      'switchAccount(input: SwitchAccountInput!): SwitchAccountPayload!',
      'refreshSession(input: RefreshSessionInput): RefreshSessionPayload!',
      'node(id: ID!): Node',
      'nodes(ids: [ID!]!): [Node]!',
    ]) {
      expect(sdl).toContain(piece);
    }
  });
});
