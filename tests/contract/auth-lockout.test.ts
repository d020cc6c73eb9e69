// Sign-in lockout under attack: parallel guesses are counted before the hash, the lock expires on its own and
// grows with repeats, staff can lift it, unknown e-mails are answered exactly like known ones, and every answered
// attempt spends one scrypt.
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import { sql } from 'kysely';
import { startTestRegistry, loginAs, DEMO_EMAILS, type TestRegistry } from '../../registry/testing.ts';
import { emailKey, forgetOldAttempts, LOCK_BASE_SECONDS, MAX_FAILED_LOGINS } from '../../registry/auth/login.ts';
import { passwordChecks, SCRYPT_COST, TEST_SCRYPT_COST, usePasswordCostForTests } from '../../registry/auth/passwords.ts';
import { MESSAGES } from '../../registry/domain/errors.ts';
import { call, createUser } from './helpers.ts';

let registry: TestRegistry;
let url: string;

beforeAll(async () => {
  // The rate limits are tested on their own (auth-settings.test.ts); here they would answer 429 before the lock.
  registry = await startTestRegistry({ rateLimits: { perAddress: 10_000, perEmail: 10_000 } });
  url = registry.url;
});
afterAll(() => registry?.close());

const signIn = (username: string, password: string) => call(url, '/api/v1/auth/jwt/', { method: 'POST', body: { username, password } });
const LOCKED = { status: 403, body: { detail: MESSAGES.locked } };
const BAD = { status: 400, body: { non_field_errors: [MESSAGES.badCredentials] } };

async function lockState(email: string) {
  const row = await registry.registry.db
    .selectFrom('sign_in_attempts')
    .select(['attempts', 'lockouts', sql<number>`extract(epoch from locked_until - updated_at)`.as('lock_seconds')])
    .where('email_hash', '=', emailKey(email))
    .executeTakeFirst();
  return row ? { ...row, lock_seconds: row.lock_seconds === null ? null : Math.round(Number(row.lock_seconds)) } : undefined;
}

/** Lets the lock run out, as if its time had passed. */
const expireLock = (email: string) =>
  registry.registry.db
    .updateTable('sign_in_attempts')
    .set({ locked_until: sql`now() - interval '1 second'` })
    .where('email_hash', '=', emailKey(email))
    .execute();

describe('parallel guesses', () => {
  test('a burst of 29 wrong passwords and the right one: only the allowance is ever checked, the right one is refused', async () => {
    const user = await createUser(registry.registry.db, { password: 'the-right-one' });
    const before = { ...passwordChecks };
    const wrong = Array.from({ length: 29 }, (_, i) => signIn(user.email, `wrong-${i}`));
    const right = signIn(user.email, 'the-right-one');
    const answers = await Promise.all([...wrong, right]);

    // Counted before the hash: the first MAX_FAILED_LOGINS are checked (and fail), everything after is locked.
    expect(passwordChecks.real - before.real).toBe(MAX_FAILED_LOGINS);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(MAX_FAILED_LOGINS);
    expect(answers.filter((answer) => answer.status === 403)).toHaveLength(30 - MAX_FAILED_LOGINS);
    expect(answers.some((answer) => answer.status === 200)).toBe(false);
    expect(await right).toEqual(LOCKED);
    // The locked answers still spent a scrypt each, against the dummy hash.
    expect(passwordChecks.dummy - before.dummy).toBe(30 - MAX_FAILED_LOGINS);
    expect(await signIn(user.email, 'the-right-one')).toEqual(LOCKED);
  });
});

describe('the lock', () => {
  test('expires on its own, and the next lock lasts twice as long', async () => {
    const user = await createUser(registry.registry.db, { password: 'pw-expiring' });
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) expect(await signIn(user.email, 'wrong')).toEqual(BAD);
    expect(await lockState(user.email)).toMatchObject({ lockouts: 1, lock_seconds: LOCK_BASE_SECONDS });
    expect(await signIn(user.email, 'pw-expiring')).toEqual(LOCKED);

    await expireLock(user.email);
    // A fresh allowance: four failures answer 400, the fifth locks again, for twice as long.
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) expect(await signIn(user.email, 'wrong')).toEqual(BAD);
    expect(await lockState(user.email)).toMatchObject({ lockouts: 2, lock_seconds: 2 * LOCK_BASE_SECONDS });
    expect(await signIn(user.email, 'pw-expiring')).toEqual(LOCKED);

    await expireLock(user.email);
    expect((await signIn(user.email, 'pw-expiring')).status).toBe(200);
    // A success forgets the history: the next lock is the short one again.
    expect(await lockState(user.email)).toBeUndefined();
  });

  test('does not end the sessions the user already has (a stranger cannot sign anyone out)', async () => {
    const user = await createUser(registry.registry.db, { password: 'pw-sessions' });
    const token = await loginAs(url, user.email, 'pw-sessions');
    for (let i = 0; i <= MAX_FAILED_LOGINS; i++) await signIn(user.email, 'wrong');
    expect((await call(url, '/api/registry/v1/accounts-auth/', { token })).status).toBe(200);
  });

  test('staff lift it; nobody else may', async () => {
    const user = await createUser(registry.registry.db, { password: 'pw-unlock' });
    for (let i = 0; i <= MAX_FAILED_LOGINS; i++) await signIn(user.email, 'wrong');
    const unlock = (token: string) =>
      call(url, '/api/v1/auth/unlock/', { method: 'POST', token, body: { email: user.email.toUpperCase() } });

    expect((await unlock(await loginAs(url, DEMO_EMAILS.lawFirm))).status).toBe(403);
    expect(await signIn(user.email, 'pw-unlock')).toEqual(LOCKED);
    expect((await unlock(await loginAs(url, DEMO_EMAILS.staff))).status).toBe(204);
    expect((await signIn(user.email, 'pw-unlock')).status).toBe(200);
  });
});

