// Document requests (issue 11; registry/domain/document-requests/): a law firm asks the lienholder of one lien for
// documents. The request opens a DOCUMENT_REQUEST conversation (case_threads) and keeps its status, its responses
// (the lienholder's status updates, the law firm's close) and the one-time tokens e-mailed to the lienholder's
// contacts (stored as sha-256 hashes; 14 days; single use). Uploads and documents point at the request they answered.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table document_requests (
      id uuid primary key default gen_random_uuid(),
      case_id uuid not null references cases(id) on delete cascade,
      lien_id uuid not null references liens(id) on delete cascade,
      thread_id uuid references case_threads(id) on delete set null,
      created_by_organization_id uuid references legal_organizations(id) on delete set null,
      created_by_user_id uuid references users(id) on delete set null,
      note text not null default '',
      status text check (status is null or status in
        ('LIENHOLDER_UPLOADED_ALL_DOCUMENTS', 'CLARIFICATION_NEEDED', 'PATIENT_STILL_TREATING', 'IN_PROGRESS', 'ALREADY_FULFILLED', 'CLOSED_BY_LAW_FIRM')),
      is_fulfilled boolean not null default false,
      closed_reason text check (closed_reason is null or closed_reason in ('CLOSED_BY_LAW_FIRM', 'DOCUMENT_UPLOADED')),
      created_at timestamptz not null default now(),
      closed_at timestamptz
    )`.execute(db);
  await sql`create index document_requests_case_idx on document_requests (case_id, created_at)`.execute(db);
  await sql`create index document_requests_lien_idx on document_requests (lien_id)`.execute(db);
  await sql`create index document_requests_thread_idx on document_requests (thread_id)`.execute(db);

  await sql`
    create table document_request_responses (
      id uuid primary key default gen_random_uuid(),
      request_id uuid not null references document_requests(id) on delete cascade,
      new_status text,
      note text not null default '',
      created_by_name text not null default '',
      created_by_user_id uuid references users(id) on delete set null,
      created_by_contact_id uuid references contacts(id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index document_request_responses_request_idx on document_request_responses (request_id, created_at)`.execute(db);

  await sql`
    create table document_request_tokens (
      id uuid primary key default gen_random_uuid(),
      request_id uuid not null references document_requests(id) on delete cascade,
      contact_id uuid not null references contacts(id) on delete cascade,
      token_hash text not null unique,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index document_request_tokens_request_idx on document_request_tokens (request_id)`.execute(db);

  await sql`alter table document_uploads add constraint document_uploads_request_fk
    foreign key (document_request_id) references document_requests(id) on delete cascade`.execute(db);
  await sql`alter table documents add constraint documents_request_fk
    foreign key (document_request_id) references document_requests(id) on delete set null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table documents drop constraint documents_request_fk`.execute(db);
  await sql`alter table document_uploads drop constraint document_uploads_request_fk`.execute(db);
  await sql`drop table document_request_tokens`.execute(db);
  await sql`drop table document_request_responses`.execute(db);
  await sql`drop table document_requests`.execute(db);
}
