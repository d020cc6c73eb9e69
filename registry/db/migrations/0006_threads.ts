// Inbox threads of a case and their messages. A thread goes from one organisation to another about a case (or
// one lien on it): LIEN_REJECTION, LAW_FIRM_CHANGED and DOCUMENTS_HIDDEN are notices resolved once;
// DOCUMENT_REQUEST is a conversation (action_needed flips with each turn).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table case_threads (
      id uuid primary key default gen_random_uuid(),
      case_id uuid not null references cases(id) on delete cascade,
      lien_id uuid references liens(id) on delete cascade,
      type text not null check (type in ('DOCUMENTS_HIDDEN', 'DOCUMENT_REQUEST', 'LAW_FIRM_CHANGED', 'LIEN_REJECTION')),
      created_by_organization_id uuid references legal_organizations(id) on delete set null,
      to_organization_id uuid not null references legal_organizations(id) on delete cascade,
      is_resolved boolean not null default false,
      action_needed boolean not null default true,
      context jsonb not null default '{}',
      created_at timestamptz not null default now(),
      resolved_at timestamptz
    )`.execute(db);
  await sql`create index case_threads_case_idx on case_threads (case_id, created_at)`.execute(db);
  await sql`create index case_threads_to_idx on case_threads (to_organization_id, is_resolved)`.execute(db);
  await sql`create index case_threads_from_idx on case_threads (created_by_organization_id)`.execute(db);

  await sql`
    create table case_messages (
      id uuid primary key default gen_random_uuid(),
      thread_id uuid not null references case_threads(id) on delete cascade,
      note text not null default '',
      created_by_user_id uuid references users(id) on delete set null,
      created_by_organization_id uuid references legal_organizations(id) on delete set null,
      created_by_name text not null default '',
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index case_messages_thread_idx on case_messages (thread_id, created_at, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table case_messages`.execute(db);
  await sql`drop table case_threads`.execute(db);
}
