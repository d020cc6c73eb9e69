// Issue 8, point 5: browsers only from where they should be. /graphql (HTTP and WebSocket) refuses cross-origin
// requests unless the origin is in CORS_ORIGINS (empty by default) — it used to echo any Origin with credentials;
// security headers on every answer of the front server and of the registry; session cookies Secure except on
// plain http to localhost.
import net from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startPortal, type Portal } from '../../scripts/lib/portal.ts';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../../registry/testing.ts';
import { startEdgeStack, type EdgeStack } from './edge-stack.ts';

const ALLOWED = 'https://app.example.test';
let stack: EdgeStack;
let portal: Portal;
beforeAll(async () => {
  stack = await startEdgeStack({ mode: 'production', corsOrigins: [ALLOWED] });
  portal = await startPortal({
    port: 0,
    host: '127.0.0.1',
    registryUrl: stack.registry.url,
    serviceKey: stack.registry.serviceKey,
    logger: pino({ level: 'silent' }),
  });
});
afterAll(async () => {
  await portal?.close();
  await stack?.close();
});

const QUERY = JSON.stringify({ query: '{ __typename }' });
const post = (origin?: string) =>
  fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: QUERY,
  });

describe('cross-origin requests to /graphql', () => {
  test.each(['https://evil.example', 'null', 'http://127.0.0.1:1', 'not a url'])(
    'from %s are refused with 403 and no CORS headers',
    async (origin) => {
      const response = await post(origin);
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(await response.json()).toEqual({
        errors: [{ message: 'Requests from this origin are not allowed.', extensions: { code: 'ORIGIN_NOT_ALLOWED' } }],
      });
    },
  );

  test('without Origin, or from the origin the request was sent to, pass', async () => {
    expect((await post()).status).toBe(200);
    const same = await post(`http://127.0.0.1:${stack.port}`);
    expect(same.status).toBe(200);
    expect(await same.json()).toEqual({ data: { __typename: 'Query' } });
    expect(same.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('an origin in CORS_ORIGINS gets CORS with credentials, and its preflight is answered', async () => {
    const response = await post(ALLOWED);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('vary')).toContain('Origin');
    const preflight = await fetch(`${stack.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: ALLOWED, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
    const refusedPreflight = await fetch(`${stack.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(refusedPreflight.status).toBe(403);
    expect(refusedPreflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('WebSocket handshakes: the listed origin and our own pass, others are refused', async () => {
    const handshake = (origin: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(stack.port, '127.0.0.1');
        let received = '';
        socket.on('data', (chunk) => {
          received += chunk;
          if (received.includes('\r\n')) {
            socket.destroy();
            resolve(received.split('\r\n')[0]!);
          }
        });
        socket.on('error', reject);
        socket.write(
          [
            'GET /graphql HTTP/1.1',
            `Host: 127.0.0.1:${stack.port}`,
            `Origin: ${origin}`,
            'Upgrade: websocket',
            'Connection: Upgrade',
            'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
            'Sec-WebSocket-Version: 13',
            'Sec-WebSocket-Protocol: graphql-transport-ws',
            '',
            '',
          ].join('\r\n'),
        );
      });
    expect(await handshake(ALLOWED)).toBe('HTTP/1.1 101 Switching Protocols');
    expect(await handshake(`http://127.0.0.1:${stack.port}`)).toBe('HTTP/1.1 101 Switching Protocols');
    expect(await handshake('https://evil.example')).toBe('HTTP/1.1 403 Forbidden');
  });
});

describe('security headers', () => {
  function expectSecurityHeaders(response: Response, what: string) {
    const csp = response.headers.get('content-security-policy') ?? '';
    expect({ what, csp }).toEqual({ what, csp: expect.stringContaining("frame-ancestors 'none'") });
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? /default-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect({ what, scriptSrc }).toEqual({ what, scriptSrc: expect.not.stringContaining('unsafe-inline') });
    expect({ what, nosniff: response.headers.get('x-content-type-options') }).toEqual({ what, nosniff: 'nosniff' });
    expect({ what, referrer: response.headers.get('referrer-policy') }).toEqual({ what, referrer: 'no-referrer' });
    expect({ what, hsts: response.headers.get('strict-transport-security') }).toEqual({ what, hsts: null });
  }

  test('on every answer of the front server: pages, /graphql, /healthz, 404s and refusals', async () => {
    const base = portal.url.replace('localhost', '127.0.0.1');
    const answers: [string, Response][] = [
      ['the web client', await fetch(`${base}/portfolio`)],
      ['GraphQL', await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: QUERY })],
      [
        'a refused origin',
        await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'null' }, body: QUERY }),
      ],
      ['healthz', await fetch(`${base}/healthz`)],
      ['a 404', await fetch(`${base}/graphql/nothing`, { method: 'POST' })],
    ];
    for (const [what, response] of answers) expectSecurityHeaders(response, what);
    const csp = answers[0]![1].headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  test("on the registry's answers too, with a policy that allows nothing", async () => {
    for (const path of ['/healthz', '/api/v1/environment/', '/api/registry/v1/escrow-agent/portfolio/']) {
      const response = await fetch(`${stack.registry.url}${path}`);
      expectSecurityHeaders(response, path);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
  });

  test('HSTS only when the request came over HTTPS', async () => {
    const front = await fetch(`${portal.url.replace('localhost', '127.0.0.1')}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(front.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const registry = await fetch(`${stack.registry.url}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(registry.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('session cookies', () => {
  async function loginCookies(url: string, headers: Record<string, string> = {}) {
    const response = await stack.bff.yoga.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        query: 'mutation($input: LoginInput!) { login(input: $input) { token } }',
        variables: { input: { email: DEMO_EMAILS.funder, password: DEMO_PASSWORD } },
      }),
    });
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThanOrEqual(2);
    return cookies;
  }

  test.each(['http://localhost/graphql', 'http://127.0.0.1:8080/graphql', 'http://[::1]:8080/graphql'])(
    'are not Secure on plain %s (npm start on this machine)',
    async (url) => {
      for (const cookie of await loginCookies(url)) expect(cookie).not.toMatch(/;\s*Secure/i);
    },
  );

  test('are Secure over HTTPS, behind a proxy that terminated it, and on plain http anywhere else', async () => {
    const secure = [
      await loginCookies('https://portal.example.com/graphql'),
      await loginCookies('https://localhost/graphql'),
      await loginCookies('http://localhost/graphql', { 'x-forwarded-proto': 'https' }),
      await loginCookies('http://portal.example.com/graphql'),
    ];
    for (const cookies of secure) for (const cookie of cookies) expect(cookie).toMatch(/; Secure$/);
  });
});
