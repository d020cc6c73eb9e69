// Resolves the identity headers (Authorization: JWT, impostor, Registry-Account) into a RequestContext.
import type { Kysely } from 'kysely';
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
): Promise<RequestContext> {
  const match = /^JWT\s+(\S+)$/i.exec(headers.authorization?.trim() ?? '');
  if (!headers.authorization) throw unauthorized(MESSAGES.notAuthenticated);
  const userId = match ? await signer.verify(match[1], 'access') : null;
  if (!userId || !isUuid(userId)) throw unauthorized(MESSAGES.invalidToken);
  const signedIn = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!signedIn || signedIn.locked_at) throw unauthorized(MESSAGES.invalidToken);

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
  return {
    user,
    account: account ?? null,
    organization,
    kind: organization ? organizationKind(organization.type, referralLawFirmIsLawFirm) : null,
    isStaff: user.is_staff,
    ...(impersonatedBy ? { impersonatedBy } : {}),
  };
}
