// The read model behind every portfolio read: `portfolio_entries` (migration 0029), one row per organisation and
// case it sees, kept by triggers under the rule of case-visibility.ts. Here: its columns, and the filters as SQL
// over `portfolio_entries as e`, always behind `e.organization_id = viewer` (entriesOf).
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Viewer } from '../context.ts';
import { CLOSED_CASE_STATUSES } from '../options.ts';
import { OUT_OF_DATE_DAYS } from '../out-of-date.ts';
import type { PortfolioFilters } from './rules.ts';
import { SIMILARITY_THRESHOLD, type Search, type SearchWord } from './search.ts';

export interface EntryColumns {
  organization_id: string;
  case_id: string;
  lien_id: string | null;
  law_firm_id: string | null;
  status: string | null;
  is_closed: boolean;
  is_resolved: boolean;
  treatment_status: string | null;
  last_updated_at: Date | null;
  updated_key: Date;
  created_at: Date;
  first_name_key: string;
  last_name_key: string;
  full_name: string;
  birthdate: string | null;
  date_of_loss: string | null;
  lienholder_ids: string[];
  tag_ids: string[];
}

/** The viewer's entries: the one place the tenant condition is written. */
export const entriesOf = (db: Kysely<Database>, viewer: Viewer) =>
  db.selectFrom(sql<EntryColumns>`portfolio_entries`.as('e')).where(sql<SqlBool>`e.organization_id = ${viewer.organizationId}`);

/** The filters a facet leaves out when it is counted (each facet is counted under every filter but its own). */
export type DimensionFacet = 'lienholder' | 'law_firm' | 'tag' | 'treatment_status';

const and = (conditions: RawBuilder<SqlBool>[]): RawBuilder<SqlBool> =>
  conditions.length ? sql<SqlBool>`(${sql.join(conditions, sql` and `)})` : sql<SqlBool>`true`;
const or = (conditions: RawBuilder<SqlBool>[]): RawBuilder<SqlBool> => sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
const uuids = (ids: string[]) => sql`${sql.join(ids.map((id) => sql`${id}::uuid`))}`;

const closedStatuses = sql.join(CLOSED_CASE_STATUSES.map((status) => sql`${status}`));

/** The 90-day rule of out-of-date.ts over the entry (never-updated entries have updated_key '-infinity'). */
export const outOfDateRule = sql<SqlBool>`(not e.is_closed and e.updated_key <= now() - make_interval(hours => ${OUT_OF_DATE_DAYS * 24}))`;

function prefixCondition(
  column: 'e.first_name_key' | 'e.last_name_key',
  word: Pick<SearchWord, 'text' | 'prefixEnd'>,
): RawBuilder<SqlBool> {
  const key = sql.ref(column);
  // A range on the collate "C" key: an index range scan of (organization_id, key, case_id).
  return word.prefixEnd === null
    ? sql<SqlBool>`${key} >= ${word.text}`
    : sql<SqlBool>`(${key} >= ${word.text} and ${key} < ${word.prefixEnd})`;
}

/**
 * The case or lien ids an external identifier names in the viewer's organisation's systems. The `offset 0` fence
 * keeps the lookup on the lower(registry_external_id) index (the planner otherwise walks every key of the system).
 */
const externalIds = (viewer: Viewer, word: SearchWord, column: 'case_id' | 'lien_id') =>
  sql`select k.target from (
        select ek.${sql.ref(column)} as target, ek.external_system_id from external_keys ek
        where lower(ek.registry_external_id) = ${word.text} and ek.${sql.ref(column)} is not null offset 0
      ) k join external_systems s on s.id = k.external_system_id where s.organization_id = ${viewer.organizationId}`;

function externalIdCondition(viewer: Viewer, word: SearchWord): RawBuilder<SqlBool> {
  return sql<SqlBool>`(e.case_id = any(array(${externalIds(viewer, word, 'case_id')})) or e.lien_id = any(array(${externalIds(viewer, word, 'lien_id')})))`;
}

function wordCondition(viewer: Viewer, word: SearchWord, swaps: boolean): RawBuilder<SqlBool> {
  if (word.caseId) return sql<SqlBool>`e.case_id = ${word.caseId}::uuid`;
  // Checked on entries already read (never an index read): one prefix test per name key, whatever the number of swaps.
  const prefixes = [word.text, ...(swaps ? word.swaps.map((swap) => swap.text) : [])];
  const alternatives = [
    sql<SqlBool>`e.first_name_key ^@ any(${prefixes}::text[])`,
    sql<SqlBool>`e.last_name_key ^@ any(${prefixes}::text[])`,
  ];
  if (word.date) alternatives.push(sql<SqlBool>`e.birthdate = ${word.date}::date`, sql<SqlBool>`e.date_of_loss = ${word.date}::date`);
  alternatives.push(externalIdCondition(viewer, word));
  return or(alternatives);
}

