// Shareable case links (Copy Case Link): an unguessable slug that leads whoever may see the case to it.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table share_links (
      id text primary key,
      case_id uuid not null references cases(id) on delete cascade,
      created_by_organization_id uuid not null references legal_organizations(id),
      created_by_user_id uuid references users(id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index share_links_case_idx on share_links (case_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table share_links`.execute(db);
}
