// The secure case upload (issue 14; registry/domain/case-uploads/; spec 002 §2, DECISIONS 17): a file anyone may
// send the registry (signed out, or signed in: then who sent it is kept), with the sender's company, name and
// e-mail. The bytes were stored through a document upload (its id is kept, used once); the file may be of any type.
// status is RECEIVED when it arrives; the spreadsheet import adds PARSING, PARSED, IMPORTED and FAILED (named
// constraint bulk_data_imports_status_check, so a later migration can drop and widen it).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table bulk_data_imports (
      id uuid primary key default gen_random_uuid(),
      company_name text not null check (length(company_name) between 1 and 255),
      full_name text not null check (length(full_name) between 1 and 255),
      email_address text not null check (length(email_address) between 3 and 254),
      upload_id uuid not null unique,
      storage_key text not null unique check (length(storage_key) between 1 and 255),
      file_name text not null check (length(file_name) between 1 and 255),
      file_size bigint not null check (file_size between 0 and 104856576),
      content_type text not null check (length(content_type) between 1 and 255),
      submitted_by_user_id uuid references users(id) on delete set null,
      submitted_by_organization_id uuid references legal_organizations(id) on delete set null,
      ip text not null default '' check (length(ip) <= 100),
      status text not null default 'RECEIVED',
      created_at timestamptz not null default now(),
      constraint bulk_data_imports_status_check check (status in ('RECEIVED', 'PARSING', 'PARSED', 'IMPORTED', 'FAILED'))
    )`.execute(db);
  await sql`create index bulk_data_imports_created_idx on bulk_data_imports (created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table bulk_data_imports`.execute(db);
}
