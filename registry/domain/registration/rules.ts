// The registration slice's texts and field rules (issue 12; spec sections 2 and 5). Shared by the public steps
// (./public.ts) and the staff decisions (./staff.ts).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isEmail, isWebUrl } from '../case-creation.ts';
import { HttpError, invalidChoice, MESSAGES, validationError, type FieldErrors } from '../errors.ts';
import { parseText, TEXT_LIMITS, textProblem, tooLong } from '../input.ts';
import { ORGANIZATION_TYPES, US_STATES, values } from '../options.ts';

export type Db = Kysely<Database> | Transaction<Database>;

export const REGISTRATION_MESSAGES = {
  emailTaken: 'An account with this e-mail already exists. Please sign in or reset your password.',
  alreadyPending: 'A registration for this e-mail is already awaiting approval.',
  alreadyDecided: 'This registration has already been decided.',
  alreadySubmitted: 'This registration has already been submitted.',
  unknownEvent: 'There was an error processing your cases. Please refresh and try again',
  invalidEmail: 'Enter a valid email address.',
  invalidUrl: 'Enter a valid URL.',
  selectLawFirm: 'Select a law firm.',
  lawFirmNotAllowed: 'A lienholder cannot be of the law firm type.',
  websiteRequired: 'A website is required when the company website is the contact preference.',
  phoneRequired: 'A phone number is required when the full company address and phone number is the contact preference.',
  addressRequired: 'The address is required when the full company address and phone number is the contact preference.',
  fileType: 'Upload a spreadsheet: .xls, .xlsx, .csv or .numbers.',
  casesOrFile: 'Add at least one case or upload a file.',
  fileNotUploaded: 'The file has not been uploaded yet, or it has expired. Please choose it again.',
  invalidPhone: 'Enter a valid phone number.',
} as const;

/** The wizard's spreadsheet (DECISIONS 17): only these four types, at most 100 MiB − 1024 bytes (DECISIONS 13). */
export const CASE_FILE_EXTENSIONS = ['.xls', '.xlsx', '.csv', '.numbers'] as const;
export const MAX_CASE_FILE_BYTES = 104_856_576;
export const MAX_CASE_ROWS = 100;
export const MAX_CONTACTS = 20;

export const hasCaseFileExtension = (name: string) => CASE_FILE_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext));

const ORGANIZATION_TYPE_VALUES = values(ORGANIZATION_TYPES);
const STATE_VALUES = values(US_STATES);

export const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export const personName = (raw: Record<string, unknown>, field: string, errors: FieldErrors, required = true) =>
  parseText(raw[field], field, errors, { max: TEXT_LIMITS.personName, required });

export function parseEmail(value: unknown, field: string, errors: FieldErrors, required = true): string | undefined {
  const text = parseText(value, field, errors, { max: TEXT_LIMITS.email, required });
  if (!text) return text;
  if (!isEmail(text)) {
    errors[field] = [REGISTRATION_MESSAGES.invalidEmail];
    return undefined;
  }
  return text;
}

export function parseWebsite(value: unknown, field: string, errors: FieldErrors): string | undefined {
  const text = parseText(value, field, errors, { max: TEXT_LIMITS.website });
  if (!text) return text;
  if (!isWebUrl(text)) {
    errors[field] = [REGISTRATION_MESSAGES.invalidUrl];
    return undefined;
  }
  return text;
}

export function parseOrganizationType(value: unknown, field: string, errors: FieldErrors, { lienholder }: { lienholder: boolean }) {
  if (value === undefined) return undefined;
  if (value === null || value === '') {
    errors[field] = [MESSAGES.required];
    return undefined;
  }
  if (typeof value !== 'string' || !ORGANIZATION_TYPE_VALUES.includes(value)) {
    errors[field] = [invalidChoice(value)];
    return undefined;
  }
  if (lienholder && value === 'LAW_FIRM') {
    errors[field] = [REGISTRATION_MESSAGES.lawFirmNotAllowed];
    return undefined;
  }
  return value;
}

export function parseState(value: unknown, field: string, errors: FieldErrors): string | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return '';
  if (typeof value !== 'string' || !STATE_VALUES.includes(value)) {
    errors[field] = [invalidChoice(value)];
    return undefined;
  }
  return value;
}

const PHONE = /^[0-9+().\-\s]{7,30}$/;
export function parsePhone(value: unknown, field: string, errors: FieldErrors): string | undefined {
  const text = parseText(value, field, errors, { max: 30 });
  if (!text) return text;
  if (!PHONE.test(text) || (text.match(/\d/g) ?? []).length < 7) {
    errors[field] = [REGISTRATION_MESSAGES.invalidPhone];
    return undefined;
  }
  return text;
}

export const shortText = (value: unknown, field: string, errors: FieldErrors, max = 255, required = false) =>
  parseText(value, field, errors, { max, required });

/** Lienholder contacts (the 'Lienholder Contacts' modal): first name and work e-mail required, last name optional. */
export function parseContacts(value: unknown, errors: FieldErrors) {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    errors.contacts = ['Expected a list of items.'];
    return undefined;
  }
  if (value.length > MAX_CONTACTS) {
    errors.contacts = [`Ensure this field has no more than ${MAX_CONTACTS} elements.`];
    return undefined;
  }
  const rowErrors: FieldErrors[] = [];
  const contacts = value.map((item) => {
    const raw = asObject(item);
    const own: FieldErrors = {};
    const first_name = personName(raw, 'first_name', own) ?? '';
    const last_name = personName(raw, 'last_name', own, false) ?? '';
    const email = parseEmail(raw.email, 'email', own) ?? '';
    rowErrors.push(own);
    return { first_name, last_name, email };
  });
  if (rowErrors.some((own) => Object.keys(own).length)) {
    (errors as Record<string, unknown>).contacts = rowErrors;
    return undefined;
  }
  return contacts;
}

export const throwIfErrors = (errors: FieldErrors | Record<string, unknown>) => {
  if (Object.keys(errors).length) throw new HttpError(400, errors as Record<string, unknown>);
};

/**
 * The e-mail may start a registration: no user has it, no registration for it awaits approval. The unique index of
 * pending registrations and the users' e-mail index make two racing submissions fail at the insert too (see
 * `duplicateOf`).
 */
export async function assertEmailFree(db: Db, email: string, exceptRegistrationId?: string): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  if (user) throw validationError({ email: [REGISTRATION_MESSAGES.emailTaken] });
  let pending = db
    .selectFrom('registrations')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('status', '=', 'PENDING');
  if (exceptRegistrationId) pending = pending.where('id', '!=', exceptRegistrationId);
  if (await pending.executeTakeFirst()) throw validationError({ email: [REGISTRATION_MESSAGES.alreadyPending] });
}

/** A unique violation of the users' or pending registrations' e-mail, as the duplicate's 400; anything else: null. */
export function duplicateOf(error: unknown): HttpError | null {
  const constraint = (error as { constraint?: string } | null)?.constraint ?? '';
  const message = String((error as Error | null)?.message ?? '');
  if (constraint === 'users_email_lower_key' || message.includes('users_email_lower_key'))
    return validationError({ email: [REGISTRATION_MESSAGES.emailTaken] });
  if (constraint === 'registrations_pending_email_key' || message.includes('registrations_pending_email_key'))
    return validationError({ email: [REGISTRATION_MESSAGES.alreadyPending] });
  return null;
}

export { isEmail, textProblem, tooLong, TEXT_LIMITS };
