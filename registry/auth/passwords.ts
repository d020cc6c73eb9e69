// Password hashing with Node's built-in scrypt (memory-hard). Stored as a self-describing string
// `scrypt$N$r$p$<salt b64>$<hash b64>`, so the cost can be raised without breaking old hashes: a sign-in with an
// older hash rehashes the password at today's cost (`needsRehash`).
//
// Cost: OWASP's Password Storage Cheat Sheet lists equal-strength scrypt settings; of those we take
// N=2^15, r=8, p=3 — the same work as N=2^17, r=8, p=1 but 32 MiB of memory per hash instead of 128 MiB, so a
// burst of sign-ins cannot exhaust the server's memory.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export const SCRYPT_COST = { N: 2 ** 15, r: 8, p: 3 } as const;

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * The cost new hashes get (and older ones are raised to). Test registries lower it (registry/testing.ts): their
 * hundreds of sign-ins would otherwise spend minutes of CI in scrypt. Same algorithm and format, only cheaper.
 */
let currentCost: ScryptCost = SCRYPT_COST;

/** For test registries only: hash (and accept without rehashing) at `cost` from now on in this process. */
export function usePasswordCostForTests(cost: ScryptCost): void {
  currentCost = cost;
}

/** A cost fit for tests: real scrypt, about a hundredth of the work. */
export const TEST_SCRYPT_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };
const KEY_LENGTH = 32;
/** Stored hashes are ours, but a corrupted one must not make a sign-in allocate gigabytes. */
const MAX_N = 2 ** 20;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

// scrypt needs 128 * N * r bytes (p runs one after the other); Node's default maxmem (32 MiB) is exactly that
// for N=2^15, r=8, so raise it.
const maxmem = (n: number, r: number) => 256 * n * r;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = currentCost;
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmem(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function parseHash(stored: string | null): ParsedHash | null {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const valid = [N, r, p].every((value) => Number.isSafeInteger(value) && value > 0) && N <= MAX_N && r <= 32 && p <= 16;
  if (!valid) return null;
  return { N, r, p, salt: Buffer.from(parts[4]!, 'base64'), hash: Buffer.from(parts[5]!, 'base64') };
}

// Verified against when there is no usable hash (unknown e-mail, a user without a password, a locked sign-in),
// so that every answered attempt spends the same work.
let dummyHash: Promise<string> | null = null;

/** How many verifications ran against a real hash and against the dummy one (tests read these). */
export const passwordChecks = { real: 0, dummy: 0 };

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) {
    passwordChecks.dummy++;
    const dummy = parseHash(await (dummyHash ??= hashPassword(randomBytes(16).toString('hex'))))!;
    await scrypt(password, dummy.salt, dummy.hash.length, { N: dummy.N, r: dummy.r, p: dummy.p, maxmem: maxmem(dummy.N, dummy.r) });
    return false;
  }
  passwordChecks.real++;
  const { N, r, p, salt, hash } = parsed;
  const actual = await scrypt(password, salt, hash.length, { N, r, p, maxmem: maxmem(N, r) });
  return actual.length === hash.length && timingSafeEqual(actual, hash);
}

/** True when a (verified) hash was made at a lower cost than today's: rehash it on sign-in. */
export function needsRehash(stored: string | null): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  return parsed.N !== currentCost.N || parsed.r !== currentCost.r || parsed.p !== currentCost.p || parsed.hash.length !== KEY_LENGTH;
}
