// The users of an organisation (spec section 7, account management; DECISIONS 8): the acting organisation's accounts
// with their users, and its admins' actions — invite, edit (names, role), deactivate, resend the invitation.
//
// Rules:
// - any member lists; only admins (role ADMIN) change anything (403 otherwise); an account of another organisation
//   is answered 404 like one that does not exist;
// - inviting an e-mail that already has an account here (active or not) → 400 on `email`;
// - nobody deactivates their own account, and the last active admin can be neither deactivated nor demoted: the
//   organisation's active admin rows are locked (FOR UPDATE) first, so two racing requests cannot both pass;
// - deactivation spends the account's open invitation links; a user left with no active account is signed out
//   everywhere (their sessions are revoked, which closes their live subscriptions);
// - `viewer_can` on every row says what the viewer may do with it, by the same rules.
// Role and is_active are read on every request (auth/context.ts), so a change holds from the next request on.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { JobRunner } from '../../adapters/jobs.ts';
import type { RegistrySettings, RequestContext, Viewer } from '../context.ts';
import { forbidden, invalidChoice, MESSAGES, notFound, validationError, type FieldErrors } from '../errors.ts';
import { isUuid } from '../ids.ts';
import { parseText, TEXT_LIMITS } from '../input.ts';
import { emitEvents } from '../outbox.ts';
import { iso } from '../serialize.ts';
import { issueInvitation, sendInvitationMail } from './invitations.ts';

export { issueInvitation, sendInvitationMail, type InvitationMail, type InvitationReason } from './invitations.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const USER_MESSAGES = {
  alreadyMember: 'User already has an account for this organization.',
  deactivateSelf: 'You cannot deactivate your own account.',
  lastAdmin: 'An organization needs at least one active admin.',
  alreadyAccepted: 'This invitation has already been accepted.',
  inactive: 'This account is deactivated.',
  invalidEmail: 'Enter a valid email address.',
} as const;

