// The portfolio's read model (issue 13): one row per (organisation, case) the organisation sees — the case's law
// firm, and every lienholder with a non-rejected lien on it (the rule of registry/domain/case-visibility.ts) —
// holding the keys the portfolio orders, filters and searches by, so a tenant's first page, deep pages and name
// search read one index whatever the tenant's size.
// Kept by triggers on cases, liens, persons and case_tags (every write path, with no application code), and
// counted by insert-only deltas: a statement trigger on the entries appends +1/−1 per changed key to
// `portfolio_counts` (per status and own-lien resolution, for the whole portfolio and per facet value) and
// `portfolio_fresh_counts` (open entries by the UTC day they become out of date under the 90 × 24 h rule), so exact
// counts never scan the tenant and no hot counter row is ever updated (no lock queue, no deadlock). A job compacts
// the deltas (registry/domain/portfolio/counters.ts). `portfolio_rebuild()` recomputes everything from the base
// tables (this migration, the seed after a bulk load with triggers off); `portfolio_recount()` only the counters.
import { sql, type Kysely } from 'kysely';

// The closed statuses of registry/domain/options.ts (CLOSED_CASE_STATUSES) as they are today: a migration is frozen.
const CLOSED = `('CASE_CLOSED', 'CASE_CLOSED_PAYMENT_DISBURSED', 'CASE_CLOSED_WITHOUT_SETTLEMENT')`;
// The 90-day rule of registry/domain/out-of-date.ts: 90 × 24 hours.
const STALE_AFTER = `interval '2160 hours'`;

// The ordered indexes carry every column a page filters on or selects (INCLUDE), so a page, deep OFFSETs included,
// is an index-only scan of a vacuumed table.
export const PAGE_COLUMNS = 'include (lien_id, law_firm_id, status, is_closed, is_resolved, treatment_status, updated_key)';
const ENTRY_INDEXES = [
  `create index portfolio_entries_updated_idx on portfolio_entries (organization_id, updated_key, case_id) ${PAGE_COLUMNS.replace(', updated_key', '')}`,
  `create index portfolio_entries_created_idx on portfolio_entries (organization_id, created_at, case_id) ${PAGE_COLUMNS}`,
  `create index portfolio_entries_first_name_idx on portfolio_entries (organization_id, first_name_key, case_id) ${PAGE_COLUMNS}`,
  `create index portfolio_entries_last_name_idx on portfolio_entries (organization_id, last_name_key, case_id) ${PAGE_COLUMNS}`,
  `create index portfolio_entries_case_idx on portfolio_entries (case_id)`,
  `create index portfolio_entries_birthdate_idx on portfolio_entries (organization_id, birthdate)`,
  `create index portfolio_entries_date_of_loss_idx on portfolio_entries (organization_id, date_of_loss)`,
  `create index portfolio_entries_full_name_trgm_idx on portfolio_entries using gin (organization_id, full_name gin_trgm_ops)`,
];
const ENTRY_INDEX_NAMES = ENTRY_INDEXES.map((statement) => /create index (\w+)/.exec(statement)![1]);

// Columns in table order (the source queries select them in this order).
const ENTRY_COLUMNS = [
  'organization_id',
  'case_id',
  'lien_id',
  'law_firm_id',
  'status',
  'is_closed',
  'is_resolved',
  'treatment_status',
  'last_updated_at',
  'updated_key',
  'created_at',
  'first_name_key',
  'last_name_key',
  'full_name',
  'birthdate',
  'date_of_loss',
  'lienholder_ids',
  'tag_ids',
];

// The case's and plaintiff's columns of an entry, after its organisation, case, lien, law firm (then status …).
const caseColumns = (resolved: string, treatment: string) => `
  c.status, c.status is not null and c.status in ${CLOSED}, ${resolved}, ${treatment},
  c.last_updated_at, coalesce(c.last_updated_at, '-infinity'::timestamptz), c.created_at,
  lower(p.first_name), lower(p.last_name), lower(p.first_name || ' ' || p.last_name), p.birthdate, c.date_of_loss`;

/**
 * The entries of the cases `ids`, one case at a time (correlated subqueries on the cases' indexes: what a trigger
 * refreshing a few cases wants). portfolio_rebuild's query computes the same set-wise; the tests compare the two.
 */
