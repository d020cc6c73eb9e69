// Dedupe matches (issue 14; registry/domain/dedupe/; DECISIONS 19–21): a group of two or more records of one model
// (cases, contacts or legal organisations) that the matching engine takes for the same thing, with the rule that
// matched them and its score. Staff work the queue of NEW ones on /dedupe: merge (MERGED), dismiss (DISMISSED) or ask
// for more information (NEEDS_MORE_INFORMATION). One match per group of records (model_type, group_key: the sorted
// record ids), so a refresh that finds the same group again changes nothing, and a dismissed group stays dismissed.
// import_id marks a match whose records came from a spreadsheet import ('From Import').
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table dedupe_matches (
      id uuid primary key default gen_random_uuid(),
      model_type text not null check (model_type in ('CASE', 'CONTACT', 'LEGAL_ORGANIZATION')),
      status text not null default 'NEW' check (status in ('NEW', 'NEEDS_MORE_INFORMATION', 'DISMISSED', 'MERGED')),
      rule text not null check (length(rule) between 1 and 100),
      score real not null check (score >= 0 and score <= 1),
      record_ids uuid[] not null check (cardinality(record_ids) >= 2),
      group_key text not null,
      import_id uuid,
      note text not null default '' check (length(note) <= 5000),
      last_created_at timestamptz not null,
      decided_by_user_id uuid references users(id) on delete set null,
      decided_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (model_type, group_key)
    )`.execute(db);
  await sql`create index dedupe_matches_queue_idx on dedupe_matches (model_type, status, last_created_at desc, id)`.execute(db);
  await sql`create index dedupe_matches_records_idx on dedupe_matches using gin (record_ids)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table dedupe_matches`.execute(db);
}
