// Staff's manual case dedupe (spec 002 §2 "Manual case dedupe page", §7; issue 14): staff choose an organisation, then
// two of its cases — a law firm's own cases, or the cases a lienholder holds a (non-rejected) lien on — preview the
// merge and merge them with the registry's one merge (domain/merge.ts, scope 'staff': one law firm, or a case without
// a firm into one with). Both cases must belong to the chosen organisation.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { RequestContext } from './context.ts';
import { MESSAGES, validationError, type FieldErrors } from './errors.ts';
import { isUuid } from './ids.ts';
import { parseText, TEXT_LIMITS } from './input.ts';
import { organizationKind } from './kinds.ts';
import { mergeCases, parseCaseIds, parsePreviewedAt, previewMerge } from './merge.ts';
import { parsePage, type Query } from './paging.ts';
import { dateOf, MAX_SEARCH_WORDS } from './portfolio/search.ts';

/** The case search's page size (spec 002 §7: "Case selection search uses page size 20"). */
export const MANUAL_DEDUPE_PAGE_SIZE = 20;

export const MANUAL_DEDUPE_MESSAGES = {
  unknownOrganization: 'No organization with this id.',
  notOrganizationsCases: 'Both cases must belong to the chosen organization.',
  /** DRF's text for a datetime it cannot read. */
  invalidDateTime: 'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].',
} as const;

export interface ChosenOrganization {
  id: string;
  name: string;
  kind: 'LAW_FIRM' | 'LIENHOLDER';
}

/** `organization` (query or body): a uuid of an existing organisation; 400 with a clear message otherwise. */
export async function parseOrganization(
  db: Kysely<Database>,
  value: unknown,
  referralLawFirmIsLawFirm: boolean,
): Promise<ChosenOrganization> {
  if (value === undefined || value === null || value === '') throw validationError({ organization: [MESSAGES.required] });
  if (typeof value !== 'string' || !isUuid(value)) throw validationError({ organization: [MESSAGES.invalidUuid] });
  const row = await db.selectFrom('legal_organizations').select(['id', 'name', 'type']).where('id', '=', value).executeTakeFirst();
  if (!row) throw validationError({ organization: [MANUAL_DEDUPE_MESSAGES.unknownOrganization] });
  return { id: row.id, name: row.name, kind: organizationKind(row.type, referralLawFirmIsLawFirm) };
}

/** The cases of the organisation: a law firm's own, or those a lienholder holds a non-rejected lien on. */
function casesOf(db: Kysely<Database>, organization: ChosenOrganization) {
  const base = db.selectFrom('cases as c');
  return organization.kind === 'LAW_FIRM'
    ? base.where('c.law_firm_id', '=', organization.id)
    : base.where((eb) =>
        eb.exists(
          eb
            .selectFrom('liens as l')
            .select(sql`1`.as('one'))
            .whereRef('l.case_id', '=', 'c.id')
            .where('l.lienholder_id', '=', organization.id)
            .where('l.verification_status', '!=', 'REJECTED'),
        ),
      );
}

export interface CaseSearch {
  organization: ChosenOrganization;
  /** Lower-cased words; each must match a name prefix, the case id, or a birth or loss date. */
  words: string[];
  exclude: string | null;
  page: number;
}

/** The case search's query string: `search` (≤ 200 characters, at most 6 words), `exclude` (a uuid), `page`. */
export function parseCaseSearch(query: Query, organization: ChosenOrganization): CaseSearch {
  const errors: FieldErrors = {};
  const text = parseText(query.search, 'search', errors, { max: TEXT_LIMITS.search }) ?? '';
  if (query.exclude !== undefined && query.exclude !== '' && !isUuid(query.exclude)) errors.exclude = [MESSAGES.invalidUuid];
  if (Object.keys(errors).length) throw validationError(errors);
  const words = text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  return { organization, words, exclude: query.exclude || null, page: parsePage(query.page) ?? 1 };
}

const escapeLike = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);

export interface ManualDedupeCaseRow {
  id: string;
  first_name: string;
  last_name: string;
  birthdate: unknown;
  date_of_loss: unknown;
  state_of_incident: string | null;
  law_firm_id: string | null;
  law_firm_name: string | null;
  created_at: Date | string;
}

