// Staff's dedupe queue (issue 14; spec 002 §2, §4, §7; DECISIONS 19–21): the matches of one model (cases, contacts
// or legal organisations) in one status, with what each card shows of its records, and the counts per status for the status radio.
// A match is listed only while two or more of its records still exist (a case merged elsewhere leaves nothing to
// decide); matched_ids and matched_objects name only the records that still exist.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { invalidChoice, MESSAGES, notFound, validationError, type FieldErrors } from '../errors.ts';
import { isUuid } from '../ids.ts';
import { TEXT_LIMITS, textProblem } from '../input.ts';
import type { Query } from '../paging.ts';
import { iso } from '../serialize.ts';

export type DedupeModel = 'CASE' | 'CONTACT' | 'LEGAL_ORGANIZATION';
export type QueueStatus = 'NEW' | 'NEEDS_MORE_INFORMATION' | 'DISMISSED';

/** The path segment of each model: /staff/dedupe/cases/, /staff/dedupe/contacts/, /staff/dedupe/legal-organizations/. */
export const MODEL_PATHS: Record<string, DedupeModel> = { cases: 'CASE', contacts: 'CONTACT', 'legal-organizations': 'LEGAL_ORGANIZATION' };

export const QUEUE_STATUSES: Record<string, QueueStatus> = {
  new: 'NEW',
  needs_more_information: 'NEEDS_MORE_INFORMATION',
  dismissed: 'DISMISSED',
};

export const DEDUPE_PAGE_SIZE = 10;

export interface QueueFilters {
  search: string;
  ordering: 'last_created_at' | '-last_created_at';
  importId: string | null;
  /** related_to_compulsion_firm: a record's organisation (a case's law firm) is, or is not, a compulsion firm. */
  relatedToCompulsionFirm: boolean | null;
}

/** A true/false query parameter ('true'/'1', 'false'/'0'); absent or empty: null; anything else is an error on `field`. */
export function parseBooleanFilter(value: string | undefined, field: string, errors: FieldErrors): boolean | null {
  if (value === undefined || value === '') return null;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  errors[field] = [MESSAGES.invalidBoolean];
  return null;
}

/** The organisation (SQL `orgId`) is the law firm of a registration: the firm that compelled lienholders to register. */
export const compulsionCondition = (orgId: RawBuilder<string>) =>
  sql<boolean>`exists (select 1 from registrations r where r.law_firm_id = ${orgId})`;

/** A position in the list (keyset paging, steady while cards leave it): the last row's last_created_at and id. */
export interface QueueCursor {
  /** To the microsecond, as PostgreSQL keeps it (a JavaScript date would round it). */
  at: string;
  id: string;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)_([0-9a-f-]{36})$/i;

export const cursorOf = (row: { id: string; cursor_at: string }) => `${row.cursor_at}_${row.id}`;

