// Resolves the identity headers (Authorization: JWT, impostor, Registry-Account) into a RequestContext.
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { forbidden, MESSAGES, unauthorized } from '../domain/errors.ts';
import { organizationKind } from '../domain/kinds.ts';
import type { RequestContext, UserRow } from '../domain/context.ts';
import type { TokenSigner } from './tokens.ts';
import { isUuid } from '../domain/ids.ts';

export interface IdentityHeaders {
  authorization?: string;
  impostor?: string;
  registryAccount?: string;
}

export async function resolveContext(
  db: Kysely<Database>,
  signer: TokenSigner,
  headers: IdentityHeaders,
  referralLawFirmIsLawFirm: boolean,
): Promise<RequestContext & { identity: string }> {
  const match = /^JWT\s+(\S+)$/i.exec(headers.authorization?.trim() ?? '');
  if (!headers.authorization) throw unauthorized(MESSAGES.notAuthenticated);
  const claims = match ? await signer.verify(match[1], 'access') : null;
  if (!claims || !isUuid(claims.userId) || !isUuid(claims.sessionId)) throw unauthorized(MESSAGES.invalidToken);
  // One query: the user, only while the token's session is open (logout and "end session" take effect at once).
  const found = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('u')
    .select('s.last_used_at as session_last_used_at')
    .where('s.id', '=', claims.sessionId)
    .where('s.user_id', '=', claims.userId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('u.locked_at', 'is', null)
    .executeTakeFirst();
  if (!found) throw unauthorized(MESSAGES.invalidToken);
  const { session_last_used_at: lastUsedAt, ...signedIn } = found;
  // "Last active" for the sessions list, written at most once a minute per session.
  if (Date.now() - new Date(lastUsedAt).getTime() > 60_000) {
    await db
      .updateTable('sessions')
      .set({ last_used_at: sql`now()` })
      .where('id', '=', claims.sessionId)
      .execute();
  }

  let user: UserRow = signedIn;
  let impersonatedBy: UserRow | undefined;
  const impostor = headers.impostor?.trim();
  if (impostor) {
    if (!signedIn.is_staff) throw forbidden();
    const target = await db
      .selectFrom('users')
      .selectAll()
      .where((eb) => (isUuid(impostor) ? eb('id', '=', impostor) : eb(eb.fn('lower', ['email']), '=', impostor.toLowerCase())))
      .executeTakeFirst();
    if (!target) throw forbidden('Unknown user.');
    user = target;
    impersonatedBy = signedIn;
  }

  const accounts = await db
    .selectFrom('accounts')
    .selectAll()
    .where('user_id', '=', user.id)
    .where('is_active', '=', true)
    .where('is_suspended', '=', false)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const wanted = headers.registryAccount?.trim();
  const account = wanted ? accounts.find((candidate) => candidate.id === wanted) : accounts[0];
  if (wanted && !account) throw forbidden(MESSAGES.unknownAccount);

  const organization = account
    ? await db.selectFrom('legal_organizations').selectAll().where('id', '=', account.organization_id).executeTakeFirstOrThrow()
    : null;
  const kind = organization ? organizationKind(organization.type, referralLawFirmIsLawFirm) : null;
  return {
    user,
    account: account ?? null,
    organization,
    kind,
    isStaff: user.is_staff,
    sessionId: claims.sessionId,
    ...(impersonatedBy ? { impersonatedBy } : {}),
    identity: identityOf(claims.sessionId, user, impersonatedBy, accounts, account?.id ?? null, organization, kind),
  };
}

/**
 * What this request was resolved to, as one opaque value: the session, the user and impersonator as stored, their
 * active accounts (ids, roles, organisations), the acting account and its organisation. Any change to them changes
 * it, so a client that remembers the value with what it read of the user (the BFF's viewer) can tell from any
 * answer whether that reading still holds.
 */
function identityOf(sessionId: string, ...resolved: unknown[]): string {
  return `${sessionId}.${createHash('sha256').update(JSON.stringify(resolved)).digest('base64url').slice(0, 32)}`;
}