/** One page of the organisation's cases matching the search, newest first, and how many match. */
export async function searchOrganizationCases(db: Kysely<Database>, search: CaseSearch) {
  let base = casesOf(db, search.organization).innerJoin('persons as p', 'p.id', 'c.plaintiff_id');
  if (search.exclude) base = base.where('c.id', '!=', search.exclude);
  for (const word of search.words) {
    const prefix = `${escapeLike(word)}%`;
    const date = dateOf(word);
    base = base.where((eb) =>
      eb.or([
        eb(sql<string>`lower(p.first_name)`, 'like', prefix),
        eb(sql<string>`lower(p.last_name)`, 'like', prefix),
        ...(isUuid(word) ? [eb('c.id', '=', word)] : []),
        ...(date ? [eb('p.birthdate', '=', date), eb('c.date_of_loss', '=', date)] : []),
      ]),
    );
  }
  const offset = (search.page - 1) * MANUAL_DEDUPE_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    base
      .leftJoin('legal_organizations as f', 'f.id', 'c.law_firm_id')
      .select([
        'c.id',
        'p.first_name',
        'p.last_name',
        'p.birthdate',
        'c.date_of_loss',
        'c.state_of_incident',
        'c.law_firm_id',
        'f.name as law_firm_name',
        'c.created_at',
      ])
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id')
      .limit(MANUAL_DEDUPE_PAGE_SIZE)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.count), rows: rows as ManualDedupeCaseRow[] };
}

const dateText = (value: unknown) =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value);

export function serializeManualDedupeCase(row: ManualDedupeCaseRow) {
  return {
    id: row.id,
    plaintiff_name: `${row.first_name} ${row.last_name}`.trim(),
    plaintiff_first_name: row.first_name,
    plaintiff_last_name: row.last_name,
    plaintiff_birthdate: dateText(row.birthdate),
    date_of_loss: dateText(row.date_of_loss),
    state_of_incident: row.state_of_incident,
    law_firm: row.law_firm_id ? { id: row.law_firm_id, name: row.law_firm_name ?? '' } : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** 400 unless both cases are the organisation's (an unknown id included: staff see one clear message). */
async function assertOrganizationsCases(db: Kysely<Database>, organization: ChosenOrganization, ids: [string, string]) {
  const found = await casesOf(db, organization).select('c.id').where('c.id', 'in', ids).execute();
  if (found.length !== 2) throw validationError({ case_ids: [MANUAL_DEDUPE_MESSAGES.notOrganizationsCases] });
}

/** The body of preview-merge/ and merge/: `case_ids` [canonical, duplicate] and `organization`. */
async function parsePair(db: Kysely<Database>, body: unknown, referralLawFirmIsLawFirm: boolean) {
  const ids = parseCaseIds(body);
  const organization = await parseOrganization(db, (body as Record<string, unknown>).organization, referralLawFirmIsLawFirm);
  await assertOrganizationsCases(db, organization, ids);
  return ids;
}

export async function previewManualMerge(db: Kysely<Database>, body: unknown, referralLawFirmIsLawFirm: boolean) {
  return previewMerge(db, 'staff', await parsePair(db, body, referralLawFirmIsLawFirm));
}

/** Merges the duplicate (second id) into the canonical case; returns the canonical case's id. */
export async function mergeManualCases(db: Kysely<Database>, ctx: RequestContext, body: unknown, referralLawFirmIsLawFirm: boolean) {
  const ids = parseCaseIds(body);
  const given = (body as Record<string, unknown>).last_previewed_at;
  // merge.ts says 'required' for any unreadable value; a value that is there but unreadable gets its own text.
  if (given !== undefined && given !== null && (typeof given !== 'string' || Number.isNaN(Date.parse(given))))
    throw validationError({ last_previewed_at: [MANUAL_DEDUPE_MESSAGES.invalidDateTime] });
  const previewedAt = parsePreviewedAt(body);
  await parsePair(db, body, referralLawFirmIsLawFirm);
  return mergeCases(db, ctx, 'staff', ids, previewedAt);
}
