// The GraphQL endpoint: Yoga over the Pothos schema, with the request's session, cross-site request protection
// for cookie sessions, Set-Cookie from the auth mutations, and the count of registry calls per operation.
import type { IncomingMessage } from 'node:http';
import { createYoga, isAsyncIterable, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { Logger } from 'pino';
import { createContext, upstreamCalls, type BffContext, type ContextDeps } from './context.ts';
import { maskError } from './errors.ts';
import { schema } from './schema/index.ts';
import { sessionFrom } from './session.ts';
import type { RequestOrigin } from './rest/registry-client.ts';
import { requestIdFrom, REQUEST_ID_HEADER } from '../ops/logging.ts';

export const GRAPHQL_PATH = '/graphql';
export const CSRF_HEADER = 'x-registry-csrf';

/** What the WebSocket server passes for a subscription (there is no Fetch Request there). */
export interface WebSocketInitialContext {
  wsRequest: IncomingMessage;
  connectionParams?: Record<string, unknown>;
}

/** What the HTTP route passes as Yoga's server context: the request's id and client, for the registry calls. */
export type HttpServerContext = Record<string, unknown> & { requestOrigin?: RequestOrigin };

type SharedDeps = Omit<ContextDeps, 'secure' | 'setCookie'>;

export interface PortalYogaOptions extends SharedDeps {
  logger: Logger;
  /** Adds `extensions.upstreamCalls` to every result and serves GraphiQL (off in production). */
  devExtensions: boolean;
}

export type PortalYoga = YogaServerInstance<Record<string, unknown>, BffContext>;

const SIMPLE_CONTENT_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

/**
 * A browser sends cookies with cross-site requests. Such a request can only reach us without a CORS preflight
 * if it is a GET or a "simple" POST, so those must prove they come from our own page with the custom header;
 * a request with Authorization carries its own credential.
 */
export function needsCsrfHeader(request: Request): boolean {
  if (request.headers.has('authorization') || request.headers.has(CSRF_HEADER)) return false;
  const url = new URL(request.url);
  if (request.method === 'GET') return url.searchParams.has('query');
  if (request.method !== 'POST') return false;
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  return !contentType || SIMPLE_CONTENT_TYPES.has(contentType);
}

function csrfPlugin(): Plugin {
  return {
    onRequest({ request, fetchAPI, endResponse }) {
      if (!needsCsrfHeader(request)) return;
      endResponse(
        new fetchAPI.Response(
          JSON.stringify({ errors: [{ message: `This request needs the ${CSRF_HEADER} header.`, extensions: { code: 'CSRF' } }] }),
          { status: 403, headers: { 'content-type': 'application/json' } },
        ),
      );
    },
  };
}

function cookiePlugin(pending: WeakMap<Request, string[]>): Plugin {
  return {
    onResponse({ request, response }) {
      for (const cookie of pending.get(request) ?? []) response.headers.append('set-cookie', cookie);
    },
  };
}

function upstreamCallsPlugin(): Plugin<BffContext> {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result, setResult }) {
          if (isAsyncIterable(result)) return;
          setResult({ ...result, extensions: { ...result.extensions, upstreamCalls: upstreamCalls(args.contextValue) } });
        },
      };
    },
  };
}

export function createPortalYoga(options: PortalYogaOptions): PortalYoga {
  const { logger, devExtensions, ...shared } = options;
  const pendingCookies = new WeakMap<Request, string[]>();

  return createYoga<Record<string, unknown>, BffContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    landingPage: false,
    graphiql: devExtensions ? { title: 'Lien registry GraphQL', subscriptionsProtocol: 'WS' } : false,
    maskedErrors: { maskError },
    logging: {
      debug: (...args) => logger.debug(args.map(String).join(' ')),
      info: (...args) => logger.info(args.map(String).join(' ')),
      warn: (...args) => logger.warn(args.map(String).join(' ')),
      error: (...args) => logger.error({ err: args.find((arg) => arg instanceof Error) }, args.map(String).join(' ')),
    },
    context: (initial) => {
      const ws = initial as unknown as Partial<WebSocketInitialContext>;
      if (ws.wsRequest) {
        const headers = ws.wsRequest.headers;
        const session = sessionFrom((name) => {
          const value = headers[name];
          return Array.isArray(value) ? value[0] : value;
        }, ws.connectionParams);
        // One id per subscription; behind a proxy the peer address is the proxy's.
        const origin = { requestId: requestIdFrom(headers[REQUEST_ID_HEADER]), clientAddress: ws.wsRequest.socket.remoteAddress };
        return createContext({ ...shared, secure: false }, session, origin);
      }
      const request = (initial as { request: Request }).request;
      const cookies: string[] = [];
      pendingCookies.set(request, cookies);
      const secure = new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
      const origin = (initial as HttpServerContext).requestOrigin;
      return createContext({ ...shared, secure, setCookie: (cookie) => cookies.push(cookie) }, sessionFrom((name) => request.headers.get(name)), origin);
    },
    plugins: [csrfPlugin(), cookiePlugin(pendingCookies), ...(devExtensions ? [upstreamCallsPlugin()] : [])],
  });
}