const SOURCE_FUNCTION = `
  create function portfolio_source(ids uuid[]) returns setof portfolio_entries language sql stable as $$
    select c.law_firm_id, c.id, null::uuid, c.law_firm_id, ${caseColumns('false', 'null::text')},
           array(select l.lienholder_id from liens l
                  where l.case_id = c.id and l.verification_status <> 'REJECTED' and l.lienholder_id <> c.law_firm_id
                  order by 1),
           array(select ct.tag_id from case_tags ct join tags t on t.id = ct.tag_id
                  where ct.case_id = c.id and t.organization_id = c.law_firm_id order by 1)
      from cases c join persons p on p.id = c.plaintiff_id
     where c.id = any(ids) and c.law_firm_id is not null
    union all
    select l.lienholder_id, c.id, l.id, c.law_firm_id,
           ${caseColumns('l.resolution_status is not null', 'l.plaintiff_treatment_status')},
           '{}'::uuid[],
           array(select ct.tag_id from case_tags ct join tags t on t.id = ct.tag_id
                  where ct.case_id = c.id and t.organization_id = l.lienholder_id order by 1)
      from liens l join cases c on c.id = l.case_id join persons p on p.id = c.plaintiff_id
     where l.case_id = any(ids) and l.verification_status <> 'REJECTED' and l.lienholder_id is distinct from c.law_firm_id
  $$`;

/** Every entry, set-wise (hash joins over pre-aggregated liens and tags): the rebuild after a bulk load. */
export const FULL_SOURCE = `
  with tagged as (
    select ct.case_id, t.organization_id, array_agg(ct.tag_id order by ct.tag_id) as ids
      from case_tags ct join tags t on t.id = ct.tag_id
     group by ct.case_id, t.organization_id
  ), lienholders as (
    select l.case_id, array_agg(l.lienholder_id order by l.lienholder_id) as ids
      from liens l join cases c on c.id = l.case_id
     where l.verification_status <> 'REJECTED' and l.lienholder_id is distinct from c.law_firm_id
     group by l.case_id
  )
  select c.law_firm_id, c.id, null::uuid, c.law_firm_id, ${caseColumns('false', 'null::text')},
         coalesce(lh.ids, '{}'::uuid[]), coalesce(tg.ids, '{}'::uuid[])
    from cases c join persons p on p.id = c.plaintiff_id
    left join lienholders lh on lh.case_id = c.id
    left join tagged tg on tg.case_id = c.id and tg.organization_id = c.law_firm_id
   where c.law_firm_id is not null
  union all
  select l.lienholder_id, c.id, l.id, c.law_firm_id,
         ${caseColumns('l.resolution_status is not null', 'l.plaintiff_treatment_status')},
         '{}'::uuid[], coalesce(tg.ids, '{}'::uuid[])
    from liens l join cases c on c.id = l.case_id join persons p on p.id = c.plaintiff_id
    left join tagged tg on tg.case_id = c.id and tg.organization_id = l.lienholder_id
   where l.verification_status <> 'REJECTED' and l.lienholder_id is distinct from c.law_firm_id`;

/**
 * The counter rows of the entries of `source` (a relation with the entry's columns and `n`, +1 or −1): every entry
 * counts in the main dimension ('' / ''), a law firm's entry once per lienholder, a lienholder's entry under its
 * case's law firm and its treatment status, every entry once per tag.
 */
const countKeys = (source: string, extra = '') => `
  select organization_id, ''::text as dimension, ''::text as value, coalesce(status, '') as status, is_resolved, n${extra} from ${source}
  union all
  select organization_id, 'lienholder', lienholder::text, coalesce(status, ''), is_resolved, n${extra}
    from ${source} cross join unnest(lienholder_ids) as lienholder
  union all
  select organization_id, 'law_firm', law_firm_id::text, coalesce(status, ''), is_resolved, n${extra}
    from ${source} where lien_id is not null and law_firm_id is not null
  union all
  select organization_id, 'treatment', treatment_status, coalesce(status, ''), is_resolved, n${extra}
    from ${source} where lien_id is not null and treatment_status is not null
  union all
  select organization_id, 'tag', tag::text, coalesce(status, ''), is_resolved, n${extra}
    from ${source} cross join unnest(tag_ids) as tag`;

export const insertCounts = (source: string, compacted: boolean) => `
  insert into portfolio_counts (organization_id, dimension, value, status, is_resolved, n, compacted)
  select organization_id, dimension, value, status, is_resolved, sum(n), ${compacted}
    from (${countKeys(source)}) as keys
   group by organization_id, dimension, value, status, is_resolved
  having sum(n) <> 0`;

