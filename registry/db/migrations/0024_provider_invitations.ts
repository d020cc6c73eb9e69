// Provider invitations (issue 12; the spec's "Invite / compulsion request"; DECISIONS.md 6): a law firm invites a
// provider (a lienholder not yet on the registry) by e-mail from /invite. The row keeps who sent it (account, user, and
// the name, e-mail and law firm name as they were when sent), whom it went to, when it was last (re)sent and when the
// provider's registration was approved (state 'accepted'; registry/domain/provider-invitations/).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table provider_invitations (
      id uuid primary key default gen_random_uuid(),
      law_firm_id uuid not null references legal_organizations(id) on delete cascade,
      from_account_id uuid references accounts(id) on delete set null,
      from_user_id uuid references users(id) on delete set null,
      from_name text not null default '',
      from_email text not null default '',
      from_law_firm_name text not null default '',
      to_email text not null,
      to_name text not null default '',
      fax_number text not null default '',
      to_lienholder_id uuid references legal_organizations(id) on delete set null,
      state text not null default 'sent' check (state in ('sent', 'accepted')),
      created_at timestamptz not null default now(),
      last_sent_at timestamptz not null default now(),
      accepted_at timestamptz,
      check ((state = 'accepted') = (accepted_at is not null))
    )`.execute(db);
  await sql`create index provider_invitations_law_firm_idx on provider_invitations (law_firm_id, created_at desc, id)`.execute(db);
  await sql`create index provider_invitations_to_email_idx on provider_invitations (lower(to_email)) where state = 'sent'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table provider_invitations`.execute(db);
}
