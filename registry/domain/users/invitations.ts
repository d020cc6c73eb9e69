// Invitations to an account (DECISIONS 4 and 6): an INVITATION token (7 days, hashed, single use; registry/auth/
// account-tokens.ts) for the account's user, e-mailed as a link `${PUBLIC_URL}/invite?token=…`. The acceptance page
// asks for the user's names, a password and an optional phone number (acceptInvitation in ./acceptance.ts).
//
// Two senders: an organisation admin inviting a colleague (Settings › Organization), and the public registration
// (an applicant whose user and pending account were just created chooses a password through the same link).
//
// `issueInvitation` runs inside the caller's transaction (the token is stored with the account it invites to, and
// any earlier unused invitation token of that user and account stops working); it answers the rendered e-mail,
// which the caller queues with `sendInvitationMail` after the transaction committed (a rolled-back invitation sends
// nothing). The token itself only goes into the e-mail.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { JobRunner } from '../../adapters/jobs.ts';
import type { MailMessage } from '../../adapters/mail.ts';
import { issueAccountToken } from '../../domain/account-tokens.ts';
import type { RegistrySettings } from '../context.ts';
import { publicLink } from '../mail/links.ts';
import { PRODUCT_NAME, renderMail } from '../mail/templates.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The mail job of registry/jobs/mail.ts (the domain may not import the jobs layer). */
const MAIL_SEND_JOB = 'mail.send';

export const INVITATION_TTL_DAYS = 7;

/** Why the link is sent: an admin's invitation, or a registration's "choose your password". */
export type InvitationReason = 'INVITED' | 'REGISTRATION';

export interface InvitationMail {
  message: MailMessage;
  /** Idempotency key of the mail job. */
  key: string;
  /** The account invited to. */
  accountId: string;
  expiresAt: Date;
}

export const invitationLink = (publicUrl: string, token: string) => publicLink(publicUrl, `/invite?token=${encodeURIComponent(token)}`);

/**
 * Inside a transaction: issues a fresh INVITATION token for the account's user (earlier unused ones of that account
 * stop working), marks the account invited (invited_at = now; invited_by when given) and renders the e-mail.
 * Queue the answer with `sendInvitationMail` once the transaction committed. Throws when the account is unknown.
 */
export async function issueInvitation(
  trx: Db,
  settings: Pick<RegistrySettings, 'publicUrl'>,
  input: { accountId: string; invitedByUserId?: string | null; reason?: InvitationReason },
): Promise<InvitationMail> {
  const row = await trx
    .selectFrom('accounts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .innerJoin('legal_organizations as o', 'o.id', 'a.organization_id')
    .select(['a.id', 'a.user_id', 'u.email', 'u.first_name', 'u.password_hash', 'o.name as organization_name'])
    .where('a.id', '=', input.accountId)
    .executeTakeFirst();
  if (!row) throw new Error(`issueInvitation: no account ${input.accountId}`);
  const inviter = input.invitedByUserId
    ? await trx.selectFrom('users').select(['first_name', 'last_name', 'email']).where('id', '=', input.invitedByUserId).executeTakeFirst()
    : undefined;
  await trx
    .updateTable('accounts')
    .set({
      invited_at: sql`now()`,
      ...(input.invitedByUserId ? { invited_by_user_id: input.invitedByUserId } : {}),
    })
    .where('id', '=', row.id)
    .execute();
  const issued = await issueAccountToken(trx, {
    purpose: 'INVITATION',
    userId: row.user_id,
    accountId: row.id,
    createdByUserId: input.invitedByUserId ?? null,
    replacePrevious: true,
  });
  const url = invitationLink(settings.publicUrl, issued.token);
  const hello = row.first_name ? `Hello ${row.first_name}, ` : '';
  const validity = `The link works once and expires in ${INVITATION_TTL_DAYS} days.`;
  const rendered =
    (input.reason ?? 'INVITED') === 'REGISTRATION'
      ? renderMail('notification', {
          title: `Choose your ${PRODUCT_NAME} password`,
          intro: `${hello}thank you for registering ${row.organization_name} with the ${PRODUCT_NAME}.`,
          lines: [
            'Open the link to choose your password. You can sign in while we review your registration; we will e-mail you once it is approved.',
            validity,
          ],
          action: { label: 'Choose a password', url },
        })
      : renderMail('notification', {
          title: `You are invited to ${row.organization_name} on the ${PRODUCT_NAME}`,
          intro: `${hello}${
            inviter
              ? `${`${inviter.first_name} ${inviter.last_name}`.trim() || inviter.email} invited you`
              : `${hello ? 'you are' : 'You are'} invited`
          } to join ${row.organization_name} on the ${PRODUCT_NAME}.`,
          lines: [
            row.password_hash === null
              ? 'Open the link to accept the invitation and choose your password.'
              : `Open the link to accept the invitation, then sign in with the password you already use; ${row.organization_name} is among your organizations.`,
            validity,
          ],
          action: { label: 'Accept invitation', url },
        });
  return {
    message: { to: [row.email], ...rendered, tag: 'invitation' },
    key: `invitation:${issued.id}`,
    accountId: row.id,
    expiresAt: issued.expiresAt,
  };
}

/** After commit: queues the e-mail of `issueInvitation`. */
export async function sendInvitationMail(jobs: JobRunner, mail: InvitationMail): Promise<void> {
  await jobs.enqueue(MAIL_SEND_JOB, { message: mail.message, key: mail.key }, { key: mail.key });
}
