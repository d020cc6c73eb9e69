// Password hashing with Node's built-in scrypt (memory-hard). Stored as a self-describing string
// `scrypt$N$r$p$<salt b64>$<hash b64>` so the cost can be raised later without breaking old hashes.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

// scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is exactly that for N=2^15, r=8, so raise it.
const maxmem = (n: number, r: number) => 256 * n * r;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: maxmem(N, R) });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Spend comparable time so unknown users and users without a password are not told apart by timing.
    await hashPassword(password);
    return false;
  }
  const [, n, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { ...cost, maxmem: maxmem(cost.N, cost.r) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