/** Every word matches (with `swaps`, a name word may have two neighbouring letters swapped). */
export const wordsRule = (viewer: Viewer, search: Search, swaps = false): RawBuilder<SqlBool> =>
  and(search.words.map((word) => wordCondition(viewer, word, swaps)));

/** One index read of a search; `asTyped`: it finds what the word matches as typed (not a swapped-letter variant). */
export interface SearchRead {
  condition: RawBuilder<SqlBool>;
  asTyped: boolean;
}

/** Index reads whose union holds every entry the search can match, and what else an entry they find must meet. */
interface SearchBranches {
  reads: SearchRead[];
  /** The rest of the rule for an entry any read found. */
  rest: RawBuilder<SqlBool>;
}

/**
 * The longest word's name key ranges (and its swaps'), its dates and the external identifiers it names, and with a
 * similarity search the trigram index; the other words (or the similarity) are the rest.
 */
function searchBranches(viewer: Viewer, search: Search): SearchBranches {
  const similar = search.similarTo ? sql<SqlBool>`${search.similarTo} <% e.full_name` : null;
  // A case id, else the longest word (the most selective) picks the entries.
  const word = search.words.find((candidate) => candidate.caseId) ?? [...search.words].sort((a, b) => b.text.length - a.text.length)[0];
  const others = wordsRule(viewer, { ...search, words: search.words.filter((other) => other !== word) }, true);
  const reads = word.caseId
    ? [{ condition: sql<SqlBool>`e.case_id = ${word.caseId}::uuid`, asTyped: true }]
    : wordAlternatives(viewer, word);
  if (similar) reads.push({ condition: similar, asTyped: false });
  // An entry the similarity read found meets `similar`, so one rest holds for every read.
  return { reads, rest: similar ? or([others, similar]) : others };
}

/**
 * The index reads of one (non-id) word: name key ranges, dates and external identifiers as typed, then the name key
 * ranges of its swapped-letter variants (last, so that an entry their reads find matches nothing as typed).
 */
function wordAlternatives(viewer: Viewer, word: SearchWord): SearchRead[] {
  const typed = [prefixCondition('e.first_name_key', word), prefixCondition('e.last_name_key', word)];
  if (word.date) typed.push(sql<SqlBool>`e.birthdate = ${word.date}::date`, sql<SqlBool>`e.date_of_loss = ${word.date}::date`);
  typed.push(
    sql<SqlBool>`e.case_id = any(array(${externalIds(viewer, word, 'case_id')}))`,
    // A lienholder's entry is its own lien's case.
    sql<SqlBool>`e.case_id = any(array(select l.case_id from liens l
      where l.id = any(array(${externalIds(viewer, word, 'lien_id')})) and l.lienholder_id = ${viewer.organizationId}))`,
  );
  const swapped = word.swaps.flatMap((swap) => [prefixCondition('e.first_name_key', swap), prefixCondition('e.last_name_key', swap)]);
  return [...typed.map((condition) => ({ condition, asTyped: true })), ...swapped.map((condition) => ({ condition, asTyped: false }))];
}

/**
 * `select e.case_id` of the entries matching the search: the index reads, each carrying the keys the rest of the rule
 * looks at (both name keys are in each name index, migration 0031), and the rest checked once on what they found. A
 * plan of a dozen plain index reads.
 */
function matchingIds(viewer: Viewer, search: Search): RawBuilder<unknown> {
  const { reads, rest } = searchBranches(viewer, search);
  const carried = sql`e.case_id, e.lien_id, e.first_name_key, e.last_name_key${search.similarTo ? sql`, e.full_name` : sql``}`;
  const found = sql.join(
    reads.map(
      (read) => sql`select ${carried} from portfolio_entries e where e.organization_id = ${viewer.organizationId} and ${read.condition}`,
    ),
    sql` union all `,
  );
  // `offset 0`: the planner would otherwise push the rest into each read, and plan it a dozen times.
  return sql`select e.case_id from (${found} offset 0) e where ${rest}`;
}

export function searchCondition(viewer: Viewer, search: Search): RawBuilder<SqlBool> | null {
  if (!search.words.length) return null;
  // `= any(array(…))`: the matches are looked up by the primary key (organization_id, case_id), never joined by a scan.
  return sql<SqlBool>`e.case_id = any(array(${matchingIds(viewer, search)}))`;
}

/**
 * A one-word search is read by searchedEntries: each index read's entries match as they are (its rest is at most
 * the similarity). With more words, the matches' ids are found first (matchingIds), then their entries.
 */
export const readsBranches = (search: Search): boolean => search.words.length === 1;

