// Staff's verification tables (issue 14; spec 002 §2, §3, §4; DECISIONS 20): contacts and legal organisations that
// staff have not verified yet. 'No action taken' lists the NEW ones, 'Needs more information' those staff asked more
// about (they stay listed, with their note); verified and not-verifiable ones leave the lists. Filters: search,
// related_to_compulsion_firm (the record's organisation is the law firm of a registration, i.e. a firm that compelled
// lienholders to register) and created_by_organization. Ten a page, newest first.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { invalidChoice, MESSAGES, validationError, type FieldErrors } from '../errors.ts';
import { isUuid } from '../ids.ts';
import { TEXT_LIMITS, textProblem } from '../input.ts';
import { organizationKind } from '../kinds.ts';
import { compulsionCondition, parseBooleanFilter, parseCursor, type QueueCursor } from '../dedupe/queue.ts';
import type { OffsetPageSource, Query } from '../paging.ts';
import { iso } from '../serialize.ts';

export const VERIFICATION_PAGE_SIZE = 10;
export type ListStatus = 'NEW' | 'NEEDS_MORE_INFORMATION';
export const LIST_STATUSES: Record<string, ListStatus> = { new: 'NEW', needs_more_information: 'NEEDS_MORE_INFORMATION' };
/** Still to verify: in one of the two lists. */
export const OPEN_STATUSES: ListStatus[] = ['NEW', 'NEEDS_MORE_INFORMATION'];

