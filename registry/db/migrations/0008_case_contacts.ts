// Case contacts (spec 001 §3 "Case contact: case, contact, id"): who at an organisation works on a case. Case
// creation links the law firm's contact chosen in the Register Case drawer. `if not exists`: the contacts feature
// built in parallel may create the same table; whichever migration runs first defines it, with this same shape.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table if not exists case_contacts (
      id uuid primary key default gen_random_uuid(),
      case_id uuid not null references cases(id) on delete cascade,
      contact_id uuid not null references contacts(id) on delete cascade,
      created_at timestamptz not null default now(),
      unique (case_id, contact_id)
    )`.execute(db);
  await sql`create index if not exists case_contacts_contact_idx on case_contacts (contact_id)`.execute(db);
  // The contact picker lists a firm's contacts and creation matches a typed e-mail against them.
  await sql`create index if not exists contacts_organization_email_idx on contacts (legal_organization_id, lower(email))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists contacts_organization_email_idx`.execute(db);
  await sql`drop table if exists case_contacts`.execute(db);
}
