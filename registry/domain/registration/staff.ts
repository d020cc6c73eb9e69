// Staff decisions on registrations (issue 12): the pending list (with the wizard's case rows), approve and reject.
// A decision is one update `where status = 'PENDING'`, so of two staff members deciding at once only one wins; the
// other is told 'This registration has already been decided.'.
//
// Approve (one transaction): the pending account becomes a normal one; a lienholder's wizard cases are created with
// the new lienholder's PENDING liens (a row's new law firm is created, or the existing firm of that name used); its
// contacts are added to the organisation; every provider invitation sent to the e-mail is accepted
// (acceptProviderInvitations); after commit the applicant is e-mailed 'Your registration was approved' with a sign-in
// link that selects the organisation. Reject: the pending account is deactivated; the applicant is e-mailed.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { JobRunner } from '../../adapters/jobs.ts';
import type { MailMessage } from '../../adapters/mail.ts';
import type { Database } from '../../db/schema.ts';
import type { RegistrySettings, RequestContext } from '../context.ts';
import { forbidden, invalidChoice, notFound, validationError, type FieldErrors } from '../errors.ts';
import { isUuid } from '../ids.ts';
import { parseNoteText } from '../input.ts';
import { organizationKind } from '../kinds.ts';
import { publicLink } from '../mail/links.ts';
import { PRODUCT_NAME, renderMail } from '../mail/templates.ts';
import { caseAudience, emitEvents, recordActivity, type NewEvent } from '../outbox.ts';
import { parsePage, parsePageSize, type Query } from '../paging.ts';
import { acceptProviderInvitations } from '../provider-invitations/index.ts';
import { casesOf, type RegistrationCaseJson } from './public.ts';
import { REGISTRATION_MESSAGES } from './rules.ts';

type Trx = Transaction<Database>;

/** The mail job of registry/jobs/mail.ts (the domain may not import the jobs layer). */
const MAIL_SEND_JOB = 'mail.send';

const STATUSES = ['DRAFT', 'PENDING', 'APPROVED', 'REJECTED'] as const;

/** Staff only, and never while impersonating. */
export function assertStaff(ctx: RequestContext): void {
  if (!ctx.user.is_staff || ctx.impersonatedBy) throw forbidden();
}

export interface StaffRegistrationJson {
  id: string;
  kind: string;
  status: string;
  first_name: string;
  last_name: string;
  email: string;
  company_name: string;
  company_type: string | null;
  company_type_specification: string;
  customer_source: string;
  referral_source: string;
  law_firm: { id: string; name: string } | null;
  organization: { id: string; name: string } | null;
  website: string;
  phone_number: string;
  address: { address1: string; address2: string; city: string; state: string; zip_code: string };
  contact_preference: string | null;
  contacts: { first_name: string; last_name: string; email: string }[];
  additional_info: string;
  compulsion_request: string | null;
  data_file: { name: string; size: number } | null;
  submitted_at: string | null;
  decided_at: string | null;
  rejection_note: string;
  cases: RegistrationCaseJson[];
}

const staffQuery = (db: Kysely<Database> | Trx) =>
  db
    .selectFrom('registrations as r')
    .leftJoin('legal_organizations as firm', 'firm.id', 'r.law_firm_id')
    .leftJoin('legal_organizations as org', 'org.id', 'r.organization_id')
    .selectAll('r')
    .select(['firm.name as law_firm_name', 'org.name as organization_name']);

type StaffRow = Awaited<ReturnType<ReturnType<typeof staffQuery>['execute']>>[number];

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function serialize(row: StaffRow, cases: RegistrationCaseJson[]): StaffRegistrationJson {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    company_name: row.company_name,
    company_type: row.company_type,
    company_type_specification: row.company_type_specification,
    customer_source: row.customer_source,
    referral_source: row.referral_source,
    law_firm: row.law_firm_id ? { id: row.law_firm_id, name: row.law_firm_name ?? '' } : null,
    organization: row.organization_id ? { id: row.organization_id, name: row.organization_name ?? '' } : null,
    website: row.website,
    phone_number: row.phone_number,
    address: { address1: row.address1, address2: row.address2, city: row.city, state: row.state, zip_code: row.zip_code },
    contact_preference: row.contact_preference,
    contacts: row.contacts ?? [],
    additional_info: row.additional_info,
    compulsion_request: row.compulsion_request_id,
    data_file: row.data_file_key ? { name: row.data_file_name, size: Number(row.data_file_size ?? 0) } : null,
    submitted_at: iso(row.submitted_at),
    decided_at: iso(row.decided_at),
    rejection_note: row.rejection_note,
    cases,
  };
}

async function readOne(db: Kysely<Database> | Trx, id: string): Promise<StaffRegistrationJson> {
  const row = await staffQuery(db).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return serialize(row, (await casesOf(db, [id])).get(id) ?? []);
}

