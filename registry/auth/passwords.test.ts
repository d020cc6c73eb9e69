import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { hashPassword, needsRehash, passwordChecks, SCRYPT_COST, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  test('scrypt hashes describe themselves and verify', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$32768\$8\$3\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await hashPassword('correct horse')).not.toBe(hash);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('anything', 'md5$abc')).toBe(false);
  });

  test("the cost is at least OWASP's scrypt recommendation, with 32 MiB per hash", () => {
    const { N, r, p } = SCRYPT_COST;
    // OWASP: N=2^17, r=8, p=1, or an equal-cost trade of memory for parallelism (N=2^15, r=8, p=3 …).
    expect(N * p).toBeGreaterThanOrEqual(3 * 2 ** 15);
    expect(r).toBeGreaterThanOrEqual(8);
    expect(128 * N * r).toBeLessThanOrEqual(32 * 1024 * 1024);
  });

  test('an older, cheaper hash still verifies and asks to be rehashed; a current one does not', async () => {
    const salt = randomBytes(16);
    const key = scryptSync('old password', salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const old = ['scrypt', 2 ** 14, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    expect(await verifyPassword('old password', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('x'))).toBe(false);
  });

  test('no usable hash still spends one scrypt (against a dummy), so the answer takes as long', async () => {
    const before = { ...passwordChecks };
    await verifyPassword('guess', null);
    await verifyPassword('guess', 'scrypt$99999999999$8$1$AA==$AA==');
    expect(passwordChecks.dummy - before.dummy).toBe(2);
    expect(passwordChecks.real - before.real).toBe(0);
  });
});