/**
 * `select <columns>` of the viewer's entries matching the search and every filter: index range reads
 * (searchBranches), each checking the rest of the rule and the filters itself. With only the columns the indexes
 * carry (a count, status groups, a page's keys) a one-word search reads no entry from the table. Each read leaves out
 * the entries an earlier read finds (both name keys are in each name index, migration 0031), so the reads are
 * disjoint and their `union all` needs no de-duplication: hashing every match ("tho" matches 13,000 entries of the
 * largest lienholder at 1 M) cost as much as reading them.
 */
export function searchedEntries(
  viewer: Viewer,
  filters: PortfolioFilters,
  columns: RawBuilder<unknown> | ((read: SearchRead) => RawBuilder<unknown>),
  options: ConditionOptions = {},
): RawBuilder<unknown> {
  const conditions = entryConditions(viewer, filters, { ...options, withoutSearch: true });
  const { reads, rest } = searchBranches(viewer, filters.search);
  return sql.join(
    reads.map((read, index) => {
      const earlier = reads.slice(0, index).map((other) => other.condition);
      // `is not true`: a read that is null for an entry (a date read, no birth date) did not find it.
      const notFoundEarlier = earlier.length ? sql<SqlBool>`${or(earlier)} is not true` : sql<SqlBool>`true`;
      return sql`select ${typeof columns === 'function' ? columns(read) : columns} from portfolio_entries e
             where e.organization_id = ${viewer.organizationId} and ${read.condition} and ${notFoundEarlier} and ${rest} and ${conditions}`;
    }),
    sql` union all `,
  );
}

/**
 * relevanceScore of every entry a one-word search's read finds (searchedEntries), when it looks for no similar names:
 * 1 for a read as typed, 0 for a swapped-letter read (the reads as typed come first and leave nothing they match to it). Computing the score entry
 * by entry cost a quarter of a page of "tho" at 1 M.
 */
export const readRelevance = (read: SearchRead): RawBuilder<number> => sql<number>`${sql.lit(read.asTyped ? 1 : 0)}::float8`;

/**
 * The relevance of an entry to the search: matching every word as typed counts 1 (a swapped-letter match does not,
 * so exact matches come first), plus the similarity of the text to the full name.
 */
export function relevanceScore(viewer: Viewer, search: Search): RawBuilder<number> {
  const words = sql`(case when ${wordsRule(viewer, search)} then 1 else 0 end)`;
  return search.similarTo
    ? sql<number>`(${words} + word_similarity(${search.similarTo}, e.full_name))::float8`
    : sql<number>`${words}::float8`;
}

export interface ConditionOptions {
  /** Leave out status, is_closed, is_resolved and is_out_of_date (they are grouped on). */
  grouped?: boolean;
  /** Leave out this facet's own filter. */
  except?: DimensionFacet;
  /** Leave out the search (searchedEntries' branches check it). */
  withoutSearch?: boolean;
}

export function entryConditions(viewer: Viewer, filters: PortfolioFilters, options: ConditionOptions = {}): RawBuilder<SqlBool> {
  const conditions: RawBuilder<SqlBool>[] = [];
  const search = options.withoutSearch ? null : searchCondition(viewer, filters.search);
  if (search) conditions.push(search);
  if (filters.ids) conditions.push(filters.ids.length ? sql<SqlBool>`e.case_id in (${uuids(filters.ids)})` : sql<SqlBool>`false`);
  if (filters.exclude) conditions.push(sql<SqlBool>`e.case_id <> ${filters.exclude}::uuid`);
  if (filters.lawFirms && options.except !== 'law_firm') conditions.push(sql<SqlBool>`e.law_firm_id in (${uuids(filters.lawFirms)})`);
  if (filters.lienholders && options.except !== 'lienholder') {
    conditions.push(sql<SqlBool>`e.case_id in (select l.case_id from liens l
      where l.lienholder_id in (${uuids(filters.lienholders)}) and l.verification_status <> 'REJECTED')`);
  }
  if (filters.tags && options.except !== 'tag') {
    // An entry holds its own organisation's tags only: another organisation's tag id matches nothing. The ordered
    // indexes carry them (migration 0033).
    conditions.push(sql<SqlBool>`e.tag_ids && array[${uuids(filters.tags)}]`);
  }
  if (filters.treatmentStatuses && options.except !== 'treatment_status') {
    conditions.push(sql<SqlBool>`e.treatment_status in (${sql.join(filters.treatmentStatuses)})`);
  }
  if (!options.grouped) {
    if (filters.isClosed !== null) conditions.push(filters.isClosed ? sql<SqlBool>`e.is_closed` : sql<SqlBool>`not e.is_closed`);
    if (filters.isResolved !== null) conditions.push(filters.isResolved ? sql<SqlBool>`e.is_resolved` : sql<SqlBool>`not e.is_resolved`);
    if (filters.isOutOfDate !== null) conditions.push(filters.isOutOfDate ? outOfDateRule : sql<SqlBool>`not ${outOfDateRule}`);
    if (filters.statuses) conditions.push(sql<SqlBool>`e.status in (${sql.join(filters.statuses)})`);
  }
  return and(conditions);
}