// Under the same keys as portfolio_counts (a facet value's 90-day split is read from counters too); only open,
// once-updated entries, by the UTC day they become out of date.
export const insertFreshCounts = (source: string, compacted: boolean) => `
  insert into portfolio_fresh_counts (organization_id, dimension, value, status, is_resolved, stale_on, n, compacted)
  select organization_id, dimension, value, status, is_resolved,
         ((last_updated_at + ${STALE_AFTER}) at time zone 'UTC')::date, sum(n), ${compacted}
    from (${countKeys(`(select * from ${source} where not is_closed and last_updated_at is not null) as opened`, ', last_updated_at')}) as keys
   group by 1, 2, 3, 4, 5, 6
  having sum(n) <> 0`;

// The deltas of one statement on portfolio_entries, from its transition tables.
// A statement trigger fires for a statement that changed no row too (the refresh's upsert fires both its insert
// and its update trigger): those return at once.
// A later migration passes `more` statements over the same `delta` relation (its further counts).
export const deltaTrigger = (name: string, source: string, tables: string[], more: string[] = []) => `
  create or replace function ${name}() returns trigger language plpgsql as $$
  begin
    if current_setting('portfolio.rebuilding', true) = 'on'
       or not (${tables.map((table) => `exists (select from ${table})`).join(' or ')}) then
      return null;
    end if;
    with delta as materialized (${source})
    ${insertCounts('delta', false)};
    with delta as materialized (${source})
    ${insertFreshCounts('delta', false)};${more
      .map(
        (statement) => `
    with delta as materialized (${source})
    ${statement};`,
      )
      .join('')}
    return null;
  end
  $$`;

export const entryColumnList = ENTRY_COLUMNS.join(', ');
const entryChanged = `(${ENTRY_COLUMNS.map((column) => `portfolio_entries.${column}`).join(', ')})
  is distinct from (${ENTRY_COLUMNS.map((column) => `excluded.${column}`).join(', ')})`;

