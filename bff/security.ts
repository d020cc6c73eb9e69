// Which browsers may call /graphql, and the security headers of every page and answer of the front server.
// A browser sends the session cookies with cross-origin requests and WebSocket handshakes too, so a request whose
// Origin is neither this server's own nor in CORS_ORIGINS is refused before it runs.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Plugin } from 'graphql-yoga';

/** CORS_ORIGINS: comma-separated origins (`https://app.example.com`); an entry that is not one stops the start. */
export function parseOriginList(value: string | undefined): string[] {
  const origins: string[] = [];
  for (const entry of (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`CORS_ORIGINS: "${entry}" is not an origin such as https://app.example.com`);
    }
    if (!/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
      throw new Error(`CORS_ORIGINS: "${entry}" is not an origin such as https://app.example.com (scheme, host and port only)`);
    }
    origins.push(url.origin);
  }
  return origins;
}

export type OriginVerdict = 'no-origin' | 'same-origin' | 'allowed' | 'refused';

/**
 * A request without Origin (not a browser, or a same-origin navigation) and one whose Origin names the host it was
 * sent to pass; another origin passes only when listed. `Origin: null` (sandboxed frames, file:// pages) and
 * anything that is not a URL are refused.
 */
export function judgeOrigin(
  origin: string | null | undefined,
  host: string | null | undefined,
  allowList: readonly string[],
): OriginVerdict {
  if (origin === undefined || origin === null || origin === '') return 'no-origin';
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return 'refused';
  }
  if (!/^https?:$/.test(parsed.protocol)) return 'refused';
  if (host && parsed.host === host.toLowerCase()) return 'same-origin';
  return allowList.includes(parsed.origin) ? 'allowed' : 'refused';
}

export const ORIGIN_REFUSED_MESSAGE = 'Requests from this origin are not allowed.';

const CORS_ALLOWED_HEADERS = 'content-type, authorization, registry-account, x-registry-csrf, x-request-id';

/** Yoga plugin: refuses other origins (403) and answers CORS, credentials included, for the listed ones. */
export function originPlugin(allowList: readonly string[]): Plugin {
  return {
    onRequest({ request, fetchAPI, endResponse }) {
      const origin = request.headers.get('origin');
      const host = request.headers.get('host') ?? new URL(request.url).host;
      const verdict = judgeOrigin(origin, host, allowList);
      if (verdict === 'refused') {
        endResponse(
          new fetchAPI.Response(
            JSON.stringify({ errors: [{ message: ORIGIN_REFUSED_MESSAGE, extensions: { code: 'ORIGIN_NOT_ALLOWED' } }] }),
            {
              status: 403,
              headers: { 'content-type': 'application/json', vary: 'Origin' },
            },
          ),
        );
        return;
      }
      if (verdict === 'allowed' && request.method === 'OPTIONS') {
        endResponse(new fetchAPI.Response(null, { status: 204, headers: corsHeaders(origin!, true) }));
      }
    },
    onResponse({ request, response }) {
      const origin = request.headers.get('origin');
      const host = request.headers.get('host') ?? new URL(request.url).host;
      if (judgeOrigin(origin, host, allowList) !== 'allowed') return;
      for (const [name, value] of Object.entries(corsHeaders(origin!, false))) response.headers.set(name, value);
    },
  };
}

function corsHeaders(origin: string, preflight: boolean): Record<string, string> {
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    vary: 'Origin',
    ...(preflight
      ? {
          'access-control-allow-methods': 'GET, POST, OPTIONS',
          'access-control-allow-headers': CORS_ALLOWED_HEADERS,
          'access-control-max-age': '600',
        }
      : {}),
  };
}

/**
 * The web client's Content-Security-Policy: scripts only from our own files (the built index.html has no inline
 * script), styles also inline (Fluent UI's Griffel inserts style rules at run time), connections (fetch and the
 * graphql-ws WebSocket) only to this origin, and no framing by anyone.
 */
export const WEB_CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'script-src-attr': ["'none'"],
  // helmet adds upgrade-insecure-requests by default, which would break the plain-http localhost start.
  'upgrade-insecure-requests': null,
};

/** What the page loads or calls beyond its own origin, by the registry's adapters. */
export interface BrowserSources {
  /** Origins the browser PUTs uploads to directly (an S3 bucket's presigned links). */
  uploadOrigins: string[];
  /** Stripe Elements on the payment page: Stripe.js, its frames and its API. */
  cardPayments: boolean;
}

const STRIPE_SOURCES = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** WEB_CONTENT_SECURITY_POLICY widened by exactly the sources the configured adapters need, and no more. */
export function webContentSecurityPolicy({ uploadOrigins, cardPayments }: BrowserSources): Record<string, string[] | null> {
  const policy: Record<string, string[] | null> = { ...WEB_CONTENT_SECURITY_POLICY };
  policy['connect-src'] = ["'self'", ...uploadOrigins, ...(cardPayments ? STRIPE_SOURCES.connect : [])];
  if (cardPayments) {
    policy['script-src'] = ["'self'", ...STRIPE_SOURCES.script];
    policy['frame-src'] = STRIPE_SOURCES.frame;
  }
  return policy;
}

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** Served over HTTPS: TLS on this socket, or a proxy in front that terminated it. */
export function cameOverHttps(headers: Record<string, string | string[] | undefined>, encrypted: boolean): boolean {
  if (encrypted) return true;
  const forwarded = headers['x-forwarded-proto'];
  const value = Array.isArray(forwarded) ? forwarded[0] : forwarded;
  return value?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * helmet on every route of a Fastify app (pages, /graphql, 404s): the CSP above, `nosniff`, `Referrer-Policy:
 * no-referrer`, `X-Frame-Options`, and HSTS only when the request came over HTTPS (on plain http it would be
 * meaningless, and on localhost harmful to other local apps).
 */
export async function registerSecurityHeaders<AppLogger extends FastifyBaseLogger>(
  app: FastifyInstance<Server, IncomingMessage, ServerResponse, AppLogger>,
  directives: Record<string, string[] | null> = WEB_CONTENT_SECURITY_POLICY,
): Promise<void> {
  // helmet itself, built once: @fastify/helmet builds it anew on every request (parsing the CSP directives each time,
  // about 0.3 ms of CPU per request).
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  app.addHook('onRequest', async (request, reply) => {
    if (cameOverHttps(request.headers, 'encrypted' in request.raw.socket && !!request.raw.socket.encrypted)) {
      reply.header('strict-transport-security', HSTS_VALUE);
    }
  });
}
