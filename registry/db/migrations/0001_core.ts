// Core tables of the registry. Enumerations are spelled out here (not imported from domain/options.ts) so this
// migration keeps meaning what it meant when it ran; later changes to a list come as new migrations.
import { sql, type Kysely } from 'kysely';

const list = (values: string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

const ORGANIZATION_TYPES = [
  'DEFENDANT_INSURANCE',
  'FUNDER',
  'HEALTH_INSURANCE',
  'LAW_FIRM',
  'MEDICAL_PRACTICE',
  'OTHER',
  'REFERRAL_LAW_FIRM',
  'SERVICER',
];
const CASE_STATUSES = [
  'CLIENT_TREATING',
  'DEMAND_PREPARATION',
  'DEMAND_SENT',
  'NEGOTIATION',
  'IN_LITIGATION',
  'MEDIATION_OR_ARBITRATION_SCHEDULED',
  'TRIAL_SCHEDULED',
  'CASE_SETTLED_NOT_YET_DISBURSED',
  'CASE_CLOSED_PAYMENT_DISBURSED',
  'CASE_CLOSED_WITHOUT_SETTLEMENT',
  'CASE_CLOSED',
];
const CASE_TYPES = [
  'MOTOR_VEHICLE_ACCIDENT',
  'SLIP_AND_FALL',
  'DOG_BITE',
  'WORKPLACE_INJURY',
  'MEDICAL_MALPRACTICE',
  'PRODUCT_LIABILITY',
  'OTHER',
];
const VERIFICATION = ['PENDING', 'RESUBMITTED', 'REJECTED', 'VERIFIED'];
const TREATMENT = ['TREATING', 'DONE_TREATING'];
const RESOLUTION = ['PAID_IN_FULL', 'PAID_REDUCED', 'WRITTEN_OFF', 'NO_LONGER_PURSUING', 'OTHER'];
const STAGES = ['EXTENDED_TRIAL', 'FREEMIUM', 'LEAD', 'PAID', 'TRIAL'];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table legal_organizations (
      id uuid primary key default gen_random_uuid(),
      name text not null check (length(name) between 1 and 255),
      type text not null check (type in (${list(ORGANIZATION_TYPES)})),
      address1 text not null default '',
      address2 text not null default '',
      city text not null default '',
      state text not null default '',
      zip_code text not null default '',
      website text not null default '',
      phone_number text not null default '',
      can_create_registry_cases boolean not null default false,
      is_rewards_participant boolean not null default false,
      notes_disabled boolean not null default false,
      shares_documents_manually boolean not null default false,
      is_partner_law_firm boolean not null default false,
      is_new_case_email_enabled boolean not null default true,
      employer_id_number text,
      stripe_connected_account_id text,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table users (
      id uuid primary key default gen_random_uuid(),
      email text not null check (position('@' in email) > 1),
      first_name text not null default '',
      last_name text not null default '',
      password_hash text,
      is_staff boolean not null default false,
      is_first_login boolean not null default true,
      last_login timestamptz,
      failed_login_attempts integer not null default 0 check (failed_login_attempts >= 0),
      locked_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index users_email_lower_key on users (lower(email))`.execute(db);

  await sql`
    create table contacts (
      id uuid primary key default gen_random_uuid(),
      first_name text not null,
      last_name text not null default '',
      email text not null,
      legal_organization_id uuid not null references legal_organizations(id) on delete cascade,
      created_by_user_id uuid references users(id) on delete set null,
      created_by_organization_id uuid references legal_organizations(id) on delete set null,
      is_account_deactivated boolean not null default false,
      is_account_suspended boolean not null default false,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index contacts_organization_idx on contacts (legal_organization_id)`.execute(db);

  await sql`
    create table accounts (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      organization_id uuid not null references legal_organizations(id) on delete cascade,
      role text not null default 'USER' check (role in ('ADMIN', 'USER')),
      is_active boolean not null default true,
      is_email_visible boolean not null default true,
      is_suspended boolean not null default false,
      is_registration_pending boolean not null default false,
      linked_contact_id uuid references contacts(id) on delete set null,
      phone_number text not null default '',
      service_stage text not null default 'FREEMIUM' check (service_stage in (${list(STAGES)})),
      service_features text[] not null default '{}',
      service_valid_to date,
      created_at timestamptz not null default now(),
      unique (user_id, organization_id)
    )`.execute(db);
  await sql`create index accounts_organization_idx on accounts (organization_id)`.execute(db);

  await sql`
    create table persons (
      id uuid primary key default gen_random_uuid(),
      first_name text not null,
      last_name text not null,
      birthdate date,
      phone_number text not null default '',
      created_at timestamptz not null default now()
    )`.execute(db);
  // Prefix search on names (lower(name) like 'abc%') uses these regardless of the database's collation.
  await sql`create index persons_last_name_prefix_idx on persons (lower(last_name) text_pattern_ops)`.execute(db);
  await sql`create index persons_first_name_prefix_idx on persons (lower(first_name) text_pattern_ops)`.execute(db);

  await sql`
    create table cases (
      id uuid primary key default gen_random_uuid(),
      plaintiff_id uuid not null references persons(id),
      date_of_loss date,
      state_of_incident text,
      type text check (type in (${list(CASE_TYPES)})),
      status text check (status in (${list(CASE_STATUSES)})),
      appearance_date date,
      date_expected_to_receive_check date,
      lawsuit_filed_date date,
      law_firm_id uuid references legal_organizations(id),
      created_by_organization_id uuid not null references legal_organizations(id),
      is_editable_by_lienholder boolean not null default false,
      last_updated_at timestamptz,
      last_updated_by_organization_id uuid references legal_organizations(id),
      law_firm_last_active_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  // The portfolio orders by coalesce(last_updated_at, '-infinity') (nulls are the oldest) with id as tiebreak;
  // the expression index serves the first page and keyset pages in both directions.
  await sql`
    create index cases_law_firm_updated_idx
      on cases (law_firm_id, (coalesce(last_updated_at, '-infinity'::timestamptz)), id)`.execute(db);
  await sql`create index cases_law_firm_created_idx on cases (law_firm_id, created_at, id)`.execute(db);
  await sql`create index cases_law_firm_status_idx on cases (law_firm_id, status)`.execute(db);
  await sql`create index cases_plaintiff_idx on cases (plaintiff_id)`.execute(db);

  await sql`
    create table liens (
      id uuid primary key default gen_random_uuid(),
      case_id uuid not null references cases(id) on delete cascade,
      lienholder_id uuid not null references legal_organizations(id),
      created_by_organization_id uuid not null references legal_organizations(id),
      balance numeric(14, 2) check (balance is null or balance >= 0),
      balance_last_updated_at timestamptz,
      balance_last_updated_by_organization_id uuid references legal_organizations(id),
      verification_status text not null default 'PENDING' check (verification_status in (${list(VERIFICATION)})),
      plaintiff_treatment_status text check (plaintiff_treatment_status in (${list(TREATMENT)})),
      final_treatment_date date,
      resolution_status text check (resolution_status in (${list(RESOLUTION)})),
      has_lienholder_finalized_documents boolean not null default false,
      share_documents boolean not null default true,
      has_attorney_changed boolean not null default false,
      lienholder_last_active_at timestamptz,
      created_at timestamptz not null default now(),
      unique (case_id, lienholder_id)
    )`.execute(db);
  await sql`create index liens_lienholder_case_idx on liens (lienholder_id, case_id)`.execute(db);
  await sql`create index liens_case_idx on liens (case_id)`.execute(db);

  await sql`
    create table organization_blacklists (
      id uuid primary key default gen_random_uuid(),
      law_firm_id uuid not null references legal_organizations(id) on delete cascade,
      lienholder_id uuid not null references legal_organizations(id) on delete cascade,
      created_at timestamptz not null default now(),
      unique (law_firm_id, lienholder_id)
    )`.execute(db);

  await sql`
    create table activities (
      id uuid primary key default gen_random_uuid(),
      type text not null,
      note text not null default '',
      case_id uuid references cases(id) on delete cascade,
      lien_id uuid references liens(id) on delete cascade,
      created_by_user_id uuid references users(id) on delete set null,
      created_by_organization_id uuid references legal_organizations(id) on delete set null,
      created_by_name text not null default '',
      hide_created_by boolean not null default false,
      is_internal_user boolean not null default false,
      activity_data jsonb not null default '{}',
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index activities_case_created_idx on activities (case_id, created_at, id)`.execute(db);
  await sql`create index activities_lien_idx on activities (lien_id)`.execute(db);

  await sql`
    create table events (
      id bigserial primary key,
      type text not null check (type in ('case.updated', 'activity.created', 'lien.updated')),
      case_id uuid,
      lien_id uuid,
      activity_id uuid,
      organization_ids uuid[] not null default '{}',
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'events',
    'activities',
    'organization_blacklists',
    'liens',
    'cases',
    'persons',
    'accounts',
    'contacts',
    'users',
    'legal_organizations',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
