// Registering new cases (the Register Case drawer): one or several rows, written in one transaction
// or not at all. Allowed to organisations with can_create_registry_cases whose account has the ADD_CASE feature.
// A law firm registers cases for itself; a lienholder names the law firm and also gets its own (PENDING) lien.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { RequestContext, Viewer } from './context.ts';
import { EITHER_DATE } from './case-details.ts';
import { birthAfterLoss, DATE_MESSAGES, parseDate } from './dates.ts';
import { forbidden, HttpError, invalidChoice, MESSAGES, notFound, validationError, type FieldErrors } from './errors.ts';
import { isUuid } from './ids.ts';
import { TEXT_LIMITS, textProblem, tooLong } from './input.ts';
import { CASE_TYPES, US_STATES, values } from './options.ts';
import { caseAudience, emitEvents, recordActivity, type NewEvent } from './outbox.ts';
import { spendCaseAllowance } from './plans/allowance.ts';
import { serviceFeatures } from './plans/service.ts';

export const CANNOT_CREATE_CASES = 'Your organization cannot register cases.';
export const NO_ADD_CASE_FEATURE = 'Your plan does not include registering cases.';
export const SELECT_LAW_FIRM = 'Select a law firm.';
export const OWN_FIRM_ONLY = 'A law firm registers cases for itself only.';
export const SELECT_CONTACT = 'Select a contact of the law firm.';
export const INVALID_EMAIL = 'Enter a valid email address.';
export const INVALID_URL = 'Enter a valid URL.';
export const BIRTHDATE_IN_FUTURE = DATE_MESSAGES.birthdateInFuture;
export const LOSS_IN_FUTURE = DATE_MESSAGES.lossInFuture;
export const LAW_FIRM_EXISTS = 'A law firm with this name already exists. Choose it from the search.';
export const MAX_ROWS = 100;

/** Row errors are nested like the body (DRF style): `{plaintiff: {first_name: [...]}, contact: {email: [...]}}`. */
export type RowErrors = Record<string, string[] | Record<string, string[]>>;

export type ContactChoice = { id: string } | { firstName: string; lastName: string; email: string };

export interface NewCase {
  firstName: string;
  lastName: string;
  birthdate: string | null;
  dateOfLoss: string | null;
  type: string;
  stateOfIncident: string | null;
  /** null for a law-firm creator (its own firm). */
  lawFirmId: string | null;
  contact: ContactChoice;
}

/**
 * Throws 403 unless the acting account may register cases: the organisation's flag and its service's ADD_CASE
 * feature (a trial, a paid plan, or prepaid case credits; registry/domain/plans/).
 */
