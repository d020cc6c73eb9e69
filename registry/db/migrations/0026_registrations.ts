// Public registrations (issue 12; the spec's "compulsion event"; registry/domain/registration/): a person asks for an
// account without signing in, through one of three doors —
// - LAW_FIRM_USER: /register?law_firm=… (a user of an existing law firm),
// - SELF_SERVICE: /register-now (a new organisation of any type),
// - LIENHOLDER: the /register-lh wizard (compulsion_type EMAIL; a DRAFT through its steps, with case rows and an
//   optional spreadsheet kept in storage, unparsed).
// Submitting creates the user (no password yet), the organisation and an account with is_registration_pending; staff
// approve (the wizard's cases are created then) or reject. At most one PENDING registration per e-mail (unique index,
// so two racing submissions cannot both pass). The spreadsheet's storage key is kept by the storage sweep.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table registrations (
      id uuid primary key default gen_random_uuid(),
      kind text not null check (kind in ('LAW_FIRM_USER', 'SELF_SERVICE', 'LIENHOLDER')),
      compulsion_type text check (compulsion_type in ('EMAIL')),
      step text not null default 'account' check (step in ('account', 'cases', 'details', 'confirmation')),
      status text not null default 'DRAFT' check (status in ('DRAFT', 'PENDING', 'APPROVED', 'REJECTED')),
      first_name text not null,
      last_name text not null,
      email text not null check (position('@' in email) > 1),
      company_name text not null default '',
      company_type text,
      company_type_specification text not null default '',
      customer_source text not null default '',
      referral_source text not null default '',
      law_firm_id uuid references legal_organizations(id) on delete set null,
      website text not null default '',
      phone_number text not null default '',
      address1 text not null default '',
      address2 text not null default '',
      city text not null default '',
      state text not null default '',
      zip_code text not null default '',
      contact_preference text check (contact_preference in ('WEBSITE', 'ADDRESS')),
      contacts jsonb not null default '[]'::jsonb,
      additional_info text not null default '',
      compulsion_request_id uuid,
      data_file_key text,
      data_file_name text not null default '',
      data_file_size bigint,
      ip text not null default '',
      submitted_at timestamptz,
      decided_by_user_id uuid references users(id) on delete set null,
      decided_at timestamptz,
      rejection_note text not null default '',
      organization_id uuid references legal_organizations(id) on delete set null,
      user_id uuid references users(id) on delete set null,
      account_id uuid references accounts(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((status in ('APPROVED', 'REJECTED')) = (decided_at is not null))
    )`.execute(db);
  await sql`create unique index registrations_pending_email_key on registrations (lower(email)) where status = 'PENDING'`.execute(db);
  await sql`create index registrations_status_idx on registrations (status, submitted_at, id)`.execute(db);

  await sql`
    create table registration_cases (
      id uuid primary key default gen_random_uuid(),
      registration_id uuid not null references registrations(id) on delete cascade,
      position integer not null,
      law_firm_id uuid references legal_organizations(id) on delete set null,
      new_law_firm_name text not null default '',
      new_law_firm_website text not null default '',
      plaintiff_first_name text not null,
      plaintiff_last_name text not null,
      plaintiff_birthdate date,
      date_of_loss date,
      created_case_id uuid references cases(id) on delete set null,
      unique (registration_id, position)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table registration_cases`.execute(db);
  await sql`drop table registrations`.execute(db);
}