describe('unknown e-mails', () => {
  test('are answered exactly like known ones: the same 400s, then the same lock', async () => {
    const known = await createUser(registry.registry.db, { password: 'pw-known' });
    const unknown = `nobody-${randomBytes(4).toString('hex')}@example.test`;
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) {
      expect(await signIn(known.email, 'wrong')).toEqual(BAD);
      expect(await signIn(unknown, 'wrong')).toEqual(BAD);
    }
    expect(await signIn(known.email, 'wrong')).toEqual(LOCKED);
    expect(await signIn(unknown, 'wrong')).toEqual(LOCKED);
    // Nothing the stranger typed is kept in clear.
    const keys = await registry.registry.db.selectFrom('sign_in_attempts').select('email_hash').execute();
    expect(keys.map((row) => row.email_hash)).toContain(emailKey(unknown));
    expect(JSON.stringify(keys)).not.toContain('nobody-');
  });

  test('every answer spends one scrypt: against the real hash, or the dummy one (unknown, locked)', async () => {
    const known = await createUser(registry.registry.db, { password: 'pw-work' });
    const spent = async (attempt: () => Promise<unknown>) => {
      const before = { ...passwordChecks };
      await attempt();
      return { real: passwordChecks.real - before.real, dummy: passwordChecks.dummy - before.dummy };
    };
    expect(await spent(() => signIn(known.email, 'wrong'))).toEqual({ real: 1, dummy: 0 });
    expect(await spent(() => signIn(`nobody-${randomBytes(4).toString('hex')}@example.test`, 'wrong'))).toEqual({ real: 0, dummy: 1 });
    for (let i = 1; i < MAX_FAILED_LOGINS; i++) await signIn(known.email, 'wrong');
    expect(await spent(() => signIn(known.email, 'pw-work'))).toEqual({ real: 0, dummy: 1 });
  });
});

describe('housekeeping', () => {
  test('rows untouched for a week are forgotten unless still locked', async () => {
    const db = registry.registry.db;
    const keys = ['old-unlocked', 'old-locked', 'recent'].map((name) => emailKey(`${name}-${randomBytes(4).toString('hex')}@example.test`));
    await db
      .insertInto('sign_in_attempts')
      .values([
        { email_hash: keys[0]!, attempts: 2, updated_at: sql`now() - interval '8 days'` },
        { email_hash: keys[1]!, attempts: 6, locked_until: sql`now() + interval '1 hour'`, updated_at: sql`now() - interval '8 days'` },
        { email_hash: keys[2]!, attempts: 1, updated_at: sql`now() - interval '1 day'` },
      ])
      .execute();
    await forgetOldAttempts(db);
    const left = await db.selectFrom('sign_in_attempts').select('email_hash').where('email_hash', 'in', keys).execute();
    expect(left.map((row) => row.email_hash).sort()).toEqual([keys[1], keys[2]].sort());
  });
});

describe('password hashes', () => {
  test('an older, cheaper hash is replaced at sign-in by one at the current cost', async () => {
    // The product's cost here (test registries hash cheaper).
    usePasswordCostForTests(SCRYPT_COST);
    onTestFinished(() => usePasswordCostForTests(TEST_SCRYPT_COST));
    const user = await createUser(registry.registry.db, { password: 'unused' });
    const salt = randomBytes(16);
    const old = [
      'scrypt',
      2 ** 14,
      8,
      1,
      salt.toString('base64'),
      scryptSync('legacy-pw', salt, 32, { N: 2 ** 14, r: 8, p: 1 }).toString('base64'),
    ].join('$');
    await registry.registry.db.updateTable('users').set({ password_hash: old }).where('id', '=', user.userId).execute();

    expect((await signIn(user.email, 'legacy-pw')).status).toBe(200);
    const { password_hash } = await registry.registry.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(password_hash).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect((await signIn(user.email, 'legacy-pw')).status).toBe(200);
  });
});
