// Rate limits of the public (unauthenticated) routes, with @fastify/rate-limit's stores: in memory, or Redis when
// REDIS_URL is set so every registry replica counts together. Sign-in counts per client address and per e-mail;
// token refresh and every public form per address. A refused request gets 429, `Retry-After` and DRF's text.
//
// Use on a route: `preHandler: app.publicFormLimit` (any public form), or `app.signInLimits` (sign-in).
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { HttpError } from '../domain/errors.ts';
import { emailKey } from '../auth/login.ts';

export interface RateLimitSettings {
  /** Requests per client address and window, on each limited route (default 100). */
  perAddress: number;
  /** Sign-in attempts per e-mail and window (default 30). */
  perEmail: number;
  /** Window in seconds (default 60). */
  windowSeconds: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = { perAddress: 100, perEmail: 30, windowSeconds: 60 };

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for any public form: per-address limit, counted per route. */
    publicFormLimit: preHandlerAsyncHookHandler;
    /** preHandlers of the sign-in route: per address, then per e-mail (`username` of the body). */
    signInLimits: preHandlerAsyncHookHandler[];
    /** preHandlers of the password reset request: per address, then per e-mail (`email` of the body). */
    passwordResetLimits: preHandlerAsyncHookHandler[];
  }
}

export const throttledMessage = (seconds: number) =>
  `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`;

export async function installRateLimits(
  app: FastifyInstance,
  settings: RateLimitSettings,
  redis: { url: string; namespace: string } | undefined,
): Promise<() => Promise<void>> {
  const client = redis ? new Redis(redis.url, { maxRetriesPerRequest: 3, enableOfflineQueue: true }) : null;
  client?.on('error', (error: unknown) => app.log.warn({ err: error }, 'Redis (rate limits) connection error (the client reconnects)'));
  await app.register(rateLimit, {
    global: false,
    ...(client ? { redis: client, nameSpace: `${redis!.namespace}:rate:` } : {}),
    // A Redis outage must not close sign-in to everyone; the lockout still counts attempts in the database.
    skipOnError: true,
  });

  const limiter = (name: string, max: number, key: (request: FastifyRequest) => string | null): preHandlerAsyncHookHandler => {
    const check = app.createRateLimit({
      max,
      timeWindow: settings.windowSeconds * 1000,
      keyGenerator: (request) => `${name}:${key(request) ?? ''}`,
    });
    return async (request, reply) => {
      if (key(request) === null) return;
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      const seconds = Math.max(1, result.ttlInSeconds);
      reply.header('retry-after', String(seconds));
      throw new HttpError(429, { detail: throttledMessage(seconds) });
    };
  };
  const byAddress = (request: FastifyRequest) => request.ip;
  const routeAndAddress = (request: FastifyRequest) => `${request.routeOptions.url}:${request.ip}`;
  const byEmail = (request: FastifyRequest) => {
    const username = (request.body as { username?: unknown } | null)?.username;
    return typeof username === 'string' ? emailKey(username) : null;
  };

  app.decorate('publicFormLimit', limiter('form', settings.perAddress, routeAndAddress));
  app.decorate('signInLimits', [
    limiter('sign-in-address', settings.perAddress, byAddress),
    limiter('sign-in-email', settings.perEmail, byEmail),
  ]);
  const byResetEmail = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | null)?.email;
    return typeof email === 'string' ? emailKey(email) : null;
  };
  app.decorate('passwordResetLimits', [
    limiter('form', settings.perAddress, routeAndAddress),
    limiter('password-reset-email', settings.perEmail, byResetEmail),
  ]);
  return async () => {
    await client?.quit().catch(() => client.disconnect());
  };
}

export function rateLimitSettingsFrom(env: Record<string, string | undefined>): RateLimitSettings {
  const read = (name: string, fallback: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isSafeInteger(value) || value < 1)
      throw new Error(`${name} must be a whole number of at least 1 (got ${JSON.stringify(raw)})`);
    return value;
  };
  return {
    perAddress: read('AUTH_RATE_LIMIT_PER_ADDRESS', DEFAULT_RATE_LIMITS.perAddress),
    perEmail: read('AUTH_RATE_LIMIT_PER_EMAIL', DEFAULT_RATE_LIMITS.perEmail),
    windowSeconds: read('AUTH_RATE_LIMIT_WINDOW_SECONDS', DEFAULT_RATE_LIMITS.windowSeconds),
  };
}
