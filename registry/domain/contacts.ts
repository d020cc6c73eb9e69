// Contacts (the people of an organisation) and case contacts (who at each organisation works on a case).
//
// Rules chosen here (docs/PRODUCT.md, Contacts tab):
// - A contact is created in the caller's own organisation, or by a lienholder in the law firm of a case it holds a
//   lien on (the case creation form names the firm's contact). A second contact with the same e-mail in one
//   organisation is refused with 'Cannot add a duplicate contact'.
// - The verified domain of an organisation is its website's host without 'www.'; an organisation without a
//   website has none, so nothing is asked. Law firms are never asked.
// - A law firm assigns contacts of its own firm to its case; a lienholder assigns contacts of its own
//   organisation through its lien, and contacts of the case's law firm when it is the case's only lienholder
//   (the same condition as deleting a law-firm contact, below).
// - Deleting: own organisation's contacts, contacts the caller's organisation created, and contacts needing an
//   update (deactivated or suspended); a law-firm contact, seen by a lienholder, only on a case with a single
//   lienholder (the case is named with ?case=). Deleting removes the contact from every case it was on.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { OrganizationRow, RequestContext, Viewer } from './context.ts';
import { forbidden, MESSAGES, notFound, validationError, type FieldErrors } from './errors.ts';
import { isUuid } from './ids.ts';
import { TEXT_LIMITS, textProblem } from './input.ts';
import { organizationKind } from './kinds.ts';
import { caseAudience, emitEvents, recordActivity } from './outbox.ts';
import { iso } from './serialize.ts';
import { viewerSeesCase } from './case-visibility.ts';
import { mayManageContactsOf } from './capabilities.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export const DUPLICATE_CONTACT = 'Cannot add a duplicate contact';
export const NOT_ASSIGNED = 'This contact is not assigned to the case.';
export const INVALID_EMAIL = 'Enter a valid email address.';
export const unverifiedDomain = (email: string, organization: string) =>
  `Nothing in ${email} matches a verified domain of ${organization}.`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const asObject = (input: unknown) => (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;

// ---------------------------------------------------------------------------------------------------------------
// Reading

export interface ContactRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  legal_organization_id: string;
  organization_name: string;
  organization_type: string;
  created_by_user_id: string | null;
  created_by_organization_id: string | null;
  is_account_deactivated: boolean;
  is_account_suspended: boolean;
  created_at: Date;
}

function contactQuery(db: Executor) {
  return db
    .selectFrom('contacts as ct')
    .innerJoin('legal_organizations as co', 'co.id', 'ct.legal_organization_id')
    .select([
      'ct.id',
      'ct.first_name',
      'ct.last_name',
      'ct.email',
      'ct.legal_organization_id',
      'co.name as organization_name',
      'co.type as organization_type',
      'ct.created_by_user_id',
      'ct.created_by_organization_id',
      'ct.is_account_deactivated',
      'ct.is_account_suspended',
      'ct.created_at',
    ]);
}

export const needsUpdate = (contact: Pick<ContactRow, 'is_account_deactivated' | 'is_account_suspended'>) =>
  contact.is_account_deactivated || contact.is_account_suspended;

/** `singleLienholder`: whether the case the contact is seen on has one lienholder; null without a case. */
export function canDeleteContact(
  viewer: Viewer,
  contact: ContactRow,
  singleLienholder: boolean | null,
  referralLawFirmIsLawFirm: boolean,
): boolean {
  const allowed =
    contact.legal_organization_id === viewer.organizationId ||
    contact.created_by_organization_id === viewer.organizationId ||
    needsUpdate(contact);
  if (!allowed) return false;
  if (organizationKind(contact.organization_type, referralLawFirmIsLawFirm) === 'LAW_FIRM' && viewer.kind !== 'LAW_FIRM')
    return singleLienholder === true;
  return true;
}

export function serializeContact(contact: ContactRow, canDelete: boolean) {
  return {
    id: contact.id,
    first_name: contact.first_name,
    last_name: contact.last_name,
    full_name: `${contact.first_name} ${contact.last_name}`.trim(),
    email: contact.email,
    legal_organization: contact.legal_organization_id,
    legal_organization_name: contact.organization_name,
    created_by: contact.created_by_user_id,
    created_by_organization: contact.created_by_organization_id,
    is_account_deactivated: contact.is_account_deactivated,
    is_account_suspended: contact.is_account_suspended,
    needs_update: needsUpdate(contact),
    can_delete: canDelete,
    created_at: iso(contact.created_at),
  };
}