/** `after`: a cursor as cursorOf writes it; anything else is a 400. */
export function parseCursor(value: string | undefined): QueueCursor | null {
  if (value === undefined || value === '') return null;
  const match = CURSOR.exec(value);
  if (!match || !isUuid(match[2]) || Number.isNaN(Date.parse(match[1]))) throw validationError({ after: [MESSAGES.invalidCursor] });
  return { at: match[1], id: match[2] };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** search, ordering and import_id of the list and the counts; a bad value is a 400 naming the parameter. */
export function parseFilters(query: Query): QueueFilters {
  const errors: FieldErrors = {};
  const search = (query.search ?? '').trim();
  const problem = textProblem(search, TEXT_LIMITS.search);
  if (problem) errors.search = [problem];
  const ordering = query.ordering ?? '-last_created_at';
  if (ordering !== 'last_created_at' && ordering !== '-last_created_at') errors.ordering = [invalidChoice(ordering)];
  const importId = query.import_id ? query.import_id : null;
  if (importId !== null && !isUuid(importId)) errors.import_id = [MESSAGES.invalidUuid];
  const relatedToCompulsionFirm = parseBooleanFilter(query.related_to_compulsion_firm, 'related_to_compulsion_firm', errors);
  if (Object.keys(errors).length) throw validationError(errors);
  return { search, ordering: ordering as QueueFilters['ordering'], importId, relatedToCompulsionFirm };
}

export function parseStatus(value: string | undefined): QueueStatus {
  const status = QUEUE_STATUSES[value ?? 'new'];
  if (!status) throw validationError({ status: [invalidChoice(value)] });
  return status;
}

/** The model of a path segment; anything else is not a queue. */
export function modelOfPath(segment: string): DedupeModel {
  const model = MODEL_PATHS[segment];
  if (!model) throw notFound();
  return model;
}

/** How many of the match's records still exist (SQL over `m`). */
function existingRecords(model: DedupeModel): RawBuilder<number> {
  if (model === 'LEGAL_ORGANIZATION') return sql<number>`(select count(*) from legal_organizations x where x.id = any(m.record_ids))`;
  return model === 'CASE'
    ? sql<number>`(select count(*) from cases x where x.id = any(m.record_ids))`
    : sql<number>`(select count(*) from contacts x where x.id = any(m.record_ids))`;
}

/** A record of the match whose name (or a contact's e-mail, an organisation's website) contains the text. */
function searchCondition(model: DedupeModel, search: string): RawBuilder<boolean> {
  const like = `%${escapeLike(search)}%`;
  if (model === 'LEGAL_ORGANIZATION')
    return sql<boolean>`exists (select 1 from legal_organizations x where x.id = any(m.record_ids)
        and (x.name ilike ${like} or x.website ilike ${like}))`;
  return model === 'CASE'
    ? sql<boolean>`exists (select 1 from cases x join persons p on p.id = x.plaintiff_id where x.id = any(m.record_ids)
        and (p.first_name || ' ' || p.last_name ilike ${like} or p.last_name || ' ' || p.first_name ilike ${like}))`
    : sql<boolean>`exists (select 1 from contacts x where x.id = any(m.record_ids)
        and (x.first_name || ' ' || x.last_name ilike ${like} or x.email ilike ${like}))`;
}

function filtered(db: Kysely<Database>, model: DedupeModel, filters: QueueFilters) {
  let query = db
    .selectFrom('dedupe_matches as m')
    .where('m.model_type', '=', model)
    .where(sql<boolean>`${existingRecords(model)} >= 2`);
  if (filters.importId) query = query.where('m.import_id', '=', filters.importId);
  if (filters.search) query = query.where(searchCondition(model, filters.search));
  if (filters.relatedToCompulsionFirm !== null) {
    const condition = compulsionRecord(model);
    query = query.where(filters.relatedToCompulsionFirm ? condition : sql<boolean>`not (${condition})`);
  }
  return query;
}

/** A record of the match belongs to a compulsion firm: a case of it, a contact of it, or the firm itself. */
function compulsionRecord(model: DedupeModel): RawBuilder<boolean> {
  const table = { CASE: sql`cases`, CONTACT: sql`contacts`, LEGAL_ORGANIZATION: sql`legal_organizations` }[model];
  const organization = {
    CASE: sql<string>`x.law_firm_id`,
    CONTACT: sql<string>`x.legal_organization_id`,
    LEGAL_ORGANIZATION: sql<string>`x.id`,
  }[model];
  return sql<boolean>`exists (select 1 from ${table} x where x.id = any(m.record_ids) and ${compulsionCondition(organization)})`;
}

export interface MatchRow {
  id: string;
  model_type: string;
  status: string;
  rule: string;
  score: number;
  record_ids: string[];
  note: string;
  import_id: string | null;
  last_created_at: Date | string;
  /** last_created_at to the microsecond (list rows only), for the cursor. */
  cursor_at?: string;
}

/** One page of matches (rows and the total), newest or oldest record first. */
export function queueSource(
  db: Kysely<Database>,
  model: DedupeModel,
  status: QueueStatus,
  filters: QueueFilters,
  after: QueueCursor | null = null,
) {
  const query = filtered(db, model, filters).where('m.status', '=', status);
  const direction = filters.ordering === 'last_created_at' ? 'asc' : 'desc';
  const rowsQuery = !after
    ? query
    : direction === 'desc'
      ? query.where(sql<boolean>`(m.last_created_at, m.id) < (${after.at}::timestamptz, ${after.id}::uuid)`)
      : query.where(sql<boolean>`(m.last_created_at, m.id) > (${after.at}::timestamptz, ${after.id}::uuid)`);
  return {
    rows: (limit: number | null, offset: number) => {
      let ordered = rowsQuery
        .select(['m.id', 'm.model_type', 'm.status', 'm.rule', 'm.score', 'm.record_ids', 'm.note', 'm.import_id', 'm.last_created_at'])
        .select(sql<string>`to_char(m.last_created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('cursor_at'))
        .orderBy('m.last_created_at', direction)
        .orderBy('m.id', direction);
      if (limit !== null) ordered = ordered.limit(limit).offset(offset);
      return ordered.execute() as Promise<MatchRow[]>;
    },
    /** All the listed matches of the filters (not only those after the cursor). */
    count: async () => Number((await query.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n),
  };
}

/** One match of the model, still undecided or dismissed; null when gone, merged or of the other model. */
export async function findMatch(db: Kysely<Database>, model: DedupeModel, id: string): Promise<MatchJson | null> {
  if (!isUuid(id)) return null;
  const row = (await db
    .selectFrom('dedupe_matches as m')
    .select(['m.id', 'm.model_type', 'm.status', 'm.rule', 'm.score', 'm.record_ids', 'm.note', 'm.import_id', 'm.last_created_at'])
    .where('m.id', '=', id)
    .where('m.model_type', '=', model)
    .where('m.status', '!=', 'MERGED')
    .executeTakeFirst()) as MatchRow | undefined;
  return row ? (await serializeMatches(db, model, [row]))[0]! : null;
}

/** The number of listed matches per status (with the same search and import filter), for the status radio. */
export async function queueCounts(db: Kysely<Database>, model: DedupeModel, filters: QueueFilters) {
  const rows = await filtered(db, model, filters)
    .select(['m.status', sql<string>`count(*)`.as('n')])
    .groupBy('m.status')
    .execute();
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  return { new: of('NEW'), needs_more_information: of('NEEDS_MORE_INFORMATION'), dismissed: of('DISMISSED') };
}

export interface MatchedCaseJson {
  id: string;
  plaintiff_first_name: string;
  plaintiff_last_name: string;
  plaintiff_name: string;
  plaintiff_birthdate: string | null;
  date_of_loss: string | null;
  state_of_incident: string | null;
  law_firm: { id: string; name: string } | null;
  created_by_organization: { id: string; name: string };
  created_at: string | null;
  lien_count: number;
}

export interface MatchedContactJson {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  is_user: boolean;
  is_account_deactivated: boolean;
  is_account_suspended: boolean;
  last_login: string | null;
  legal_organization: { id: string; name: string };
  created_at: string | null;
}

const dateText = (value: unknown) =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** The cases of these ids that exist, as the cards show them. */
export async function matchedCases(db: Kysely<Database>, ids: string[]): Promise<MatchedCaseJson[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('cases as c')
    .innerJoin('persons as p', 'p.id', 'c.plaintiff_id')
    .innerJoin('legal_organizations as creator', 'creator.id', 'c.created_by_organization_id')
    .leftJoin('legal_organizations as firm', 'firm.id', 'c.law_firm_id')
    .select([
      'c.id',
      'p.first_name',
      'p.last_name',
      'p.birthdate',
      'c.date_of_loss',
      'c.state_of_incident',
      'c.law_firm_id',
      'firm.name as law_firm_name',
      'creator.id as creator_id',
      'creator.name as creator_name',
      'c.created_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('liens as l')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('l.case_id', '=', 'c.id')
        .where('l.verification_status', '!=', 'REJECTED')
        .as('lien_count'),
    )
    .where('c.id', 'in', ids)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    plaintiff_first_name: row.first_name,
    plaintiff_last_name: row.last_name,
    plaintiff_name: `${row.first_name} ${row.last_name}`.trim(),
    plaintiff_birthdate: dateText(row.birthdate),
    date_of_loss: dateText(row.date_of_loss),
    state_of_incident: row.state_of_incident,
    law_firm: row.law_firm_id ? { id: row.law_firm_id, name: row.law_firm_name ?? '' } : null,
    created_by_organization: { id: row.creator_id, name: row.creator_name },
    created_at: iso(row.created_at),
    lien_count: Number(row.lien_count ?? 0),
  }));
}

/**
 * The contacts of these ids that exist, as the cards show them. A contact is a user when an account is linked to it;
 * its last_login is that user's latest sign-in.
 */
export async function matchedContacts(db: Kysely<Database>, ids: string[]): Promise<MatchedContactJson[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('contacts as ct')
    .innerJoin('legal_organizations as o', 'o.id', 'ct.legal_organization_id')
    .select([
      'ct.id',
      'ct.first_name',
      'ct.last_name',
      'ct.email',
      'ct.is_account_deactivated',
      'ct.is_account_suspended',
      'ct.created_at',
      'o.id as organization_id',
      'o.name as organization_name',
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
    ])
    .where('ct.id', 'in', ids)
    .orderBy('ct.created_at')
    .orderBy('ct.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    is_user: Boolean(row.is_user),
    is_account_deactivated: row.is_account_deactivated,
    is_account_suspended: row.is_account_suspended,
    last_login: iso(row.last_login),
    legal_organization: { id: row.organization_id, name: row.organization_name },
    created_at: iso(row.created_at),
  }));
}

export interface MatchedOrganizationJson {
  id: string;
  name: string;
  type: string;
  website: string;
  address: { address1: string; address2: string; city: string; state: string; zip_code: string };
  phone_number: string;
  /** The cases it represents (a law firm) or holds a lien on (a lienholder). */
  case_count: number;
  created_at: string | null;
}

/** The legal organisations of these ids that exist, as the cards show them. */
export async function matchedOrganizations(db: Kysely<Database>, ids: string[]): Promise<MatchedOrganizationJson[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('legal_organizations as o')
    .select([
      'o.id',
      'o.name',
      'o.type',
      'o.website',
      'o.address1',
      'o.address2',
      'o.city',
      'o.state',
      'o.zip_code',
      'o.phone_number',
      'o.created_at',
    ])
    .select(
      sql<string>`(select count(*) from cases c where c.law_firm_id = o.id
        or exists (select 1 from liens l where l.case_id = c.id and l.lienholder_id = o.id))`.as('case_count'),
    )
    .where('o.id', 'in', ids)
    .orderBy('o.created_at')
    .orderBy('o.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    website: row.website,
    address: { address1: row.address1, address2: row.address2, city: row.city, state: row.state, zip_code: row.zip_code },
    phone_number: row.phone_number,
    case_count: Number(row.case_count ?? 0),
    created_at: iso(row.created_at),
  }));
}

export type MatchedRecordJson = MatchedCaseJson | MatchedContactJson | MatchedOrganizationJson;

async function matchedRecords(db: Kysely<Database>, model: DedupeModel, ids: string[]): Promise<MatchedRecordJson[]> {
  if (model === 'CASE') return matchedCases(db, ids);
  if (model === 'CONTACT') return matchedContacts(db, ids);
  return matchedOrganizations(db, ids);
}

export interface MatchJson {
  id: string;
  model_type: string;
  status: string;
  rule: string;
  score: number;
  matched_ids: string[];
  matched_objects: MatchedRecordJson[];
  note: string;
  import_id: string | null;
  last_created_at: string | null;
  /** Where the list resumes after this match (`after`); lists only. */
  cursor?: string;
}

/** The page's matches with their records (one query per model for the whole page). */
export async function serializeMatches(db: Kysely<Database>, model: DedupeModel, rows: MatchRow[]): Promise<MatchJson[]> {
  const ids = [...new Set(rows.flatMap((row) => row.record_ids))];
  const records = await matchedRecords(db, model, ids);
  const byId = new Map(records.map((record) => [record.id, record]));
  return rows.map((row) => {
    // In the records' creation order (the query's), whatever order the engine stored them in.
    const objects = records.filter((record) => row.record_ids.includes(record.id));
    return {
      id: row.id,
      model_type: row.model_type,
      status: row.status,
      rule: row.rule,
      score: Number(row.score),
      matched_ids: objects.map((record) => record.id).filter((id) => byId.has(id)),
      matched_objects: objects,
      note: row.note,
      import_id: row.import_id,
      last_created_at: iso(row.last_created_at),
      ...(row.cursor_at ? { cursor: cursorOf({ id: row.id, cursor_at: row.cursor_at }) } : {}),
    };
  });
}
