// Public registration (issue 12): /register (a user of a given law firm), /register-now (a new organisation), and
// the lienholder wizard (/register-lh: Get Started → Register Cases → Verify Contact Information → Confirmation).
//
// Submitting (the first two at once, the wizard at its last step) creates in one transaction the user (no password),
// the organisation (the given law firm, or a new one), an account with is_registration_pending (ADMIN of a new
// organisation, USER of an existing law firm) and an INVITATION token; after commit the applicant is e-mailed the
// link to choose a password (/invite?token=…, H2's acceptance page). They may sign in then and see the
// verification-pending page until staff approve (./staff.ts).
//
// The wizard's registration ("compulsion event") is a DRAFT addressed by its id, an unguessable UUID the browser
// keeps between steps; it answers 404 once submitted, and every step refuses it then. Errors about the id itself
// are answered under `compulsion_event_id`, so the wizard knows to forget it.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { JobRunner } from '../../adapters/jobs.ts';
import type { Database } from '../../db/schema.ts';
import type { RegistrySettings } from '../context.ts';
import { HttpError, MESSAGES, notFound, validationError, type FieldErrors } from '../errors.ts';
import { isUuid } from '../ids.ts';
import { parseDate, birthAfterLoss, DATE_MESSAGES } from '../dates.ts';
import { hasDisallowedCharacters, TEXT_LIMITS } from '../input.ts';
import { issueInvitation, sendInvitationMail, type InvitationMail } from '../users/invitations.ts';
import { uploadUrl } from '../documents/links.ts';
import {
  asObject,
  assertEmailFree,
  duplicateOf,
  hasCaseFileExtension,
  MAX_CASE_FILE_BYTES,
  MAX_CASE_ROWS,
  parseContacts,
  parseEmail,
  parseOrganizationType,
  parsePhone,
  parseState,
  parseWebsite,
  personName,
  REGISTRATION_MESSAGES,
  shortText,
  throwIfErrors,
} from './rules.ts';

type Trx = Transaction<Database>;

export interface PublicDeps {
  db: Kysely<Database>;
  jobs: JobRunner;
  settings: RegistrySettings;
}

const UPLOAD_TTL_SECONDS = 3600;

// ---- submission (shared) -------------------------------------------------------------------------------------------

