// Tags (private to the organisation that made them) on cases, and external database identifiers: each
// organisation's external systems (Filevine, Litify, Clio ...) and the ids a case or a lien has in them.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table tags (
      id uuid primary key default gen_random_uuid(),
      organization_id uuid not null references legal_organizations(id) on delete cascade,
      name text not null check (length(name) between 1 and 50),
      created_at timestamptz not null default now()
    )`.execute(db);
  // One tag per name in an organisation, whatever the letter case.
  await sql`create unique index tags_organization_name_key on tags (organization_id, lower(name))`.execute(db);

  await sql`
    create table case_tags (
      id uuid primary key default gen_random_uuid(),
      case_id uuid not null references cases(id) on delete cascade,
      tag_id uuid not null references tags(id) on delete cascade,
      created_at timestamptz not null default now(),
      unique (case_id, tag_id)
    )`.execute(db);
  await sql`create index case_tags_tag_idx on case_tags (tag_id)`.execute(db);

  await sql`
    create table external_systems (
      id uuid primary key default gen_random_uuid(),
      organization_id uuid not null references legal_organizations(id) on delete cascade,
      external_system_type text not null check (external_system_type in ('FILEVINE', 'LITIFY', 'CLIO', 'OTHER')),
      name text not null check (length(name) between 1 and 100),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index external_systems_organization_idx on external_systems (organization_id)`.execute(db);

  await sql`
    create table external_keys (
      id uuid primary key default gen_random_uuid(),
      external_system_id uuid not null references external_systems(id) on delete cascade,
      case_id uuid references cases(id) on delete cascade,
      lien_id uuid references liens(id) on delete cascade,
      registry_external_id text not null check (length(registry_external_id) between 1 and 255),
      created_at timestamptz not null default now(),
      check ((case_id is null) <> (lien_id is null))
    )`.execute(db);
  await sql`create unique index external_keys_case_key on external_keys (external_system_id, case_id, registry_external_id) where case_id is not null`.execute(
    db,
  );
  await sql`create unique index external_keys_lien_key on external_keys (external_system_id, lien_id, registry_external_id) where lien_id is not null`.execute(
    db,
  );
  await sql`create index external_keys_case_idx on external_keys (case_id)`.execute(db);
  await sql`create index external_keys_lien_idx on external_keys (lien_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['external_keys', 'external_systems', 'case_tags', 'tags']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