/** Ids of the given cases the viewer can see, with the number of (non-rejected) lienholders on each. */
export async function visibleCaseLienholderCounts(db: Executor, viewer: Viewer, caseIds: string[]): Promise<Map<string, number>> {
  if (!caseIds.length) return new Map();
  let query = db
    .selectFrom('cases as c')
    .select('c.id')
    .select((eb) =>
      eb
        .selectFrom('liens as n')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('n.case_id', '=', 'c.id')
        .where('n.verification_status', '!=', 'REJECTED')
        .as('lienholders'),
    )
    .where('c.id', 'in', caseIds);
  query = query.where(viewerSeesCase(viewer));
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.id, Number(row.lienholders ?? 0)]));
}

/**
 * The contacts assigned to the visible cases among `caseIds`, one row per case and contact, of the organisations
 * on the case only: its law firm, its former law firms and the lienholders with a non-rejected lien.
 */
export async function contactsOfCases(db: Executor, viewer: Viewer, caseIds: string[], referralLawFirmIsLawFirm: boolean) {
  const counts = await visibleCaseLienholderCounts(db, viewer, caseIds);
  const visible = [...counts.keys()];
  if (!visible.length) return [];
  const rows = await contactQuery(db)
    .innerJoin('case_contacts as cc', 'cc.contact_id', 'ct.id')
    .innerJoin('cases as c', 'c.id', 'cc.case_id')
    .select(['cc.case_id', 'cc.id as case_contact_id'])
    .where('cc.case_id', 'in', visible)
    .where((eb) =>
      eb.or([
        eb('ct.legal_organization_id', '=', eb.ref('c.law_firm_id')),
        eb.exists(
          eb
            .selectFrom('case_former_law_firms as f')
            .select(sql`1`.as('one'))
            .whereRef('f.case_id', '=', 'c.id')
            .whereRef('f.law_firm_id', '=', 'ct.legal_organization_id'),
        ),
        eb.exists(
          eb
            .selectFrom('liens as l')
            .select(sql`1`.as('one'))
            .whereRef('l.case_id', '=', 'c.id')
            .whereRef('l.lienholder_id', '=', 'ct.legal_organization_id')
            .where('l.verification_status', '!=', 'REJECTED'),
        ),
      ]),
    )
    .orderBy('cc.case_id')
    .orderBy(sql`lower(ct.first_name)`)
    .orderBy(sql`lower(ct.last_name)`)
    .orderBy('ct.id')
    .execute();
  return rows.map((row) => ({
    ...serializeContact(row, canDeleteContact(viewer, row, counts.get(row.case_id) === 1, referralLawFirmIsLawFirm)),
    case: row.case_id,
    case_contact_id: row.case_contact_id,
  }));
}

/** Organisations whose contacts the viewer may list: its own and every organisation on a case it can see. */
export async function isVisibleOrganization(db: Executor, viewer: Viewer, organizationId: string): Promise<boolean> {
  if (organizationId === viewer.organizationId) return true;
  const me = viewer.organizationId;
  if (viewer.kind === 'LAW_FIRM') {
    return Boolean(
      await db
        .selectFrom('liens as l')
        .innerJoin('cases as c', 'c.id', 'l.case_id')
        .select('l.id')
        .where('c.law_firm_id', '=', me)
        .where('l.lienholder_id', '=', organizationId)
        .where('l.verification_status', '!=', 'REJECTED')
        .limit(1)
        .executeTakeFirst(),
    );
  }
  return Boolean(
    await db
      .selectFrom('liens as mine')
      .innerJoin('cases as c', 'c.id', 'mine.case_id')
      .select('mine.id')
      .where('mine.lienholder_id', '=', me)
      .where('mine.verification_status', '!=', 'REJECTED')
      .where((eb) =>
        eb.or([
          eb('c.law_firm_id', '=', organizationId),
          eb.exists(
            eb
              .selectFrom('liens as other')
              .select(sql`1`.as('one'))
              .whereRef('other.case_id', '=', 'c.id')
              .where('other.lienholder_id', '=', organizationId)
              .where('other.verification_status', '!=', 'REJECTED'),
          ),
        ]),
      )
      .limit(1)
      .executeTakeFirst(),
  );
}

export interface ContactSearch {
  organizationId: string;
  search: string;
  caseId: string | null;
  pageSize: number | 'off';
}

