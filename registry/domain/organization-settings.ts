// Organisation settings (issue 12, Settings › Organization; spec 000 sections 2, 3, 7): an organisation's admins edit
// its name, address, website, phone, contact e-mails and its own switches; every member reads them. The staff-only
// flags (can_create_registry_cases, is_partner_law_firm, is_rewards_participant), the type and the payment account
// are read-only here and ignored in a body, as DRF ignores read-only fields. A change emits `organization.updated`
// to the organisation, so its other open pages refresh. And a user's own name (PATCH /api/v1/auth/users/me/).
import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database, LegalOrganizationsTable } from '../db/schema.ts';
import { isEmail, isWebUrl, INVALID_EMAIL, INVALID_URL } from './case-creation.ts';
import type { OrganizationRow, RequestContext, UserRow } from './context.ts';
import { forbidden, invalidChoice, MESSAGES, notFound, validationError, type FieldErrors } from './errors.ts';
import { isUuid } from './ids.ts';
import { parseText, TEXT_LIMITS } from './input.ts';
import { US_STATES } from './options.ts';
import { emitEvents } from './outbox.ts';

export const ORGANIZATION_SETTINGS_MESSAGES = {
  tooManyContactEmails: 'Ensure this field has no more than 10 elements.',
  duplicateContactEmail: 'Each e-mail address may be listed only once.',
  notAList: 'Expected a list of items.',
  notAnObject: 'Invalid data. Expected a dictionary.',
  invalidZip: 'Enter a valid ZIP code (12345 or 12345-6789).',
  invalidPhone: 'Enter a valid phone number.',
  invalidEmployerId: 'Enter a valid employer identification number (12-3456789).',
  lienholdersOnly: 'This setting applies to lienholders only.',
  adminsOnly: 'Only an administrator of this organization can change its settings.',
} as const;

export const MAX_CONTACT_EMAILS = 10;
const ADDRESS_LINE_MAX = 255;
const CITY_MAX = 100;
const PHONE_MAX = 32;
const CHECK_ADDRESS_MAX = 1000;

const US_STATE_CODES = new Set(US_STATES.map((state) => state.value));
const ZIP = /^\d{5}(-\d{4})?$/;
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
const EMPLOYER_ID = /^\d{2}-?\d{7}$/;

