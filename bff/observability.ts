// Yoga's log lines without health data. A GraphQLError's text (String(error)) quotes the query around the error's
// location, and a query's literals are search terms and names; so lines carry messages and error fields only,
// never the document or variables.
import { GraphQLError } from 'graphql';
import type { YogaLogger } from 'graphql-yoga';
import type { Logger } from 'pino';

function describe(arg: unknown): string {
  if (arg instanceof Error) return arg.message;
  return typeof arg === 'string' || typeof arg === 'number' || typeof arg === 'boolean' ? String(arg) : '';
}

/** The error itself for pino's err serializer, without the source a GraphQLError carries. */
function errorOf(args: unknown[]): Error | undefined {
  const error = args.find((arg) => arg instanceof Error) as Error | undefined;
  if (!(error instanceof GraphQLError)) return error;
  return error.originalError ?? new Error(error.message);
}

export function yogaLogging(logger: Logger): YogaLogger {
  const text = (args: unknown[]) => args.map(describe).filter(Boolean).join(' ');
  return {
    debug: (...args) => logger.debug(text(args)),
    info: (...args) => logger.info(text(args)),
    warn: (...args) => logger.warn(text(args)),
    error: (...args) => logger.error({ err: errorOf(args) }, text(args)),
  };
}