/** Contacts of one organisation the viewer may see, matched on name or e-mail; empty for any other organisation. */
export async function searchContacts(db: Executor, viewer: Viewer, search: ContactSearch, referralLawFirmIsLawFirm: boolean) {
  if (!(await isVisibleOrganization(db, viewer, search.organizationId))) return { count: 0, results: [] };
  const lienholders = search.caseId ? (await visibleCaseLienholderCounts(db, viewer, [search.caseId])).get(search.caseId) : undefined;
  let base = contactQuery(db).where('ct.legal_organization_id', '=', search.organizationId);
  const words = search.search.toLowerCase().split(/\s+/).filter(Boolean);
  for (const word of words) {
    const pattern = `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    base = base.where(
      sql<boolean>`(lower(ct.first_name) like ${pattern} or lower(ct.last_name) like ${pattern} or lower(ct.email) like ${pattern})`,
    );
  }
  let rows = base
    .orderBy(sql`lower(ct.first_name)`)
    .orderBy(sql`lower(ct.last_name)`)
    .orderBy('ct.id');
  if (search.pageSize !== 'off') rows = rows.limit(search.pageSize);
  const [found, total] = await Promise.all([
    rows.execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  const single = lienholders === undefined ? null : lienholders === 1;
  return {
    count: Number(total.count),
    results: found.map((row) => serializeContact(row, canDeleteContact(viewer, row, single, referralLawFirmIsLawFirm))),
  };
}

/** One contact by id when its organisation is visible to the viewer. */
export async function findContact(db: Executor, viewer: Viewer, id: string): Promise<ContactRow | null> {
  const row = await contactQuery(db).where('ct.id', '=', id).executeTakeFirst();
  if (!row || !(await isVisibleOrganization(db, viewer, row.legal_organization_id))) return null;
  return row;
}

// ---------------------------------------------------------------------------------------------------------------
// Creating and deleting contacts

export interface NewContact {
  organizationId: string;
  firstName: string;
  lastName: string;
  email: string;
  confirmEmail: boolean;
  caseId: string | null;
}

export function parseNewContact(input: unknown): NewContact {
  const raw = asObject(input);
  const errors: FieldErrors = {};
  const text = (name: string, required: boolean, max: number): string => {
    const value = raw[name];
    if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) {
      if (required) errors[name] = [MESSAGES.required];
      return '';
    }
    if (typeof value !== 'string') {
      errors[name] = [MESSAGES.notAString];
      return '';
    }
    const problem = textProblem(value.trim(), max);
    if (problem) errors[name] = [problem];
    return value.trim();
  };
  const organization = raw.legal_organization;
  if (organization === undefined || organization === null || organization === '') errors.legal_organization = [MESSAGES.required];
  else if (typeof organization !== 'string' || !isUuid(organization)) errors.legal_organization = [MESSAGES.invalidUuid];
  const firstName = text('first_name', true, TEXT_LIMITS.personName);
  const lastName = text('last_name', false, TEXT_LIMITS.personName);
  const email = text('email', true, TEXT_LIMITS.email);
  if (email && !errors.email && !EMAIL.test(email)) errors.email = [INVALID_EMAIL];
  const confirm = raw.confirm_email ?? false;
  if (typeof confirm !== 'boolean') errors.confirm_email = [MESSAGES.invalidBoolean];
  const kase = raw.case ?? null;
  if (kase !== null && (typeof kase !== 'string' || !isUuid(kase))) errors.case = [MESSAGES.invalidUuid];
  if (Object.keys(errors).length) throw validationError(errors);
  return {
    organizationId: organization as string,
    firstName,
    lastName,
    email,
    confirmEmail: confirm === true,
    caseId: kase as string | null,
  };
}

/** The organisation's verified domain: its website's host without 'www.', or null. */
export function verifiedDomain(website: string | null | undefined): string | null {
  const value = website?.trim();
  if (!value) return null;
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`).hostname.toLowerCase();
    return host.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

export function emailMatchesDomain(email: string, domain: string): boolean {
  const host = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return host === domain || host.endsWith(`.${domain}`);
}

/** The organisation a new contact may go into, or the refusal. */
async function organizationForNewContact(trx: Executor, viewer: Viewer, organizationId: string): Promise<OrganizationRow> {
  const organization = await trx.selectFrom('legal_organizations').selectAll().where('id', '=', organizationId).executeTakeFirst();
  if (!organization || !(await isVisibleOrganization(trx, viewer, organizationId)))
    throw validationError({ legal_organization: [MESSAGES.notFound] });
  if (organizationId === viewer.organizationId) return organization;
  if (viewer.kind === 'LIENHOLDER') {
    const firmOfMyCase = await trx
      .selectFrom('liens as mine')
      .innerJoin('cases as c', 'c.id', 'mine.case_id')
      .select('c.id')
      .where('mine.lienholder_id', '=', viewer.organizationId)
      .where('mine.verification_status', '!=', 'REJECTED')
      .where('c.law_firm_id', '=', organizationId)
      .limit(1)
      .executeTakeFirst();
    if (firmOfMyCase) return organization;
  }
  throw forbidden();
}

export async function createContact(db: Kysely<Database>, ctx: RequestContext, viewer: Viewer, contact: NewContact): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const organization = await organizationForNewContact(trx, viewer, contact.organizationId);
    const duplicate = await trx
      .selectFrom('contacts')
      .select('id')
      .where('legal_organization_id', '=', organization.id)
      .where(sql<boolean>`lower(email) = ${contact.email.toLowerCase()}`)
      .executeTakeFirst();
    if (duplicate) throw validationError({ email: [DUPLICATE_CONTACT] });
    const domain = verifiedDomain(organization.website);
    if (viewer.kind !== 'LAW_FIRM' && domain && !contact.confirmEmail && !emailMatchesDomain(contact.email, domain)) {
      throw validationError({ non_field_errors: [unverifiedDomain(contact.email, organization.name)] });
    }
    const { id } = await trx
      .insertInto('contacts')
      .values({
        first_name: contact.firstName,
        last_name: contact.lastName,
        email: contact.email,
        legal_organization_id: organization.id,
        created_by_user_id: ctx.user.id,
        created_by_organization_id: viewer.organizationId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (contact.caseId) await assignWithin(trx, ctx, viewer, await caseForAssignment(trx, viewer, contact.caseId), id, 'add');
    return id;
  });
}

