// Lien reads. Visibility: law firms see the non-REJECTED liens on their cases; lienholders see the non-REJECTED
// liens on the cases they can see (their own in full, other organisations' reduced to public fields).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Viewer } from '../context.ts';
import { iso } from '../serialize.ts';
import { lienCapabilities } from '../capabilities.ts';
import { invalidChoice, MESSAGES, validationError, type FieldErrors } from '../errors.ts';
import { isUuid } from '../ids.ts';
import { LIEN_VERIFICATION_STATUSES, NON_REJECTED_VERIFICATION_STATUSES, values } from '../options.ts';
import { pageSourceOf, type Query } from '../paging.ts';

export function lienQuery(db: Kysely<Database>) {
  return (
    db
      .selectFrom('liens as l')
      .innerJoin('cases as c', 'c.id', 'l.case_id')
      .innerJoin('legal_organizations as lh', 'lh.id', 'l.lienholder_id')
      .innerJoin('legal_organizations as cb', 'cb.id', 'l.created_by_organization_id')
      .leftJoin('legal_organizations as bu', 'bu.id', 'l.balance_last_updated_by_organization_id')
      .selectAll('l')
      .select([
        'lh.name as lienholder_name',
        'lh.type as lienholder_type',
        'cb.name as created_by_organization_name',
        'bu.name as balance_last_updated_by_organization_name',
        'c.last_updated_at as case_last_updated_at',
        'c.law_firm_id as case_law_firm_id',
      ])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('organization_blacklists as b')
              .select(sql`1`.as('one'))
              .whereRef('b.law_firm_id', '=', 'c.law_firm_id')
              .whereRef('b.lienholder_id', '=', 'l.lienholder_id'),
          )
          .as('is_lienholder_blacklisted'),
      )
      // An open rejection's reasons: the first message of the open LIEN_REJECTION thread (see domain/lien-rejection.ts).
      .select((eb) =>
        eb
          .selectFrom('case_threads as rt')
          .innerJoin('case_messages as rm', 'rm.thread_id', 'rt.id')
          .select('rm.note')
          .whereRef('rt.lien_id', '=', 'l.id')
          .where('rt.type', '=', 'LIEN_REJECTION')
          .where('rt.is_resolved', '=', false)
          .orderBy('rt.created_at', 'desc')
          .orderBy('rm.seq')
          .limit(1)
          .as('rejection_note'),
      )
      .where('l.verification_status', '!=', 'REJECTED')
  );
}

export type LienRow = Awaited<ReturnType<ReturnType<typeof lienQuery>['executeTakeFirstOrThrow']>>;

/** Restricts a lien query to the liens the viewer may see. */
export function visibleLiens(db: Kysely<Database>, viewer: Viewer) {
  const query = lienQuery(db);
  if (viewer.kind === 'LAW_FIRM') return query.where('c.law_firm_id', '=', viewer.organizationId);
  return query.where((eb) =>
    eb.exists(
      eb
        .selectFrom('liens as mine')
        .select(sql`1`.as('one'))
        .whereRef('mine.case_id', '=', 'l.case_id')
        .where('mine.lienholder_id', '=', viewer.organizationId)
        .where('mine.verification_status', '!=', 'REJECTED'),
    ),
  );
}

export function serializeLien(row: LienRow, viewer: Viewer) {
  const isOwn = row.lienholder_id === viewer.organizationId;
  const lienholder = { id: row.lienholder_id, name: row.lienholder_name, type: row.lienholder_type };
  // Another lienholder's lien: only the public fields (the law firm of the case sees all of them).
  if (viewer.kind === 'LIENHOLDER' && !isOwn) {
    return { id: row.id, case: row.case_id, lienholder, verification_status: row.verification_status, is_own: false };
  }
  return {
    id: row.id,
    case: row.case_id,
    lienholder,
    is_own: isOwn,
    created_by_organization: { id: row.created_by_organization_id, name: row.created_by_organization_name },
    // Decides whether removing the case needs a note (when the case's law firm created the lien).
    is_created_by_case_law_firm: row.case_law_firm_id !== null && row.created_by_organization_id === row.case_law_firm_id,
    balance: row.balance,
    balance_last_updated_at: iso(row.balance_last_updated_at),
    balance_last_updated_by_organization_name: row.balance_last_updated_by_organization_name,
    verification_status: row.verification_status,
    plaintiff_treatment_status: row.plaintiff_treatment_status,
    final_treatment_date: row.final_treatment_date,
    resolution_status: row.resolution_status,
    is_resolved: row.resolution_status !== null,
    has_lienholder_finalized_documents: row.has_lienholder_finalized_documents,
    share_documents: row.share_documents,
    has_attorney_changed: row.has_attorney_changed,
    is_lienholder_blacklisted: Boolean(row.is_lienholder_blacklisted),
    has_open_rejection: row.rejection_note !== null,
    rejection_note: row.rejection_note,
    lienholder_last_active_at: iso(row.lienholder_last_active_at),
    case_last_updated_at: iso(row.case_last_updated_at),
    created_at: iso(row.created_at),
    viewer_can: lienCapabilities(viewer, {
      lienholderId: row.lienholder_id,
      isBlacklisted: Boolean(row.is_lienholder_blacklisted),
      caseLawFirmId: row.case_law_firm_id,
      isResolved: row.resolution_status !== null,
      hasOpenRejection: row.rejection_note !== null,
    }),
  };
}

export interface LienFilters {
  ids: string[];
  cases: string[];
  lienholders: string[];
  /** Never REJECTED: a removed lien is listed to no one, whatever the filter asks for. */
  statuses: string[];
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function parseLienFilters(query: Query): LienFilters {
  const errors: FieldErrors = {};
  const cases = list(query.case);
  const lienholders = list(query.lienholder);
  const ids = list(query.id);
  if (ids.some((id) => !isUuid(id))) errors.id = [MESSAGES.invalidUuid];
  if (cases.some((id) => !isUuid(id))) errors.case = [MESSAGES.invalidUuid];
  if (lienholders.some((id) => !isUuid(id))) errors.lienholder = [MESSAGES.invalidUuid];
  const statuses = query.verification_status === undefined ? NON_REJECTED_VERIFICATION_STATUSES : list(query.verification_status);
  const unknown = statuses.find((status) => !values(LIEN_VERIFICATION_STATUSES).includes(status));
  if (unknown) errors.verification_status = [invalidChoice(unknown)];
  if (Object.keys(errors).length) throw validationError(errors);
  return { ids, cases, lienholders, statuses: statuses.filter((status) => NON_REJECTED_VERIFICATION_STATUSES.includes(status)) };
}

/** Pages of the visible liens under the filters, oldest first. */
export function visibleLienPages(db: Kysely<Database>, viewer: Viewer, filters: LienFilters) {
  let base = visibleLiens(db, viewer).where('l.verification_status', 'in', filters.statuses.length ? filters.statuses : ['']);
  if (filters.ids.length) base = base.where('l.id', 'in', filters.ids);
  if (filters.cases.length) base = base.where('l.case_id', 'in', filters.cases);
  if (filters.lienholders.length) base = base.where('l.lienholder_id', 'in', filters.lienholders);
  return pageSourceOf(base, (query) => query.orderBy('l.created_at').orderBy('l.id'));
}

/** A visible lien as JSON, or null. */
export async function findLien(db: Kysely<Database>, viewer: Viewer, id: string) {
  const row = await visibleLiens(db, viewer).where('l.id', '=', id).executeTakeFirst();
  return row ? serializeLien(row, viewer) : null;
}
