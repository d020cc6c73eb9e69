// Staff's verification decisions (spec 002 §4, §5, §7, §8; DECISIONS 20). Contacts: verify (PATCH internal contacts
// {id}/ with the Verify Contact form), could not verify, needs more information. Organisations: verify (optionally
// against a Verified Match), could not verify, needs more information. Verify and could-not-verify take the record out
// of the lists; needs-more-information keeps it listed with its note updated (asking again replaces the note).
//
// Each decision is one update conditioned on the record still being open (NEW or NEEDS_MORE_INFORMATION), so of two
// staff members deciding at once only one changes it; the other is told it was already decided (409). A record that
// does not exist is 'no document found' (404).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RequestContext } from '../context.ts';
import { HttpError, MESSAGES, validationError, type FieldErrors } from '../errors.ts';
import { isUuid } from '../ids.ts';
import { parseText, TEXT_LIMITS } from '../input.ts';
import { OPEN_STATUSES } from './queue.ts';

export const NO_DOCUMENT_FOUND = 'no document found';
export const ALREADY_DECIDED = 'This record was already verified or marked as not verifiable. Refresh your page and try again.';
export const INVALID_EMAIL = 'Enter a valid email address.';
export const NOT_A_VERIFIED_MATCH = 'Choose a verified organization.';
export const SELF_MATCH = 'An organization cannot be its own verified match.';
export const EXISTING_CONTACT_ONLY = 'Only the listed contact can be verified here.';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const gone = () => new HttpError(404, { detail: NO_DOCUMENT_FOUND });
const decided = () => new HttpError(409, { detail: ALREADY_DECIDED });
const asObject = (input: unknown) => (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;

function parseFlag(value: unknown, field: string, errors: FieldErrors): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') {
    errors[field] = [MESSAGES.invalidBoolean];
    return false;
  }
  return value;
}

/** `{ note }`: required, at most 5000 characters, line breaks allowed. */
export function parseRequiredNote(input: unknown): string {
  const errors: FieldErrors = {};
  const note = parseText(asObject(input).note, 'note', errors, { max: TEXT_LIMITS.note, required: true, multiline: true });
  if (note === undefined || Object.keys(errors).length) throw validationError(errors);
  return note;
}

/** PATCH {id}/ of the lists: `{ note, could_not_manually_verify: true }`. */
export function parseCouldNotVerify(input: unknown): string {
  const body = asObject(input);
  if (body.could_not_manually_verify !== true)
    throw validationError({
      could_not_manually_verify: [body.could_not_manually_verify === undefined ? MESSAGES.required : MESSAGES.invalidBoolean],
    });
  return parseRequiredNote(body);
}

/** dismiss/ of the verification lists: only `{ needs_more_information: true, note }` (no Dismissed on verification). */
export function parseDismiss(input: unknown): string {
  const body = asObject(input);
  if (body.needs_more_information !== true)
    throw validationError({ needs_more_information: ['Verification items cannot be dismissed; mark them as needing more information.'] });
  return parseRequiredNote(body);
}

// ---------------------------------------------------------------------------------------------------------- contacts

async function contactGoneOrDecided(db: Kysely<Database>, id: string): Promise<never> {
  const row = await db.selectFrom('contacts').select('id').where('id', '=', id).executeTakeFirst();
  throw row ? decided() : gone();
}

export async function contactNeedsMoreInformation(db: Kysely<Database>, ctx: RequestContext, id: string, note: string) {
  if (!isUuid(id)) throw gone();
  const updated = await db
    .updateTable('contacts')
    .set({ verification_status: 'NEEDS_MORE_INFORMATION', dismissed_verification_note: note, verified_by_user_id: ctx.user.id })
    .where('id', '=', id)
    .where('verification_status', 'in', OPEN_STATUSES)
    .returning('id')
    .executeTakeFirst();
  if (!updated) await contactGoneOrDecided(db, id);
  return { id, verification_status: 'NEEDS_MORE_INFORMATION', dismissed_verification_note: note };
}

