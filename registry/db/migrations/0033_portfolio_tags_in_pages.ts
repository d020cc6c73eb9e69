// A page filtered by a tag walks its ordered index alone (issue 13). The tag filter read every case carrying the tag
// (a hashed sub-plan of 12,000 case ids for the largest law firm at a million cases, 10 ms); the ordered indexes now
// carry the entry's own tags, so the walk checks each index entry's tags and stops after a page.
import { sql, type Kysely } from 'kysely';
import { PAGE_COLUMNS } from './0029_portfolio_read_model.ts';

/** The four ordered indexes as 0029 and 0031 left them, each carrying `extra` columns besides. */
const orderedIndexes = (extra: string) => {
  const include = (columns: string) => PAGE_COLUMNS.replace(/\)$/, `${columns}${extra})`);
  return [
    `create index portfolio_entries_updated_idx on portfolio_entries (organization_id, updated_key, case_id) ${include('').replace(', updated_key', '')}`,
    `create index portfolio_entries_created_idx on portfolio_entries (organization_id, created_at, case_id) ${include('')}`,
    `create index portfolio_entries_first_name_idx on portfolio_entries (organization_id, first_name_key, case_id) ${include(', last_name_key')}`,
    `create index portfolio_entries_last_name_idx on portfolio_entries (organization_id, last_name_key, case_id) ${include(', first_name_key')}`,
  ];
};

async function recreate(db: Kysely<any>, extra: string): Promise<void> {
  for (const statement of orderedIndexes(extra)) {
    await sql.raw(`drop index ${/create index (\w+)/.exec(statement)![1]}`).execute(db);
    await sql.raw(statement).execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await recreate(db, ', tag_ids');
}

export async function down(db: Kysely<any>): Promise<void> {
  await recreate(db, '');
}
