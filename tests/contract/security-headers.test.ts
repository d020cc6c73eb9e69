// Every registry answer carries its security headers: a Content-Security-Policy that allows nothing (the API serves
// JSON only), `nosniff`, `Referrer-Policy: no-referrer`, no framing, and HSTS only for a request that came over HTTPS.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { V1 } from './helpers.ts';

let registry: TestRegistry;
let token: string;

beforeAll(async () => {
  registry = await startTestRegistry();
  token = await loginAs(registry.url, DEMO_EMAILS.lawFirm);
});
afterAll(() => registry?.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${registry.url}${path}`, { headers });

test('an answer, a refusal and an unknown route all carry the headers; HSTS only over HTTPS', async () => {
  const answers = [
    await get(`${V1}/escrow-agent/portfolio/`, { authorization: `JWT ${token}` }),
    await get(`${V1}/escrow-agent/portfolio/`),
    await get(`${V1}/no-such-route/`),
  ];
  expect(answers.map((answer) => answer.status)).toEqual([200, 401, 404]);
  for (const answer of answers) {
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  }
  const overHttps = await get(`${V1}/no-such-route/`, { 'x-forwarded-proto': 'https' });
  expect(overHttps.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
});
