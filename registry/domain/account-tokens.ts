// One-time tokens of accounts (DECISIONS.md 4): password reset (1 hour) and invitation (7 days). A token is 32 random
// bytes (base64url) handed out once, in an e-mailed link; only its sha-256 is stored. `spendAccountToken` uses it up
// in one update (`used_at is null` in the where clause), so of two requests racing with the same token only one wins.
// An unknown, used, expired or wrong-purpose token is answered like any other invalid one: `null`.
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export type AccountTokenPurpose = 'PASSWORD_RESET' | 'INVITATION';

export const ACCOUNT_TOKEN_TTL_SECONDS: Record<AccountTokenPurpose, number> = {
  PASSWORD_RESET: 3600,
  INVITATION: 7 * 24 * 3600,
};

/** The token-expired view's text (the error catalogue: invalid invite or reset token). */
export const ACCOUNT_TOKEN_EXPIRED = 'Your invite token has expired.';

const hashAccountToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

type Db = Kysely<Database> | Transaction<Database>;

export interface IssuedAccountToken {
  /** The token to put in the link; never stored. */
  token: string;
  id: string;
  expiresAt: Date;
}

/**
 * Issues a token. `replacePrevious` spends the user's earlier unused tokens of the same purpose (and account), so a
 * resend or a second reset request leaves only the newest link working.
 */
export async function issueAccountToken(
  db: Db,
  input: {
    purpose: AccountTokenPurpose;
    userId: string;
    accountId?: string | null;
    createdByUserId?: string | null;
    replacePrevious?: boolean;
  },
): Promise<IssuedAccountToken> {
  const accountId = input.purpose === 'INVITATION' ? (input.accountId ?? null) : null;
  if (input.purpose === 'INVITATION' && !accountId) throw new Error('An invitation token needs the account it invites to.');
  if (input.replacePrevious ?? true) {
    let previous = db
      .updateTable('account_tokens')
      .set({ used_at: sql`now()` })
      .where('user_id', '=', input.userId)
      .where('purpose', '=', input.purpose)
      .where('used_at', 'is', null);
    if (accountId) previous = previous.where('account_id', '=', accountId);
    await previous.execute();
  }
  const token = randomBytes(32).toString('base64url');
  const row = await db
    .insertInto('account_tokens')
    .values({
      purpose: input.purpose,
      user_id: input.userId,
      account_id: accountId,
      token_hash: hashAccountToken(token),
      expires_at: sql`now() + make_interval(secs => ${ACCOUNT_TOKEN_TTL_SECONDS[input.purpose]})`,
      created_by_user_id: input.createdByUserId ?? null,
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { token, id: row.id, expiresAt: new Date(row.expires_at) };
}

export interface AccountTokenRow {
  id: string;
  userId: string;
  accountId: string | null;
}

const validTokens = (db: Db, purpose: AccountTokenPurpose, token: string) =>
  db
    .selectFrom('account_tokens')
    .select(['id', 'user_id', 'account_id'])
    .where('token_hash', '=', hashAccountToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`);

const tooLong = (token: string) => typeof token !== 'string' || token.length === 0 || token.length > 200;

/** Looks a token up without spending it (the invitation page shows who is invited before the form is sent). */
export async function findAccountToken(
  db: Db,
  purpose: AccountTokenPurpose,
  token: string,
  userId?: string,
): Promise<AccountTokenRow | null> {
  if (tooLong(token)) return null;
  let query = validTokens(db, purpose, token);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const row = await query.executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id, accountId: row.account_id } : null;
}

/**
 * Spends a token: returns it when this call used it up, null when it is unknown, used, expired, of another purpose,
 * or (with `userId`) of another user. Call it inside the transaction that does what the token allows, so a refused
 * change leaves the token unspent.
 */
export async function spendAccountToken(
  db: Db,
  purpose: AccountTokenPurpose,
  token: string,
  userId?: string,
): Promise<AccountTokenRow | null> {
  if (tooLong(token)) return null;
  let query = db
    .updateTable('account_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', hashAccountToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const row = await query.returning(['id', 'user_id', 'account_id']).executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id, accountId: row.account_id } : null;
}
