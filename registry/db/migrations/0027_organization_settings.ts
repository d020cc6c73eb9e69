// Organisation settings (issue 12, Settings › Organization): the fields of LegalOrganization (spec 000 section 3)
// that were missing. `contact_emails` holds at most 10 addresses (the registry checks each one; the check here keeps
// the count); `lienholder_document_upload_notifications_enabled` is on by default, as every other e-mail switch;
// `check_mailing_address` is where a lienholder receives cheques (the payment information card), free text.
// `has_contacts` and `has_tags` are computed, not stored. An `organization.updated` event tells the organisation's
// open pages that its settings changed.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table legal_organizations add column contact_emails text[] not null default '{}'`.execute(db);
  await sql`
    alter table legal_organizations add constraint legal_organizations_contact_emails_count
      check (coalesce(array_length(contact_emails, 1), 0) <= 10)`.execute(db);
  await sql`
    alter table legal_organizations add column lienholder_document_upload_notifications_enabled boolean not null default true`.execute(db);
  await sql`alter table legal_organizations add column check_mailing_address text not null default ''`.execute(db);
  await allowEventTypes(db, (types) => [...types, 'organization.updated']);
}

/** Rewrites the events' type check from the types it allows now (as 0017 does; other migrations add theirs too). */
async function allowEventTypes(db: Kysely<any>, change: (types: string[]) => string[]): Promise<void> {
  const { rows } = await sql<{ definition: string }>`
    select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'events_type_check'`.execute(db);
  const current = [...(rows[0]?.definition ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1]!);
  const allowed = [...new Set(change(current))];
  await sql`alter table events drop constraint if exists events_type_check`.execute(db);
  await sql`alter table events add constraint events_type_check check (type in (${sql.join(allowed.map((type) => sql.lit(type)))}))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from events where type = 'organization.updated'`.execute(db);
  await allowEventTypes(db, (types) => types.filter((type) => type !== 'organization.updated'));
  await sql`alter table legal_organizations drop column check_mailing_address`.execute(db);
  await sql`alter table legal_organizations drop column lienholder_document_upload_notifications_enabled`.execute(db);
  await sql`alter table legal_organizations drop constraint legal_organizations_contact_emails_count`.execute(db);
  await sql`alter table legal_organizations drop column contact_emails`.execute(db);
}
