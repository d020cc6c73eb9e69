// Verified Matches (spec 002 §2 drawer, §5 form, §7 POST/PUT /internal/legal-organizations/ with last_verified_at):
// the organisations staff verified. Staff add one (a new organisation, verified at once) or edit one; the form has
// name, type and address (required), phone_number, website, verification_website, and an e-mail (contact_emails[0])
// only when creating. Saving with last_verified_at (or creating) verifies it.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RequestContext } from '../context.ts';
import { HttpError, invalidChoice, MESSAGES, validationError, type FieldErrors } from '../errors.ts';
import { isUuid } from '../ids.ts';
import { parseText, TEXT_LIMITS } from '../input.ts';
import { organizationKind } from '../kinds.ts';
import { ORGANIZATION_TYPES, US_STATES } from '../options.ts';
import { INVALID_EMAIL, NO_DOCUMENT_FOUND } from './actions.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ZIP = /^\d{5}(-\d{4})?$/;
export const INVALID_ZIP = 'Enter a valid ZIP code.';
export const INVALID_WEBSITE = 'Enter a valid URL.';
export const KIND_CHANGE = 'The type cannot move an organization between law firms and lienholders.';
export const EMAIL_ONLY_WHEN_CREATING = 'The e-mail can only be given when adding a verified match.';

const asObject = (input: unknown) => (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;

export interface VerifiedMatchInput {
  name: string;
  type: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
  phoneNumber: string;
  website: string;
  verificationWebsite: string;
  email: string | null;
  lastVerifiedAt: string | null;
}

function parseWebsite(value: unknown, field: string, errors: FieldErrors): string {
  const text = parseText(value, field, errors, { max: TEXT_LIMITS.website }) ?? '';
  if (text && !/^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i.test(text)) errors[field] = [INVALID_WEBSITE];
  return text;
}

/** The form (spec 002 §5); `creating` allows the e-mail. */
export function parseVerifiedMatch(input: unknown, creating: boolean): VerifiedMatchInput {
  const body = asObject(input);
  const address = asObject(body.address);
  const errors: FieldErrors = {};
  const name = parseText(body.name, 'name', errors, { max: TEXT_LIMITS.organizationName, required: true });
  const type = body.type;
  if (type === undefined || type === null || type === '') errors.type = [MESSAGES.required];
  else if (typeof type !== 'string' || !ORGANIZATION_TYPES.some((option) => option.value === type)) errors.type = [invalidChoice(type)];
  const addressErrors: FieldErrors = {};
  const address1 = parseText(address.address1, 'address1', addressErrors, { max: 255, required: true });
  const address2 = parseText(address.address2, 'address2', addressErrors, { max: 255 }) ?? '';
  const city = parseText(address.city, 'city', addressErrors, { max: 100, required: true });
  const state = parseText(address.state, 'state', addressErrors, { max: 2, required: true });
  if (state && !US_STATES.some((option) => option.value === state)) addressErrors.state = [invalidChoice(state)];
  const zipCode = parseText(address.zip_code, 'zip_code', addressErrors, { max: 10, required: true });
  if (zipCode && !ZIP.test(zipCode)) addressErrors.zip_code = [INVALID_ZIP];
  for (const [field, messages] of Object.entries(addressErrors)) errors[`address.${field}`] = messages;
  const phoneNumber = parseText(body.phone_number, 'phone_number', errors, { max: 30 }) ?? '';
  if (phoneNumber && !/^[0-9+().\-\s]{7,30}$/.test(phoneNumber)) errors.phone_number = ['Enter a valid phone number.'];
  const website = parseWebsite(body.website, 'website', errors);
  const verificationWebsite = parseWebsite(body.verification_website, 'verification_website', errors);
  let email: string | null = null;
  if (body.email !== undefined && body.email !== null && body.email !== '') {
    if (!creating) errors.email = [EMAIL_ONLY_WHEN_CREATING];
    else {
      const text = parseText(body.email, 'email', errors, { max: TEXT_LIMITS.email });
      if (text && !EMAIL.test(text)) errors.email = [INVALID_EMAIL];
      else if (text) email = text.toLowerCase();
    }
  }
  let lastVerifiedAt: string | null = null;
  if (body.last_verified_at !== undefined && body.last_verified_at !== null) {
    if (typeof body.last_verified_at !== 'string' || Number.isNaN(Date.parse(body.last_verified_at)))
      errors.last_verified_at = ['Datetime has wrong format.'];
    else if (Date.parse(body.last_verified_at) > Date.now() + 5 * 60_000)
      errors.last_verified_at = ['The verification cannot be in the future.'];
    else lastVerifiedAt = new Date(body.last_verified_at).toISOString();
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return {
    name: name!,
    type: type as string,
    address1: address1!,
    address2,
    city: city!,
    state: state!,
    zipCode: zipCode!,
    phoneNumber,
    website,
    verificationWebsite,
    email,
    lastVerifiedAt,
  };
}

/** Adds a verified organisation (verified now, or at last_verified_at). */
export async function createVerifiedMatch(db: Kysely<Database>, ctx: RequestContext, input: VerifiedMatchInput): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('legal_organizations')
      .values({
        name: input.name,
        type: input.type,
        address1: input.address1,
        address2: input.address2,
        city: input.city,
        state: input.state,
        zip_code: input.zipCode,
        phone_number: input.phoneNumber,
        website: input.website,
        contact_emails: input.email ? [input.email] : [],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('legal_organization_verifications')
      .values({
        organization_id: id,
        status: 'VERIFIED',
        verification_website: input.verificationWebsite,
        last_verified_at: input.lastVerifiedAt ?? sql<Date>`now()`,
        verified_by_user_id: ctx.user.id,
        created_by_user_id: ctx.user.id,
        created_by_organization_id: ctx.organization?.id ?? null,
      })
      .execute();
    return id;
  });
}

/** Edits an organisation (a verified match, or one of the list); with last_verified_at it is verified. */
export async function updateVerifiedMatch(
  db: Kysely<Database>,
  ctx: RequestContext,
  id: string,
  input: VerifiedMatchInput,
  referral: boolean,
): Promise<void> {
  if (!isUuid(id)) throw new HttpError(404, { detail: NO_DOCUMENT_FOUND });
  await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('legal_organizations').select('type').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) throw new HttpError(404, { detail: NO_DOCUMENT_FOUND });
    // Cases, liens and accounts depend on the side an organisation is on.
    if (organizationKind(current.type, referral) !== organizationKind(input.type, referral)) throw validationError({ type: [KIND_CHANGE] });
    const updated = await trx
      .updateTable('legal_organizations')
      .set({
        name: input.name,
        type: input.type,
        address1: input.address1,
        address2: input.address2,
        city: input.city,
        state: input.state,
        zip_code: input.zipCode,
        phone_number: input.phoneNumber,
        website: input.website,
      })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new HttpError(404, { detail: NO_DOCUMENT_FOUND });
    const verified = input.lastVerifiedAt
      ? { status: 'VERIFIED' as const, last_verified_at: input.lastVerifiedAt, verified_by_user_id: ctx.user.id }
      : {};
    await trx
      .insertInto('legal_organization_verifications')
      .values({ organization_id: id, verification_website: input.verificationWebsite, ...verified })
      .onConflict((oc) =>
        oc
          .column('organization_id')
          .doUpdateSet({ verification_website: input.verificationWebsite, updated_at: sql<Date>`now()`, ...verified }),
      )
      .execute();
  });
}
