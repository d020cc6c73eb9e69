// Sign-in settings: the rate limits (429 with Retry-After, per address and per e-mail), JWT_SECRET as `npm start`
// reads it, and when the demo data (seven known logins) is seeded.
import http from 'node:http';
import { jwtVerify } from 'jose';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestRegistry, DEMO_EMAILS, DEMO_PASSWORD, type TestRegistry } from '../../registry/testing.ts';
import { MEMORY } from '../../registry/app.ts';
import { registryOptionsFromEnv, seedDemoFromEnv } from '../../registry/env.ts';
import { startPortal } from '../../scripts/lib/portal.ts';

let registry: TestRegistry;

beforeAll(async () => {
  registry = await startTestRegistry({ rateLimits: { perAddress: 4, perEmail: 2, windowSeconds: 600 } });
});
afterAll(() => registry?.close());

/** A JSON POST from a client address of our choice on the loopback network (all of 127.0.0.0/8 is this machine). */
function post(path: string, body: unknown, fromOtherAddress = false): Promise<{ status: number; retryAfter: string | null; body: any }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${registry.url}${path}`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, localAddress: fromOtherAddress ? '127.0.0.2' : '127.0.0.1' },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const retryAfter = response.headers['retry-after'];
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
            body: JSON.parse(text),
          });
        });
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

describe('rate limits', () => {
  test('sign-in: per e-mail, then per address, with 429 and Retry-After; another address is not affected', async () => {
    const signIn = (username: string, other = false) => post('/api/v1/auth/jwt/', { username, password: 'wrong' }, other);
    expect((await signIn('a@example.test')).status).toBe(400);
    expect((await signIn('A@Example.test ')).status).toBe(400);
    // The third try of the same e-mail (however it is spelled) within the window.
    const perEmail = await signIn('a@example.test');
    expect(perEmail.status).toBe(429);
    expect(Number(perEmail.retryAfter)).toBeGreaterThan(0);
    expect(Number(perEmail.retryAfter)).toBeLessThanOrEqual(600);
    expect(perEmail.body).toEqual({ detail: `Request was throttled. Expected available in ${perEmail.retryAfter} seconds.` });

    // The address has used 3 of its 4; the 5th request from it is refused whatever the e-mail.
    expect((await signIn('b@example.test')).status).toBe(400);
    const perAddress = await signIn('c@example.test');
    expect(perAddress.status).toBe(429);
    expect(Number(perAddress.retryAfter)).toBeGreaterThan(0);

    // Another address still signs in (a real user behind it is not locked out by this one).
    const elsewhere = await post('/api/v1/auth/jwt/', { username: DEMO_EMAILS.lawFirm, password: DEMO_PASSWORD }, true);
    expect(elsewhere.status).toBe(200);
  });

  test('token refresh is limited per address', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await post('/api/v1/auth/jwt/refresh/', { token: 'garbage' }, true));
    // 127.0.0.2 signed in once above (its own sign-in counter); refresh counts on its own.
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 429]);
    expect(Number(answers[4]!.retryAfter)).toBeGreaterThan(0);
  });

  test('settings are read from the environment; bad values stop the start with a clear message', () => {
    expect(registryOptionsFromEnv({}).rateLimits).toEqual({ perAddress: 100, perEmail: 30, windowSeconds: 60 });
    expect(
      registryOptionsFromEnv({ AUTH_RATE_LIMIT_PER_ADDRESS: '7', AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '900' })
        .rateLimits,
    ).toEqual({
      perAddress: 7,
      perEmail: 3,
      windowSeconds: 900,
    });
    expect(() => registryOptionsFromEnv({ AUTH_RATE_LIMIT_PER_EMAIL: 'lots' })).toThrow(/AUTH_RATE_LIMIT_PER_EMAIL must be a whole number/);
  });
});

describe('JWT_SECRET', () => {
  test('npm start signs tokens with it, so they verify with it (and sessions survive restarts)', async () => {
    const secret = 'a-shared-secret-of-the-registry-replicas';
    const env = { JWT_SECRET: secret, REFERRAL_LAW_FIRM_IS_LAW_FIRM: 'true' };
    expect(registryOptionsFromEnv(env)).toMatchObject({ jwtSecret: secret, referralLawFirmIsLawFirm: true });
    // What scripts/start.ts hands to the portal.
    const portal = await startPortal({
      port: 0,
      host: '127.0.0.1',
      dataDir: MEMORY,
      logger: pino({ level: 'silent' }),
      registrySettings: registryOptionsFromEnv(env),
      seedDemo: true,
    });
    try {
      const response = await fetch(`${portal.url.replace('localhost', '127.0.0.1')}/api/v1/auth/jwt/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: DEMO_EMAILS.lawFirm, password: DEMO_PASSWORD }),
      });
      const { token } = (await response.json()) as { token: string };
      const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { issuer: 'lien-registry' });
      expect(payload).toMatchObject({ typ: 'access', sid: expect.any(String) });
      await expect(jwtVerify(token, new TextEncoder().encode('another secret'))).rejects.toThrow();
    } finally {
      await portal.close();
    }
  });
});

describe('demo data', () => {
  test('is seeded on the embedded store by default, on a database server only when SEED_DEMO=true asks', () => {
    expect(seedDemoFromEnv({})).toBe(true);
    expect(seedDemoFromEnv({ SEED_DEMO: 'false' })).toBe(false);
    expect(seedDemoFromEnv({ DATABASE_URL: 'postgres://db.internal/registry' })).toBe(false);
    expect(seedDemoFromEnv({ DATABASE_URL: 'postgres://db.internal/registry', SEED_DEMO: 'true' })).toBe(true);
    expect(() => seedDemoFromEnv({ SEED_DEMO: 'yes please' })).toThrow(/SEED_DEMO must be true or false/);
  });
});
