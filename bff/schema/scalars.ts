import { GraphQLError, Kind } from 'graphql';
import { builder } from '../builder.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new GraphQLError('Date has wrong format. Use one of these formats instead: YYYY-MM-DD.');
  }
  return value;
}

builder.scalarType('Date', {
  description: 'A calendar date, YYYY-MM-DD.',
  serialize: (value) => String(value),
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : null),
});

builder.scalarType('DateTime', {
  description: 'An instant, ISO 8601 with time zone.',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => {
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw new GraphQLError('DateTime must be an ISO 8601 string.');
    return value;
  },
});

builder.scalarType('JSON', {
  description: 'Arbitrary JSON (activity details).',
  serialize: (value) => value,
  parseValue: (value) => value,
});
