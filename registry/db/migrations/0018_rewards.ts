// Rewards: the points ledger of the rewards programme (docs/PRODUCT.md, "Rewards"). One row per award, never
// updated; a late status update is a row of 0 points that holds its period. `source_key` makes an award idempotent
// (a retried job writes nothing twice); the second unique index is the rule "once per case per 90-day period" for
// one organisation, so two racing awards cannot both land.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table reward_points (
      id uuid primary key default gen_random_uuid(),
      organization_id uuid not null references legal_organizations(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      points integer not null check (points >= 0),
      reason text not null,
      case_id uuid references cases(id) on delete set null,
      period integer not null check (period >= 0),
      source_key text not null unique,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index reward_points_case_period_key on reward_points (organization_id, case_id, period)`.execute(db);
  await sql`create index reward_points_user_idx on reward_points (user_id, organization_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists reward_points`.execute(db);
}