export interface VerificationFilters {
  /** Keyset paging (`after`: a row's `cursor`): what comes next does not shift as rows leave the list. */
  after: QueueCursor | null;
  search: string;
  relatedToCompulsionFirm: boolean | null;
  createdByOrganizationId: string | null;
  ordering: 'asc' | 'desc';
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** search, related_to_compulsion_firm, created_by_organization, ordering; a bad value is a 400 naming it. */
export function parseVerificationFilters(query: Query): VerificationFilters {
  const errors: FieldErrors = {};
  const search = (query.search ?? '').trim();
  const problem = textProblem(search, TEXT_LIMITS.search);
  if (problem) errors.search = [problem];
  const relatedToCompulsionFirm = parseBooleanFilter(query.related_to_compulsion_firm, 'related_to_compulsion_firm', errors);
  const createdBy = query.created_by_organization ? query.created_by_organization : null;
  if (createdBy !== null && !isUuid(createdBy)) errors.created_by_organization = [MESSAGES.invalidUuid];
  const ordering = query.ordering ?? '-created_at';
  if (!['created_at', '-created_at', 'last_created_at', '-last_created_at'].includes(ordering)) errors.ordering = [invalidChoice(ordering)];
  if (Object.keys(errors).length) throw validationError(errors);
  const after = parseCursor(query.after);
  return {
    after,
    search,
    relatedToCompulsionFirm,
    createdByOrganizationId: createdBy,
    ordering: ordering.startsWith('-') ? 'desc' : 'asc',
  };
}

export function parseListStatus(value: string | undefined): ListStatus {
  const status = LIST_STATUSES[value ?? 'new'];
  if (!status) throw validationError({ status: [invalidChoice(value)] });
  return status;
}

const cursorAt = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows after the cursor in the list's order (created_at, id). */
function afterCondition(column: string, idColumn: string, filters: VerificationFilters) {
  const { after } = filters;
  if (!after) return null;
  return filters.ordering === 'desc'
    ? sql<boolean>`(${sql.ref(column)}, ${sql.ref(idColumn)}) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : sql<boolean>`(${sql.ref(column)}, ${sql.ref(idColumn)}) > (${after.at}::timestamptz, ${after.id}::uuid)`;
}

// ---------------------------------------------------------------------------------------------------------- contacts

function contactsFiltered(db: Kysely<Database>, filters: VerificationFilters) {
  let query = db.selectFrom('contacts as ct').innerJoin('legal_organizations as o', 'o.id', 'ct.legal_organization_id');
  if (filters.search) {
    const like = `%${escapeLike(filters.search)}%`;
    query = query.where(
      sql<boolean>`(ct.first_name || ' ' || ct.last_name ilike ${like} or ct.email ilike ${like} or o.name ilike ${like})`,
    );
  }
  if (filters.createdByOrganizationId) query = query.where('ct.created_by_organization_id', '=', filters.createdByOrganizationId);
  if (filters.relatedToCompulsionFirm !== null) {
    const condition = compulsionCondition(sql<string>`ct.legal_organization_id`);
    query = query.where(filters.relatedToCompulsionFirm ? condition : sql<boolean>`not (${condition})`);
  }
  return query;
}

export interface VerificationContactJson {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  is_user: boolean;
  is_account_deactivated: boolean;
  is_account_suspended: boolean;
  last_login: string | null;
  legal_organization: { id: string; name: string; type: string; website: string };
  legal_organization_name: string;
  case: string | null;
  verification_status: string;
  verification_reason: string;
  dismissed_verification_note: string;
  could_not_manually_verify_note: string;
  created_at: string | null;
  created_by_organization_name: string | null;
  verified_at: string | null;
  /** Where the list resumes after this row (`after`); lists only. */
  cursor?: string;
}

function contactColumns(db: Kysely<Database>) {
  return db
    .selectFrom('contacts as ct')
    .innerJoin('legal_organizations as o', 'o.id', 'ct.legal_organization_id')
    .leftJoin('legal_organizations as creator', 'creator.id', 'ct.created_by_organization_id')
    .select([
      'ct.id',
      'ct.first_name',
      'ct.last_name',
      'ct.email',
      'ct.is_account_deactivated',
      'ct.is_account_suspended',
      'ct.verification_status',
      'ct.verification_reason',
      'ct.dismissed_verification_note',
      'ct.could_not_manually_verify_note',
      'ct.created_at',
      'ct.verified_at',
      'o.id as organization_id',
      'o.name as organization_name',
      'o.type as organization_type',
      'o.website as organization_website',
      'creator.name as creator_name',
    ])
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('accounts as a')
            .select(sql`1`.as('one'))
            .whereRef('a.linked_contact_id', '=', 'ct.id'),
        )
        .as('is_user'),
      eb
        .selectFrom('accounts as a')
        .innerJoin('users as u', 'u.id', 'a.user_id')
        .select(sql<Date | null>`max(u.last_login)`.as('last_login'))
        .whereRef('a.linked_contact_id', '=', 'ct.id')
        .as('last_login'),
      eb
        .selectFrom('case_contacts as cc')
        .select(sql<string>`min(cc.case_id::text)`.as('c'))
        .whereRef('cc.contact_id', '=', 'ct.id')
        .as('case_id'),
    ]);
}

type ContactRow = Awaited<ReturnType<ReturnType<typeof contactColumns>['execute']>>[number];

function serializeContact(row: ContactRow): VerificationContactJson {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    is_user: Boolean(row.is_user),
    is_account_deactivated: row.is_account_deactivated,
    is_account_suspended: row.is_account_suspended,
    last_login: iso(row.last_login),
    legal_organization: {
      id: row.organization_id,
      name: row.organization_name,
      type: row.organization_type,
      website: row.organization_website,
    },
    legal_organization_name: row.organization_name,
    case: row.case_id ?? null,
    verification_status: row.verification_status,
    verification_reason: row.verification_reason,
    dismissed_verification_note: row.dismissed_verification_note,
    could_not_manually_verify_note: row.could_not_manually_verify_note,
    created_at: iso(row.created_at),
    created_by_organization_name: row.creator_name ?? null,
    verified_at: iso(row.verified_at),
  };
}

export function contactsSource(
  db: Kysely<Database>,
  status: ListStatus,
  filters: VerificationFilters,
): OffsetPageSource<VerificationContactJson> {
  const ids = contactsFiltered(db, filters).where('ct.verification_status', '=', status);
  const condition = afterCondition('ct.created_at', 'ct.id', filters);
  return {
    rows: async (limit, offset) => {
      let query = (condition ? ids.where(condition) : ids)
        .select(['ct.id', cursorAt('ct.created_at').as('cursor_at')])
        .orderBy('ct.created_at', filters.ordering)
        .orderBy('ct.id', filters.ordering);
      if (limit !== null) query = query.limit(limit).offset(offset);
      const page = await query.execute();
      if (!page.length) return [];
      const rows = await contactColumns(db)
        .where(
          'ct.id',
          'in',
          page.map((row) => row.id),
        )
        .execute();
      const byId = new Map(rows.map((row) => [row.id, serializeContact(row)]));
      return page.flatMap((row) => {
        const found = byId.get(row.id);
        return found ? [{ ...found, cursor: `${row.cursor_at}_${row.id}` }] : [];
      });
    },
    count: async () => Number((await ids.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n),
  };
}

export async function findVerificationContact(db: Kysely<Database>, id: string): Promise<VerificationContactJson | null> {
  if (!isUuid(id)) return null;
  const row = await contactColumns(db).where('ct.id', '=', id).executeTakeFirst();
  return row ? serializeContact(row) : null;
}

export async function contactCounts(db: Kysely<Database>, filters: VerificationFilters) {
  const rows = await contactsFiltered(db, filters)
    .where('ct.verification_status', 'in', OPEN_STATUSES)
    .select(['ct.verification_status as status', sql<string>`count(*)`.as('n')])
    .groupBy('ct.verification_status')
    .execute();
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return { new: of('NEW'), needs_more_information: of('NEEDS_MORE_INFORMATION') };
}

// ----------------------------------------------------------------------------------------------------- organisations

function organizationsFiltered(db: Kysely<Database>, filters: VerificationFilters) {
  let query = db.selectFrom('legal_organizations as o').leftJoin('legal_organization_verifications as v', 'v.organization_id', 'o.id');
  if (filters.search) {
    const like = `%${escapeLike(filters.search)}%`;
    query = query.where(sql<boolean>`(o.name ilike ${like} or o.website ilike ${like} or o.city ilike ${like})`);
  }
  if (filters.createdByOrganizationId) query = query.where('v.created_by_organization_id', '=', filters.createdByOrganizationId);
  if (filters.relatedToCompulsionFirm !== null) {
    const condition = compulsionCondition(sql<string>`o.id`);
    query = query.where(filters.relatedToCompulsionFirm ? condition : sql<boolean>`not (${condition})`);
  }
  return query;
}

const orgStatus = sql<string>`coalesce(v.status, 'NEW')`;

export interface StaffOrganizationJson {
  id: string;
  name: string;
  type: string;
  kind: string;
  address: { address1: string; address2: string; city: string; state: string; zip_code: string };
  phone_number: string;
  website: string;
  verification_website: string;
  contact_emails: string[];
  case_count: number;
  associated_law_firms: { id: string; name: string }[];
  associated_lienholders: { id: string; name: string }[];
  verification_status: string;
  dismissed_verification_note: string;
  verified_match: { id: string; name: string } | null;
  created_at: string | null;
  created_by_name: string | null;
  created_by_organization_name: string | null;
  last_verified_at: string | null;
  /** Where the list resumes after this row (`after`); lists only. */
  cursor?: string;
}

function organizationColumns(db: Kysely<Database>) {
  return db
    .selectFrom('legal_organizations as o')
    .leftJoin('legal_organization_verifications as v', 'v.organization_id', 'o.id')
    .leftJoin('legal_organizations as vm', 'vm.id', 'v.verified_match_id')
    .leftJoin('users as cu', 'cu.id', 'v.created_by_user_id')
    .leftJoin('legal_organizations as co', 'co.id', 'v.created_by_organization_id')
    .select([
      'o.id',
      'o.name',
      'o.type',
      'o.address1',
      'o.address2',
      'o.city',
      'o.state',
      'o.zip_code',
      'o.phone_number',
      'o.website',
      'o.contact_emails',
      'o.created_at',
      'v.verification_website',
      'v.dismissed_verification_note',
      'v.last_verified_at',
      'vm.id as match_id',
      'vm.name as match_name',
      'cu.first_name as creator_first_name',
      'cu.last_name as creator_last_name',
      'co.name as creator_organization_name',
    ])
    .select(orgStatus.as('status'));
}

type OrganizationRow = Awaited<ReturnType<ReturnType<typeof organizationColumns>['execute']>>[number];

async function serializeOrganizations(db: Kysely<Database>, rows: OrganizationRow[], referral: boolean): Promise<StaffOrganizationJson[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  // Law firms: the cases they represent; lienholders: the cases they hold a lien on. The associated organisations are
  // the other side of those cases (at most 10 named each).
  const [firmCases, lienCases, firmsOfLienholders, lienholdersOfFirms] = await Promise.all([
    db
      .selectFrom('cases')
      .select(['law_firm_id as id', sql<string>`count(*)`.as('n')])
      .where('law_firm_id', 'in', ids)
      .groupBy('law_firm_id')
      .execute(),
    db
      .selectFrom('liens')
      .select(['lienholder_id as id', sql<string>`count(distinct case_id)`.as('n')])
      .where('lienholder_id', 'in', ids)
      .groupBy('lienholder_id')
      .execute(),
    db
      .selectFrom('liens as l')
      .innerJoin('cases as c', 'c.id', 'l.case_id')
      .innerJoin('legal_organizations as f', 'f.id', 'c.law_firm_id')
      .select(['l.lienholder_id as owner', 'f.id', 'f.name'])
      .distinct()
      .where('l.lienholder_id', 'in', ids)
      .execute(),
    db
      .selectFrom('cases as c')
      .innerJoin('liens as l', 'l.case_id', 'c.id')
      .innerJoin('legal_organizations as h', 'h.id', 'l.lienholder_id')
      .select(['c.law_firm_id as owner', 'h.id', 'h.name'])
      .distinct()
      .where('c.law_firm_id', 'in', ids)
      .execute(),
  ]);
  const countOf = (list: { id: string | null; n: string }[], id: string) => Number(list.find((row) => row.id === id)?.n ?? 0);
  const named = (list: { owner: string | null; id: string; name: string }[], id: string) =>
    list
      .filter((row) => row.owner === id)
      .slice(0, 10)
      .map((row) => ({ id: row.id, name: row.name }));
  return rows.map((row) => {
    const kind = organizationKind(row.type, referral);
    const creator = [row.creator_first_name, row.creator_last_name].filter(Boolean).join(' ');
    return {
      id: row.id,
      name: row.name,
      type: row.type,
      kind,
      address: { address1: row.address1, address2: row.address2, city: row.city, state: row.state, zip_code: row.zip_code },
      phone_number: row.phone_number,
      website: row.website,
      verification_website: row.verification_website ?? '',
      contact_emails: row.contact_emails ?? [],
      case_count: kind === 'LAW_FIRM' ? countOf(firmCases, row.id) : countOf(lienCases, row.id),
      associated_law_firms: kind === 'LAW_FIRM' ? [] : named(firmsOfLienholders, row.id),
      associated_lienholders: kind === 'LAW_FIRM' ? named(lienholdersOfFirms, row.id) : [],
      verification_status: row.status,
      dismissed_verification_note: row.dismissed_verification_note ?? '',
      verified_match: row.match_id ? { id: row.match_id, name: row.match_name ?? '' } : null,
      created_at: iso(row.created_at),
      created_by_name: creator || null,
      created_by_organization_name: row.creator_organization_name ?? null,
      last_verified_at: iso(row.last_verified_at),
    };
  });
}

export function organizationsSource(
  db: Kysely<Database>,
  status: ListStatus,
  filters: VerificationFilters,
  referral: boolean,
): OffsetPageSource<StaffOrganizationJson> {
  const ids = organizationsFiltered(db, filters).where(orgStatus, '=', status);
  const condition = afterCondition('o.created_at', 'o.id', filters);
  return {
    rows: async (limit, offset) => {
      let query = (condition ? ids.where(condition) : ids)
        .select(['o.id', cursorAt('o.created_at').as('cursor_at')])
        .orderBy('o.created_at', filters.ordering)
        .orderBy('o.id', filters.ordering);
      if (limit !== null) query = query.limit(limit).offset(offset);
      const page = await query.execute();
      const cursors = new Map(page.map((row) => [row.id, `${row.cursor_at}_${row.id}`]));
      const found = await staffOrganizations(
        db,
        page.map((row) => row.id),
        referral,
      );
      return found.map((row) => ({ ...row, cursor: cursors.get(row.id)! }));
    },
    count: async () => Number((await ids.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n),
  };
}

/** The staff view of these organisations, in this order. */
export async function staffOrganizations(db: Kysely<Database>, ids: string[], referral: boolean): Promise<StaffOrganizationJson[]> {
  if (!ids.length) return [];
  const rows = await organizationColumns(db).where('o.id', 'in', ids).execute();
  const serialized = await serializeOrganizations(db, rows, referral);
  const byId = new Map(serialized.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is StaffOrganizationJson => Boolean(row));
}

export async function organizationCounts(db: Kysely<Database>, filters: VerificationFilters) {
  const rows = await organizationsFiltered(db, filters)
    .where(orgStatus, 'in', OPEN_STATUSES)
    .select([orgStatus.as('status'), sql<string>`count(*)`.as('n')])
    .groupBy(orgStatus)
    .execute();
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return { new: of('NEW'), needs_more_information: of('NEEDS_MORE_INFORMATION') };
}

/** Verified Matches (the drawer): verified organisations, by name, ten a page. */
export function verifiedMatchesSource(db: Kysely<Database>, search: string, referral: boolean): OffsetPageSource<StaffOrganizationJson> {
  let ids = db
    .selectFrom('legal_organizations as o')
    .innerJoin('legal_organization_verifications as v', 'v.organization_id', 'o.id')
    .where('v.last_verified_at', 'is not', null);
  if (search) {
    const like = `%${escapeLike(search)}%`;
    ids = ids.where(sql<boolean>`(o.name ilike ${like} or o.website ilike ${like} or v.verification_website ilike ${like})`);
  }
  return {
    rows: async (limit, offset) => {
      let query = ids.select('o.id').orderBy('o.name').orderBy('o.id');
      if (limit !== null) query = query.limit(limit).offset(offset);
      return staffOrganizations(
        db,
        (await query.execute()).map((row) => row.id),
        referral,
      );
    },
    count: async () => Number((await ids.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n),
  };
}
