// Accepting an invitation (DECISIONS 4 and 6): the page /invite?token=… first verifies the token (who is invited, to
// which organisation), then sends the user's names, a password and an optional phone number. Any INVITATION token
// works here: a colleague invited by an admin, or an applicant whose registration created their user.
//
// - An unknown, used or expired token, or one for a deactivated account → 400 `{token: ['Your invite token has
//   expired.']}` (the token-expired view).
// - A user who already has a password (a member of another organisation) is not asked for one: verifying answers
//   `{redirect: true}`, counts the invitation as accepted and spends the token; so does accepting (the link never
//   replaces an existing password).
// - Accepting sets the names, the password (the password policy), the account's phone number and
//   `invitation_accepted_at`, and spends the token, in one transaction.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ACCOUNT_TOKEN_EXPIRED, findAccountToken, spendAccountToken, type AccountTokenRow } from './account-tokens.ts';
import { passwordProblems } from './password-policy.ts';
import { hashPassword } from './passwords.ts';
import { MESSAGES, validationError, type FieldErrors } from '../domain/errors.ts';
import { parseText, TEXT_LIMITS } from '../domain/input.ts';

export const PHONE_MAX = 32;

const asObject = (input: unknown) => (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;

const tokenExpired = () => validationError({ token: [ACCOUNT_TOKEN_EXPIRED] });

export type VerifiedInvitation =
  | { redirect: true }
  | {
      redirect: false;
      email: string;
      organization: { id: string; name: string };
      first_name: string;
      last_name: string;
      phone_number: string;
      token: string;
      uid: string;
    };

function tokenOf(input: unknown): string {
  const token = asObject(input).token;
  if (typeof token !== 'string' || !token.trim()) throw tokenExpired();
  return token.trim();
}

async function invitedAccount(db: Kysely<Database> | Transaction<Database>, found: AccountTokenRow | null) {
  if (!found?.accountId) return null;
  const row = await db
    .selectFrom('accounts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .innerJoin('legal_organizations as o', 'o.id', 'a.organization_id')
    .select([
      'a.id',
      'a.is_active',
      'a.phone_number',
      'u.id as user_id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.password_hash',
      'o.id as organization_id',
      'o.name as organization_name',
    ])
    .where('a.id', '=', found.accountId)
    .where('a.user_id', '=', found.userId)
    .executeTakeFirst();
  return row?.is_active ? row : null;
}

const markAccepted = (trx: Transaction<Database>, accountId: string) =>
  trx
    .updateTable('accounts')
    .set({ invitation_accepted_at: sql`coalesce(invitation_accepted_at, now())` })
    .where('id', '=', accountId)
    .execute();

/** POST register/verify-invite/ {token}. */
export async function verifyInvitation(db: Kysely<Database>, input: unknown): Promise<VerifiedInvitation> {
  const token = tokenOf(input);
  const account = await invitedAccount(db, await findAccountToken(db, 'INVITATION', token));
  if (!account) throw tokenExpired();
  if (account.password_hash !== null) {
    await db.transaction().execute(async (trx) => {
      if (!(await spendAccountToken(trx, 'INVITATION', token, account.user_id))) throw tokenExpired();
      await markAccepted(trx, account.id);
    });
    return { redirect: true };
  }
  return {
    redirect: false,
    email: account.email,
    organization: { id: account.organization_id, name: account.organization_name },
    first_name: account.first_name,
    last_name: account.last_name,
    phone_number: account.phone_number,
    token,
    uid: account.user_id,
  };
}

/** POST register/accept-invite/ {token, first_name, last_name, password, phone_number?}; answers whether to redirect. */
export async function acceptInvitation(db: Kysely<Database>, input: unknown): Promise<{ redirect: boolean }> {
  const body = asObject(input);
  const token = tokenOf(body);
  const errors: FieldErrors = {};
  const firstName = parseText(body.first_name, 'first_name', errors, { max: TEXT_LIMITS.personName, required: true });
  const lastName = parseText(body.last_name, 'last_name', errors, { max: TEXT_LIMITS.personName, required: true });
  const phone = parseText(body.phone_number, 'phone_number', errors, { max: PHONE_MAX }) ?? '';
  const password = body.password;
  if (typeof password !== 'string' || !password) errors.password = [MESSAGES.required];

  // The token first: an expired link shows the token-expired view whatever the form holds.
  const found = await findAccountToken(db, 'INVITATION', token);
  const account = await invitedAccount(db, found);
  if (!account) throw tokenExpired();
  if (account.password_hash === null && typeof password === 'string' && password) {
    const problems = passwordProblems(password, account.email);
    if (problems.length) errors.password = problems;
  }
  if (account.password_hash !== null) {
    await db.transaction().execute(async (trx) => {
      if (!(await spendAccountToken(trx, 'INVITATION', token, account.user_id))) throw tokenExpired();
      await markAccepted(trx, account.id);
    });
    return { redirect: true };
  }
  if (Object.keys(errors).length) throw validationError(errors);

  const passwordHash = await hashPassword(password as string);
  await db.transaction().execute(async (trx) => {
    if (!(await spendAccountToken(trx, 'INVITATION', token, account.user_id))) throw tokenExpired();
    // Only while the user still has no password (two links of two organisations racing: the first one sets it).
    const updated = await trx
      .updateTable('users')
      .set({ first_name: firstName!, last_name: lastName!, password_hash: passwordHash })
      .where('id', '=', account.user_id)
      .where('password_hash', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw tokenExpired();
    await trx.updateTable('accounts').set({ phone_number: phone }).where('id', '=', account.id).execute();
    await markAccepted(trx, account.id);
  });
  return { redirect: false };
}
