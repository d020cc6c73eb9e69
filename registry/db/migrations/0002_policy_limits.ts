// Policy limits of a case (Case Detail tab): the coverage type and its limits in money.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table policy_limits (
      id uuid primary key default gen_random_uuid(),
      case_id uuid not null references cases(id) on delete cascade,
      coverage_type text not null check (coverage_type in ('BODILY_INJURY', 'MEDPAY', 'UI_UIM')),
      coverage_limit_lower numeric(14, 2) not null check (coverage_limit_lower >= 0),
      coverage_limit_upper numeric(14, 2) check (coverage_limit_upper is null or coverage_limit_upper >= coverage_limit_lower),
      created_by_organization_id uuid not null references legal_organizations(id),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index policy_limits_case_idx on policy_limits (case_id, created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table policy_limits`.execute(db);
}
