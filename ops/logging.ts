// How every Fastify app of the product logs a request: one line when it completes, carrying the request id (taken
// from a sane X-Request-Id, so the BFF's id follows its calls into the registry) and, once the registry has
// resolved them, who asked (see registry/http/observability.ts). Never a query string (search terms are plaintiff
// names), never a body, never the values a database error quotes back.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino, { type ChildLoggerOptions } from 'pino';

export const REQUEST_ID_HEADER = 'x-request-id';

// Long enough for UUIDs and most tracing ids; nothing that could break a log line or a header.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

/** The caller's request id when it is a sane one, otherwise a new UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && SANE_REQUEST_ID.test(value) ? value : randomUUID();
}

/** A URL without its query string. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

// PostgreSQL errors carry the offending row's values in `detail` (e.g. `Key (name)=(…)`) and the statement's
// context in `where`/`internalQuery`; the message and SQLSTATE code are enough to find the cause.
const DATABASE_ERROR_FIELDS_WITH_VALUES = ['detail', 'where', 'internalQuery', 'hint', 'parameters'];

function safeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const strip = (value: Record<string, unknown>) => {
    for (const field of DATABASE_ERROR_FIELDS_WITH_VALUES) delete value[field];
    if (value.cause && typeof value.cause === 'object') strip(value.cause as Record<string, unknown>);
  };
  strip(serialized);
  return serialized;
}

export const logSerializers = {
  req: (request: FastifyRequest | IncomingMessage) => {
    const fastifyRequest = request as Partial<FastifyRequest>;
    return {
      method: request.method,
      path: pathOf(request.url ?? ''),
      ...(fastifyRequest.routeOptions?.url ? { route: fastifyRequest.routeOptions.url } : {}),
      remoteAddress: fastifyRequest.ip ?? (request as IncomingMessage).socket?.remoteAddress,
    };
  },
  res: (reply: FastifyReply | { statusCode: number }) => ({ statusCode: reply.statusCode }),
  err: safeError,
};

/** Logs each request once, when it completes, from the request's own child logger (which carries the identity). */
class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY: which hops in front of us may say who the client is (X-Forwarded-For). Unset: loopback only,
 * which is the BFF calling the registry on the same machine. `true`/`false`, a number of hops, or a
 * comma-separated list of addresses and CIDR ranges (`loopback`, `uniquelocal` and friends allowed).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const setting = value?.trim();
  if (!setting) return 'loopback';
  if (setting === 'true') return true;
  if (setting === 'false') return false;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_address, hop) => hop < hops;
  }
  return setting;
}

// A child logger given serializers of its own copies them; the request loggers derive from one that has ours.
const withOurSerializers = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

/** The app's logger with our serializers (and a route's own log options on top), the parent of a request's logger. */
function requestLoggerBase(logger: FastifyBaseLogger, options: ChildLoggerOptions): FastifyBaseLogger {
  if (options.serializers || options.level) {
    return logger.child({}, { ...options, serializers: { ...options.serializers, ...logSerializers } });
  }
  let base = withOurSerializers.get(logger);
  if (!base) withOurSerializers.set(logger, (base = logger.child({}, { serializers: logSerializers })));
  return base;
}

/** The Fastify options that give every request its id, its log line and its real client address. */
export function requestLoggingOptions(
  trustProxy: TrustProxy = 'loopback',
): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader' | 'logController' | 'childLoggerFactory' | 'trustProxy'> {
  return {
    requestIdHeader: false,
    genReqId: (request) => requestIdFrom(request.headers[REQUEST_ID_HEADER]),
    logController: new RequestLogController(),
    childLoggerFactory: (logger, bindings, options) => requestLoggerBase(logger, options).child(bindings),
    trustProxy,
  };
}
