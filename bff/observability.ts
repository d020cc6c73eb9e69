// The BFF's log lines of a GraphQL request: every line, Yoga's own included, comes from the request's logger (its
// request id, and once the viewer is known its user, organisation and impersonator), and none carries health data.
// A GraphQLError's text (String(error)) quotes the query around the error's location, and a query's literals are
// search terms and names; so lines carry messages and error fields only, never the document or variables.
import { AsyncLocalStorage } from 'node:async_hooks';
import { GraphQLError } from 'graphql';
import type { YogaLogger } from 'graphql-yoga';
import type { FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import { RegistryHttpError } from './rest/registry-client.ts';

/** The Fastify request (and reply) whose logger the lines of the running GraphQL request use. */
interface RequestLogScope {
  request: { log: FastifyBaseLogger };
  reply: { log: FastifyBaseLogger };
}

const requestScope = new AsyncLocalStorage<RequestLogScope>();

/** Runs a GraphQL request's handling with its Fastify request's logger as the logger of its lines. */
export function withRequestLog<T>(scope: RequestLogScope, handle: () => T): T {
  return requestScope.run(scope, handle);
}

export interface LoggedIdentity {
  userId: string;
  organizationId: string | null;
  impersonatorId?: string;
}

/** From here on, the request's lines (its completion line included) say who made it. Outside a request: nothing. */
export function logIdentity(identity: LoggedIdentity): void {
  const scope = requestScope.getStore();
  if (!scope) return;
  const log = scope.request.log;
  // The request's own logger (ops/logging.ts makes one per request): given the identity in place, not as a child.
  if (isPinoLogger(log)) log.setBindings(identity);
  else scope.request.log = scope.reply.log = log.child(identity);
}

const isPinoLogger = (log: FastifyBaseLogger): log is FastifyBaseLogger & Pick<Logger, 'setBindings'> =>
  typeof (log as Partial<Logger>).setBindings === 'function';

const currentLog = (fallback: Logger): FastifyBaseLogger | Logger => requestScope.getStore()?.request.log ?? fallback;

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
    // Yoga writes several debug lines per request: none is formatted unless the level lets it out.
    debug: (...args) => {
      if (logger.isLevelEnabled('debug')) currentLog(logger).debug(text(args));
    },
    info: (...args) => currentLog(logger).info(text(args)),
    warn: (...args) => currentLog(logger).warn(text(args)),
    error: (...args) => {
      const err = errorOf(args);
      // The registry refusing a read (401, 403, 404: e.g. an account still awaiting approval) is an answer, not a
      // failure of the BFF: a warning, so error lines stay the ones someone must look at.
      const refusal = err instanceof RegistryHttpError && err.status < 500;
      currentLog(logger)[refusal ? 'warn' : 'error']({ err }, text(args));
    },
  };
}