/** A US phone number: digits with the usual separators, 10 digits (11 with the leading country code 1). */
export function isPhoneNumber(value: string): boolean {
  if (!PHONE_CHARACTERS.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}

/** The switches an admin may turn; `lienholder` ones only in a lienholder organisation. */
const SWITCHES = {
  is_new_case_email_enabled: { lienholderOnly: false },
  notes_disabled: { lienholderOnly: false },
  shares_documents_manually: { lienholderOnly: true },
  lienholder_document_upload_notifications_enabled: { lienholderOnly: true },
} as const;

type OrganizationUpdate = Updateable<LegalOrganizationsTable>;

const asObject = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** An optional text whose format is checked when not blank: '' clears it, undefined leaves it. */
function parseFormatted(
  value: unknown,
  field: string,
  errors: FieldErrors,
  max: number,
  valid: (text: string) => boolean,
  message: string,
): string | undefined {
  const text = parseText(value, field, errors, { max });
  if (text === undefined || text === '') return text;
  if (!valid(text)) {
    errors[field] = [message];
    return undefined;
  }
  return text;
}

function parseAddress(value: unknown, update: OrganizationUpdate, errors: FieldErrors): void {
  if (value === undefined) return;
  const address = asObject(value);
  if (!address) {
    errors.address = [ORGANIZATION_SETTINGS_MESSAGES.notAnObject];
    return;
  }
  const addressErrors: FieldErrors = {};
  const address1 = parseText(address.address1, 'address1', addressErrors, { max: ADDRESS_LINE_MAX });
  const address2 = parseText(address.address2, 'address2', addressErrors, { max: ADDRESS_LINE_MAX });
  const city = parseText(address.city, 'city', addressErrors, { max: CITY_MAX });
  // A state is one of the option list's codes (GET /options/ us_states), or '' for none.
  let state = parseText(address.state, 'state', addressErrors, { max: ADDRESS_LINE_MAX });
  if (state && !US_STATE_CODES.has(state)) {
    addressErrors.state = [invalidChoice(state)];
    state = undefined;
  }
  const zip = parseFormatted(
    address.zip_code,
    'zip_code',
    addressErrors,
    10,
    (text) => ZIP.test(text),
    ORGANIZATION_SETTINGS_MESSAGES.invalidZip,
  );
  if (Object.keys(addressErrors).length) {
    (errors as Record<string, unknown>).address = addressErrors;
    return;
  }
  if (address1 !== undefined) update.address1 = address1;
  if (address2 !== undefined) update.address2 = address2;
  if (city !== undefined) update.city = city;
  if (state !== undefined) update.state = state;
  if (zip !== undefined) update.zip_code = zip;
}

function parseContactEmails(value: unknown, errors: FieldErrors): string[] | undefined {
  if (value === undefined) return undefined;
  if (value === null) return [];
  if (!Array.isArray(value)) {
    errors.contact_emails = [ORGANIZATION_SETTINGS_MESSAGES.notAList];
    return undefined;
  }
  const emails: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string') {
      errors.contact_emails = [MESSAGES.notAString];
      return undefined;
    }
    const email = item.trim();
    if (!email) continue;
    if (!isEmail(email)) {
      errors.contact_emails = [INVALID_EMAIL];
      return undefined;
    }
    if (emails.some((known) => known.toLowerCase() === email.toLowerCase())) {
      errors.contact_emails = [ORGANIZATION_SETTINGS_MESSAGES.duplicateContactEmail];
      return undefined;
    }
    emails.push(email);
  }
  if (emails.length > MAX_CONTACT_EMAILS) {
    errors.contact_emails = [ORGANIZATION_SETTINGS_MESSAGES.tooManyContactEmails];
    return undefined;
  }
  return emails;
}

/**
 * The changes a body asks of an organisation, validated (400 with every field's error at once). Absent fields stay
 * as they are; read-only and unknown fields are ignored.
 */
export function parseOrganizationSettings(body: unknown, isLienholder: boolean): OrganizationUpdate {
  const raw = asObject(body);
  if (!raw) throw validationError({ non_field_errors: [ORGANIZATION_SETTINGS_MESSAGES.notAnObject] });
  const errors: FieldErrors = {};
  const update: OrganizationUpdate = {};

  if (raw.name !== undefined) {
    const name = parseText(raw.name, 'name', errors, { max: TEXT_LIMITS.organizationName, required: true });
    if (name !== undefined) update.name = name;
  }
  parseAddress(raw.address, update, errors);
  const website = parseFormatted(raw.website, 'website', errors, TEXT_LIMITS.website, isWebUrl, INVALID_URL);
  if (website !== undefined) update.website = website;
  const phone = parseFormatted(
    raw.phone_number,
    'phone_number',
    errors,
    PHONE_MAX,
    isPhoneNumber,
    ORGANIZATION_SETTINGS_MESSAGES.invalidPhone,
  );
  if (phone !== undefined) update.phone_number = phone;
  const contactEmails = parseContactEmails(raw.contact_emails, errors);
  if (contactEmails !== undefined) update.contact_emails = contactEmails;

  for (const [field, rule] of Object.entries(SWITCHES) as [keyof typeof SWITCHES, { lienholderOnly: boolean }][]) {
    const value = raw[field];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') errors[field] = [MESSAGES.invalidBoolean];
    else if (rule.lienholderOnly && !isLienholder) errors[field] = [ORGANIZATION_SETTINGS_MESSAGES.lienholdersOnly];
    else update[field] = value;
  }

  // The payment information card's fields: lienholders only (law firms never see that card).
  if (raw.check_mailing_address !== undefined || raw.employer_id_number !== undefined) {
    if (!isLienholder) {
      if (raw.check_mailing_address !== undefined) errors.check_mailing_address = [ORGANIZATION_SETTINGS_MESSAGES.lienholdersOnly];
      if (raw.employer_id_number !== undefined) errors.employer_id_number = [ORGANIZATION_SETTINGS_MESSAGES.lienholdersOnly];
    } else {
      const check = parseText(raw.check_mailing_address, 'check_mailing_address', errors, { max: CHECK_ADDRESS_MAX });
      if (check !== undefined) update.check_mailing_address = check;
      const ein = parseFormatted(
        raw.employer_id_number,
        'employer_id_number',
        errors,
        10,
        (text) => EMPLOYER_ID.test(text),
        ORGANIZATION_SETTINGS_MESSAGES.invalidEmployerId,
      );
      if (ein !== undefined) update.employer_id_number = ein === '' ? null : ein.includes('-') ? ein : `${ein.slice(0, 2)}-${ein.slice(2)}`;
    }
  }

  if (Object.keys(errors).length) throw validationError(errors);
  return update;
}

