// Who at each organisation works on a case (case_contacts), and the law firms a case used to have
// (case_former_law_firms), so the Contacts tab can show a firm no longer on the case as a disabled card.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table case_contacts (
      id uuid primary key default gen_random_uuid(),
      case_id uuid not null references cases(id) on delete cascade,
      contact_id uuid not null references contacts(id) on delete cascade,
      created_by_organization_id uuid references legal_organizations(id) on delete set null,
      created_at timestamptz not null default now(),
      unique (case_id, contact_id)
    )`.execute(db);
  await sql`create index case_contacts_contact_idx on case_contacts (contact_id)`.execute(db);
  await sql`create index contacts_organization_email_idx on contacts (legal_organization_id, lower(email))`.execute(db);

  await sql`
    create table case_former_law_firms (
      case_id uuid not null references cases(id) on delete cascade,
      law_firm_id uuid not null references legal_organizations(id) on delete cascade,
      last_active_at timestamptz,
      left_at timestamptz not null default now(),
      primary key (case_id, law_firm_id)
    )`.execute(db);
  // A trigger rather than a call in each write path: every way a case changes hands (change of representation,
  // a lienholder's Change Law Firm, staff tools) records the firm it leaves, and a firm that returns is current again.
  await sql`
    create function record_former_law_firm() returns trigger language plpgsql as $$
    begin
      if old.law_firm_id is not null and old.law_firm_id is distinct from new.law_firm_id then
        insert into case_former_law_firms (case_id, law_firm_id, last_active_at)
        values (new.id, old.law_firm_id, old.law_firm_last_active_at)
        on conflict (case_id, law_firm_id) do update set last_active_at = excluded.last_active_at, left_at = now();
      end if;
      if new.law_firm_id is not null then
        delete from case_former_law_firms where case_id = new.id and law_firm_id = new.law_firm_id;
      end if;
      return new;
    end
    $$`.execute(db);
  await sql`
    create trigger cases_record_former_law_firm after update of law_firm_id on cases
    for each row execute function record_former_law_firm()`.execute(db);
  // Changes of representation made before this migration: the firm that recorded LAW_FIRM_CHANGED left the case.
  await sql`
    insert into case_former_law_firms (case_id, law_firm_id, left_at)
    select distinct on (a.case_id, a.created_by_organization_id) a.case_id, a.created_by_organization_id, a.created_at
    from activities a join cases c on c.id = a.case_id
    where a.type = 'LAW_FIRM_CHANGED' and a.created_by_organization_id is not null
      and a.created_by_organization_id is distinct from c.law_firm_id
    order by a.case_id, a.created_by_organization_id, a.created_at desc
    on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists cases_record_former_law_firm on cases`.execute(db);
  await sql`drop function if exists record_former_law_firm()`.execute(db);
  await sql`drop table if exists case_former_law_firms`.execute(db);
  await sql`drop index if exists contacts_organization_email_idx`.execute(db);
  await sql`drop table if exists case_contacts`.execute(db);
}