interface Applicant {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Inside the transaction that marks the registration PENDING: the user, the organisation (when new), the pending
 * account and the invitation. Answers the e-mail to queue after commit.
 */
async function createApplicant(
  trx: Trx,
  settings: RegistrySettings,
  registrationId: string,
  applicant: Applicant,
  organization: { id: string; role: 'USER' } | { new: { name: string; type: string; website?: string; phone?: string; address?: Address } },
): Promise<InvitationMail> {
  await assertEmailFree(trx, applicant.email, registrationId);
  const { id: userId } = await trx
    .insertInto('users')
    .values({ email: applicant.email, first_name: applicant.firstName, last_name: applicant.lastName, password_hash: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  let organizationId: string;
  let role: 'ADMIN' | 'USER';
  if ('id' in organization) {
    organizationId = organization.id;
    role = organization.role;
  } else {
    const created = await trx
      .insertInto('legal_organizations')
      .values({
        name: organization.new.name,
        type: organization.new.type,
        website: organization.new.website ?? '',
        phone_number: organization.new.phone ?? '',
        ...(organization.new.address ?? {}),
        // A new organisation may register its cases (the plan decides whether it can right now).
        can_create_registry_cases: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    organizationId = created.id;
    role = 'ADMIN';
  }
  const { id: accountId } = await trx
    .insertInto('accounts')
    .values({ user_id: userId, organization_id: organizationId, role, is_registration_pending: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('registrations')
    .set({
      status: 'PENDING',
      step: 'confirmation',
      submitted_at: sql`now()`,
      updated_at: sql`now()`,
      user_id: userId,
      organization_id: organizationId,
      account_id: accountId,
    })
    .where('id', '=', registrationId)
    .execute();
  return issueInvitation(trx, settings, { accountId, reason: 'REGISTRATION' });
}

/** Runs `work` in a transaction; the e-mail it answers is queued after commit; duplicates become their 400. */
async function submitting(deps: PublicDeps, work: (trx: Trx) => Promise<InvitationMail>): Promise<void> {
  let mail: InvitationMail;
  try {
    mail = await deps.db.transaction().execute(work);
  } catch (error) {
    throw duplicateOf(error) ?? error;
  }
  await sendInvitationMail(deps.jobs, mail);
}

// ---- /register and /register-now ----------------------------------------------------------------------------------

/** POST /register/: first_name, last_name, email, legal_organization (a law firm's id), referral_source. */
export async function registerUser(deps: PublicDeps, input: unknown, ip: string): Promise<{ is_account_created: boolean }> {
  const raw = asObject(input);
  const errors: FieldErrors = {};
  const firstName = personName(raw, 'first_name', errors);
  const lastName = personName(raw, 'last_name', errors);
  const email = parseEmail(raw.email, 'email', errors);
  const referral = shortText(raw.referral_source, 'referral_source', errors) ?? '';
  let lawFirmId: string | null = null;
  if (raw.legal_organization === undefined || raw.legal_organization === null || raw.legal_organization === '')
    errors.legal_organization = [MESSAGES.required];
  else if (typeof raw.legal_organization !== 'string' || !isUuid(raw.legal_organization))
    errors.legal_organization = [REGISTRATION_MESSAGES.selectLawFirm];
  else lawFirmId = raw.legal_organization;
  throwIfErrors(errors);
  const firm = await deps.db
    .selectFrom('legal_organizations')
    .select('id')
    .where('id', '=', lawFirmId!)
    .where('type', '=', 'LAW_FIRM')
    .executeTakeFirst();
  if (!firm) throw validationError({ legal_organization: [REGISTRATION_MESSAGES.selectLawFirm] });
  await assertEmailFree(deps.db, email!);
  await submitting(deps, async (trx) => {
    const { id } = await trx
      .insertInto('registrations')
      .values({
        kind: 'LAW_FIRM_USER',
        first_name: firstName!,
        last_name: lastName!,
        email: email!,
        referral_source: referral,
        law_firm_id: lawFirmId,
        ip,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return createApplicant(
      trx,
      deps.settings,
      id,
      { firstName: firstName!, lastName: lastName!, email: email! },
      { id: lawFirmId!, role: 'USER' },
    );
  });
  return { is_account_created: true };
}

/** POST /register-now/: first_name, last_name, email, company_name, customer_source, company_type (+ specification). */
export async function registerNow(deps: PublicDeps, input: unknown, ip: string): Promise<{ is_account_created: boolean }> {
  const raw = asObject(input);
  const errors: FieldErrors = {};
  const firstName = personName(raw, 'first_name', errors);
  const lastName = personName(raw, 'last_name', errors);
  const email = parseEmail(raw.email, 'email', errors);
  const companyName = shortText(raw.company_name, 'company_name', errors, TEXT_LIMITS.organizationName, true);
  const customerSource = shortText(raw.customer_source, 'customer_source', errors, 255, true);
  const companyType = parseOrganizationType(raw.company_type ?? null, 'company_type', errors, { lienholder: false });
  const specification = shortText(raw.company_type_specification, 'company_type_specification', errors) ?? '';
  throwIfErrors(errors);
  await assertEmailFree(deps.db, email!);
  await submitting(deps, async (trx) => {
    const { id } = await trx
      .insertInto('registrations')
      .values({
        kind: 'SELF_SERVICE',
        first_name: firstName!,
        last_name: lastName!,
        email: email!,
        company_name: companyName!,
        company_type: companyType!,
        company_type_specification: specification,
        customer_source: customerSource!,
        ip,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return createApplicant(
      trx,
      deps.settings,
      id,
      { firstName: firstName!, lastName: lastName!, email: email! },
      { new: { name: companyName!, type: companyType! } },
    );
  });
  return { is_account_created: true };
}

// ---- the lienholder wizard ----------------------------------------------------------------------------------------

interface Address {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip_code: string;
}

export interface RegistrationCaseJson {
  id: string;
  law_firm: { id: string; name: string } | null;
  new_law_firm: { name: string; website: string } | null;
  plaintiff_first_name: string;
  plaintiff_last_name: string;
  plaintiff_birthdate: string | null;
  date_of_loss: string | null;
  created_case: string | null;
}

export interface LienholderRegistrationJson {
  id: string;
  compulsion_type: string | null;
  step: string;
  status: string;
  first_name: string;
  last_name: string;
  email: string;
  company_name: string;
  company_type: string | null;
  website: string;
  phone_number: string;
  address: Address;
  contact_preference: 'WEBSITE' | 'ADDRESS' | null;
  contacts: { first_name: string; last_name: string; email: string }[];
  additional_info: string;
  compulsion_request: string | null;
  data_file: { name: string; size: number } | null;
  cases: RegistrationCaseJson[];
}

type RegistrationRow = Awaited<ReturnType<typeof draftQuery>>;
const draftQuery = (db: Kysely<Database> | Trx, id: string) =>
  db.selectFrom('registrations').selectAll().where('id', '=', id).where('kind', '=', 'LIENHOLDER').executeTakeFirst();

export async function casesOf(db: Kysely<Database> | Trx, registrationIds: string[]) {
  if (!registrationIds.length) return new Map<string, RegistrationCaseJson[]>();
  const rows = await db
    .selectFrom('registration_cases as rc')
    .leftJoin('legal_organizations as firm', 'firm.id', 'rc.law_firm_id')
    .select([
      'rc.id',
      'rc.registration_id',
      'rc.law_firm_id',
      'firm.name as law_firm_name',
      'rc.new_law_firm_name',
      'rc.new_law_firm_website',
      'rc.plaintiff_first_name',
      'rc.plaintiff_last_name',
      'rc.plaintiff_birthdate',
      'rc.date_of_loss',
      'rc.created_case_id',
    ])
    .where('rc.registration_id', 'in', registrationIds)
    .orderBy('rc.registration_id')
    .orderBy('rc.position')
    .execute();
  const byRegistration = new Map<string, RegistrationCaseJson[]>();
  for (const row of rows) {
    const list = byRegistration.get(row.registration_id) ?? [];
    list.push({
      id: row.id,
      law_firm: row.law_firm_id ? { id: row.law_firm_id, name: row.law_firm_name ?? '' } : null,
      new_law_firm: row.law_firm_id ? null : { name: row.new_law_firm_name, website: row.new_law_firm_website },
      plaintiff_first_name: row.plaintiff_first_name,
      plaintiff_last_name: row.plaintiff_last_name,
      plaintiff_birthdate: row.plaintiff_birthdate,
      date_of_loss: row.date_of_loss,
      created_case: row.created_case_id,
    });
    byRegistration.set(row.registration_id, list);
  }
  return byRegistration;
}

export function serializeRegistration(row: NonNullable<RegistrationRow>, cases: RegistrationCaseJson[]): LienholderRegistrationJson {
  return {
    id: row.id,
    compulsion_type: row.compulsion_type,
    step: row.step,
    status: row.status,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    company_name: row.company_name,
    company_type: row.company_type,
    website: row.website,
    phone_number: row.phone_number,
    address: { address1: row.address1, address2: row.address2, city: row.city, state: row.state, zip_code: row.zip_code },
    contact_preference: row.contact_preference,
    contacts: row.contacts ?? [],
    additional_info: row.additional_info,
    compulsion_request: row.compulsion_request_id,
    data_file: row.data_file_key ? { name: row.data_file_name, size: Number(row.data_file_size ?? 0) } : null,
    cases,
  };
}

async function readDraft(db: Kysely<Database>, id: string): Promise<LienholderRegistrationJson> {
  const row = await draftQuery(db, id);
  if (!row || row.status !== 'DRAFT') throw notFound();
  return serializeRegistration(row, (await casesOf(db, [row.id])).get(row.id) ?? []);
}

/** The draft of `id` locked for this transaction; an unknown or submitted one is refused under `field`. */
async function lockDraft(trx: Trx, id: unknown, field: 'compulsion_event_id' | 'detail') {
  const refuse = (message: string) => (field === 'detail' ? notFound() : validationError({ compulsion_event_id: [message] }));
  if (typeof id !== 'string' || !isUuid(id)) throw refuse(REGISTRATION_MESSAGES.unknownEvent);
  const row = await trx
    .selectFrom('registrations')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', 'LIENHOLDER')
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw refuse(REGISTRATION_MESSAGES.unknownEvent);
  if (row.status !== 'DRAFT')
    throw field === 'detail'
      ? validationError({ non_field_errors: [REGISTRATION_MESSAGES.alreadySubmitted] })
      : refuse(REGISTRATION_MESSAGES.alreadySubmitted);
  return row;
}

/** Fields of the Get Started step and the details step (PATCH accepts any subset). */
function parseWizardFields(raw: Record<string, unknown>, errors: FieldErrors, creating: boolean) {
  const fields: Record<string, unknown> = {};
  const set = <T>(key: string, value: T | undefined) => {
    if (value !== undefined) fields[key] = value;
  };
  const required = creating;
  if (creating || raw.first_name !== undefined) set('first_name', personName(raw, 'first_name', errors, true));
  if (creating || raw.last_name !== undefined) set('last_name', personName(raw, 'last_name', errors, true));
  if (creating || raw.email !== undefined) set('email', parseEmail(raw.email, 'email', errors, true));
  if (creating || raw.company_name !== undefined)
    set('company_name', shortText(raw.company_name, 'company_name', errors, TEXT_LIMITS.organizationName, true));
  if (creating || raw.company_type !== undefined)
    set('company_type', parseOrganizationType(raw.company_type ?? null, 'company_type', errors, { lienholder: true }));
  void required;
  set('website', parseWebsite(raw.website, 'website', errors));
  set('phone_number', parsePhone(raw.phone_number, 'phone_number', errors));
  const address = asObject(raw.address);
  if (raw.address !== undefined) {
    const addressErrors: FieldErrors = {};
    set('address1', shortText(address.address1, 'address1', addressErrors) ?? '');
    set('address2', shortText(address.address2, 'address2', addressErrors) ?? '');
    set('city', shortText(address.city, 'city', addressErrors, 100) ?? '');
    set('state', parseState(address.state ?? '', 'state', addressErrors) ?? '');
    set('zip_code', shortText(address.zip_code, 'zip_code', addressErrors, 10) ?? '');
    if (Object.keys(addressErrors).length) (errors as Record<string, unknown>).address = addressErrors;
  }
  if (raw.contact_preference !== undefined) {
    if (raw.contact_preference === null || raw.contact_preference === '') fields.contact_preference = null;
    else if (raw.contact_preference !== 'WEBSITE' && raw.contact_preference !== 'ADDRESS')
      errors.contact_preference = [`"${String(raw.contact_preference)}" is not a valid choice.`];
    else fields.contact_preference = raw.contact_preference;
  }
  const contacts = parseContacts(raw.contacts, errors);
  if (contacts) fields.contacts = JSON.stringify(contacts) as never;
  set(
    'additional_info',
    raw.additional_info === undefined ? undefined : (shortText(raw.additional_info, 'additional_info', errors, TEXT_LIMITS.note) ?? ''),
  );
  return fields;
}

/** POST /register-lienholder/ (compulsion_type EMAIL): the Get Started step. */
export async function startLienholderRegistration(deps: PublicDeps, input: unknown, ip: string): Promise<LienholderRegistrationJson> {
  const raw = asObject(input);
  const errors: FieldErrors = {};
  if (raw.compulsion_type !== 'EMAIL')
    errors.compulsion_type =
      raw.compulsion_type === undefined ? [MESSAGES.required] : [`"${String(raw.compulsion_type)}" is not a valid choice.`];
  const fields = parseWizardFields(raw, errors, true);
  let compulsionRequestId: string | null = null;
  if (raw.compulsion_request !== undefined && raw.compulsion_request !== null && raw.compulsion_request !== '') {
    if (typeof raw.compulsion_request !== 'string' || !isUuid(raw.compulsion_request)) errors.compulsion_request = [MESSAGES.invalidUuid];
    else compulsionRequestId = raw.compulsion_request;
  }
  throwIfErrors(errors);
  await assertEmailFree(deps.db, fields.email as string);
  if (compulsionRequestId) {
    // Only a real invitation is remembered (an unknown id is ignored, not an error the applicant can fix).
    const invitation = await deps.db
      .selectFrom('provider_invitations')
      .select('id')
      .where('id', '=', compulsionRequestId)
      .executeTakeFirst();
    if (!invitation) compulsionRequestId = null;
  }
  const { id } = await deps.db
    .insertInto('registrations')
    .values({
      ...(fields as object),
      kind: 'LIENHOLDER',
      compulsion_type: 'EMAIL',
      step: 'cases',
      first_name: fields.first_name as string,
      last_name: fields.last_name as string,
      email: fields.email as string,
      compulsion_request_id: compulsionRequestId,
      ip,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return readDraft(deps.db, id);
}

/** GET /register-lienholder/<id>/: the draft (404 once submitted). */
export async function getLienholderRegistration(deps: PublicDeps, id: string): Promise<LienholderRegistrationJson> {
  if (!isUuid(id)) throw notFound();
  return readDraft(deps.db, id);
}

/** PATCH /register-lienholder/<id>/: any fields of the steps; refused once submitted. */
export async function updateLienholderRegistration(deps: PublicDeps, id: string, input: unknown): Promise<LienholderRegistrationJson> {
  if (!isUuid(id)) throw notFound();
  const raw = asObject(input);
  const errors: FieldErrors = {};
  const fields = parseWizardFields(raw, errors, false);
  if (raw.step !== undefined) {
    if (raw.step !== 'account' && raw.step !== 'cases' && raw.step !== 'details')
      errors.step = [`"${String(raw.step)}" is not a valid choice.`];
    else fields.step = raw.step;
  }
  throwIfErrors(errors);
  await deps.db.transaction().execute(async (trx) => {
    const draft = await lockDraft(trx, id, 'detail');
    if (typeof fields.email === 'string' && fields.email.toLowerCase() !== draft.email.toLowerCase())
      await assertEmailFree(trx, fields.email);
    if (Object.keys(fields).length)
      await trx
        .updateTable('registrations')
        .set({ ...(fields as object), updated_at: sql`now()` })
        .where('id', '=', id)
        .execute();
  });
  return readDraft(deps.db, id);
}

interface CaseRowInput {
  lawFirmId: string | null;
  newLawFirmName: string;
  newLawFirmWebsite: string;
  firstName: string;
  lastName: string;
  birthdate: string | null;
  dateOfLoss: string | null;
}

function parseCaseRow(input: unknown): { row?: CaseRowInput; errors?: FieldErrors } {
  const raw = asObject(input);
  const errors: FieldErrors = {};
  let lawFirmId: string | null = null;
  let newLawFirmName = '';
  let newLawFirmWebsite = '';
  if (raw.law_firm !== undefined && raw.law_firm !== null && raw.law_firm !== '') {
    if (typeof raw.law_firm !== 'string' || !isUuid(raw.law_firm)) errors.law_firm = [REGISTRATION_MESSAGES.selectLawFirm];
    else lawFirmId = raw.law_firm;
  } else {
    // A new law firm: a name, and optionally a website.
    const newFirm = asObject(raw.new_law_firm);
    const name = shortText(newFirm.name, 'law_firm', errors, TEXT_LIMITS.organizationName);
    if (!name && !errors.law_firm) errors.law_firm = [MESSAGES.required];
    newLawFirmName = name ?? '';
    newLawFirmWebsite = parseWebsite(newFirm.website, 'law_firm_website', errors) ?? '';
  }
  const firstName = personName(raw, 'plaintiff_first_name', errors) ?? '';
  const lastName = personName(raw, 'plaintiff_last_name', errors) ?? '';
  const birthdate = parseDate(raw.plaintiff_birthdate, 'plaintiff_birthdate', errors, { future: DATE_MESSAGES.birthdateInFuture }) ?? null;
  const dateOfLoss = parseDate(raw.date_of_loss, 'date_of_loss', errors, { future: DATE_MESSAGES.lossInFuture }) ?? null;
  if (birthAfterLoss(birthdate, dateOfLoss)) errors.plaintiff_birthdate = [DATE_MESSAGES.birthdateAfterLoss];
  if (Object.keys(errors).length) return { errors };
  return { row: { lawFirmId, newLawFirmName, newLawFirmWebsite, firstName, lastName, birthdate, dateOfLoss } };
}

/**
 * POST /register-cases/: manual `cases[]` (law_firm id or new_law_firm {name, website}, plaintiff_first_name,
 * plaintiff_last_name, plaintiff_birthdate, date_of_loss), or `data_file` (the id of an upload made through
 * /register-cases/upload-url/), with compulsion_event_id. Replaces the draft's earlier rows and file.
 */
export async function registerCases(deps: PublicDeps, input: unknown): Promise<LienholderRegistrationJson> {
  const raw = asObject(input);
  const eventId = raw.compulsion_event_id;
  const hasFile = raw.data_file !== undefined && raw.data_file !== null && raw.data_file !== '';
  let rows: CaseRowInput[] = [];
  if (!hasFile) {
    if (!Array.isArray(raw.cases) || !raw.cases.length) throw validationError({ cases: [REGISTRATION_MESSAGES.casesOrFile] });
    if (raw.cases.length > MAX_CASE_ROWS)
      throw validationError({ cases: [`Ensure this field has no more than ${MAX_CASE_ROWS} elements.`] });
    const parsed = raw.cases.map(parseCaseRow);
    if (parsed.some((result) => result.errors)) throw new HttpError(400, { cases: parsed.map((result) => result.errors ?? {}) });
    rows = parsed.map((result) => result.row!);
  } else if (typeof raw.data_file !== 'string' || !isUuid(raw.data_file)) {
    throw validationError({ data_file: [REGISTRATION_MESSAGES.fileNotUploaded] });
  }
  await deps.db.transaction().execute(async (trx) => {
    const draft = await lockDraft(trx, eventId, 'compulsion_event_id');
    if (rows.length) {
      const firmIds = [...new Set(rows.map((row) => row.lawFirmId).filter((id): id is string => id !== null))];
      const known = new Set(
        firmIds.length
          ? (
              await trx.selectFrom('legal_organizations').select('id').where('id', 'in', firmIds).where('type', '=', 'LAW_FIRM').execute()
            ).map((firm) => firm.id)
          : [],
      );
      const unknown = rows.map((row) =>
        row.lawFirmId && !known.has(row.lawFirmId) ? { law_firm: [REGISTRATION_MESSAGES.selectLawFirm] } : {},
      );
      if (unknown.some((row) => Object.keys(row).length)) throw new HttpError(400, { cases: unknown });
    }
    let file: { key: string; name: string; size: number } | null = null;
    if (hasFile) {
      const upload = await trx
        .selectFrom('document_uploads')
        .select(['id', 'storage_key', 'file_name', 'uploaded_size'])
        .where('id', '=', raw.data_file as string)
        .where('organization_id', 'is', null)
        .where('document_request_id', 'is', null)
        .where('attached_at', 'is', null)
        .where('storage_key', 'is not', null)
        .executeTakeFirst();
      const size = upload?.uploaded_size === null || upload?.uploaded_size === undefined ? null : Number(upload.uploaded_size);
      if (!upload || size === null || size < 0 || !hasCaseFileExtension(upload.file_name))
        throw validationError({ data_file: [REGISTRATION_MESSAGES.fileNotUploaded] });
      await trx
        .updateTable('document_uploads')
        .set({ attached_at: sql`now()` })
        .where('id', '=', upload.id)
        .execute();
      file = { key: upload.storage_key!, name: upload.file_name, size };
    }
    await trx.deleteFrom('registration_cases').where('registration_id', '=', draft.id).execute();
    if (rows.length)
      await trx
        .insertInto('registration_cases')
        .values(
          rows.map((row, position) => ({
            registration_id: draft.id,
            position,
            law_firm_id: row.lawFirmId,
            new_law_firm_name: row.newLawFirmName,
            new_law_firm_website: row.newLawFirmWebsite,
            plaintiff_first_name: row.firstName,
            plaintiff_last_name: row.lastName,
            plaintiff_birthdate: row.birthdate,
            date_of_loss: row.dateOfLoss,
          })),
        )
        .execute();
    await trx
      .updateTable('registrations')
      .set({
        step: 'details',
        data_file_key: file?.key ?? null,
        data_file_name: file?.name ?? '',
        data_file_size: file?.size ?? null,
        updated_at: sql`now()`,
      })
      .where('id', '=', draft.id)
      .execute();
  });
  return readDraft(deps.db, eventId as string);
}

/**
 * POST /register-cases/upload-url/ {compulsion_event_id, filename, size, content_type}: where to PUT the spreadsheet
 * (the registry's signed upload target, an hour); then POST /register-cases/ with data_file = file_path.
 */
export async function createCaseFileUpload(deps: PublicDeps, input: unknown) {
  const raw = asObject(input);
  const errors: FieldErrors = {};
  const fileName = typeof raw.filename === 'string' ? raw.filename.trim() : '';
  if (!fileName) errors.filename = [MESSAGES.required];
  else if (fileName.length > 255 || hasDisallowedCharacters(fileName)) errors.filename = ['Enter a valid file name.'];
  else if (!hasCaseFileExtension(fileName)) errors.filename = [REGISTRATION_MESSAGES.fileType];
  const size = raw.size;
  if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0) errors.size = [MESSAGES.invalidInteger];
  else if (size > MAX_CASE_FILE_BYTES)
    errors.size = [
      `The file is too large (${(size / 1_048_576).toFixed(1)} MB). The limit is ${(MAX_CASE_FILE_BYTES / 1_048_576).toFixed(1)} MB.`,
    ];
  const contentType =
    typeof raw.content_type === 'string' && /^[\w!#$&^.+-]{1,127}\/[\w!#$&^.+-]{1,127}$/.test(raw.content_type)
      ? raw.content_type.toLowerCase()
      : 'application/octet-stream';
  throwIfErrors(errors);
  return deps.db.transaction().execute(async (trx) => {
    await lockDraft(trx, raw.compulsion_event_id, 'compulsion_event_id');
    const expiresAt = new Date(Date.now() + UPLOAD_TTL_SECONDS * 1000);
    const { id } = await trx
      .insertInto('document_uploads')
      .values({ file_name: fileName, declared_size: size as number, content_type: contentType, expires_at: expiresAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      file_path: id,
      upload_url: uploadUrl(deps.settings, id, expiresAt),
      upload_data: { method: 'PUT' as const, headers: { 'Content-Type': contentType } },
      expires_at: expiresAt.toISOString(),
    };
  });
}

/**
 * POST /register-lienholder/<id>/submit/: the Confirmation. The contact preference decides what is required
 * (Company Website → website; Full Company Address and Phone Number → phone and address).
 */
export async function submitLienholderRegistration(deps: PublicDeps, id: string): Promise<{ id: string; status: string }> {
  if (!isUuid(id)) throw notFound();
  await submitting(deps, async (trx) => {
    const draft = await lockDraft(trx, id, 'detail');
    const errors: FieldErrors = {};
    if (!draft.contact_preference) errors.contact_preference = [MESSAGES.required];
    if (draft.contact_preference === 'WEBSITE' && !draft.website) errors.website = [REGISTRATION_MESSAGES.websiteRequired];
    if (draft.contact_preference === 'ADDRESS') {
      if (!draft.phone_number) errors.phone_number = [REGISTRATION_MESSAGES.phoneRequired];
      if (!draft.address1 || !draft.city || !draft.state || !draft.zip_code) errors.address = [REGISTRATION_MESSAGES.addressRequired];
    }
    if (!draft.company_type) errors.company_type = [MESSAGES.required];
    throwIfErrors(errors);
    const byAddress = draft.contact_preference === 'ADDRESS';
    return createApplicant(
      trx,
      deps.settings,
      draft.id,
      { firstName: draft.first_name, lastName: draft.last_name, email: draft.email },
      {
        new: {
          name: draft.company_name,
          type: draft.company_type!,
          website: draft.website,
          phone: byAddress ? draft.phone_number : '',
          address: byAddress
            ? { address1: draft.address1, address2: draft.address2, city: draft.city, state: draft.state, zip_code: draft.zip_code }
            : undefined,
        },
      },
    );
  });
  return { id, status: 'PENDING' };
}

/** The wizard's law firm search (public; names only, at most 10): GET /register-lienholder/law-firms/?search=. */
export async function searchLawFirms(db: Kysely<Database>, search: unknown) {
  const text = typeof search === 'string' ? search.trim().slice(0, TEXT_LIMITS.search) : '';
  if (text.length < 2 || hasDisallowedCharacters(text)) return { results: [] };
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const results = await db
    .selectFrom('legal_organizations')
    .select(['id', 'name'])
    .where('type', '=', 'LAW_FIRM')
    .where(sql<string>`lower(name)`, 'like', pattern)
    .orderBy('name')
    .orderBy('id')
    .limit(10)
    .execute();
  return { results };
}