export async function deleteContact(
  db: Kysely<Database>,
  ctx: RequestContext,
  viewer: Viewer,
  id: string,
  caseId: string | null,
  referralLawFirmIsLawFirm: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const contact = await findContact(trx, viewer, id);
    if (!contact) throw notFound();
    const lienholders = caseId ? (await visibleCaseLienholderCounts(trx, viewer, [caseId])).get(caseId) : undefined;
    if (!canDeleteContact(viewer, contact, lienholders === undefined ? null : lienholders === 1, referralLawFirmIsLawFirm))
      throw forbidden();
    const cases = await trx.selectFrom('case_contacts').select('case_id').where('contact_id', '=', id).execute();
    await trx.deleteFrom('contacts').where('id', '=', id).execute();
    // Each case the contact worked on keeps a history entry of its removal.
    for (const { case_id } of cases)
      await writeContactChange(trx, ctx, case_id, 'CASE_CONTACT_REMOVED', { old_contact: contactSummary(contact) });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Assigning contacts to cases

interface AssignmentTarget {
  caseId: string;
  lawFirmId: string | null;
  /** Set for a lienholder acting through its lien. */
  lienId: string | null;
  singleLienholder: boolean;
}

async function lienholderCount(trx: Executor, caseId: string): Promise<number> {
  const { n } = await trx
    .selectFrom('liens')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('case_id', '=', caseId)
    .where('verification_status', '!=', 'REJECTED')
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The law firm's own case. */
export async function lawFirmCase(trx: Executor, viewer: Viewer, caseId: string): Promise<AssignmentTarget> {
  const kase = await trx
    .selectFrom('cases')
    .select(['id', 'law_firm_id'])
    .where('id', '=', caseId)
    .where('law_firm_id', '=', viewer.organizationId)
    .executeTakeFirst();
  if (!kase) throw notFound();
  return { caseId: kase.id, lawFirmId: kase.law_firm_id, lienId: null, singleLienholder: (await lienholderCount(trx, kase.id)) === 1 };
}

/** The lienholder's own (non-rejected) lien and its case. */
export async function lienholderLien(trx: Executor, viewer: Viewer, lienId: string): Promise<AssignmentTarget> {
  const lien = await trx
    .selectFrom('liens as l')
    .innerJoin('cases as c', 'c.id', 'l.case_id')
    .select(['l.id', 'l.case_id', 'c.law_firm_id'])
    .where('l.id', '=', lienId)
    .where('l.lienholder_id', '=', viewer.organizationId)
    .where('l.verification_status', '!=', 'REJECTED')
    .executeTakeFirst();
  if (!lien) throw notFound();
  return {
    caseId: lien.case_id,
    lawFirmId: lien.law_firm_id,
    lienId: lien.id,
    singleLienholder: (await lienholderCount(trx, lien.case_id)) === 1,
  };
}

/** A case named in a contact creation: the law firm's own case, or the case of the lienholder's own lien. */
async function caseForAssignment(trx: Executor, viewer: Viewer, caseId: string): Promise<AssignmentTarget> {
  if (viewer.kind === 'LAW_FIRM') {
    return lawFirmCase(trx, viewer, caseId).catch(() => {
      throw validationError({ case: [MESSAGES.notFound] });
    });
  }
  const lien = await trx
    .selectFrom('liens')
    .select('id')
    .where('case_id', '=', caseId)
    .where('lienholder_id', '=', viewer.organizationId)
    .where('verification_status', '!=', 'REJECTED')
    .executeTakeFirst();
  if (!lien) throw validationError({ case: [MESSAGES.notFound] });
  return lienholderLien(trx, viewer, lien.id);
}

export function parseContactRef(input: unknown): string {
  const contact = asObject(input).contact;
  if (contact === undefined || contact === null || contact === '') throw validationError({ contact: [MESSAGES.required] });
  if (typeof contact !== 'string' || !isUuid(contact)) throw validationError({ contact: [MESSAGES.invalidUuid] });
  return contact;
}

const contactSummary = (contact: Pick<ContactRow, 'id' | 'first_name' | 'last_name' | 'email' | 'organization_name'>) => ({
  id: contact.id,
  name: `${contact.first_name} ${contact.last_name}`.trim(),
  email: contact.email,
  organization_name: contact.organization_name,
});

async function assignWithin(
  trx: Transaction<Database>,
  ctx: RequestContext,
  viewer: Viewer,
  target: AssignmentTarget,
  contactId: string,
  change: 'add' | 'remove',
): Promise<ContactRow> {
  const contact = await contactQuery(trx).where('ct.id', '=', contactId).executeTakeFirst();
  // The viewer's own contacts; a lienholder alone on a case also looks after the law firm's contacts on it.
  const mayAssign =
    contact !== undefined &&
    mayManageContactsOf(viewer, {
      organizationId: contact.legal_organization_id,
      isFormer: false,
      caseLawFirmId: target.lawFirmId,
      singleLienholder: target.singleLienholder,
    });
  if (!contact || !mayAssign) throw validationError({ contact: [MESSAGES.notFound] });

  const assigned = await trx
    .selectFrom('case_contacts')
    .select('id')
    .where('case_id', '=', target.caseId)
    .where('contact_id', '=', contactId)
    .executeTakeFirst();
  if (change === 'add') {
    if (assigned) throw validationError({ contact: [DUPLICATE_CONTACT] });
    await trx
      .insertInto('case_contacts')
      .values({ case_id: target.caseId, contact_id: contactId, created_by_organization_id: viewer.organizationId })
      .onConflict((oc) => oc.columns(['case_id', 'contact_id']).doNothing())
      .execute();
  } else {
    if (!assigned) throw validationError({ contact: [NOT_ASSIGNED] });
    await trx.deleteFrom('case_contacts').where('id', '=', assigned.id).execute();
  }
  if (target.lienId)
    await trx
      .updateTable('liens')
      .set({ lienholder_last_active_at: sql`now()` })
      .where('id', '=', target.lienId)
      .execute();
  else
    await trx
      .updateTable('cases')
      .set({ law_firm_last_active_at: sql`now()` })
      .where('id', '=', target.caseId)
      .execute();
  await writeContactChange(
    trx,
    ctx,
    target.caseId,
    change === 'add' ? 'CASE_CONTACT_ADDED' : 'CASE_CONTACT_REMOVED',
    change === 'add' ? { new_contact: contactSummary(contact) } : { old_contact: contactSummary(contact) },
  );
  return contact;
}

/** Adds or removes a case contact in one transaction; `resolveTarget` finds the case the caller acts on. */
export async function changeCaseContact(
  db: Kysely<Database>,
  ctx: RequestContext,
  viewer: Viewer,
  resolveTarget: (trx: Transaction<Database>) => Promise<AssignmentTarget>,
  contactId: string,
  change: 'add' | 'remove',
  referralLawFirmIsLawFirm: boolean,
) {
  return db.transaction().execute(async (trx) => {
    const target = await resolveTarget(trx);
    const contact = await assignWithin(trx, ctx, viewer, target, contactId, change);
    return {
      case: target.caseId,
      contact: serializeContact(contact, canDeleteContact(viewer, contact, target.singleLienholder, referralLawFirmIsLawFirm)),
    };
  });
}

// Contacts are case-level history (everyone on the case sees who works on it), and every organisation on the case
// hears of the change so open Contacts tabs refresh.
async function writeContactChange(
  trx: Transaction<Database>,
  ctx: RequestContext,
  caseId: string,
  type: string,
  data: Record<string, unknown>,
) {
  const activityId = await recordActivity(trx, ctx, { type, caseId, data });
  const organizationIds = await caseAudience(trx, caseId);
  await emitEvents(trx, [
    { type: 'case.updated', change: 'contacts', caseId, activityId, organizationIds },
    { type: 'activity.created', change: 'contacts', caseId, activityId, organizationIds },
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// The organisations of a case (the Contacts tab's cards)

/**
 * For each visible case among `caseIds`: its law firm, its former law firms, and the lienholders with a
 * non-rejected lien. A lienholder's Last Active is shown to the case's law firm and to that lienholder only (as
 * the lien's private fields are).
 */
export async function organizationsOfCases(db: Executor, viewer: Viewer, caseIds: string[]) {
  const lienholderCounts = await visibleCaseLienholderCounts(db, viewer, caseIds);
  const visible = [...lienholderCounts.keys()];
  if (!visible.length) return [];
  const [current, former, lienholders] = await Promise.all([
    db
      .selectFrom('cases as c')
      .innerJoin('legal_organizations as o', 'o.id', 'c.law_firm_id')
      .selectAll('o')
      .select(['c.id as case_id', 'c.law_firm_last_active_at as last_active_at'])
      .where('c.id', 'in', visible)
      .execute(),
    db
      .selectFrom('case_former_law_firms as f')
      .innerJoin('legal_organizations as o', 'o.id', 'f.law_firm_id')
      .innerJoin('cases as c', 'c.id', 'f.case_id')
      .selectAll('o')
      .select(['f.case_id', 'f.last_active_at', 'f.left_at'])
      .where('f.case_id', 'in', visible)
      .where((eb) => eb.or([eb('c.law_firm_id', 'is', null), eb('c.law_firm_id', '!=', eb.ref('f.law_firm_id'))]))
      .orderBy('f.left_at', 'desc')
      .execute(),
    db
      .selectFrom('liens as l')
      .innerJoin('legal_organizations as o', 'o.id', 'l.lienholder_id')
      .selectAll('o')
      .select(['l.case_id', 'l.id as lien_id', 'l.lienholder_last_active_at as last_active_at'])
      .where('l.case_id', 'in', visible)
      .where('l.verification_status', '!=', 'REJECTED')
      .orderBy(sql`lower(o.name)`)
      .orderBy('o.id')
      .execute(),
  ]);
  const seesLienActivity = (lienholderId: string) => viewer.kind === 'LAW_FIRM' || lienholderId === viewer.organizationId;
  const lawFirmOf = new Map(current.map((row) => [row.case_id, row.id]));
  // The same rule as assigning a contact (assignWithin).
  const viewerCan = (caseId: string, organizationId: string, isFormer: boolean) => ({
    manage_contacts: mayManageContactsOf(viewer, {
      organizationId,
      isFormer,
      caseLawFirmId: lawFirmOf.get(caseId) ?? null,
      singleLienholder: lienholderCounts.get(caseId) === 1,
    }),
  });
  return [
    ...current.map(({ case_id, last_active_at, ...org }) => ({
      case: case_id,
      side: 'LAW_FIRM' as const,
      is_former: false,
      lien: null,
      last_active_at: iso(last_active_at),
      viewer_can: viewerCan(case_id, org.id, false),
      org,
    })),
    ...former.map(({ case_id, last_active_at, left_at: _left, ...org }) => ({
      case: case_id,
      side: 'LAW_FIRM' as const,
      is_former: true,
      lien: null,
      last_active_at: iso(last_active_at),
      viewer_can: viewerCan(case_id, org.id, true),
      org,
    })),
    ...lienholders.map(({ case_id, lien_id, last_active_at, ...org }) => ({
      case: case_id,
      side: 'LIENHOLDER' as const,
      is_former: false,
      lien: lien_id,
      last_active_at: seesLienActivity(org.id) ? iso(last_active_at) : null,
      viewer_can: viewerCan(case_id, org.id, false),
      org,
    })),
  ];
}
