// A search by a full name reads one index at a million cases (issue 13). Each name index now carries the other name
// key, so "johnson barbara" walks the Johnsons of one organisation in the last-name index and keeps the Barbaras
// there, instead of fetching every Johnson's entry by its primary key (5,000 lookups, ~20 ms, for the largest
// lienholder). portfolio_rebuild() now re-creates whatever indexes the entries have (read from the catalogue), so
// a later migration that changes them need not write it again.
import { sql, type Kysely } from 'kysely';
import { entryColumnList, FULL_SOURCE, PAGE_COLUMNS } from './0029_portfolio_read_model.ts';

/** The index of one name key, with `other` (a further key) among what it carries, or only 0029's columns. */
const nameIndex = (key: 'first_name' | 'last_name', other: string | null) =>
  `create index portfolio_entries_${key}_idx on portfolio_entries (organization_id, ${key}_key, case_id) ` +
  (other ? PAGE_COLUMNS.replace(/\)$/, `, ${other})`) : PAGE_COLUMNS);

async function nameIndexes(db: Kysely<any>, pairs: boolean): Promise<void> {
  for (const [key, other] of [
    ['first_name', 'last_name_key'],
    ['last_name', 'first_name_key'],
  ] as const) {
    await sql.raw(`drop index portfolio_entries_${key}_idx`).execute(db);
    await sql.raw(nameIndex(key, pairs ? other : null)).execute(db);
  }
}

// A bulk load: without the indexes, filled in one statement, indexed again, then counted (as 0029's). The indexes
// are the entries' own at the time (not the primary key, which the load's conflicts need).
const REBUILD = `
    create or replace function portfolio_rebuild() returns void language plpgsql
    set work_mem = '64MB' set maintenance_work_mem = '256MB' as $$
    declare
      index_names text[];
      definitions text[];
      statement text;
    begin
      perform set_config('portfolio.rebuilding', 'on', true);
      truncate portfolio_entries;
      select array_agg(i.indexrelid::regclass::text), array_agg(pg_get_indexdef(i.indexrelid))
        into index_names, definitions
        from pg_index i
       where i.indrelid = 'portfolio_entries'::regclass
         and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid);
      foreach statement in array coalesce(index_names, '{}') loop
        execute format('drop index %s', statement);
      end loop;
      insert into portfolio_entries (${entryColumnList}) ${FULL_SOURCE};
      foreach statement in array coalesce(definitions, '{}') loop
        execute statement;
      end loop;
      perform set_config('portfolio.rebuilding', 'off', true);
      perform portfolio_recount();
    end
    $$`;

export async function up(db: Kysely<any>): Promise<void> {
  await nameIndexes(db, true);
  await sql.raw(REBUILD).execute(db);
}

/** The rebuild stays the catalogue's: it re-creates 0029's indexes as well as these. */
export async function down(db: Kysely<any>): Promise<void> {
  await nameIndexes(db, false);
}
