// Documents of a case and of its liens (issue 11; registry/domain/documents/). An upload is asked for first
// (`document_uploads`: who may attach it, its declared size, an hour to send the bytes and attach them once), then
// attached as one or more `documents`. `payment_accounts` records a lienholder's connected payment account (written
// by the payments slice; documents only ask whether one exists, for the access-fee rule). A policy limit may point
// at its POLICY_LIMIT document. Events name the document a `documents` change is about.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table document_uploads (
      id uuid primary key default gen_random_uuid(),
      storage_key text unique,
      file_name text not null default '',
      declared_size bigint not null check (declared_size >= 0),
      content_type text not null default 'application/octet-stream',
      organization_id uuid references legal_organizations(id) on delete cascade,
      user_id uuid references users(id) on delete cascade,
      document_request_id uuid,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      uploaded_size bigint,
      attached_at timestamptz
    )`.execute(db);
  await sql`create index document_uploads_expires_idx on document_uploads (expires_at)`.execute(db);

  await sql`
    create table documents (
      id uuid primary key default gen_random_uuid(),
      case_id uuid not null references cases(id) on delete cascade,
      lien_id uuid references liens(id) on delete cascade,
      name text not null check (length(name) between 1 and 255),
      type text not null,
      price numeric(12, 2) not null default 0 check (price >= 0),
      "order" integer not null default 0,
      storage_key text not null,
      size bigint not null check (size >= 0),
      content_type text not null,
      added_by_law_firm boolean not null,
      created_by_organization_id uuid references legal_organizations(id) on delete set null,
      created_by_user_id uuid,
      created_by_name text not null default '',
      document_request_id uuid,
      is_paid_for boolean not null default false,
      paid_at timestamptz,
      last_viewed_by_law_firm_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index documents_case_idx on documents (case_id, created_at)`.execute(db);
  await sql`create index documents_lien_idx on documents (lien_id)`.execute(db);

  await sql`
    create table payment_accounts (
      organization_id uuid primary key references legal_organizations(id) on delete cascade,
      provider text not null,
      account_id text not null,
      connected_at timestamptz not null default now()
    )`.execute(db);

  await sql`alter table policy_limits add column document_id uuid references documents(id) on delete set null`.execute(db);
  await sql`alter table events add column document_id uuid`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table events drop column document_id`.execute(db);
  await sql`alter table policy_limits drop column document_id`.execute(db);
  await sql`drop table payment_accounts`.execute(db);
  await sql`drop table documents`.execute(db);
  await sql`drop table document_uploads`.execute(db);
}