/** Admins of the acting organisation may edit it (the route, `viewer_can.update` and the graph ask this). */
export const mayEditOrganization = (ctx: RequestContext, organizationId: string): boolean =>
  ctx.organization?.id === organizationId && ctx.account?.role === 'ADMIN' && ctx.account.is_active;

/** The acting organisation by id: another organisation's id (or a malformed one) is not found. */
export function assertOwnOrganization(ctx: RequestContext, id: string): OrganizationRow {
  if (!isUuid(id) || !ctx.organization || ctx.organization.id !== id) throw notFound();
  return ctx.organization;
}

/** The organisation's settings as its members read them: the row, with `has_contacts` and `has_tags`. */
export async function readOrganizationSettings(db: Kysely<Database>, id: string) {
  const row = await db
    .selectFrom('legal_organizations as o')
    .selectAll('o')
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('contacts as c')
            .select(sql`1`.as('one'))
            .whereRef('c.legal_organization_id', '=', 'o.id'),
        )
        .as('has_contacts'),
      eb
        .exists(
          eb
            .selectFrom('tags as t')
            .select(sql`1`.as('one'))
            .whereRef('t.organization_id', '=', 'o.id'),
        )
        .as('has_tags'),
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Applies an admin's changes in one transaction with the `organization.updated` event (403 for members, 404 elsewhere). */
export async function updateOrganizationSettings(
  db: Kysely<Database>,
  ctx: RequestContext,
  id: string,
  body: unknown,
  isLienholder: boolean,
): Promise<void> {
  assertOwnOrganization(ctx, id);
  if (!mayEditOrganization(ctx, id)) throw forbidden(ORGANIZATION_SETTINGS_MESSAGES.adminsOnly);
  const update = parseOrganizationSettings(body, isLienholder);
  await db.transaction().execute(async (trx) => {
    if (Object.keys(update).length) {
      const changed = await trx.updateTable('legal_organizations').set(update).where('id', '=', id).returning('id').executeTakeFirst();
      if (!changed) throw notFound();
    }
    await emitEvents(trx, [{ type: 'organization.updated', caseId: null, organizationIds: [id] }]);
  });
}

/** The signed-in user changes their own first and last name (both required when sent; absent ones stay). */
export async function updateOwnName(db: Kysely<Database>, user: UserRow, body: unknown): Promise<UserRow> {
  const raw = asObject(body);
  if (!raw) throw validationError({ non_field_errors: [ORGANIZATION_SETTINGS_MESSAGES.notAnObject] });
  const errors: FieldErrors = {};
  const update: { first_name?: string; last_name?: string } = {};
  for (const field of ['first_name', 'last_name'] as const) {
    if (raw[field] === undefined) continue;
    const text = parseText(raw[field], field, errors, { max: TEXT_LIMITS.personName, required: true });
    if (text !== undefined) update[field] = text;
  }
  if (Object.keys(errors).length) throw validationError(errors);
  if (!Object.keys(update).length) return user;
  return db.updateTable('users').set(update).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
}