export function assertCanCreateCases(ctx: RequestContext): void {
  if (!ctx.organization?.can_create_registry_cases) throw forbidden(CANNOT_CREATE_CASES);
  if (!ctx.account || !serviceFeatures(ctx.organization).includes('ADD_CASE')) throw forbidden(NO_ADD_CASE_FEATURE);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => value.length <= TEXT_LIMITS.email && EMAIL.test(value);

/** An absolute http(s) URL with a dotted host, as Django's URLValidator accepts. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /^[^.]+(\.[^.]+)+$/.test(url.hostname) && !/\s/.test(value);
  } catch {
    return false;
  }
}

const asObject = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function parseRow(input: unknown, viewer: Viewer): { row?: NewCase; errors?: RowErrors } {
  const raw = asObject(input);
  if (!raw) return { errors: { non_field_errors: ['Invalid data. Expected a dictionary.'] } };
  const errors: RowErrors = {};
  const plaintiffErrors: FieldErrors = {};
  const plaintiff = asObject(raw.plaintiff) ?? {};

  const name = (value: unknown, field: string, into: FieldErrors, required = true): string => {
    if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) {
      if (required) into[field] = [MESSAGES.required];
      return '';
    }
    if (typeof value !== 'string') {
      into[field] = [MESSAGES.notAString];
      return '';
    }
    const problem = textProblem(value.trim(), TEXT_LIMITS.personName);
    if (problem) {
      into[field] = [problem];
      return '';
    }
    return value.trim();
  };
  const date = (value: unknown, field: string, into: FieldErrors, future: string): string | null =>
    parseDate(value, field, into, { future }) ?? null;
  const rowErrors: FieldErrors = {};
  const firstName = name(plaintiff.first_name, 'first_name', plaintiffErrors);
  const lastName = name(plaintiff.last_name, 'last_name', plaintiffErrors);
  const birthdate = date(plaintiff.birthdate, 'birthdate', plaintiffErrors, BIRTHDATE_IN_FUTURE);
  const dateOfLoss = date(raw.date_of_loss, 'date_of_loss', rowErrors, LOSS_IN_FUTURE);
  if (birthAfterLoss(birthdate, dateOfLoss)) plaintiffErrors.birthdate = [DATE_MESSAGES.birthdateAfterLoss];

  let type = '';
  if (raw.type === undefined || raw.type === null || raw.type === '') rowErrors.type = [MESSAGES.required];
  else if (typeof raw.type !== 'string' || !values(CASE_TYPES).includes(raw.type)) rowErrors.type = [invalidChoice(raw.type)];
  else type = raw.type;

  let stateOfIncident: string | null = null;
  if (raw.state_of_incident !== undefined && raw.state_of_incident !== null && raw.state_of_incident !== '') {
    if (typeof raw.state_of_incident !== 'string' || !values(US_STATES).includes(raw.state_of_incident))
      rowErrors.state_of_incident = [invalidChoice(raw.state_of_incident)];
    else stateOfIncident = raw.state_of_incident;
  }

  let lawFirmId: string | null = null;
  const lawFirm = raw.law_firm;
  const lawFirmGiven = lawFirm !== undefined && lawFirm !== null && lawFirm !== '';
  if (viewer.kind === 'LAW_FIRM') {
    // The law firm is the creator itself; naming another firm is a mistake worth telling.
    if (lawFirmGiven && lawFirm !== viewer.organizationId) rowErrors.law_firm = [OWN_FIRM_ONLY];
  } else if (!lawFirmGiven) rowErrors.law_firm = [MESSAGES.required];
  else if (typeof lawFirm !== 'string' || !isUuid(lawFirm)) rowErrors.law_firm = [MESSAGES.invalidUuid];
  else lawFirmId = lawFirm;

  let contact: ContactChoice | null = null;
  let contactError: RowErrors[string] | null = null;
  const rawContact = asObject(raw.contact);
  if (!rawContact) contactError = [MESSAGES.required];
  else if (rawContact.id !== undefined && rawContact.id !== null && rawContact.id !== '') {
    if (typeof rawContact.id !== 'string' || !isUuid(rawContact.id)) contactError = { id: [MESSAGES.invalidUuid] };
    else contact = { id: rawContact.id };
  } else {
    const contactErrors: FieldErrors = {};
    const contactFirst = name(rawContact.first_name, 'first_name', contactErrors);
    const contactLast = name(rawContact.last_name, 'last_name', contactErrors, false);
    let email = '';
    if (rawContact.email === undefined || rawContact.email === null || rawContact.email === '') contactErrors.email = [MESSAGES.required];
    else if (typeof rawContact.email !== 'string') contactErrors.email = [MESSAGES.notAString];
    else if (rawContact.email.trim().length > TEXT_LIMITS.email) contactErrors.email = [tooLong(TEXT_LIMITS.email)];
    else if (!isEmail(rawContact.email.trim())) contactErrors.email = [INVALID_EMAIL];
    else email = rawContact.email.trim();
    if (Object.keys(contactErrors).length) contactError = contactErrors;
    else contact = { firstName: contactFirst, lastName: contactLast, email };
  }

  if (Object.keys(plaintiffErrors).length) errors.plaintiff = plaintiffErrors;
  Object.assign(errors, rowErrors);
  if (contactError) errors.contact = contactError;
  // The either-date rule speaks only when both dates were left empty (not when one was invalid).
  if (!birthdate && !dateOfLoss && !plaintiffErrors.birthdate && !rowErrors.date_of_loss) errors.non_field_errors = [EITHER_DATE];
  if (Object.keys(errors).length) return { errors };
  return { row: { firstName, lastName, birthdate, dateOfLoss, type, stateOfIncident, lawFirmId, contact: contact! } };
}

export interface ParsedCreation {
  rows: NewCase[];
  /** The body was `{cases: [...]}` (errors and results come back as lists) rather than one case. */
  many: boolean;
}

/** Parses one case or `{cases: [...]}`; any invalid row is a 400 naming every row's errors by index. */
export function parseCaseCreation(input: unknown, viewer: Viewer): ParsedCreation {
  const raw = asObject(input);
  if (raw && 'cases' in raw) {
    if (!Array.isArray(raw.cases)) throw validationError({ cases: ['Expected a list of items but got type "' + typeof raw.cases + '".'] });
    if (!raw.cases.length) throw validationError({ cases: ['This list may not be empty.'] });
    if (raw.cases.length > MAX_ROWS) throw validationError({ cases: [`Ensure this field has no more than ${MAX_ROWS} elements.`] });
    const parsed = raw.cases.map((row) => parseRow(row, viewer));
    if (parsed.some((result) => result.errors)) throw new HttpError(400, { cases: parsed.map((result) => result.errors ?? {}) });
    return { rows: parsed.map((result) => result.row!), many: true };
  }
  const result = parseRow(input, viewer);
  if (result.errors) throw new HttpError(400, result.errors);
  return { rows: [result.row!], many: false };
}

