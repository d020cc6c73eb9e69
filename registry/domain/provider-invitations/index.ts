// Provider invitations (issue 12; the spec's "Invite / compulsion request"; DECISIONS.md 6). A law firm invites a
// provider by e-mail from /invite; the e-mail links to the lienholder registration wizard with the invitation's id
// (`compulsion_request`) and the e-mail. When a registration for that e-mail is approved, every invitation still
// 'sent' to that e-mail becomes 'accepted' (acceptProviderInvitations, called by the registration approval).
//
// Only law-firm accounts invite (the routes' 'law-firm' permission); a law firm sees and resends only its own
// invitations (another firm's id is 404). The e-mail goes through the `mail.send` job after the row committed.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { JobRunner } from '../../adapters/jobs.ts';
import type { MailMessage } from '../../adapters/mail.ts';
import type { RegistrySettings, RequestContext, Viewer } from '../context.ts';
import { notFound, validationError, type FieldErrors } from '../errors.ts';
import { isUuid } from '../ids.ts';
import { parseText, TEXT_LIMITS } from '../input.ts';
import { publicLink } from '../mail/links.ts';
import { renderMail } from '../mail/templates.ts';
import { pageSourceOf } from '../paging.ts';
import { iso } from '../serialize.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** The mail job of registry/jobs/mail.ts (the domain may not import the jobs layer). */
const MAIL_SEND_JOB = 'mail.send';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const INVALID_EMAIL = 'Enter a valid email address.';
export const ALREADY_INVITED = 'This provider has already been invited. Use Resend to send the invitation again.';
export const ALREADY_ACCEPTED = 'This invitation has already been accepted.';
/** The longest a recipient's name may be (first and last name together). */
const TO_NAME_MAX = TEXT_LIMITS.personName * 2 + 1;

/**
 * Marks every invitation still 'sent' to `email` (case-insensitive) accepted, pointing it at the provider's new
 * organisation. Called inside the transaction that approves the provider's registration.
 */
export async function acceptProviderInvitations(
  trx: Executor,
  { email, organizationId }: { email: string; organizationId: string | null },
): Promise<void> {
  const normalized = email.trim().toLowerCase();
  if (!normalized) return;
  await trx
    .updateTable('provider_invitations')
    .set({ state: 'accepted', accepted_at: sql<Date>`now()`, to_lienholder_id: organizationId })
    .where(sql<string>`lower(to_email)`, '=', normalized)
    .where('state', '=', 'sent')
    .execute();
}

/** The wizard's link: the first step, with the invitation's id and the e-mail filled in. */
export const registrationLink = (publicUrl: string, invitationId: string, email: string) =>
  publicLink(publicUrl, `/register-lh/account?compulsion_request=${encodeURIComponent(invitationId)}&email=${encodeURIComponent(email)}`);

export interface NewInvitation {
  toEmail: string;
  toName: string;
  faxNumber: string;
}

