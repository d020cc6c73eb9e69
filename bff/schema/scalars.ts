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
  description: 'A calendar date without time zone, YYYY-MM-DD (ISO 8601), e.g. 2026-03-31.',
  serialize: (value) => String(value),
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : null),
});

builder.scalarType('DateTime', {
  description: 'An instant: an ISO 8601 date and time with its offset, e.g. 2026-03-31T14:05:00.000Z (answers are in UTC).',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => {
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw new GraphQLError('DateTime must be an ISO 8601 string.');
    return value;
  },
});

builder.scalarType('JSON', {
  description: 'Any JSON value; used for the free-form details of a history entry, whose keys depend on its kind.',
  serialize: (value) => value,
  parseValue: (value) => value,
});
