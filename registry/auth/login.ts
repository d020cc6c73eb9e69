// Sign-in with lockout: 5 consecutive failures lock the user until staff clear locked_at; a locked user gets
// the spec's 403 message even with the right password.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError, MESSAGES, validationError } from '../domain/errors.ts';
import type { UserRow } from '../domain/context.ts';
import { verifyPassword } from './passwords.ts';
import { ACCESS_TOKEN_SECONDS, type TokenSigner } from './tokens.ts';

export const MAX_FAILED_LOGINS = 5;

export interface TokenPair {
  token: string;
  refresh_token: string;
  expires_in: number;
}

export async function issueTokens(signer: TokenSigner, userId: string): Promise<TokenPair> {
  const [token, refresh_token] = await Promise.all([signer.sign(userId, 'access'), signer.sign(userId, 'refresh')]);
  return { token, refresh_token, expires_in: ACCESS_TOKEN_SECONDS };
}

export async function login(
  db: Kysely<Database>,
  signer: TokenSigner,
  username: string,
  password: string,
): Promise<TokenPair & { user: UserRow }> {
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', username.trim().toLowerCase())
    .executeTakeFirst();
  if (user?.locked_at) throw new HttpError(403, { detail: MESSAGES.locked });
  const ok = await verifyPassword(password, user?.password_hash ?? null);
  if (!user) throw validationError({ non_field_errors: [MESSAGES.badCredentials] });
  if (!ok) {
    // One atomic update, so concurrent attempts cannot under-count.
    await db
      .updateTable('users')
      .set((eb) => ({
        failed_login_attempts: eb('failed_login_attempts', '+', 1),
        locked_at: sql`case when failed_login_attempts + 1 >= ${MAX_FAILED_LOGINS} then now() else locked_at end`,
      }))
      .where('id', '=', user.id)
      .execute();
    throw validationError({ non_field_errors: [MESSAGES.badCredentials] });
  }
  const updated = await db
    .updateTable('users')
    .set({ failed_login_attempts: 0, last_login: sql`now()` })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...(await issueTokens(signer, user.id)), user: updated };
}

export async function refresh(db: Kysely<Database>, signer: TokenSigner, refreshToken: string): Promise<TokenPair> {
  const userId = await signer.verify(refreshToken, 'refresh');
  const user = userId
    ? await db.selectFrom('users').select(['id', 'locked_at']).where('id', '=', userId).executeTakeFirst()
    : undefined;
  if (!user || user.locked_at) throw validationError({ token: [MESSAGES.invalidToken] });
  return issueTokens(signer, user.id);
}