const body = (input: unknown) => (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;

/** `{to_email, to_name?, fax_number?}` (from_account and from_email are the signed-in sender's; sent ones are ignored). */
export function parseNewInvitation(input: unknown): NewInvitation {
  const raw = body(input);
  const errors: FieldErrors = {};
  const toEmail = parseText(raw.to_email, 'to_email', errors, { max: TEXT_LIMITS.email, required: true });
  if (toEmail && !EMAIL.test(toEmail)) errors.to_email = [INVALID_EMAIL];
  const toName = parseText(raw.to_name, 'to_name', errors, { max: TO_NAME_MAX }) ?? '';
  const faxNumber = parseText(raw.fax_number, 'fax_number', errors, { max: 50 }) ?? '';
  if (Object.keys(errors).length) throw validationError(errors);
  return { toEmail: toEmail!, toName, faxNumber };
}

const invitationRows = (db: Executor) =>
  db
    .selectFrom('provider_invitations')
    .select([
      'id',
      'law_firm_id',
      'created_at',
      'last_sent_at',
      'accepted_at',
      'state',
      'fax_number',
      'to_email',
      'to_name',
      'to_lienholder_id',
      'from_name',
      'from_email',
      'from_law_firm_name',
    ]);

type InvitationRow = Awaited<ReturnType<ReturnType<typeof invitationRows>['executeTakeFirstOrThrow']>>;

export function serializeInvitation(row: InvitationRow) {
  return {
    id: row.id,
    created_at: iso(row.created_at),
    last_sent_at: iso(row.last_sent_at),
    accepted_at: iso(row.accepted_at),
    state: row.state,
    fax_number: row.fax_number,
    to_email: row.to_email,
    to_name: row.to_name,
    to_lienholder: row.to_lienholder_id,
    from_name: row.from_name,
    from_email: row.from_email,
    from_law_firm_name: row.from_law_firm_name,
    viewer_can: { resend: row.state === 'sent' },
  };
}

export type SerializedInvitation = ReturnType<typeof serializeInvitation>;

/** The law firm's invitations, newest first (a page source for offsetPage). */
export function invitationsOf(db: Executor, viewer: Viewer) {
  return pageSourceOf(invitationRows(db).where('law_firm_id', '=', viewer.organizationId), (query) =>
    query.orderBy('created_at', 'desc').orderBy('id', 'desc'),
  );
}

export async function findInvitation(db: Executor, viewer: Viewer, id: string) {
  if (!isUuid(id)) return null;
  return (await invitationRows(db).where('id', '=', id).where('law_firm_id', '=', viewer.organizationId).executeTakeFirst()) ?? null;
}

/** Stores the invitation; the caller e-mails it after the commit (sendInvitationMail). A second open one → 400. */
export async function createInvitation(
  db: Kysely<Database>,
  ctx: RequestContext,
  viewer: Viewer,
  input: NewInvitation,
): Promise<InvitationRow> {
  return db.transaction().execute(async (trx) => {
    // One invitation per recipient at a time: a lock on the law firm's row orders two racing requests.
    await trx.selectFrom('legal_organizations').select('id').where('id', '=', viewer.organizationId).forNoKeyUpdate().execute();
    const open = await trx
      .selectFrom('provider_invitations')
      .select('id')
      .where('law_firm_id', '=', viewer.organizationId)
      .where(sql<string>`lower(to_email)`, '=', input.toEmail.toLowerCase())
      .where('state', '=', 'sent')
      .executeTakeFirst();
    if (open) throw validationError({ to_email: [ALREADY_INVITED] });
    const { id } = await trx
      .insertInto('provider_invitations')
      .values({
        law_firm_id: viewer.organizationId,
        from_account_id: ctx.account?.id ?? null,
        from_user_id: ctx.user.id,
        from_name: `${ctx.user.first_name} ${ctx.user.last_name}`.trim(),
        from_email: ctx.user.email,
        from_law_firm_name: ctx.organization?.name ?? '',
        to_email: input.toEmail,
        to_name: input.toName,
        fax_number: input.faxNumber,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return invitationRows(trx).where('id', '=', id).executeTakeFirstOrThrow();
  });
}

/** Resend: only the law firm's own invitation, only while 'sent'; `last_sent_at` moves to now. */
export async function markResent(db: Executor, viewer: Viewer, id: string): Promise<InvitationRow> {
  const found = await findInvitation(db, viewer, id);
  if (!found) throw notFound();
  const updated = await db
    .updateTable('provider_invitations')
    .set({ last_sent_at: sql<Date>`now()` })
    .where('id', '=', found.id)
    .where('state', '=', 'sent')
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw validationError({ non_field_errors: [ALREADY_ACCEPTED] });
  return (await findInvitation(db, viewer, id))!;
}

/** Queues the invitation's e-mail (one per send: the key names the send time). */
export async function sendInvitationMail(
  jobs: JobRunner,
  settings: Pick<RegistrySettings, 'publicUrl'>,
  invitation: InvitationRow,
): Promise<void> {
  const lawFirm = invitation.from_law_firm_name || 'A law firm';
  const title = `${lawFirm} invites you to the Lien Registry`;
  const rendered = renderMail('notification', {
    title,
    subject: title,
    intro: `${invitation.to_name ? `Hello ${invitation.to_name}, ` : ''}${invitation.from_name || lawFirm}${
      invitation.from_name ? ` of ${lawFirm}` : ''
    } invites you to register your organization on the Lien Registry, where law firms and lienholders keep their cases up to date.`,
    lines: ['Registering is free. Open the link to start; your e-mail address is already filled in.'],
    action: { label: 'Register your organization', url: registrationLink(settings.publicUrl, invitation.id, invitation.to_email) },
  });
  const message: MailMessage = { to: [invitation.to_email], ...rendered, tag: 'provider-invitation' };
  const key = `provider-invitation:${invitation.id}:${new Date(invitation.last_sent_at).getTime()}`;
  await jobs.enqueue(MAIL_SEND_JOB, { message, key }, { key });
}