/** GET /staff/registrations/<id>/: one registration of any status but DRAFT. */
export async function getRegistration(db: Kysely<Database>, id: string): Promise<StaffRegistrationJson> {
  if (!isUuid(id)) throw notFound();
  const found = await readOne(db, id);
  if (found.status === 'DRAFT') throw notFound();
  return found;
}

/** GET /staff/registrations/?status=PENDING (default PENDING; oldest submission first; page, page_size). */
export async function listRegistrations(db: Kysely<Database>, query: Query) {
  const status = query.status ?? 'PENDING';
  if (!(STATUSES as readonly string[]).includes(status)) throw validationError({ status: [invalidChoice(status)] });
  const pageSize = parsePageSize(query.page_size);
  const page = parsePage(query.page) ?? 1;
  const limit = pageSize === 'off' ? null : pageSize;
  const base = staffQuery(db).where('r.status', '=', status as (typeof STATUSES)[number]);
  let rows = base.orderBy(sql`r.submitted_at asc nulls last`).orderBy('r.id');
  if (limit !== null) rows = rows.limit(limit).offset((page - 1) * limit);
  const found = await rows.execute();
  const { count } = await db
    .selectFrom('registrations')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('status', '=', status as (typeof STATUSES)[number])
    .executeTakeFirstOrThrow();
  const cases = await casesOf(
    db,
    found.map((row) => row.id),
  );
  const total = Number(count);
  const hasNext = limit !== null && page * limit < total;
  return {
    count: total,
    next: hasNext ? `?status=${status}&page=${page + 1}` : null,
    previous: page > 1 ? `?status=${status}&page=${page - 1}` : null,
    results: found.map((row) => serialize(row, cases.get(row.id) ?? [])),
  };
}

