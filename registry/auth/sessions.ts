// Server-side sessions: one per sign-in. Tokens carry its id; ending it (logout, "end session", a reused refresh
// token) refuses all of its tokens at once and tells the BFF (outbox event `session.revoked`) to close the session's
// open subscriptions.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { emitEvents } from '../domain/outbox.ts';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS, type TokenSigner } from './tokens.ts';

export interface TokenPair {
  token: string;
  refresh_token: string;
  expires_in: number;
}

export interface ClientInfo {
  userAgent?: string | null;
  ipAddress?: string | null;
}

const clip = (value: string | null | undefined, max: number) => (value ?? '').replace(/[\u0000-\u001f\u007f]/g, '').slice(0, max);

async function tokensOf(signer: TokenSigner, userId: string, sessionId: string, refreshJti: string): Promise<TokenPair> {
  const [token, refresh_token] = await Promise.all([
    signer.sign({ userId, sessionId, tokenId: null }, 'access'),
    signer.sign({ userId, sessionId, tokenId: refreshJti }, 'refresh'),
  ]);
  return { token, refresh_token, expires_in: ACCESS_TOKEN_SECONDS };
}

export async function openSession(db: Kysely<Database>, signer: TokenSigner, userId: string, client: ClientInfo): Promise<TokenPair> {
  const refreshJti = randomUUID();
  const { id } = await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      refresh_jti: refreshJti,
      expires_at: sql`now() + make_interval(secs => ${REFRESH_TOKEN_SECONDS})`,
      user_agent: clip(client.userAgent, 512),
      ip_address: clip(client.ipAddress, 64),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return tokensOf(signer, userId, id, refreshJti);
}

export type RefreshOutcome = { ok: true; tokens: TokenPair } | { ok: false; reused: boolean };

/**
 * Exchanges a refresh token for a new pair, rotating the session's refresh token. A refresh token that was already
 * exchanged (a copy in someone else's hands, or the owner's after the thief used it) ends the whole session.
 */
export async function rotateRefreshToken(db: Kysely<Database>, signer: TokenSigner, refreshToken: string): Promise<RefreshOutcome> {
  const claims = await signer.verify(refreshToken, 'refresh');
  if (!claims?.tokenId) return { ok: false, reused: false };
  const next = randomUUID();
  const rotated = await db
    .updateTable('sessions')
    .set({ refresh_jti: next, last_used_at: sql`now()`, expires_at: sql`now() + make_interval(secs => ${REFRESH_TOKEN_SECONDS})` })
    .where('id', '=', claims.sessionId)
    .where('user_id', '=', claims.userId)
    .where('refresh_jti', '=', claims.tokenId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('users').select('id').where('id', '=', claims.userId).where('locked_at', 'is', null)),
    )
    .returning('id')
    .executeTakeFirst();
  if (rotated) return { ok: true, tokens: await tokensOf(signer, claims.userId, claims.sessionId, next) };
  // Signed by us, for this session, but no longer its current refresh token: it was used before.
  const reused = await revokeSession(db, claims.sessionId, { userId: claims.userId, onlyIfJtiIsNot: claims.tokenId });
  return { ok: false, reused };
}

/**
 * Ends a session (idempotent). `userId` restricts it to that user's sessions. Returns whether this call ended it.
 * The `session.revoked` event commits with the change, so the BFF closes the session's sockets.
 */
export async function revokeSession(
  db: Kysely<Database>,
  sessionId: string,
  scope: { userId?: string; onlyIfJtiIsNot?: string } = {},
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null);
    if (scope.userId) update = update.where('user_id', '=', scope.userId);
    if (scope.onlyIfJtiIsNot) update = update.where('refresh_jti', '!=', scope.onlyIfJtiIsNot);
    const ended = await update.returning('id').executeTakeFirst();
    if (!ended) return false;
    await emitEvents(trx, [{ type: 'session.revoked', caseId: null, organizationIds: [], sessionId }]);
    return true;
  });
}

export interface SessionRow {
  id: string;
  created_at: Date;
  last_used_at: Date;
  expires_at: Date;
  user_agent: string;
  ip_address: string;
}

/** The user's sessions that can still be used, newest first. */
export function activeSessions(db: Kysely<Database>, userId: string): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_used_at', 'expires_at', 'user_agent', 'ip_address'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('last_used_at', 'desc')
    .orderBy('id')
    .limit(100)
    .execute();
}

/** The user's own live session `id` (not revoked, not expired), if there is one. */
export async function isLiveSessionOf(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}