export const ACCOUNT_ROLES = ['ADMIN', 'USER'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const asObject = (input: unknown) => (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;

export const isAdmin = (ctx: RequestContext) => ctx.account?.role === 'ADMIN';

function requireAdmin(ctx: RequestContext): void {
  if (!isAdmin(ctx)) throw forbidden();
}

/** One row of the users table. */
export interface OrganizationUserJson {
  id: string;
  registry_legal_organization: string;
  user: { id: string; email: string; first_name: string; last_name: string };
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  is_active: boolean;
  is_registration_pending: boolean;
  created_at: string | null;
  invited_at: string | null;
  invitation_accepted_at: string | null;
  /** SENT while an invitation is open, ACCEPTED once the user chose a password; null when never invited. */
  invitation_status: 'SENT' | 'ACCEPTED' | null;
  last_login: string | null;
  viewer_can: { edit: boolean; deactivate: boolean; resend_invitation: boolean };
}

const accountRows = (db: Db, organizationId: string) =>
  db
    .selectFrom('accounts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'a.id',
      'a.organization_id',
      'a.role',
      'a.is_active',
      'a.is_registration_pending',
      'a.created_at',
      'a.invited_at',
      'a.invitation_accepted_at',
      'u.id as user_id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.last_login',
    ])
    .where('a.organization_id', '=', organizationId);

type AccountListRow = Awaited<ReturnType<ReturnType<typeof accountRows>['execute']>>[number];

function serializeRows(ctx: RequestContext, rows: AccountListRow[]): OrganizationUserJson[] {
  const admin = isAdmin(ctx);
  const activeAdmins = rows.filter((row) => row.is_active && row.role === 'ADMIN').length;
  return rows.map((row) => {
    const status = row.invited_at === null ? null : row.invitation_accepted_at === null ? 'SENT' : 'ACCEPTED';
    const lastActiveAdmin = row.is_active && row.role === 'ADMIN' && activeAdmins <= 1;
    return {
      id: row.id,
      registry_legal_organization: row.organization_id,
      user: { id: row.user_id, email: row.email, first_name: row.first_name, last_name: row.last_name },
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      role: row.role,
      is_active: row.is_active,
      is_registration_pending: row.is_registration_pending,
      created_at: iso(row.created_at),
      invited_at: iso(row.invited_at),
      invitation_accepted_at: iso(row.invitation_accepted_at),
      invitation_status: status,
      last_login: iso(row.last_login),
      viewer_can: {
        edit: admin && row.is_active,
        deactivate: admin && row.is_active && row.id !== ctx.account?.id && !lastActiveAdmin,
        resend_invitation: admin && row.is_active && status === 'SENT',
      },
    };
  });
}

/** Every account of the viewer's organisation (active first, then by name). */
export async function listOrganizationUsers(db: Db, ctx: RequestContext, viewer: Viewer): Promise<OrganizationUserJson[]> {
  const rows = await accountRows(db, viewer.organizationId)
    .orderBy('a.is_active', 'desc')
    .orderBy(sql`lower(u.last_name)`)
    .orderBy(sql`lower(u.first_name)`)
    .orderBy(sql`lower(u.email)`)
    .orderBy('a.id')
    .execute();
  return serializeRows(ctx, rows);
}

async function rowOf(db: Db, ctx: RequestContext, viewer: Viewer, accountId: string): Promise<OrganizationUserJson> {
  // viewer_can needs the organisation's admin count, so serialise against the whole list.
  const rows = await accountRows(db, viewer.organizationId).execute();
  const row = serializeRows(ctx, rows).find((candidate) => candidate.id === accountId);
  if (!row) throw notFound();
  return row;
}

function parseRole(value: unknown, errors: FieldErrors, required: boolean): AccountRole | undefined {
  if (value === undefined || value === null || value === '') {
    if (required) errors.role = [MESSAGES.required];
    return undefined;
  }
  if (typeof value !== 'string' || !ACCOUNT_ROLES.includes(value as AccountRole)) {
    errors.role = [invalidChoice(value)];
    return undefined;
  }
  return value as AccountRole;
}

/** The account `id` of the viewer's organisation, locked for the change; another organisation's → 404. */
async function lockedAccount(trx: Transaction<Database>, viewer: Viewer, id: string) {
  if (!isUuid(id)) throw notFound();
  const row = await trx
    .selectFrom('accounts')
    .select(['id', 'user_id', 'role', 'is_active', 'is_registration_pending', 'invitation_accepted_at', 'invited_at'])
    .where('id', '=', id)
    .where('organization_id', '=', viewer.organizationId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Locks the organisation's active admin rows (in id order, so racing requests queue) and answers their ids. */
async function lockActiveAdmins(trx: Transaction<Database>, organizationId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('accounts')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('role', '=', 'ADMIN')
    .where('is_active', '=', true)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  return rows.map((row) => row.id);
}

/**
 * POST accounts/: an admin invites `email` to the organisation with `role` (USER when absent). A new e-mail gets a
 * user without a password (and the names given); an existing user keeps theirs. The invitation e-mail is queued
 * after commit.
 */
export async function inviteUser(
  db: Kysely<Database>,
  jobs: JobRunner,
  settings: Pick<RegistrySettings, 'publicUrl'>,
  ctx: RequestContext,
  viewer: Viewer,
  input: unknown,
): Promise<OrganizationUserJson> {
  requireAdmin(ctx);
  const body = asObject(input);
  const errors: FieldErrors = {};
  const email = parseText(body.email, 'email', errors, { max: TEXT_LIMITS.email, required: true });
  if (email && !errors.email && !EMAIL.test(email)) errors.email = [USER_MESSAGES.invalidEmail];
  const firstName = parseText(body.first_name, 'first_name', errors, { max: TEXT_LIMITS.personName }) ?? '';
  const lastName = parseText(body.last_name, 'last_name', errors, { max: TEXT_LIMITS.personName }) ?? '';
  const role = parseRole(body.role, errors, false) ?? 'USER';
  if (Object.keys(errors).length || !email) throw validationError(errors);

  const { mail, accountId } = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({ email, first_name: firstName, last_name: lastName, password_hash: null })
      .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
      .execute();
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirstOrThrow();
    const account = await trx
      .insertInto('accounts')
      .values({ user_id: user.id, organization_id: viewer.organizationId, role, invited_by_user_id: ctx.user.id })
      .onConflict((oc) => oc.columns(['user_id', 'organization_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!account) throw validationError({ email: [USER_MESSAGES.alreadyMember] });
    const issued = await issueInvitation(trx, settings, { accountId: account.id, invitedByUserId: ctx.user.id, reason: 'INVITED' });
    return { mail: issued, accountId: account.id };
  });
  await sendInvitationMail(jobs, mail);
  return rowOf(db, ctx, viewer, accountId);
}

/** PUT accounts/<id>/: an admin changes a member's names and role (the e-mail is not editable). */
export async function updateOrganizationUser(
  db: Kysely<Database>,
  ctx: RequestContext,
  viewer: Viewer,
  id: string,
  input: unknown,
): Promise<OrganizationUserJson> {
  requireAdmin(ctx);
  const body = asObject(input);
  const errors: FieldErrors = {};
  const firstName = parseText(body.first_name, 'first_name', errors, { max: TEXT_LIMITS.personName, required: true });
  const lastName = parseText(body.last_name, 'last_name', errors, { max: TEXT_LIMITS.personName, required: true });
  const role = parseRole(body.role, errors, false);
  // Checked after the 404 so another organisation's id tells nothing about the input.
  await db.transaction().execute(async (trx) => {
    const admins = await lockActiveAdmins(trx, viewer.organizationId);
    const account = await lockedAccount(trx, viewer, id);
    if (Object.keys(errors).length) throw validationError(errors);
    if (role && role !== account.role) {
      if (role !== 'ADMIN' && account.is_active && admins.length <= 1 && admins.includes(account.id))
        throw validationError({ role: [USER_MESSAGES.lastAdmin] });
      await trx.updateTable('accounts').set({ role }).where('id', '=', account.id).execute();
      // Open pages of the organisation re-read their account (the member's own page shows the new role at once).
      await emitEvents(trx, [{ type: 'organization.updated', caseId: null, organizationIds: [viewer.organizationId] }]);
    }
    await trx.updateTable('users').set({ first_name: firstName!, last_name: lastName! }).where('id', '=', account.user_id).execute();
  });
  return rowOf(db, ctx, viewer, id);
}

/** DELETE accounts/<id>/: an admin deactivates a member's account (idempotent). */
export async function deactivateOrganizationUser(db: Kysely<Database>, ctx: RequestContext, viewer: Viewer, id: string): Promise<void> {
  requireAdmin(ctx);
  await db.transaction().execute(async (trx) => {
    const admins = await lockActiveAdmins(trx, viewer.organizationId);
    const account = await lockedAccount(trx, viewer, id);
    if (account.id === ctx.account?.id) throw validationError({ non_field_errors: [USER_MESSAGES.deactivateSelf] });
    if (!account.is_active) return;
    if (admins.length <= 1 && admins.includes(account.id)) throw validationError({ non_field_errors: [USER_MESSAGES.lastAdmin] });
    await trx.updateTable('accounts').set({ is_active: false }).where('id', '=', account.id).execute();
    await emitEvents(trx, [{ type: 'organization.updated', caseId: null, organizationIds: [viewer.organizationId] }]);
    // Its invitation links stop working.
    await trx
      .updateTable('account_tokens')
      .set({ used_at: sql`now()` })
      .where('account_id', '=', account.id)
      .where('used_at', 'is', null)
      .execute();
    // A user left without an active account (and not staff) is signed out everywhere.
    const [others, user] = await Promise.all([
      trx
        .selectFrom('accounts')
        .select('id')
        .where('user_id', '=', account.user_id)
        .where('is_active', '=', true)
        .where('is_suspended', '=', false)
        .executeTakeFirst(),
      trx.selectFrom('users').select('is_staff').where('id', '=', account.user_id).executeTakeFirstOrThrow(),
    ]);
    if (others || user.is_staff) return;
    const revoked = await trx
      .updateTable('sessions')
      .set({ revoked_at: sql`now()` })
      .where('user_id', '=', account.user_id)
      .where('revoked_at', 'is', null)
      .returning('id')
      .execute();
    await emitEvents(
      trx,
      revoked.map((session) => ({ type: 'session.revoked' as const, caseId: null, organizationIds: [], sessionId: session.id })),
    );
  });
}

/** PUT accounts/<id>/resend-invite/: a fresh invitation link replaces the old one, while it is not accepted. */
export async function resendInvitation(
  db: Kysely<Database>,
  jobs: JobRunner,
  settings: Pick<RegistrySettings, 'publicUrl'>,
  ctx: RequestContext,
  viewer: Viewer,
  id: string,
): Promise<OrganizationUserJson> {
  requireAdmin(ctx);
  const mail = await db.transaction().execute(async (trx) => {
    const account = await lockedAccount(trx, viewer, id);
    if (!account.is_active) throw validationError({ non_field_errors: [USER_MESSAGES.inactive] });
    if (account.invited_at === null || account.invitation_accepted_at !== null)
      throw validationError({ non_field_errors: [USER_MESSAGES.alreadyAccepted] });
    return issueInvitation(trx, settings, {
      accountId: account.id,
      invitedByUserId: ctx.user.id,
      reason: account.is_registration_pending ? 'REGISTRATION' : 'INVITED',
    });
  });
  await sendInvitationMail(jobs, mail);
  return rowOf(db, ctx, viewer, id);
}
