// Verification of contacts and legal organisations (issue 14; spec 002 §2–§5, §7; DECISIONS 20). Staff verify each
// contact and organisation once: NEW (the verification tabs' 'No action taken'), NEEDS_MORE_INFORMATION (stays in the
// list with its note), VERIFIED or COULD_NOT_VERIFY (both leave the list). A verified organisation is a "Verified
// Match" (spec 002 §2 drawer, §5 form, §7 /internal/legal-organizations/ with last_verified_at): no separate store; an
// organisation staff verified against another points at it (verified_match_id). created_by_* name who added an
// organisation through the Verified Matches form (organisations have no creator otherwise).
import { sql, type Kysely } from 'kysely';

const STATUSES = `'NEW', 'NEEDS_MORE_INFORMATION', 'VERIFIED', 'COULD_NOT_VERIFY'`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table contacts
      add column verification_status text not null default 'NEW' check (verification_status in (${sql.raw(STATUSES)})),
      add column dismissed_verification_note text not null default '' check (length(dismissed_verification_note) <= 5000),
      add column could_not_manually_verify_note text not null default '' check (length(could_not_manually_verify_note) <= 5000),
      add column verification_reason text not null default '' check (length(verification_reason) <= 5000),
      add column verified_at timestamptz,
      add column verified_by_user_id uuid references users(id) on delete set null`.execute(db);
  // The organisations' side lives in its own table (one row per organisation staff acted on; none is NEW), so the
  // organisation row every request reads (context.ts) does not grow.
  await sql`
    create table legal_organization_verifications (
      organization_id uuid primary key references legal_organizations(id) on delete cascade,
      status text not null default 'NEW' check (status in (${sql.raw(STATUSES)})),
      dismissed_verification_note text not null default '' check (length(dismissed_verification_note) <= 5000),
      verification_website text not null default '' check (length(verification_website) <= 200),
      last_verified_at timestamptz,
      verified_by_user_id uuid references users(id) on delete set null,
      verified_match_id uuid references legal_organizations(id) on delete set null,
      created_by_user_id uuid references users(id) on delete set null,
      created_by_organization_id uuid references legal_organizations(id) on delete set null,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index contacts_verification_idx on contacts (verification_status, created_at desc, id)`.execute(db);
  await sql`create index legal_organization_verifications_status_idx on legal_organization_verifications (status)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table legal_organization_verifications`.execute(db);
  await sql`drop index contacts_verification_idx`.execute(db);
  await sql`
    alter table contacts
      drop column verified_by_user_id, drop column verified_at, drop column verification_reason,
      drop column could_not_manually_verify_note, drop column dismissed_verification_note, drop column verification_status`.execute(db);
}
