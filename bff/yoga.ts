// The GraphQL endpoint: Yoga over the Pothos schema, with the request's session, cross-site request protection
// for cookie sessions, Set-Cookie from the auth mutations, and the count of registry calls per operation.
import type { IncomingMessage } from 'node:http';
import { clearAllDataLoaders } from '@pothos/plugin-dataloader';
import { GraphQLError, getOperationAST } from 'graphql';
import { createYoga, isAsyncIterable, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { Logger } from 'pino';
import { createContext, upstreamCalls, viewerOf, type BffContext, type ContextDeps } from './context.ts';
import { maskError } from './errors.ts';
import { schema } from './schema/index.ts';
import { cookiesMustBeSecure, sessionFrom } from './session.ts';
import { deadlinePlugin, isIntrospection, LIMIT_CODES, pageSizePlugin, queryLimitPlugins, type QueryLimits } from './limits.ts';
import type { PortalMode } from './mode.ts';
import { originPlugin } from './security.ts';
import { DOCUMENT_ID_PARAM, persistedOperationsPlugin, type PersistedOperations } from './persisted-operations.ts';
import type { RequestOrigin } from './rest/registry-client.ts';
import { requestIdFrom, REQUEST_ID_HEADER } from '../ops/logging.ts';
import { yogaLogging } from './observability.ts';
import { sharedExecutionPlugin } from './events/shared-execution.ts';
import { ViewerMemory } from './viewer-memory.ts';
import { jitQueriesPlugin } from './jit.ts';

export const GRAPHQL_PATH = '/graphql';
export const CSRF_HEADER = 'x-registry-csrf';

/** What the WebSocket server passes for a subscription (there is no Fetch Request there). */
export interface WebSocketInitialContext {
  wsRequest: IncomingMessage;
  connectionParams?: Record<string, unknown>;
}

/** What the HTTP route passes as Yoga's server context: the request's id and client, for the registry calls. */
export type HttpServerContext = Record<string, unknown> & { requestOrigin?: RequestOrigin };

type SharedDeps = Omit<ContextDeps, 'secure' | 'setCookie' | 'viewers'>;

export interface PortalYogaOptions extends SharedDeps {
  logger: Logger;
  /**
   * development: GraphiQL, `extensions.upstreamCalls` on every result, introspection and field suggestions for
   * everyone. production: none of them; signed-in callers may still introspect.
   */
  mode: PortalMode;
  /** Origins (besides the server's own) whose browsers may call /graphql with credentials. */
  corsOrigins: readonly string[];
  queryLimits: QueryLimits;
  /** The web client's operations by id (relay-compiler's persisted queries); other clients send documents. */
  persistedOperations: PersistedOperations;
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
  // `extensions` can name a persisted operation (Apollo's persistedQuery) instead of sending `query`.
  if (request.method === 'GET') return url.searchParams.has('query') || url.searchParams.has('extensions');
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

/**
 * A query may start with the viewer remembered from the session's previous request (bff/viewer-memory.ts) while the
 * registry is asked for it in parallel; when the registry's answer differs (signed out, another account, a changed
 * role), the query runs again with the registry's viewer, so no result ever rests on a remembered one. Writes,
 * subscriptions and introspection wait for the registry's viewer, as before.
 */
function confirmViewerPlugin(): Plugin<BffContext> {
  return {
    onSubscribe({ args }) {
      args.contextValue.gateway.dropProvisionalViewer();
    },
    onExecute({ args, executeFn, setExecuteFn }) {
      const { gateway } = args.contextValue;
      if (!gateway.viewerIsProvisional) return;
      const operation = getOperationAST(args.document, args.operationName)?.operation;
      if (operation !== 'query' || isIntrospection(args.document)) {
        gateway.dropProvisionalViewer();
        return;
      }
      setExecuteFn(async (executeArgs) => {
        const result = await executeFn(executeArgs);
        if (await gateway.confirmViewer()) return result;
        clearAllDataLoaders(executeArgs.contextValue as object);
        return executeFn(executeArgs);
      });
    },
  };
}

/** In production, `__schema` / `__type` only for signed-in callers (frontend developers query the schema). */
function introspectionPlugin(): Plugin<BffContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      if (!isIntrospection(args.document)) return;
      if (await viewerOf(args.contextValue).catch(() => null)) return;
      setResultAndStopExecution({
        errors: [new GraphQLError('Introspection is only available when signed in.', { extensions: { code: LIMIT_CODES.introspection } })],
      });
    },
  };
}

/**
 * Yoga answers JSON it cannot parse in a GET's `variables` or `extensions` with a 500 (it lets the SyntaxError
 * through); it is the client's request that is wrong.
 */
function unreadableRequestPlugin(): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          if (!(error instanceof SyntaxError)) throw error;
          throw new GraphQLError('The request could not be read: variables and extensions must be JSON objects.', {
            extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
          });
        }
      });
    },
  };
}

/** Subscriptions are served over graphql-ws only, where their number per connection is capped. */
function noHttpSubscriptionsPlugin(): Plugin<BffContext> {
  return {
    onSubscribe({ args, setResultAndStopExecution }) {
      if ((args.contextValue as { wsRequest?: unknown }).wsRequest) return;
      setResultAndStopExecution({
        errors: [new GraphQLError(`Subscriptions are served over graphql-ws on ${GRAPHQL_PATH}.`, { extensions: { code: 'BAD_REQUEST' } })],
      });
    },
  };
}

export function createPortalYoga(options: PortalYogaOptions): PortalYoga {
  const { logger, mode, corsOrigins, queryLimits, persistedOperations, ...shared } = options;
  const development = mode === 'development';
  const pendingCookies = new WeakMap<Request, string[]>();
  const viewers = new ViewerMemory();

  return createYoga<Record<string, unknown>, BffContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    landingPage: false,
    graphiql: development ? { title: 'Lien registry GraphQL', subscriptionsProtocol: 'WS' } : false,
    // Never the original error's message or stack to a client, whatever NODE_ENV says.
    maskedErrors: { maskError, isDev: false },
    // CORS is originPlugin's: Yoga's default would echo any Origin with credentials.
    cors: false,
    extraParamNames: [DOCUMENT_ID_PARAM],
    logging: yogaLogging(logger),
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
      const secure = cookiesMustBeSecure(new URL(request.url), (name) => request.headers.get(name));
      const origin = (initial as HttpServerContext).requestOrigin;
      return createContext(
        { ...shared, secure, setCookie: (cookie) => cookies.push(cookie), viewers },
        sessionFrom((name) => request.headers.get(name)),
        origin,
      );
    },
    plugins: [
      originPlugin(corsOrigins),
      csrfPlugin(),
      unreadableRequestPlugin(),
      persistedOperationsPlugin(persistedOperations),
      cookiePlugin(pendingCookies),
      ...queryLimitPlugins(queryLimits, { hideSuggestions: !development }),
      pageSizePlugin(queryLimits.maxPageSize),
      // Before the plugins that wrap the execute function: they wrap the compiled one.
      jitQueriesPlugin(),
      noHttpSubscriptionsPlugin(),
      confirmViewerPlugin(),
      ...(development ? [] : [introspectionPlugin()]),
      deadlinePlugin(queryLimits.deadlineMs),
      ...(development ? [upstreamCallsPlugin()] : []),
      sharedExecutionPlugin(),
    ],
  });
}