/** The status / closed / resolved filters as a condition on a counter row's `status` and `is_resolved` ('' = no status). */
export function counterRowConditions(filters: PortfolioFilters): RawBuilder<SqlBool> {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (filters.statuses) conditions.push(sql<SqlBool>`status in (${sql.join(filters.statuses)})`);
  if (filters.isClosed !== null) {
    conditions.push(filters.isClosed ? sql<SqlBool>`status in (${closedStatuses})` : sql<SqlBool>`status not in (${closedStatuses})`);
  }
  if (filters.isResolved !== null) conditions.push(sql<SqlBool>`is_resolved = ${filters.isResolved}`);
  return and(conditions);
}

/** The dimension suffix of the facet rollup rows, whose `status` is 'open' or 'closed' (migration 0032). */
export const ROLLUP_SUFFIX = ':closed';

/**
 * What each value of the closed and resolved filters selects of the rollup rows (null: every row). The counts
 * (rollupRowConditions) and the facet rankings' buckets (rankings.ts) both read this table, so a ranking's bucket is
 * always the rows a count sums.
 */
export const ROLLUP_BUCKETS = {
  closed: { open: sql<SqlBool>`status = 'open'`, closed: sql<SqlBool>`status = 'closed'`, all: null },
  resolved: { true: sql<SqlBool>`is_resolved`, false: sql<SqlBool>`not is_resolved`, all: null },
} as const;

export type RollupBucket = { closed: keyof (typeof ROLLUP_BUCKETS)['closed']; resolved: keyof (typeof ROLLUP_BUCKETS)['resolved'] };

/** The bucket of the closed and resolved filters. */
export function rollupBucketOf(filters: Pick<PortfolioFilters, 'isClosed' | 'isResolved'>): RollupBucket {
  return {
    closed: filters.isClosed === null ? 'all' : filters.isClosed ? 'closed' : 'open',
    resolved: filters.isResolved === null ? 'all' : filters.isResolved ? 'true' : 'false',
  };
}

/** A bucket's rollup rows as a condition (unqualified columns of portfolio_counts). */
export function rollupBucketCondition({ closed, resolved }: RollupBucket): RawBuilder<SqlBool> {
  return and([ROLLUP_BUCKETS.closed[closed], ROLLUP_BUCKETS.resolved[resolved]].filter((condition) => condition !== null));
}

/** The closed / resolved filters as a condition on a rollup row (no status filter: those read the status rows). */
export function rollupRowConditions(filters: PortfolioFilters): RawBuilder<SqlBool> {
  return rollupBucketCondition(rollupBucketOf(filters));
}

const wordsOnly = new WeakMap<Search, Promise<Search>>();

/**
 * The search as it is run: similar full names are looked for only when no entry of the organisation matches the
 * words as typed (or with two neighbouring letters swapped). Reversed and transposed full names are found by their
 * words; a similarity search of a common surname reads thousands of candidates at a million cases. Decided once per
 * parsed search (the page, its count and the facets of one request agree), over the whole portfolio.
 */
function resolvedSearch(db: Kysely<Database>, viewer: Viewer, search: Search): Promise<Search> {
  if (!search.similarTo) return Promise.resolve(search);
  let resolved = wordsOnly.get(search);
  if (!resolved) {
    const words: Search = { ...search, similarTo: null };
    resolved = sql<{ found: boolean }>`select exists (${matchingIds(viewer, words)}) as found`
      .execute(db)
      .then(({ rows }) => (rows[0]?.found ? words : search));
    wordsOnly.set(search, resolved);
  }
  return resolved;
}

/**
 * Runs `read` with the filters' search as it is run (resolvedSearch) and, for a similarity search, on one
 * connection whose trigram word-similarity threshold is the search's (a session setting: the `<%` operator and its
 * index read it).
 */
export async function withSearch<T>(
  db: Kysely<Database>,
  viewer: Viewer,
  filters: PortfolioFilters,
  read: (db: Kysely<Database>, filters: PortfolioFilters) => Promise<T>,
): Promise<T> {
  const search = await resolvedSearch(db, viewer, filters.search);
  const resolved = search === filters.search ? filters : { ...filters, search };
  if (!search.similarTo) return read(db, resolved);
  return db.connection().execute(async (connection) => {
    await sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, false)`.execute(connection);
    return read(connection, resolved);
  });
}