/** A row's errors found while writing (unknown law firm or contact), as the 400 of the whole request. */
function rowError(many: boolean, count: number, index: number, errors: RowErrors): HttpError {
  if (!many) return new HttpError(400, errors);
  return new HttpError(400, { cases: Array.from({ length: count }, (_, i) => (i === index ? errors : {})) });
}

type Trx = Transaction<Database>;

async function resolveContact(trx: Trx, ctx: RequestContext, lawFirmId: string, choice: ContactChoice): Promise<string | RowErrors> {
  if ('id' in choice) {
    const found = await activeContactsOf(trx, lawFirmId).select('c.id').where('c.id', '=', choice.id).executeTakeFirst();
    return found ? found.id : { contact: { id: [SELECT_CONTACT] } };
  }
  // A typed e-mail the firm already has a contact for is that contact, not a second one.
  const existing = await trx
    .selectFrom('contacts')
    .select(['id', 'is_account_deactivated', 'is_account_suspended'])
    .where('legal_organization_id', '=', lawFirmId)
    .where(sql<string>`lower(email)`, '=', choice.email.toLowerCase())
    .orderBy('created_at')
    .executeTakeFirst();
  if (existing) return existing.id;
  const { id } = await trx
    .insertInto('contacts')
    .values({
      first_name: choice.firstName,
      last_name: choice.lastName,
      email: choice.email,
      legal_organization_id: lawFirmId,
      created_by_user_id: ctx.user.id,
      created_by_organization_id: ctx.organization?.id ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Contacts of a law firm a case can be assigned to: not deactivated, not suspended. */
export function activeContactsOf(db: Kysely<Database> | Trx, lawFirmId: string) {
  return db
    .selectFrom('contacts as c')
    .where('c.legal_organization_id', '=', lawFirmId)
    .where('c.is_account_deactivated', '=', false)
    .where('c.is_account_suspended', '=', false);
}

/**
 * Writes every row (plaintiff, case, case contact, the lienholder's lien, history, events); returns the case ids.
 * The organisation's plan allowance is spent in the same transaction (a prepaid credit per case, or the per-case
 * plan's usage; registry/domain/plans/allowance.ts); without one nothing is written (403). `allowance: 'skip'` is for
 * callers that register cases on the organisation's behalf without its plan (e.g. a staff-approved registration, a
 * staff spreadsheet import, which also names itself as the cases' `importId`).
 */
export async function createCases(
  db: Kysely<Database>,
  ctx: RequestContext,
  viewer: Viewer,
  parsed: ParsedCreation,
  options: { allowance?: 'spend' | 'skip'; importId?: string } = {},
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const firmIds = [...new Set(parsed.rows.map((row) => row.lawFirmId).filter((id): id is string => id !== null))];
    const firms = firmIds.length
      ? await trx
          .selectFrom('legal_organizations')
          .select(['id', 'name'])
          .where('id', 'in', firmIds)
          .where('type', '=', 'LAW_FIRM')
          .execute()
      : [];
    const knownFirms = new Set(firms.map((firm) => firm.id));
    const own = await trx
      .selectFrom('legal_organizations')
      .select('name')
      .where('id', '=', viewer.organizationId)
      .executeTakeFirstOrThrow();
    const ids: string[] = [];
    const events: NewEvent[] = [];

    for (const [index, row] of parsed.rows.entries()) {
      const lawFirmId = viewer.kind === 'LAW_FIRM' ? viewer.organizationId : row.lawFirmId!;
      if (!knownFirms.has(lawFirmId) && viewer.kind !== 'LAW_FIRM')
        throw rowError(parsed.many, parsed.rows.length, index, { law_firm: [SELECT_LAW_FIRM] });
      const contactId = await resolveContact(trx, ctx, lawFirmId, row.contact);
      if (typeof contactId !== 'string') throw rowError(parsed.many, parsed.rows.length, index, contactId);

      const { id: personId } = await trx
        .insertInto('persons')
        .values({ first_name: row.firstName, last_name: row.lastName, birthdate: row.birthdate })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: caseId } = await trx
        .insertInto('cases')
        .values({
          plaintiff_id: personId,
          date_of_loss: row.dateOfLoss,
          state_of_incident: row.stateOfIncident,
          type: row.type,
          law_firm_id: lawFirmId,
          created_by_organization_id: viewer.organizationId,
          // The lienholder typed these details itself, so it may correct them until the law firm takes over.
          is_editable_by_lienholder: viewer.kind === 'LIENHOLDER',
          // The spreadsheet import the case came from (registry/domain/case-uploads/import.ts).
          import_id: options.importId ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('case_contacts')
        .values({ case_id: caseId, contact_id: contactId, created_by_organization_id: viewer.organizationId })
        .execute();

      const created = await recordActivity(trx, ctx, { type: 'CASE_CREATED', caseId, data: { created_by_organization_name: own.name } });
      const activityIds = [created];
      if (viewer.kind === 'LIENHOLDER') {
        const { id: lienId } = await trx
          .insertInto('liens')
          .values({
            case_id: caseId,
            lienholder_id: viewer.organizationId,
            created_by_organization_id: viewer.organizationId,
            verification_status: 'PENDING',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        activityIds.push(await recordActivity(trx, ctx, { type: 'LIEN_CREATED', caseId, lienId, data: { lienholder_name: own.name } }));
      }
      const organizationIds = await caseAudience(trx, caseId);
      for (const activityId of activityIds) {
        events.push(
          { type: 'case.updated', change: 'case_created', caseId, activityId, organizationIds },
          { type: 'activity.created', change: 'case_created', caseId, activityId, organizationIds },
        );
      }
      ids.push(caseId);
    }
    if (options.allowance !== 'skip' && !(await spendCaseAllowance(trx, viewer.organizationId, ids))) throw forbidden(NO_ADD_CASE_FEATURE);
    await emitEvents(trx, events);
    return ids;
  });
}

export interface NewLawFirm {
  name: string;
  website: string;
}

export function parseNewLawFirm(input: unknown): NewLawFirm {
  const raw = asObject(input) ?? {};
  const errors: FieldErrors = {};
  let name = '';
  if (raw.name === undefined || raw.name === null || (typeof raw.name === 'string' && !raw.name.trim())) errors.name = [MESSAGES.required];
  else if (typeof raw.name !== 'string') errors.name = [MESSAGES.notAString];
  else if (textProblem(raw.name.trim(), TEXT_LIMITS.organizationName))
    errors.name = [textProblem(raw.name.trim(), TEXT_LIMITS.organizationName)!];
  else name = raw.name.trim();
  let website = '';
  if (raw.website !== undefined && raw.website !== null && raw.website !== '') {
    if (typeof raw.website === 'string' && raw.website.trim().length > TEXT_LIMITS.website) errors.website = [tooLong(TEXT_LIMITS.website)];
    else if (typeof raw.website !== 'string' || !isWebUrl(raw.website.trim())) errors.website = [INVALID_URL];
    else website = raw.website.trim();
  }
  // This endpoint creates law firms only (the Register Case drawer's "create a new firm").
  if (raw.type !== undefined && raw.type !== null && raw.type !== 'LAW_FIRM') errors.type = [invalidChoice(raw.type)];
  if (Object.keys(errors).length) throw validationError(errors);
  return { name, website };
}

export async function createLawFirm(db: Kysely<Database>, firm: NewLawFirm): Promise<string> {
  return db.transaction().execute(async (trx) => {
    // Serialise concurrent creations of the same name so the duplicate check holds.
    await sql`select pg_advisory_xact_lock(7270008, hashtext(${firm.name.toLowerCase()}))`.execute(trx);
    const same = await trx
      .selectFrom('legal_organizations')
      .select('id')
      .where('type', '=', 'LAW_FIRM')
      .where(sql<string>`lower(name)`, '=', firm.name.toLowerCase())
      .executeTakeFirst();
    if (same) throw validationError({ name: [LAW_FIRM_EXISTS] });
    const { id } = await trx
      .insertInto('legal_organizations')
      .values({ name: firm.name, website: firm.website, type: 'LAW_FIRM' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

/** The law firm whose contacts the viewer may list while registering a case: its own, or (lienholders) any firm. */
export async function contactDirectoryFirm(db: Kysely<Database>, viewer: Viewer, lawFirmId: string): Promise<string> {
  if (!isUuid(lawFirmId)) throw notFound();
  if (viewer.kind === 'LAW_FIRM' && lawFirmId !== viewer.organizationId) throw notFound();
  const firm = await db
    .selectFrom('legal_organizations')
    .select('id')
    .where('id', '=', lawFirmId)
    .where('type', '=', 'LAW_FIRM')
    .executeTakeFirst();
  if (!firm && viewer.kind === 'LIENHOLDER') throw notFound();
  return lawFirmId;
}

/** A law firm's active contacts for the Register Case drawer's picker, by name. */
export async function contactsForPicker(db: Kysely<Database>, lawFirmId: string, pageSize: number | 'off') {
  let rows = activeContactsOf(db, lawFirmId)
    .select(['c.id', 'c.first_name', 'c.last_name', 'c.email', 'c.legal_organization_id'])
    .orderBy('c.first_name')
    .orderBy('c.last_name')
    .orderBy('c.id');
  if (pageSize !== 'off') rows = rows.limit(pageSize);
  return (await rows.execute()).map(({ legal_organization_id, ...contact }) => ({ ...contact, legal_organization: legal_organization_id }));
}
