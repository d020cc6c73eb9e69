// The access log of health data: one row per read or write of a case, person, lien, thread, message or history,
// and per attempt the registry refused (403/404: `refused`).
// Append-only in the database itself: triggers refuse UPDATE, DELETE and TRUNCATE whoever asks, and they are
// ENABLE ALWAYS so even `session_replication_role = replica` (the bulk seed's trick) does not skip them.
// No foreign keys: an entry outlives the user, organisation or case it names.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table access_log (
      id bigint generated always as identity primary key,
      occurred_at timestamptz not null default clock_timestamp(),
      user_id uuid not null,
      impersonator_id uuid,
      organization_id uuid,
      action text not null,
      object_type text not null,
      object_ids text[] not null default '{}',
      case_ids uuid[] not null default '{}',
      lien_ids uuid[] not null default '{}',
      request_id text not null default '',
      address text not null default '',
      refused boolean not null default false
    )`.execute(db);
  // Only what the access-log view asks (a case's entries, a user's entries): every index costs each INSERT.
  await sql`create index access_log_case_ids_idx on access_log using gin (case_ids)`.execute(db);
  await sql`create index access_log_user_idx on access_log (user_id, id)`.execute(db);

  await sql`
    create function access_log_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'access_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
    end
    $$`.execute(db);
  await sql`create trigger access_log_no_update_or_delete before update or delete on access_log
    for each row execute function access_log_refuse_change()`.execute(db);
  await sql`create trigger access_log_no_truncate before truncate on access_log
    for each statement execute function access_log_refuse_change()`.execute(db);
  await sql`alter table access_log enable always trigger access_log_no_update_or_delete`.execute(db);
  await sql`alter table access_log enable always trigger access_log_no_truncate`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table access_log`.execute(db);
  await sql`drop function access_log_refuse_change()`.execute(db);
}