export async function contactCouldNotVerify(db: Kysely<Database>, ctx: RequestContext, id: string, note: string) {
  if (!isUuid(id)) throw gone();
  const updated = await db
    .updateTable('contacts')
    .set({
      verification_status: 'COULD_NOT_VERIFY',
      could_not_manually_verify_note: note,
      verified_by_user_id: ctx.user.id,
      verified_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('verification_status', 'in', OPEN_STATUSES)
    .returning('id')
    .executeTakeFirst();
  if (!updated) await contactGoneOrDecided(db, id);
  return { id, verification_status: 'COULD_NOT_VERIFY', could_not_manually_verify_note: note };
}

export interface VerifyContactInput {
  firstName: string;
  lastName: string;
  email: string;
  verificationReason: string;
  verifyEmailDomain: boolean;
  /** Staff confirmed the verification despite the e-mail-domain finding (the second call of §8's round trip). */
  manuallyVerify: boolean;
}

/** The Verify Contact form (spec 002 §5): first_name, email, verification_reason required; last_name optional. */
export function parseVerifyContact(input: unknown): VerifyContactInput {
  const body = asObject(input);
  const errors: FieldErrors = {};
  const firstName = parseText(body.first_name, 'first_name', errors, { max: TEXT_LIMITS.personName, required: true });
  const lastName = parseText(body.last_name, 'last_name', errors, { max: TEXT_LIMITS.personName }) ?? '';
  const email = parseText(body.email, 'email', errors, { max: TEXT_LIMITS.email, required: true });
  if (email && !EMAIL.test(email)) errors.email = [INVALID_EMAIL];
  const verificationReason = parseText(body.verification_reason, 'verification_reason', errors, {
    max: TEXT_LIMITS.note,
    required: true,
    multiline: true,
  });
  const verifyEmailDomain = parseFlag(body.verify_email_domain, 'verify_email_domain', errors);
  const manuallyVerify = parseFlag(body.manually_verify, 'manually_verify', errors);
  // existing_contact: the form always verifies the listed contact (true or absent); false would ask to create another.
  if (body.existing_contact !== undefined && body.existing_contact !== null && body.existing_contact !== true) {
    errors.existing_contact = [typeof body.existing_contact === 'boolean' ? EXISTING_CONTACT_ONLY : MESSAGES.invalidBoolean];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return {
    firstName: firstName!,
    lastName,
    email: email!.toLowerCase(),
    verificationReason: verificationReason!,
    verifyEmailDomain,
    manuallyVerify,
  };
}

/** The host of a website ('https://www.acme.com/x' → 'acme.com'); null when it is not one. */
export function domainOfWebsite(website: string): string | null {
  const text = website.trim().toLowerCase();
  if (!text) return null;
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(text) ? text : `https://${text}`).hostname;
    const bare = host.replace(/^www\./, '');
    return bare.includes('.') ? bare : null;
  } catch {
    return null;
  }
}

/** What is wrong with the e-mail's domain for the organisation (spec 002 §8's {error}), or null when it matches. */
export function emailDomainProblem(email: string, domains: string[]): string | null {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const known = [...new Set(domains.filter(Boolean))];
  if (!known.length) return 'cannot be checked: the organization has no website or e-mail domain on file';
  if (known.some((candidate) => domain === candidate || domain.endsWith(`.${candidate}`))) return null;
  return `does not match the organization's domain (${known.join(', ')})`;
}

/** spec 002 §8: the confirmation the Verify Contact modal shows. */
export const confirmationText = (organization: string, email: string, error: string) =>
  `This contact is listed with ${organization} ... but their email (${email}) ${error}. Are you sure you want to verify this contact?`;

async function organizationDomains(trx: Transaction<Database>, organizationId: string) {
  const org = await trx
    .selectFrom('legal_organizations as o')
    .leftJoin('legal_organization_verifications as v', 'v.organization_id', 'o.id')
    .select(['o.name', 'o.website', 'o.contact_emails', 'v.verification_website'])
    .where('o.id', '=', organizationId)
    .executeTakeFirstOrThrow();
  const domains = [
    domainOfWebsite(org.website),
    domainOfWebsite(org.verification_website ?? ''),
    ...(org.contact_emails ?? []).map((address) =>
      address.includes('@') ? address.slice(address.lastIndexOf('@') + 1).toLowerCase() : null,
    ),
  ].filter((domain): domain is string => Boolean(domain));
  return { name: org.name, domains };
}

/**
 * Verifies the contact with the form's values. With verify_email_domain, an e-mail whose domain is not the
 * organisation's is refused (400) with §8's confirmation text under `verify_email_domain` and `confirmation_required:
 * true`, unless the call confirms it (manually_verify: true).
 */
export async function verifyContact(db: Kysely<Database>, ctx: RequestContext, id: string, input: VerifyContactInput) {
  if (!isUuid(id)) throw gone();
  return db.transaction().execute(async (trx) => {
    const contact = await trx
      .selectFrom('contacts')
      .select(['id', 'legal_organization_id', 'verification_status'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!contact) throw gone();
    if (!OPEN_STATUSES.includes(contact.verification_status as 'NEW')) throw decided();
    if (input.verifyEmailDomain && !input.manuallyVerify) {
      const organization = await organizationDomains(trx, contact.legal_organization_id);
      const problem = emailDomainProblem(input.email, organization.domains);
      if (problem)
        throw new HttpError(400, {
          verify_email_domain: [confirmationText(organization.name, input.email, problem)],
          confirmation_required: true,
        });
    }
    await trx
      .updateTable('contacts')
      .set({
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        verification_reason: input.verificationReason,
        verification_status: 'VERIFIED',
        verified_at: sql<Date>`now()`,
        verified_by_user_id: ctx.user.id,
      })
      .where('id', '=', id)
      .execute();
    return { id, verification_status: 'VERIFIED' };
  });
}

// ----------------------------------------------------------------------------------------------------- organisations

/** Locks the organisation's verification row (created NEW when staff never acted on it); 404 when it is gone. */
async function lockOrganization(trx: Transaction<Database>, id: string) {
  if (!isUuid(id)) throw gone();
  const org = await trx.selectFrom('legal_organizations').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
  if (!org) throw gone();
  await trx
    .insertInto('legal_organization_verifications')
    .values({ organization_id: id })
    .onConflict((oc) => oc.column('organization_id').doNothing())
    .execute();
  return trx
    .selectFrom('legal_organization_verifications')
    .selectAll()
    .where('organization_id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function organizationNeedsMoreInformation(db: Kysely<Database>, ctx: RequestContext, id: string, note: string) {
  return db.transaction().execute(async (trx) => {
    const row = await lockOrganization(trx, id);
    if (!OPEN_STATUSES.includes(row.status as 'NEW')) throw decided();
    await trx
      .updateTable('legal_organization_verifications')
      .set({
        status: 'NEEDS_MORE_INFORMATION',
        dismissed_verification_note: note,
        verified_by_user_id: ctx.user.id,
        updated_at: sql<Date>`now()`,
      })
      .where('organization_id', '=', id)
      .execute();
    return { id, verification_status: 'NEEDS_MORE_INFORMATION', dismissed_verification_note: note };
  });
}

export async function organizationCouldNotVerify(db: Kysely<Database>, ctx: RequestContext, id: string, note: string) {
  return db.transaction().execute(async (trx) => {
    const row = await lockOrganization(trx, id);
    if (!OPEN_STATUSES.includes(row.status as 'NEW')) throw decided();
    await trx
      .updateTable('legal_organization_verifications')
      .set({
        status: 'COULD_NOT_VERIFY',
        dismissed_verification_note: note,
        verified_by_user_id: ctx.user.id,
        updated_at: sql<Date>`now()`,
      })
      .where('organization_id', '=', id)
      .execute();
    return { id, verification_status: 'COULD_NOT_VERIFY', dismissed_verification_note: note };
  });
}

/** verify/: `{ verified_match_id? }` — a verified organisation this one is the same as (optional). */
export function parseVerifyOrganization(input: unknown): { verifiedMatchId: string | null } {
  const value = asObject(input).verified_match_id;
  if (value === undefined || value === null || value === '') return { verifiedMatchId: null };
  if (typeof value !== 'string' || !isUuid(value)) throw validationError({ verified_match_id: [MESSAGES.invalidUuid] });
  return { verifiedMatchId: value };
}

export async function verifyOrganization(db: Kysely<Database>, ctx: RequestContext, id: string, input: { verifiedMatchId: string | null }) {
  if (input.verifiedMatchId === id) throw validationError({ verified_match_id: [SELF_MATCH] });
  return db.transaction().execute(async (trx) => {
    const row = await lockOrganization(trx, id);
    if (!OPEN_STATUSES.includes(row.status as 'NEW')) throw decided();
    if (input.verifiedMatchId) {
      const match = await trx
        .selectFrom('legal_organization_verifications')
        .select('organization_id')
        .where('organization_id', '=', input.verifiedMatchId)
        .where('last_verified_at', 'is not', null)
        .executeTakeFirst();
      if (!match) throw validationError({ verified_match_id: [NOT_A_VERIFIED_MATCH] });
    }
    await trx
      .updateTable('legal_organization_verifications')
      .set({
        status: 'VERIFIED',
        verified_match_id: input.verifiedMatchId,
        last_verified_at: sql<Date>`now()`,
        verified_by_user_id: ctx.user.id,
        updated_at: sql<Date>`now()`,
      })
      .where('organization_id', '=', id)
      .execute();
    return { id, verification_status: 'VERIFIED', verified_match_id: input.verifiedMatchId };
  });
}