/** Claims the registration for a decision (race-safe); a decided one → 400, an unknown one → 404. */
async function decide(trx: Trx, ctx: RequestContext, id: string, status: 'APPROVED' | 'REJECTED', note = '') {
  if (!isUuid(id)) throw notFound();
  const claimed = await trx
    .updateTable('registrations')
    .set({ status, decided_at: sql`now()`, decided_by_user_id: ctx.user.id, rejection_note: note, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .returningAll()
    .executeTakeFirst();
  if (claimed) return claimed;
  const exists = await trx.selectFrom('registrations').select('status').where('id', '=', id).executeTakeFirst();
  if (!exists || exists.status === 'DRAFT') throw notFound();
  throw validationError({ non_field_errors: [REGISTRATION_MESSAGES.alreadyDecided] });
}

async function queueMail(jobs: JobRunner, message: MailMessage, key: string) {
  await jobs.enqueue(MAIL_SEND_JOB, { message, key }, { key });
}

/** The law firm of a wizard row: the chosen one, or (new) the existing firm of that name, else a new one. */
async function lawFirmOf(trx: Trx, row: RegistrationCaseJson): Promise<string> {
  if (row.law_firm) return row.law_firm.id;
  const name = row.new_law_firm!.name;
  await sql`select pg_advisory_xact_lock(7270008, hashtext(${name.toLowerCase()}))`.execute(trx);
  const same = await trx
    .selectFrom('legal_organizations')
    .select('id')
    .where('type', '=', 'LAW_FIRM')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .orderBy('created_at')
    .executeTakeFirst();
  if (same) return same.id;
  const { id } = await trx
    .insertInto('legal_organizations')
    .values({ name, website: row.new_law_firm!.website, type: 'LAW_FIRM' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The wizard's rows become cases with the lienholder's PENDING liens (as the Register Case drawer writes them). */
async function createWizardCases(trx: Trx, registrationId: string, userId: string, organizationId: string): Promise<string[]> {
  const rows = (await casesOf(trx, [registrationId])).get(registrationId) ?? [];
  if (!rows.length) return [];
  const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const organization = await trx.selectFrom('legal_organizations').selectAll().where('id', '=', organizationId).executeTakeFirstOrThrow();
  const actor: RequestContext = {
    user,
    account: null,
    organization,
    kind: organizationKind(organization.type, false),
    isStaff: false,
    sessionId: '',
  };
  const events: NewEvent[] = [];
  const caseIds: string[] = [];
  for (const row of rows) {
    const lawFirmId = await lawFirmOf(trx, row);
    const { id: personId } = await trx
      .insertInto('persons')
      .values({ first_name: row.plaintiff_first_name, last_name: row.plaintiff_last_name, birthdate: row.plaintiff_birthdate })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: caseId } = await trx
      .insertInto('cases')
      .values({
        plaintiff_id: personId,
        date_of_loss: row.date_of_loss,
        law_firm_id: lawFirmId,
        created_by_organization_id: organizationId,
        is_editable_by_lienholder: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: lienId } = await trx
      .insertInto('liens')
      .values({
        case_id: caseId,
        lienholder_id: organizationId,
        created_by_organization_id: organizationId,
        verification_status: 'PENDING',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const activityIds = [
      await recordActivity(trx, actor, { type: 'CASE_CREATED', caseId, data: { created_by_organization_name: organization.name } }),
      await recordActivity(trx, actor, { type: 'LIEN_CREATED', caseId, lienId, data: { lienholder_name: organization.name } }),
    ];
    await trx.updateTable('registration_cases').set({ created_case_id: caseId }).where('id', '=', row.id).execute();
    const organizationIds = await caseAudience(trx, caseId);
    for (const activityId of activityIds)
      events.push(
        { type: 'case.updated', change: 'case_created', caseId, activityId, organizationIds },
        { type: 'activity.created', change: 'case_created', caseId, activityId, organizationIds },
      );
    caseIds.push(caseId);
  }
  await emitEvents(trx, events);
  return caseIds;
}

/** POST /staff/registrations/<id>/approve/. */
export async function approveRegistration(
  deps: { db: Kysely<Database>; jobs: JobRunner; settings: RegistrySettings },
  ctx: RequestContext,
  id: string,
): Promise<StaffRegistrationJson> {
  assertStaff(ctx);
  const mail = await deps.db.transaction().execute(async (trx) => {
    const registration = await decide(trx, ctx, id, 'APPROVED');
    if (registration.account_id)
      await trx
        .updateTable('accounts')
        .set({ is_registration_pending: false, is_active: true })
        .where('id', '=', registration.account_id)
        .execute();
    if (registration.kind === 'LIENHOLDER' && registration.organization_id && registration.user_id) {
      await createWizardCases(trx, registration.id, registration.user_id, registration.organization_id);
      const contacts = registration.contacts ?? [];
      if (contacts.length)
        await trx
          .insertInto('contacts')
          .values(
            contacts.map((contact) => ({
              first_name: contact.first_name,
              last_name: contact.last_name,
              email: contact.email,
              legal_organization_id: registration.organization_id!,
              created_by_user_id: registration.user_id,
              created_by_organization_id: registration.organization_id,
            })),
          )
          .execute();
    }
    // A law firm's provider invitations are answered by a new lienholder organisation only (not by a law firm's user).
    const newLienholder = registration.kind !== 'LAW_FIRM_USER' && registration.company_type !== 'LAW_FIRM';
    if (newLienholder) await acceptProviderInvitations(trx, { email: registration.email, organizationId: registration.organization_id });
    const organizationName = registration.organization_id
      ? (await trx.selectFrom('legal_organizations').select('name').where('id', '=', registration.organization_id).executeTakeFirst())?.name
      : undefined;
    const url = publicLink(deps.settings.publicUrl, `/login?organization=${encodeURIComponent(registration.organization_id ?? '')}`);
    const rendered = renderMail('notification', {
      title: 'Your registration was approved',
      subject: 'Your registration was approved',
      intro: `Hello ${registration.first_name}, your registration${organizationName ? ` of ${organizationName}` : ''} with the ${PRODUCT_NAME} was approved.`,
      lines: ['Sign in to start working with your cases.'],
      action: { label: 'Sign in', url },
    });
    return {
      message: { to: [registration.email], ...rendered, tag: 'registration' } as MailMessage,
      key: `registration-approved:${registration.id}`,
    };
  });
  await queueMail(deps.jobs, mail.message, mail.key);
  return readOne(deps.db, id);
}

/** POST /staff/registrations/<id>/reject/ {note?}. */
export async function rejectRegistration(
  deps: { db: Kysely<Database>; jobs: JobRunner; settings: RegistrySettings },
  ctx: RequestContext,
  id: string,
  input: unknown,
): Promise<StaffRegistrationJson> {
  assertStaff(ctx);
  const errors: FieldErrors = {};
  const note = parseNoteText((input as Record<string, unknown> | null)?.note, errors);
  if (Object.keys(errors).length) throw validationError(errors);
  const mail = await deps.db.transaction().execute(async (trx) => {
    const registration = await decide(trx, ctx, id, 'REJECTED', note);
    if (registration.account_id)
      await trx.updateTable('accounts').set({ is_active: false }).where('id', '=', registration.account_id).execute();
    const rendered = renderMail('notification', {
      title: 'Your registration was not approved',
      subject: 'Your registration was not approved',
      intro: `Hello ${registration.first_name}, we could not approve your registration with the ${PRODUCT_NAME}.`,
      lines: [...(note ? [`Note: ${note}`] : []), 'Reply to our support team if you think this is a mistake.'],
    });
    return {
      message: { to: [registration.email], ...rendered, tag: 'registration' } as MailMessage,
      key: `registration-rejected:${registration.id}`,
    };
  });
  await queueMail(deps.jobs, mail.message, mail.key);
  return readOne(deps.db, id);
}
