// Sign-in with an expiring lockout that cannot be raced, used to lock anyone out for good, or used to probe which
// e-mails exist:
// - every attempt is counted per normalised e-mail (known or not) in one atomic upsert BEFORE the password hash is
//   checked, so however many attempts arrive at once, at most MAX_FAILED_LOGINS passwords are ever verified
//   between lockouts;
// - the attempt that uses the last of the allowance starts the lock; the lock expires on its own (15 minutes,
//   doubling with each repeat up to a day) and a success or staff clear it;
// - unknown e-mails are answered exactly like known ones (same status, text and work: one scrypt per attempt,
//   against a dummy hash when there is no real one to check, also while locked).
import { createHash } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError, MESSAGES, validationError } from '../domain/errors.ts';
import type { UserRow } from '../domain/context.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { openSession, type ClientInfo, type TokenPair } from './sessions.ts';
import type { TokenSigner } from './tokens.ts';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_BASE_SECONDS = 15 * 60;
export const LOCK_MAX_SECONDS = 24 * 3600;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The key of sign_in_attempts: nothing a stranger typed is stored as such. */
export function emailKey(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('hex');
}

/**
 * Counts this attempt and tells whether it is within the allowance. A lock that has run out starts a fresh
 * allowance; the attempt that reaches the allowance starts the next lock, 15 min × 2^(earlier lockouts), capped.
 */
async function countAttempt(db: Kysely<Database>, key: string): Promise<{ allowed: boolean }> {
  const max = MAX_FAILED_LOGINS;
  const lockFor = (lockouts: RawBuilder<unknown>) =>
    sql`now() + make_interval(secs => least(${LOCK_BASE_SECONDS}::float8 * power(2, least(${lockouts}, 20)), ${LOCK_MAX_SECONDS}))`;
  // The attempt number after this one: a run-out lock starts over at 1.
  const nextAttempts = sql`case when a.locked_until <= now() then 1 else a.attempts + 1 end`;
  const startsLock = sql`(a.locked_until is null or a.locked_until <= now()) and ${nextAttempts} >= ${max}`;
  const { rows } = await sql<{ attempts: number }>`
    insert into sign_in_attempts as a (email_hash, attempts, lockouts, locked_until, updated_at)
    values (${key}, 1, ${max <= 1 ? 1 : 0}, ${max <= 1 ? lockFor(sql`0`) : null}, now())
    on conflict (email_hash) do update set
      attempts = ${nextAttempts},
      locked_until = case when a.locked_until > now() then a.locked_until when ${startsLock} then ${lockFor(sql`a.lockouts`)} else null end,
      lockouts = a.lockouts + case when ${startsLock} then 1 else 0 end,
      updated_at = now()
    returning attempts`.execute(db);
  return { allowed: rows[0]!.attempts <= max };
}

/** Rows untouched this long are forgotten (and with them the doubling): the table cannot grow without bound. */
export const FORGET_AFTER_DAYS = 7;

/** Deletes forgotten rows; run now and then by sign-in (about one attempt in a hundred). */
export async function forgetOldAttempts(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('sign_in_attempts')
    .where('updated_at', '<', sql<Date>`now() - make_interval(days => ${FORGET_AFTER_DAYS})`)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]))
    .execute();
}

/** A success (or staff) clears the e-mail's failures and lock. */
export async function clearAttempts(db: Kysely<Database>, email: string): Promise<boolean> {
  const result = await db.deleteFrom('sign_in_attempts').where('email_hash', '=', emailKey(email)).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

const locked = () => new HttpError(403, { detail: MESSAGES.locked });
const badCredentials = () => validationError({ non_field_errors: [MESSAGES.badCredentials] });

export async function login(
  db: Kysely<Database>,
  signer: TokenSigner,
  username: string,
  password: string,
  client: ClientInfo = {},
): Promise<TokenPair & { user: UserRow }> {
  const key = emailKey(username);
  const [{ allowed }, user] = await Promise.all([
    countAttempt(db, key),
    db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', normalizeEmail(username))
      .executeTakeFirst(),
  ]);
  // Over the allowance the real hash is never checked; the dummy one costs the same.
  const ok = await verifyPassword(password, allowed ? (user?.password_hash ?? null) : null);
  // users.locked_at is the staff's own lock of an account (it also refuses the account's tokens).
  if (!allowed || (ok && user?.locked_at)) throw locked();
  if (!ok || !user) throw badCredentials();

  await clearAttempts(db, username);
  if (Math.random() < 0.01) await forgetOldAttempts(db);
  const rehash = needsRehash(user.password_hash) ? await hashPassword(password) : null;
  const updated = await db
    .updateTable('users')
    .set({ last_login: sql`now()`, ...(rehash ? { password_hash: rehash } : {}) })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...(await openSession(db, signer, user.id, client)), user: updated };
}

/** Staff lift their own lock of an account (users.locked_at). */
export async function unlockUser(db: Kysely<Database>, email: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ locked_at: null })
    .where(sql<string>`lower(email)`, '=', normalizeEmail(email))
    .execute();
}
