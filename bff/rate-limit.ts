// Rate limits of /graphql: per session (the credential the request carries) and per client address, with
// @fastify/rate-limit's stores (in memory, or Redis when REDIS_URL is set so every BFF replica counts together).
// A refused request gets 429, `Retry-After` and a GraphQL error body. graphql-ws connections are capped on their
// own (see `WebSocketLimiter`): one handshake can carry any number of operations.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { sessionFrom } from './session.ts';

export interface GraphqlRateLimits {
  /** Requests per session and window (GRAPHQL_RATE_LIMIT_PER_SESSION). */
  perSession: number;
  /** Requests per client address and window, signed in or not (GRAPHQL_RATE_LIMIT_PER_ADDRESS). */
  perAddress: number;
  /** Window in seconds (GRAPHQL_RATE_LIMIT_WINDOW_SECONDS). */
  windowSeconds: number;
}

// Far above what the web client sends (a page is a handful of operations; infinite scroll one per 20 rows).
export const DEFAULT_GRAPHQL_RATE_LIMITS: GraphqlRateLimits = { perSession: 600, perAddress: 1200, windowSeconds: 60 };

export const RATE_LIMITED_CODE = 'RATE_LIMITED';
export const rateLimitedMessage = (seconds: number) => `Too many requests. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

const sessionKeys = new WeakMap<FastifyRequest, string | null>();

/** The session a request carries, hashed (a key in the store, never the token itself); null when signed out. */
function sessionKey(request: FastifyRequest): string | null {
  let key = sessionKeys.get(request);
  if (key === undefined) sessionKeys.set(request, (key = hashedSession(request)));
  return key;
}

function hashedSession(request: FastifyRequest): string | null {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const session = sessionFrom(header);
  const credential = session.token ?? session.refreshToken;
  return credential ? createHash('sha256').update(credential).digest('base64url').slice(0, 32) : null;
}

function sendRateLimited(reply: FastifyReply, seconds: number) {
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .header('content-type', 'application/json; charset=utf-8')
    .send({ errors: [{ message: rateLimitedMessage(seconds), extensions: { code: RATE_LIMITED_CODE, retryAfter: seconds } }] });
}

/**
 * Registers the stores and returns the onRequest hook for the /graphql route, plus a close function for the Redis
 * connection. A Redis outage lets requests through (skipOnError) rather than closing the product to everyone.
 */
export async function graphqlRateLimit(
  app: FastifyInstance,
  limits: GraphqlRateLimits,
  redis: { url: string; namespace: string } | undefined,
): Promise<{ hook: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>; close(): Promise<void> }> {
  const client = redis ? new Redis(redis.url, { maxRetriesPerRequest: 3, enableOfflineQueue: true }) : null;
  client?.on('error', (error: unknown) =>
    app.log.warn({ err: error }, 'Redis (GraphQL rate limits) connection error (the client reconnects)'),
  );
  await app.register(rateLimit, {
    global: false,
    ...(client ? { redis: client, nameSpace: `${redis!.namespace}:graphql-rate:` } : {}),
    skipOnError: true,
    // An attacker inventing session tokens must not push real sessions out of the in-memory store.
    cache: 50_000,
  });
  const limiter = (name: string, max: number, key: (request: FastifyRequest) => string | null) => {
    const check = app.createRateLimit({
      max,
      timeWindow: limits.windowSeconds * 1000,
      keyGenerator: (request) => `${name}:${key(request)}`,
    });
    return async (request: FastifyRequest): Promise<number | null> => {
      if (key(request) === null) return null;
      const result = await check(request);
      return result.isAllowed || !result.isExceeded ? null : Math.max(1, result.ttlInSeconds);
    };
  };
  const bySession = limiter('session', limits.perSession, sessionKey);
  const byAddress = limiter('address', limits.perAddress, (request) => request.ip);
  return {
    hook: async (request, reply) => {
      // Both count every request, so a session that is throttled still uses up its address's allowance.
      const [session, address] = await Promise.all([bySession(request), byAddress(request)]);
      const wait = Math.max(session ?? 0, address ?? 0);
      if (wait > 0) return sendRateLimited(reply, wait);
    },
    close: async () => {
      await client?.quit().catch(() => client.disconnect());
    },
  };
}

export interface WebSocketLimits {
  /** Operations one connection may have running at once. */
  maxSubscriptions: number;
  /** Messages a connection may send in a burst; the allowance refills at `messagesPerSecond`. */
  messageBurst: number;
  messagesPerSecond: number;
  /** Largest frame accepted (bytes); a larger one closes the connection with 1009. */
  maxPayloadBytes: number;
}

export const DEFAULT_WEBSOCKET_LIMITS: WebSocketLimits = {
  maxSubscriptions: 50,
  messageBurst: 50,
  messagesPerSecond: 10,
  maxPayloadBytes: 64 * 1024,
};

/** Close code and reason when a connection sends faster than its allowance (graphql-ws's own 44xx range). */
export const TOO_MANY_MESSAGES = { code: 4429, reason: 'Too many messages' } as const;

/** A token bucket per connection: `take()` is false once the connection sends faster than allowed. */
export class MessageBucket {
  private readonly limits: Pick<WebSocketLimits, 'messageBurst' | 'messagesPerSecond'>;
  private readonly now: () => number;
  private tokens: number;
  private last: number;
  constructor(limits: Pick<WebSocketLimits, 'messageBurst' | 'messagesPerSecond'>, now: () => number = () => performance.now()) {
    this.limits = limits;
    this.now = now;
    this.tokens = limits.messageBurst;
    this.last = now();
  }

  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.limits.messageBurst, this.tokens + ((now - this.last) / 1000) * this.limits.messagesPerSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

function readWholeNumber(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of at least 1 (got ${JSON.stringify(raw)})`);
  return value;
}

export function graphqlRateLimitsFrom(env: Record<string, string | undefined>): GraphqlRateLimits {
  return {
    perSession: readWholeNumber(env, 'GRAPHQL_RATE_LIMIT_PER_SESSION', DEFAULT_GRAPHQL_RATE_LIMITS.perSession),
    perAddress: readWholeNumber(env, 'GRAPHQL_RATE_LIMIT_PER_ADDRESS', DEFAULT_GRAPHQL_RATE_LIMITS.perAddress),
    windowSeconds: readWholeNumber(env, 'GRAPHQL_RATE_LIMIT_WINDOW_SECONDS', DEFAULT_GRAPHQL_RATE_LIMITS.windowSeconds),
  };
}

export { readWholeNumber };