export async function up(db: Kysely<any>): Promise<void> {
  // Revision 5. The in-memory store's snapshot is keyed by this function's text, not by the SQL built above it:
  // bump the revision whenever that SQL changes.
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create extension if not exists btree_gin`.execute(db);

  // No foreign keys: the triggers below remove an entry whenever its case, lien or organisation's lien goes (a
  // deleted case included), and the checks would cost a bulk rebuild three index probes per entry (most of its time).
  await sql`
    create table portfolio_entries (
      organization_id uuid not null,
      case_id uuid not null,
      lien_id uuid,
      law_firm_id uuid,
      status text,
      is_closed boolean not null,
      is_resolved boolean not null,
      treatment_status text,
      last_updated_at timestamptz,
      updated_key timestamptz not null,
      created_at timestamptz not null,
      first_name_key text collate "C" not null,
      last_name_key text collate "C" not null,
      full_name text not null,
      birthdate date,
      date_of_loss date,
      lienholder_ids uuid[] not null default '{}',
      tag_ids uuid[] not null default '{}',
      primary key (organization_id, case_id)
    )`.execute(db);
  for (const statement of ENTRY_INDEXES) await sql.raw(statement).execute(db);
  // External identifiers are searched case-insensitively.
  await sql`create index external_keys_registry_id_lower_idx on external_keys (lower(registry_external_id))`.execute(db);

  await sql`
    create table portfolio_counts (
      organization_id uuid not null,
      dimension text not null,
      value text not null,
      status text not null,
      is_resolved boolean not null,
      n bigint not null,
      compacted boolean not null default false
    )`.execute(db);
  await sql`create index portfolio_counts_key_idx on portfolio_counts (organization_id, dimension, value)`.execute(db);
  await sql`create index portfolio_counts_uncompacted_idx on portfolio_counts (organization_id) where not compacted`.execute(db);
  await sql`
    create table portfolio_fresh_counts (
      organization_id uuid not null,
      dimension text not null,
      value text not null,
      status text not null,
      is_resolved boolean not null,
      stale_on date not null,
      n bigint not null,
      compacted boolean not null default false
    )`.execute(db);
  await sql`create index portfolio_fresh_counts_key_idx on portfolio_fresh_counts (organization_id, dimension, value, stale_on)`.execute(
    db,
  );
  await sql`create index portfolio_fresh_counts_uncompacted_idx on portfolio_fresh_counts (organization_id) where not compacted`.execute(
    db,
  );

  await sql.raw(SOURCE_FUNCTION).execute(db);
  // One statement: entries the cases no longer give are deleted, new ones inserted, changed ones updated (an
  // unchanged entry is not rewritten, so it adds no counter delta).
  // It runs generic plans: its statements take an array of case ids, and their custom plans would be made again on
  // every call (most of a refresh's time).
  await sql
    .raw(
      `
    create function portfolio_refresh(ids uuid[]) returns void language plpgsql
    set plan_cache_mode = force_generic_plan as $$
    begin
      -- One refresh of a case at a time: a change that does not lock the case itself (a tag, a lien update) waits
      -- here for another transaction refreshing the case, and the statement below, with its own snapshot, then
      -- sees that transaction's committed change (else the later upsert would write entries computed without it).
      perform 1 from cases where id = any(ids) order by id for no key update;
      with fresh as materialized (select * from portfolio_source(ids)),
      gone as (
        delete from portfolio_entries e
         where e.case_id = any(ids)
           and not exists (select 1 from fresh where fresh.organization_id = e.organization_id and fresh.case_id = e.case_id)
      )
      insert into portfolio_entries (${entryColumnList})
      select ${entryColumnList} from fresh
      on conflict (organization_id, case_id) do update
        set ${ENTRY_COLUMNS.slice(2)
          .map((column) => `${column} = excluded.${column}`)
          .join(', ')}
      where ${entryChanged};
    end
    $$`,
    )
    .execute(db);

  await sql
    .raw(
      `
    create function portfolio_recount() returns void language plpgsql as $$
    begin
      truncate portfolio_counts, portfolio_fresh_counts;
      with entry as not materialized (select 1::bigint as n, * from portfolio_entries)
      ${insertCounts('entry', true)};
      with entry as not materialized (select 1::bigint as n, * from portfolio_entries)
      ${insertFreshCounts('entry', true)};
    end
    $$`,
    )
    .execute(db);

  // A bulk load: without the indexes, filled in one statement, indexed again (much faster than index upkeep row by
  // row), then counted. The delta triggers stand aside meanwhile (the recount counts everything once).
  await sql
    .raw(
      `
    create function portfolio_rebuild() returns void language plpgsql
    set work_mem = '64MB' set maintenance_work_mem = '256MB' as $$
    begin
      perform set_config('portfolio.rebuilding', 'on', true);
      truncate portfolio_entries;
      ${ENTRY_INDEX_NAMES.map((name) => `drop index if exists ${name};`).join('\n      ')}
      insert into portfolio_entries (${entryColumnList}) ${FULL_SOURCE};
      ${ENTRY_INDEXES.map((statement) => `${statement};`).join('\n      ')}
      perform set_config('portfolio.rebuilding', 'off', true);
      perform portfolio_recount();
    end
    $$`,
    )
    .execute(db);

  await sql.raw(deltaTrigger('portfolio_count_inserted', 'select 1::bigint as n, * from added', ['added'])).execute(db);
  await sql
    .raw(
      deltaTrigger('portfolio_count_updated', 'select 1::bigint as n, * from added union all select -1::bigint, * from removed', ['added']),
    )
    .execute(db);
  await sql.raw(deltaTrigger('portfolio_count_deleted', 'select -1::bigint as n, * from removed', ['removed'])).execute(db);
  await sql`
    create trigger portfolio_entries_counted_insert after insert on portfolio_entries
    referencing new table as added for each statement execute function portfolio_count_inserted()`.execute(db);
  await sql`
    create trigger portfolio_entries_counted_update after update on portfolio_entries
    referencing old table as removed new table as added for each statement execute function portfolio_count_updated()`.execute(db);
  await sql`
    create trigger portfolio_entries_counted_delete after delete on portfolio_entries
    referencing old table as removed for each statement execute function portfolio_count_deleted()`.execute(db);

  // The base tables' triggers: row-level, filtered by WHEN (no function call for a change the entries do not hold).
  await sql`
    create function portfolio_case_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        perform portfolio_refresh(array[old.id]);
      else
        perform portfolio_refresh(array[new.id]);
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger portfolio_cases_inserted after insert on cases
    for each row execute function portfolio_case_changed()`.execute(db);
  await sql`
    create trigger portfolio_cases_deleted after delete on cases
    for each row execute function portfolio_case_changed()`.execute(db);
  await sql`
    create trigger portfolio_cases_updated
    after update of status, last_updated_at, law_firm_id, plaintiff_id, date_of_loss, created_at on cases
    for each row when (
      old.status is distinct from new.status or old.last_updated_at is distinct from new.last_updated_at
      or old.law_firm_id is distinct from new.law_firm_id or old.plaintiff_id is distinct from new.plaintiff_id
      or old.date_of_loss is distinct from new.date_of_loss or old.created_at is distinct from new.created_at)
    execute function portfolio_case_changed()`.execute(db);

  // Liens and case tags name their case; an update may move one to another case (both are refreshed).
  await sql`
    create function portfolio_case_part_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform portfolio_refresh(array[new.case_id]);
      elsif tg_op = 'DELETE' then
        perform portfolio_refresh(array[old.case_id]);
      elsif old.case_id = new.case_id then
        perform portfolio_refresh(array[new.case_id]);
      else
        perform portfolio_refresh(array[old.case_id, new.case_id]);
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger portfolio_liens_inserted_or_deleted after insert or delete on liens
    for each row execute function portfolio_case_part_changed()`.execute(db);
  await sql`
    create trigger portfolio_liens_updated
    after update of case_id, lienholder_id, verification_status, resolution_status, plaintiff_treatment_status on liens
    for each row when (
      old.case_id is distinct from new.case_id or old.lienholder_id is distinct from new.lienholder_id
      or old.verification_status is distinct from new.verification_status
      or old.resolution_status is distinct from new.resolution_status
      or old.plaintiff_treatment_status is distinct from new.plaintiff_treatment_status)
    execute function portfolio_case_part_changed()`.execute(db);
  await sql`
    create trigger portfolio_case_tags_inserted_or_deleted after insert or delete on case_tags
    for each row execute function portfolio_case_part_changed()`.execute(db);
  await sql`
    create trigger portfolio_case_tags_updated after update of case_id, tag_id on case_tags
    for each row when (old.case_id is distinct from new.case_id or old.tag_id is distinct from new.tag_id)
    execute function portfolio_case_part_changed()`.execute(db);

  await sql`
    create function portfolio_person_changed() returns trigger language plpgsql as $$
    begin
      perform portfolio_refresh(array(select c.id from cases c where c.plaintiff_id = new.id));
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger portfolio_persons_updated after update of first_name, last_name, birthdate on persons
    for each row when (
      old.first_name is distinct from new.first_name or old.last_name is distinct from new.last_name
      or old.birthdate is distinct from new.birthdate)
    execute function portfolio_person_changed()`.execute(db);

  await sql`select portfolio_rebuild()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists portfolio_persons_updated on persons`.execute(db);
  await sql`drop trigger if exists portfolio_case_tags_updated on case_tags`.execute(db);
  await sql`drop trigger if exists portfolio_case_tags_inserted_or_deleted on case_tags`.execute(db);
  await sql`drop trigger if exists portfolio_liens_updated on liens`.execute(db);
  await sql`drop trigger if exists portfolio_liens_inserted_or_deleted on liens`.execute(db);
  await sql`drop trigger if exists portfolio_cases_updated on cases`.execute(db);
  await sql`drop trigger if exists portfolio_cases_deleted on cases`.execute(db);
  await sql`drop trigger if exists portfolio_cases_inserted on cases`.execute(db);
  for (const name of [
    'portfolio_person_changed()',
    'portfolio_case_part_changed()',
    'portfolio_case_changed()',
    'portfolio_rebuild()',
    'portfolio_recount()',
    'portfolio_refresh(uuid[])',
  ]) {
    await sql.raw(`drop function if exists ${name}`).execute(db);
  }
  await sql`drop function if exists portfolio_source(uuid[])`.execute(db);
  await sql`drop table if exists portfolio_fresh_counts`.execute(db);
  await sql`drop table if exists portfolio_counts`.execute(db);
  await sql`drop table if exists portfolio_entries`.execute(db);
  for (const name of ['portfolio_count_inserted()', 'portfolio_count_updated()', 'portfolio_count_deleted()']) {
    await sql.raw(`drop function if exists ${name}`).execute(db);
  }
  await sql`drop index if exists external_keys_registry_id_lower_idx`.execute(db);
}
